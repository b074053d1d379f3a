import { describe, expect, it } from "vitest";
import { checkUrl, guardedLookup, isForbiddenAddress } from "#server/webhooks/address-guard.ts";
import { postWebhook } from "#server/webhooks/sender.ts";
import { retryDelaySeconds, RETRY_SCHEDULE_SECONDS } from "#server/webhooks/worker.ts";

const lookup = (host: string) =>
  new Promise<string[]>((resolve, reject) =>
    guardedLookup(host, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve((addresses as { address: string }[]).map((a) => a.address)),
    ),
  );

describe("where a webhook may go", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "::1",
    "169.254.169.254",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "100.64.0.1",
    "0.0.0.0",
    "::ffff:127.0.0.1",
    "::ffff:a9fe:a9fe",
    "fd00:ec2::254",
    "fe80::1",
    "::",
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "41.66.200.1", "2a00:1450:4001:82a::200e"])("allows %s", (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it("refuses http://, credentials and private address literals in the URL", () => {
    expect(() => checkUrl("http://hooks.example.com/x", false)).toThrow(/https/);
    expect(() => checkUrl("https://u:p@hooks.example.com/x", false)).toThrow(/credentials/);
    for (const url of [
      "https://127.0.0.1/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/x",
      "https://[::ffff:127.0.0.1]/x",
    ]) {
      expect(() => checkUrl(url, false), url).toThrow(/private, loopback or link-local/);
    }
    expect(checkUrl("https://hooks.example.com/x", false).hostname).toBe("hooks.example.com");
    // WEBHOOK_ALLOW_PRIVATE=1 lifts both.
    expect(checkUrl("http://127.0.0.1:8080/x", true).port).toBe("8080");
  });

  it("refuses a name that resolves to a loopback address", async () => {
    await expect(lookup("localhost")).rejects.toThrow(/resolves to .* private, loopback/);
  });
});

/**
 * Every entry of IANA's special-purpose address registries (iana-ipv4-special-registry and
 * iana-ipv6-special-registry, as of 2026), with an address inside it, and the other
 * IPv6 forms that carry an IPv4 address. None of them is a public webhook receiver.
 */
const specialPurpose: [range: string, sample: string][] = [
  ["0.0.0.0/8 this network", "0.1.2.3"],
  ["0.0.0.0/32 this host", "0.0.0.0"],
  ["10.0.0.0/8 private use", "10.20.30.40"],
  ["100.64.0.0/10 shared address space", "100.127.255.254"],
  ["127.0.0.0/8 loopback", "127.0.0.2"],
  ["169.254.0.0/16 link local", "169.254.169.254"],
  ["172.16.0.0/12 private use", "172.31.0.1"],
  ["192.0.0.0/24 IETF protocol assignments", "192.0.0.100"],
  ["192.0.0.0/29 IPv4 service continuity", "192.0.0.1"],
  ["192.0.0.8/32 IPv4 dummy address", "192.0.0.8"],
  ["192.0.0.9/32 PCP anycast", "192.0.0.9"],
  ["192.0.0.10/32 TURN anycast", "192.0.0.10"],
  ["192.0.0.170/32 NAT64/DNS64 discovery", "192.0.0.170"],
  ["192.0.0.171/32 NAT64/DNS64 discovery", "192.0.0.171"],
  ["192.0.2.0/24 documentation (TEST-NET-1)", "192.0.2.1"],
  ["192.31.196.0/24 AS112-v4", "192.31.196.1"],
  ["192.52.193.0/24 AMT", "192.52.193.1"],
  ["192.88.99.0/24 deprecated 6to4 relay anycast", "192.88.99.1"],
  ["192.88.99.2/32 6a44 relay anycast", "192.88.99.2"],
  ["192.168.0.0/16 private use", "192.168.1.1"],
  ["192.175.48.0/24 AS112 direct delegation", "192.175.48.1"],
  ["198.18.0.0/15 benchmarking", "198.19.0.1"],
  ["198.51.100.0/24 documentation (TEST-NET-2)", "198.51.100.7"],
  ["203.0.113.0/24 documentation (TEST-NET-3)", "203.0.113.9"],
  ["224.0.0.0/4 multicast", "239.1.2.3"],
  ["240.0.0.0/4 reserved", "250.1.2.3"],
  ["255.255.255.255/32 limited broadcast", "255.255.255.255"],
  ["::1/128 loopback", "::1"],
  ["::/128 unspecified", "::"],
  ["::ffff:0:0/96 IPv4-mapped", "::ffff:127.0.0.1"],
  ["::ffff:0:0:0/96 IPv4-translated", "::ffff:0:7f00:1"],
  ["::/96 IPv4-compatible (deprecated)", "::127.0.0.1"],
  ["64:ff9b::/96 IPv4/IPv6 translation", "64:ff9b::a9fe:a9fe"],
  ["64:ff9b:1::/48 IPv4/IPv6 translation, local use", "64:ff9b:1::a00:1"],
  ["100::/64 discard only", "100::1"],
  ["100:0:0:1::/64 dummy IPv6 prefix", "100:0:0:1::1"],
  ["2001::/23 IETF protocol assignments", "2001:1ff::1"],
  ["2001::/32 Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
  ["2001:1::1/128 PCP anycast", "2001:1::1"],
  ["2001:1::2/128 TURN anycast", "2001:1::2"],
  ["2001:1::3/128 DNS-SD service registration anycast", "2001:1::3"],
  ["2001:2::/48 benchmarking", "2001:2::1"],
  ["2001:3::/32 AMT", "2001:3::1"],
  ["2001:4:112::/48 AS112-v6", "2001:4:112::1"],
  ["2001:10::/28 deprecated ORCHID", "2001:10::1"],
  ["2001:20::/28 ORCHIDv2", "2001:20::1"],
  ["2001:30::/28 drone remote ID entity tags", "2001:30::1"],
  ["2001:db8::/32 documentation", "2001:db8::1"],
  ["2002::/16 6to4", "2002:7f00:1::1"],
  ["2620:4f:8000::/48 AS112 direct delegation", "2620:4f:8000::1"],
  ["3fff::/20 documentation", "3fff::1"],
  ["5f00::/16 segment routing SIDs", "5f00::1"],
  ["fc00::/7 unique local", "fd00:ec2::254"],
  ["fe80::/10 link-local unicast", "fe80::1"],
  ["fec0::/10 deprecated site-local", "fec0::1"],
  ["ff00::/8 multicast", "ff02::1"],
];

const literal = (address: string) => (address.includes(":") ? `[${address}]` : address);

describe("every special-purpose range is refused", () => {
  it.each(specialPurpose)("%s (%s): at add time", (_range, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
    expect(() => checkUrl(`https://${literal(address)}/hook`, false)).toThrow(
      /private, loopback or link-local/,
    );
  });

  it.each(specialPurpose)("%s (%s): at send time", async (_range, address) => {
    // An endpoint stored before this check (or by hand) is refused before any connection.
    await expect(
      postWebhook(
        { url: `https://${literal(address)}/hook`, headers: {}, body: "{}" },
        { timeoutMs: 2000, allowPrivate: false },
      ),
    ).rejects.toThrow(/private, loopback or link-local/);
    // A name that resolves to it: the socket's own lookup refuses the answer.
    await expect(lookup(address)).rejects.toThrow(/private, loopback or link-local/);
  });

  it.each(["93.184.215.14", "41.66.200.1", "2a00:1450:4001:82a::200e", "2c0f:fb50:4003::1"])(
    "a public address passes: %s",
    async (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
      expect(await lookup(address)).toEqual([address]);
    },
  );
});

describe("the retry schedule", () => {
  it("follows Standard Webhooks with ±20 % jitter", () => {
    expect(RETRY_SCHEDULE_SECONDS).toEqual([
      0, 5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400,
    ]);
    expect(retryDelaySeconds(1, 1, () => 0)).toBe(4);
    expect(retryDelaySeconds(1, 1, () => 0.999999)).toBeCloseTo(6, 3);
    expect(retryDelaySeconds(9, 1, () => 0.5)).toBe(86400);
    expect(retryDelaySeconds(9, 0.001, () => 0.5)).toBeCloseTo(86.4, 6);
  });
});

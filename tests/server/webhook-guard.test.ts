import { describe, expect, it } from "vitest";
import {
  checkUrl,
  guardedLookup,
  isForbiddenAddress,
} from "../../server/webhooks/address-guard.ts";
import { retryDelaySeconds, RETRY_SCHEDULE_SECONDS } from "../../server/webhooks/worker.ts";

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

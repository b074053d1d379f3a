import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseTrustProxy } from "#server/config.ts";

describe("TRUST_PROXY", () => {
  it("is off by default and takes a hop count", () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
    expect(parseTrustProxy("0")).toBe(false);
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("2")).toBe(2);
  });

  it("takes a list of proxy addresses and CIDRs", () => {
    expect(parseTrustProxy("127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback")).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses true, saying that clients could then forge their address", () => {
    expect(() => parseTrustProxy("true")).toThrow(ConfigError);
    expect(() => parseTrustProxy("true")).toThrow(/forge.*rate limit/);
  });

  it.each([
    "yes",
    "11",
    "-1",
    "1.5",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1/8/2",
    "example.com",
    "1,",
  ])("refuses %s with a message naming TRUST_PROXY", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });

  it("reaches the loaded configuration", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
  });
});

describe("HTTP timeouts", () => {
  it("have deliberate defaults well under Node's (60 s headers, 300 s request)", () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
  });

  it("can be set, and a headers timeout longer than the request timeout is refused", () => {
    expect(
      loadConfig({ HEADERS_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "4000" }).http,
    ).toMatchObject({ headersTimeoutMs: 2000, requestTimeoutMs: 4000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: "20000", REQUEST_TIMEOUT_MS: "4000" })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "0" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

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

describe("load shedding", () => {
  it("has production defaults: the site's and the console's caps, renders per client, the event loop's share", () => {
    expect(loadConfig({}).load).toEqual({
      maxConcurrentRenders: 16,
      maxConcurrentConsoleRenders: 8,
      maxPipelinedRequests: 8,
      rendersPerClient: { max: 10, windowSeconds: 10 },
      maxEventLoopUtilization: 0.9,
    });
  });

  it("can be set; 1 turns the event loop's share off", () => {
    expect(
      loadConfig({
        MAX_CONCURRENT_CONSOLE_RENDERS: "2",
        RENDERS_PER_CLIENT: "1000000",
        RENDERS_PER_CLIENT_WINDOW_SECONDS: "60",
        MAX_EVENT_LOOP_UTILIZATION: "1",
      }).load,
    ).toMatchObject({
      maxConcurrentConsoleRenders: 2,
      rendersPerClient: { max: 1_000_000, windowSeconds: 60 },
      maxEventLoopUtilization: 1,
    });
    expect(loadConfig({ MAX_EVENT_LOOP_UTILIZATION: "0.75" }).load.maxEventLoopUtilization).toBe(
      0.75,
    );
  });

  it.each([
    ["MAX_CONCURRENT_CONSOLE_RENDERS", "0"],
    ["RENDERS_PER_CLIENT", "0"],
    ["RENDERS_PER_CLIENT", "ten"],
    ["RENDERS_PER_CLIENT_WINDOW_SECONDS", "0"],
    ["MAX_EVENT_LOOP_UTILIZATION", "0.2"],
    ["MAX_EVENT_LOOP_UTILIZATION", "1.5"],
    ["MAX_EVENT_LOOP_UTILIZATION", "90%"],
    ["MAX_EVENT_LOOP_UTILIZATION", "0x1"],
    ["MAX_EVENT_LOOP_UTILIZATION", ".9"],
  ])("refuses %s=%s with a message naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe("metrics listener", () => {
  it("is off by default, on loopback when METRICS_PORT is set, elsewhere only when asked", () => {
    expect(loadConfig({}).metrics).toEqual({ port: undefined, host: "127.0.0.1" });
    expect(loadConfig({ METRICS_PORT: "" }).metrics.port).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
    expect(loadConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({
      port: 9464,
      host: "10.0.0.5",
    });
  });

  it("refuses the public port, saying why", () => {
    expect(() => loadConfig({ PORT: "3001", METRICS_PORT: "3001" })).toThrow(
      /METRICS_PORT must differ from PORT \(3001\)/,
    );
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT/);
  });

  it.each([
    ["METRICS_PORT", "0"],
    ["METRICS_PORT", "70000"],
    ["METRICS_PORT", "nine"],
    ["METRICS_HOST", "a host"],
  ])("refuses %s=%s with a message naming it", (name, value) => {
    expect(() => loadConfig({ METRICS_PORT: "9464", [name]: value })).toThrow(new RegExp(name));
  });

  it("takes BACKUP_DIR as an absolute folder, unset by default", () => {
    expect(loadConfig({}).backupDir).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: "/srv/backups" }).backupDir).toBe("/srv/backups");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  hasBuild,
  rawExchange,
  send,
  startServer,
  type RunningServer,
} from "./support/built-server.ts";

describe.skipIf(!hasBuild)("addresses that are not exactly a page's", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    expect(server?.output.join("")).not.toMatch(/"level":50|"status":5\d\d/);
    await server?.stop();
  });

  it.each([
    ["/about-us//index.html", "/about-us"],
    ["//about-us", "/about-us"],
    ["/about-us/index.html", "/about-us"],
    ["/ABOUT-US", "/about-us"],
    ["/About-Us/?utm_source=print", "/about-us?utm_source=print"],
    ["/SERVICES//Payouts", "/services/payouts"],
    ["/INDEX.HTML", "/"],
  ])("redirects %s to the page's address %s, never serving the file", async (path, address) => {
    const answer = await send(`${server.base}${path}`);
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe(address);
  });

  it.each([
    "/about-us%2findex.html",
    "/about-us/.%2findex.html",
    "/404.html",
    "/about-us/index.html.br",
    "//evil.example/index.html",
    "/%2f%2fevil.example/index.html",
  ])(
    "answers %s with the not-found page, not a page's file under a file's headers",
    async (path) => {
      const answer = await send(`${server.base}${path}`);
      expect(answer.status).toBe(404);
      expect(answer.headers["cache-control"]).not.toContain("max-age=86400");
      expect(answer.headers.location).toBeUndefined();
    },
  );

  it("serves a page at its address and with one trailing slash, under its hash CSP", async () => {
    for (const path of ["/about-us", "/about-us/"]) {
      const answer = await send(`${server.base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-security-policy"]).toMatch(/'sha256-/);
    }
  });
});

describe.skipIf(!hasBuild)("a malformed Host header", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const hosts = ["%zz", "a b", "x:99999999", "[", "exa mple.com:80", "a/b", "user@host"];

  it.each(hosts)("answers Host %j with 400, and logs a warning without the query", async (host) => {
    const request = (header: string, path: string) =>
      `GET ${path}?token=SECRET-TOKEN-${encodeURIComponent(host)} HTTP/1.1\r\n${header}\r\n` +
      `Connection: close\r\n\r\n`;
    for (const [header, path] of [
      [`Host: ${host}`, "/nope"],
      [`Host: ${host}`, "/newsletter/unsubscribe"],
      [`Host: localhost\r\nX-Forwarded-Host: ${host}`, "/newsletter/unsubscribe"],
    ] as const) {
      const answer = await rawExchange(server.port, request(header, path));
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/\r\ncontent-security-policy: /i);
    }
    const output = server.output.join("");
    expect(output).not.toContain("SECRET-TOKEN");
    expect(output).not.toMatch(/"level":(50|60)/);
  });

  it("still answers good Host headers", async () => {
    for (const host of [
      "localhost",
      "localhost:80",
      "127.0.0.1:3000",
      "[::1]:8080",
      "www.nkabompay.com.gh",
    ]) {
      const answer = await rawExchange(
        server.port,
        `GET /newsletter/unsubscribe HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, host).toMatch(/^HTTP\/1\.1 200 /);
    }
  });
});

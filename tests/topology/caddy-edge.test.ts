import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "#scripts/built-server.ts";
import { PAGE_CACHE_CONTROL } from "#server/cache-policy.ts";
import type { PageManifest } from "#server/page-manifest.ts";
import { SECURITY_HEADERS, contentSecurityPolicy } from "#server/security.ts";
import { waitFor } from "../server/support/processes.ts";
import {
  caddyClient,
  exited,
  startEdge,
  type Edge,
  root,
  startCaddy,
  type Answer,
  type Running,
} from "./processes.ts";

/**
 * What Caddy (deploy/Caddyfile) answers by itself in front of two real app instances:
 * redirects that never leave the site, one spelling per file, the security headers on its
 * own answers, 400 for a Host the app cannot parse, timeouts for slow or silent clients,
 * and a burst of requests that leaves the instances answering.
 */
const run = promisify(execFile);

const manifest = JSON.parse(
  readFileSync(path.join(root, "build/page-manifest.json"), "utf8"),
) as PageManifest;

/** A Location a browser would follow to another host. */
function offSite(location: string): boolean {
  if (/^\s*[/\\]{2}/.test(location)) return true;
  return new URL(location, "https://localhost/").hostname !== "localhost";
}

function expectSecurityHeaders(answer: Answer, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(answer.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
  const csp = answer.headers["content-security-policy"];
  expect(typeof csp, `${what}: CSP`).toBe("string");
  expect(csp as string, what).toContain("frame-ancestors 'none'");
  expect(csp as string, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
}

/** Plain HTTP to Caddy's HTTP port. */
function plainHttp(port: number, urlPath: string, host = "localhost") {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: urlPath, headers: { host }, agent: false }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.alloc(0) }),
        );
      })
      .on("error", reject);
  });
}

/**
 * Sends `bytes` one at a time, `everyMs` apart, on a connection until Caddy closes it or
 * `giveUpMs` passes: how many went out, and whether Caddy closed it.
 */
function trickle(
  socket: net.Socket,
  bytes: string,
  everyMs: number,
  giveUpMs: number,
): Promise<{ sent: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    let sent = 0;
    const timer = bytes
      ? setInterval(() => {
          if (sent < bytes.length && socket.writable) socket.write(bytes[sent++]!);
        }, everyMs)
      : undefined;
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ sent, closedByServer: false });
    }, giveUpMs);
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ sent, closedByServer: true });
    });
  });
}

describe("Caddy's own answers, in front of two instances", () => {
  let edge: Edge | undefined;
  let apps: Running[] = [];
  let ports: number[] = [];
  let caddy: Edge["caddy"];
  let call: Edge["call"];
  let httpPort = 0;
  let httpsPort = 0;

  beforeAll(async () => {
    edge = await startEdge(
      inject("postgresUrl"),
      "caddy_edge",
      (databaseUrl) => ({
        DATABASE_URL: databaseUrl,
        SMTP_URL: "smtp://127.0.0.1:9",
        IP_HASH_SALT: "caddy-edge-test-salt",
        FORM_TOKEN_SECRET: "caddy-edge-test-form-token-secret",
        LOG_LEVEL: "info",
      }),
      // A body sent a byte at a time is dropped after 8 s instead of production's 30 s: the
      // slow-client test waits for the longest of Caddy's timeouts, and what it shows (Caddy
      // drops the connection and serves others meanwhile) does not depend on its length.
      // The header timeout stays production's: the burst test's handshakes must fit in it.
      { CADDY_READ_BODY_TIMEOUT: "8s" },
    );
    ({ apps, ports, caddy, call, httpPort, httpsPort } = edge);
  }, 180_000);

  afterAll(async () => {
    await edge?.stop();
  });

  const errorsLogged = () =>
    apps
      .flatMap((app) => app.output.join("").split("\n"))
      .filter((line) => /"level":(50|60)/.test(line));

  it("never redirects to another site, whatever the spelling of */index.html", async () => {
    const variants = [
      "//evil.example/index.html",
      "///evil.example/index.html",
      "////evil.example/index.html",
      "/%2f%2fevil.example/index.html",
      "/%2F/evil.example/index.html",
      "/%2f/evil.example/index.html",
      "/\\evil.example/index.html",
      "/\\\\evil.example/index.html",
      "/%5cevil.example/index.html",
      "/%5C%5Cevil.example/index.html",
      "/\\/evil.example/index.html",
      "/%5c/evil.example/index.html",
      "/./evil.example/index.html",
      "/.//evil.example/index.html",
      "/..//evil.example/index.html",
      "//evil.example/about-us/index.html",
      "//evil.example//index.html",
      "//evil.example%2fabout-us/index.html",
      "/%09/evil.example/index.html",
      "/https:/evil.example/index.html",
      "//about-us/index.html",
      "/about-us//index.html",
    ];
    const seen: string[] = [];
    for (const variant of variants) {
      const answer = await call("GET", variant);
      const location = answer.headers.location as string | undefined;
      seen.push(`${variant} → ${answer.status} ${location ?? ""}`);
      if (location !== undefined) expect(offSite(location), seen.at(-1)).toBe(false);
      expect(answer.status, variant).toBeLessThan(500);
    }
    // Over plain HTTP too: the redirect to HTTPS keeps the site's host.
    for (const variant of variants.slice(0, 8)) {
      const answer = await plainHttp(httpPort, variant);
      expect(answer.status, variant).toBe(308);
      expect(new URL(answer.headers.location as string).hostname, variant).toBe("localhost");
    }
    console.log(`caddy-edge: index.html variants\n  ${seen.join("\n  ")}`);
    // A clean page file still goes to the page's address.
    expect((await call("GET", "/about-us/index.html")).headers.location).toBe("/about-us/");
    expect((await call("GET", "/index.html")).headers.location).toBe("/");
  });

  it("answers a page only at its own address: other spellings are not found", async () => {
    // The page's own policy: the build groups pages under shared path prefixes, each group's
    // policy allowing its pages' scripts, so the order of the hashes is the group's.
    const hashes = manifest.pages["/about-us"]!.scriptHashes;
    const ownPolicy = (value: string | string[] | undefined) => {
      const sorted = (v: string) =>
        v.replace(
          /('sha256-[^']+' ?)+/,
          (m) => m.split(" ").filter(Boolean).sort().join(" ") + " ",
        );
      return typeof value === "string" ? sorted(value) : value;
    };
    const csp = ownPolicy(contentSecurityPolicy(hashes));
    const page = await call("GET", "/about-us");
    expect(ownPolicy(page.headers["content-security-policy"])).toBe(csp);
    for (const spelling of ["/about-us", "/about-us/", "/about-us%2f", "/%61bout-us"]) {
      const answer = await call("GET", spelling);
      expect(answer.status, spelling).toBe(200);
      expect(ownPolicy(answer.headers["content-security-policy"]), spelling).toBe(csp);
      expect(answer.headers["cache-control"], spelling).toBe(PAGE_CACHE_CONTROL);
    }
    const others = [
      "/about-us//",
      "//about-us",
      "//about-us/",
      "/about-us/./",
      "/./about-us",
      "/services/../about-us",
      "/about-us/..%2fabout-us",
      "/about-us%2f%2f",
      "//about-us/index.html",
      "/about-us//index.html",
      "/about-us/.%2findex.html",
      "//",
      "//favicon.ico",
      "/assets//../favicon.ico",
    ];
    for (const spelling of others) {
      const answer = await call("GET", spelling);
      expect(answer.status, spelling).toBe(404);
      expect(answer.headers["cache-control"] ?? "", spelling).not.toMatch(/max-age=[1-9]/);
    }
  });

  it("puts the app's security headers on every answer Caddy writes itself", async () => {
    const own: [string, number, Answer][] = [
      ["/about-us/index.html", 308, await call("GET", "/about-us/index.html")],
      ["/_headers", 404, await call("GET", "/_headers")],
      ["/index.html.br", 404, await call("GET", "/index.html.br")],
      ["/favicon.svg.gz", 404, await call("GET", "/favicon.svg.gz")],
      ["//about-us", 404, await call("GET", "//about-us")],
      ["Host evil.example", 400, await call("GET", "/", { headers: { host: "evil.example" } })],
      ["plain HTTP", 308, await plainHttp(httpPort, "/about-us")],
    ];
    for (const [what, status, answer] of own) {
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
    }
    // The app's answers and the static files keep their own, once each.
    const rendered = await call("GET", "/no-such-page");
    expect(rendered.status).toBe(404);
    // The app's own policy (a nonce, or a prerendered page's hashes), not Caddy's fallback.
    expect(rendered.headers["content-security-policy"]).toMatch(/'nonce-|'sha256-/);
    expectSecurityHeaders(rendered, "the app's not-found page");
    // The build's not-found page by its file name is not a page of 200: the app answers it.
    const notFoundFile = await call("GET", "/404.html");
    expect(notFoundFile.status).toBe(404);
    expect(notFoundFile.headers["content-security-policy"]).toMatch(/'sha256-/);
    expectSecurityHeaders(await call("GET", "/about-us"), "a page served by Caddy");
    expectSecurityHeaders(await call("GET", "/favicon.ico"), "a file served by Caddy");
  });

  it("refuses a Host the app could not parse with 400, before it reaches an instance", async () => {
    const before = errorsLogged().length;
    const hosts = [
      "localhost:99999999",
      "localhost:65536",
      "localhost:%zz",
      "localhost:",
      "localhost:abc",
      "localhost:0",
      "localhost:1:2",
      "%zz",
      "a b",
      "[",
      "x:99999999",
    ];
    for (const host of hosts) {
      for (const urlPath of ["/no-such-page", "/api/subscribe", "/about-us?x=1"]) {
        const answer = await call("GET", urlPath, { headers: { host } });
        expect(answer.status, `${host} ${urlPath}`).toBe(400);
      }
    }
    expect(errorsLogged().slice(before)).toEqual([]);
    // The site's own host, with or without its port, is served.
    expect((await call("GET", "/no-such-page", { headers: { host: "localhost" } })).status).toBe(
      404,
    );
    expect((await call("GET", "/about-us")).status).toBe(200);
  });

  it("closes silent and slow connections, and serves visitors meanwhile", async () => {
    const header = `GET /about-us HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${"s".repeat(200)}\r\n\r\n`;
    const body = "x".repeat(1000);
    const slowPost = `POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const secure = () =>
      new Promise<tls.TLSSocket>((resolve, reject) => {
        const socket = tls.connect(
          { host: "127.0.0.1", port: httpsPort, servername: "localhost", ca: caddy.ca },
          () => resolve(socket),
        );
        socket.once("error", reject);
      });
    const tcp = (port: number) => net.connect({ host: "127.0.0.1", port });
    // Each would take minutes to send everything (a byte every 500 ms); Caddy must not wait.
    const giveUp = 150_000;
    const slowloris = secure().then((s) => trickle(s, header, 500, giveUp));
    const slowBody = secure().then((s) => {
      s.write(slowPost);
      return trickle(s, body, 500, giveUp);
    });
    const silentTls = secure().then((s) => trickle(s, "", 0, giveUp));
    const noHandshake = trickle(tcp(httpsPort), "", 0, giveUp);
    const silentHttp = trickle(tcp(httpPort), "", 0, giveUp);
    const slowPlain = trickle(tcp(httpPort), header, 500, giveUp);

    // Meanwhile visitors are served.
    for (let i = 0; i < 3; i++) {
      expect((await call("GET", "/about-us")).status).toBe(200);
      expect((await call("GET", "/no-such-page")).status).toBe(404);
      await new Promise((r) => setTimeout(r, 1000));
    }

    const results = {
      slowloris: await slowloris,
      slowBody: await slowBody,
      silentTls: await silentTls,
      noHandshake: await noHandshake,
      silentHttp: await silentHttp,
      slowPlain: await slowPlain,
    };
    console.log(`caddy-edge: slow clients ${JSON.stringify(results)}`);
    for (const [what, result] of Object.entries(results)) {
      expect(result.closedByServer, what).toBe(true);
    }
    expect(results.slowloris.sent).toBeLessThan(header.length);
    expect(results.slowPlain.sent).toBeLessThan(header.length);
    expect(results.slowBody.sent).toBeLessThan(body.length);
  }, 240_000);

  it("a burst of 2,000 requests leaves both instances up and /healthz answering", async () => {
    const statuses = new Map<string, number>();
    const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
    // 2,000 requests at once over 200 kept-alive connections: the handshakes of 2,000 would
    // keep this process busy past Caddy's header timeout, which is not what is tested here.
    const agent = new https.Agent({ keepAlive: true, maxSockets: 200, ca: caddy.ca });
    const burst = Array.from({ length: 2000 }, (_, i) =>
      call("GET", `/nope-${i}`, { agent }).then(
        (answer) =>
          count(
            answer.status === 503 && !answer.headers["retry-after"]
              ? "503 without Retry-After"
              : String(answer.status),
          ),
        (error: Error) => count(error.message),
      ),
    );
    // The instances answer their health checks during the burst (asked by another process:
    // this one is busy with 2,000 TLS handshakes).
    await new Promise((r) => setTimeout(r, 2000));
    for (const port of ports) {
      const { stdout } = await run("curl", [
        "-s",
        "-o",
        "/dev/null",
        "-w",
        "%{http_code}",
        "--max-time",
        "60",
        `http://127.0.0.1:${port}/healthz`,
      ]);
      expect(stdout, `/healthz of the instance on ${port} during the burst`).toBe("200");
    }
    await Promise.all(burst);
    agent.destroy();
    console.log(`caddy-edge: burst of 2,000 → ${JSON.stringify(Object.fromEntries(statuses))}`);
    for (const app of apps) expect(app.child.exitCode, app.output.slice(-5).join("")).toBeNull();
    for (const port of ports) {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    }
    expect((await call("GET", "/healthz")).status).toBe(200);
    // Every request got an answer: its not-found page, or a 503 saying when to come back.
    for (const key of statuses.keys()) expect(["404", "503"]).toContain(key);
  }, 240_000);
});

/** A stand-in app instance whose answers the test decides. */
function stubInstance(handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/readyz" || req.url === "/healthz") return void res.end("ok");
    seen.push(req.url!);
    handle(req, res);
  });
  return new Promise<{ server: http.Server; port: number; seen: string[] }>((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as net.AddressInfo).port, seen }),
    ),
  );
}

describe("Caddy's load balancing when instances are busy or fail", () => {
  const MAX_REQUESTS = 3;
  let stubs: Awaited<ReturnType<typeof stubInstance>>[] = [];
  let caddy: Running & { ca: string };
  let call: ReturnType<typeof caddyClient>;
  let state = "";
  const held: http.ServerResponse[] = [];

  beforeAll(async () => {
    state = await mkdtemp(path.join(os.tmpdir(), "nkabom-caddy-lb-"));
    const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if (req.url === "/busy") {
        res.writeHead(503, { "retry-after": "7", "content-type": "text/plain" });
        res.end("busy");
      } else if (req.url!.startsWith("/drop")) req.socket.destroy();
      else if (req.url!.startsWith("/hold")) held.push(res);
      else res.end("ok");
    };
    stubs = await Promise.all([stubInstance(handle), stubInstance(handle)]);
    const httpsPort = await freePort();
    caddy = await startCaddy({
      httpPort: await freePort(),
      httpsPort,
      upstreams: stubs.map((s) => `127.0.0.1:${s.port}`),
      stateDir: path.join(state, "caddy"),
      env: { UPSTREAM_MAX_REQUESTS: String(MAX_REQUESTS) },
    });
    call = caddyClient(httpsPort, caddy.ca);
  }, 180_000);

  afterAll(async () => {
    for (const res of held) res.end();
    if (caddy) {
      caddy.child.kill("SIGKILL");
      await exited(caddy.child);
    }
    for (const stub of stubs) stub.server.close();
    await rm(state, { recursive: true, force: true });
  });

  const hits = (urlPath: string) =>
    stubs.reduce((n, stub) => n + stub.seen.filter((u) => u === urlPath).length, 0);

  it("passes an instance's 503 and Retry-After to the visitor, without trying the other", async () => {
    for (let i = 0; i < 4; i++) {
      const answer = await call("GET", "/busy");
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBe("7");
      expect(answer.body.toString()).toBe("busy");
    }
    expect(hits("/busy")).toBe(4);
  });

  it("keeps at most UPSTREAM_MAX_REQUESTS in flight per instance, and answers the rest 503", async () => {
    const answers: Promise<Answer>[] = [];
    // One at a time, each once the previous one has reached an instance or been refused.
    for (let i = 0; i < 2 * MAX_REQUESTS; i++) {
      answers.push(call("GET", `/hold-${i}`));
      await waitFor(`request ${i} to reach an instance`, async () =>
        held.length > i ? true : undefined,
      );
    }
    const refused = await call("GET", "/hold-extra");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBeTruthy();
    expectSecurityHeaders(refused, "Caddy's 503");
    for (const stub of stubs) {
      expect(stub.seen.filter((u) => u.startsWith("/hold-")).length).toBe(MAX_REQUESTS);
    }
    for (const res of held.splice(0)) res.end("done");
    for (const answer of await Promise.all(answers)) expect(answer.status).toBe(200);
  }, 60_000);

  it("never sends a request an instance received to the other one", async () => {
    // Go's HTTP client may send it twice to the same instance (a kept-alive connection that
    // closed before the answer), never to the other one. Last: a failed instance is left
    // out for fail_duration.
    for (const urlPath of ["/drop-1", "/drop-2"]) {
      const answer = await call("GET", urlPath);
      expect(answer.status).toBe(502);
      expectSecurityHeaders(answer, "Caddy's 502");
      expect(
        stubs.filter((stub) => stub.seen.includes(urlPath)),
        urlPath,
      ).toHaveLength(1);
    }
  });
});

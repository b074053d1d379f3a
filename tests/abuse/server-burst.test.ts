import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, root, send, startServer, type RunningServer } from "./support/built-server.ts";
import { salesCookie } from "./support/staff-console.ts";

// The production memory settings (package.json `start`, deploy/nkabom-pay.service): a
// burst of per-request renders used to exhaust this heap and kill the process.
const PRODUCTION_MEMORY = { NODE_OPTIONS: "--max-old-space-size=192", MALLOC_ARENA_MAX: "2" };

const notFoundPage = () => readFileSync(path.join(root, "build/client/404.html"));

/** Statuses of the HTTP answers in a raw byte stream, in order. */
function statuses(raw: string): number[] {
  return [...raw.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
}

/** What comes back on `socket` until the server closes it (given up after `giveUpMs`). */
function answerOn(socket: net.Socket, giveUpMs = 120_000): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString("latin1"));
    });
  });
}

/** Writes `bytes` on a new connection; resolves with what came back once the server closes it. */
function exchange(port: number, bytes: string, giveUpMs = 120_000): Promise<string> {
  const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes));
  return answerOn(socket, giveUpMs);
}

/** /healthz polled while `during` runs: every poll must be answered with 200. */
async function healthWhile<T>(base: string, during: Promise<T>) {
  const answers: number[] = [];
  let done = false;
  const polling = (async () => {
    while (!done) {
      answers.push(
        await send(`${base}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      );
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const result = await during;
  done = true;
  await polling;
  return { result, answers };
}

/** The staff console's origin: a console form post must carry it (the build's SITE_URL's). */
const consoleOrigin = () =>
  new URL(
    (
      JSON.parse(readFileSync(path.join(root, "build/page-manifest.json"), "utf8")) as {
        siteUrl: string;
      }
    ).siteUrl,
  ).origin;

/**
 * A form post whose body is still on its way: it holds a place under a render cap until
 * `finish` sends the rest. Resolves once the connection is open.
 */
async function slowPost(port: number, target: string, headers = "") {
  const body = "email=ama%40example.com&source=test";
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  const answer = answerOn(socket, 60_000);
  socket.write(
    `POST ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}` +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n` +
      body.slice(0, 5),
  );
  return {
    finish: () => {
      socket.end(body.slice(5));
      return answer;
    },
  };
}

/** Asks for `url` until it is answered `status` (at most 50 times, 100 ms apart). */
async function untilStatus(url: string, status: number, headers: Record<string, string> = {}) {
  let answer = await send(url, { headers });
  for (let i = 0; i < 50 && answer.status !== status; i++) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await send(url, { headers });
  }
  return answer;
}

describe.skipIf(!hasBuild)("the caps on requests in progress", () => {
  let server: RunningServer;
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    server = await startServer({
      ...PRODUCTION_MEMORY,
      MAX_CONCURRENT_RENDERS: "1",
      MAX_CONCURRENT_CONSOLE_RENDERS: "1",
      MAX_PIPELINED_REQUESTS: "2",
    });
    staff = { cookie: await salesCookie(server, "caps@nkabompay.test") };
  });
  afterAll(async () => {
    expect(server?.output.join("")).not.toMatch(/"level":50/);
    await server?.stop();
  });

  it("answers a render past MAX_CONCURRENT_RENDERS with 503 and Retry-After at once", async () => {
    // A form post whose body is still on its way holds the one render slot.
    const slow = await slowPost(server.port, "/newsletter");
    // The page asked for meanwhile is not rendered: 503, told when to come back.
    const busy = await untilStatus(`${server.base}/newsletter`, 503);
    expect(busy.status).toBe(503);
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    expect(busy.headers["cache-control"]).toBe("no-store");
    expect(busy.headers["content-security-policy"]).toBeDefined();
    // Prerendered pages, the not-found page and the probes are not renders: unaffected.
    expect((await send(`${server.base}/about-us`)).status).toBe(200);
    expect((await send(`${server.base}/nope`)).status).toBe(404);
    expect((await send(`${server.base}/healthz`)).status).toBe(200);
    // The console has a cap of its own: a flood of the site's renders never refuses staff.
    expect((await send(`${server.base}/staff/leads`, { headers: staff })).status).toBe(200);
    expect(await slow.finish()).toMatch(/^HTTP\/1\.1 (200|400|422|429) /);
    // The slot is free again.
    expect((await send(`${server.base}/newsletter`)).status).toBe(200);
  });

  it("answers a console screen past MAX_CONCURRENT_CONSOLE_RENDERS with 503; the site renders on", async () => {
    // A console form post whose body is still on its way holds the console's one slot.
    const slow = await slowPost(
      server.port,
      "/staff/sign-in/recovery",
      `Origin: ${consoleOrigin()}\r\n`,
    );
    const busy = await untilStatus(`${server.base}/staff/leads`, 503, staff);
    expect(busy.status).toBe(503);
    expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(`${server.base}/newsletter`)).status).toBe(200);
    expect(await slow.finish()).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect((await send(`${server.base}/staff/leads`, { headers: staff })).status).toBe(200);
  });

  it("answers requests pipelined past MAX_PIPELINED_REQUESTS with 503 and closes", async () => {
    const burst = "GET /newsletter HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(10);
    const answer = await exchange(server.port, burst, 60_000);
    const got = statuses(answer);
    expect(got).toContain(503);
    expect(got.length).toBeLessThan(10);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/\r\nRetry-After: \d+\r\n/i);
  });
});

/** The process's resident memory now (Linux's VmRSS), in MB; 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
  } catch {
    return 0;
  }
}

/**
 * Connections waiting in the kernel's listen queue for the server on `port` to take them
 * (Linux's /proc/net/tcp: a listening socket's rx_queue is its accept backlog).
 */
function listenQueue(port: number): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const [, address, , state, queues] = line.trim().split(/\s+/);
    if (address?.endsWith(local) && state === "0A") return parseInt(queues!.split(":")[1]!, 16);
  }
  throw new Error(`nothing listens on port ${port}`);
}

/**
 * `count` connections opened and taken by the server, then one request written on each in
 * the same moment: what the server meets when that many requests arrive together (Caddy's
 * connections to an instance are open before its visitors ask). Resolves with each
 * connection's bytes once the server closes it.
 */
async function requestsTogether(port: number, count: number, request: string) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
  // Node takes one new connection per turn of its event loop: wait until it has them all,
  // or requests written meanwhile would reach it one turn (one render) apart.
  for (let i = 0; i < 600 && listenQueue(port) > 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(listenQueue(port)).toBe(0);
  const answers = sockets.map((socket) => answerOn(socket));
  for (const socket of sockets) socket.write(request);
  return Promise.all(answers);
}

/**
 * 2,000 requests at once, each on a connection of its own, /healthz and a prerendered page
 * asked for throughout on connections of their own (kept alive, as a monitor's are). Prints
 * what it measured; the test asserts what an operator would notice, not durations.
 */
async function burst(server: RunningServer, target: string, headers = "") {
  const request = `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;
  // A kept-alive connection the server closed as the next request went out fails on the
  // client's side (ECONNRESET); a browser or monitor asks again, once, on a new one.
  const status = (url: string) =>
    send(url)
      .catch(() => send(url))
      .then(
        (r) => r.status,
        () => 0,
      );
  const poll = async () => {
    const started = Date.now();
    const answers = await Promise.all([
      status(`${server.base}/healthz`),
      status(`${server.base}/about-us`),
    ]);
    return { answers, ms: Date.now() - started, rss: rssMb(server.pid) };
  };
  const before = await poll();
  const polls: Awaited<ReturnType<typeof poll>>[] = [];
  let done = false;
  const polling = (async () => {
    while (!done) {
      polls.push(await poll());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = Date.now();
  const raw = await requestsTogether(server.port, 2000, request);
  const seconds = (Date.now() - started) / 1000;
  done = true;
  await polling;
  const got = raw.map((answer) => statuses(answer)[0] ?? 0);
  const count = (code: number) => got.filter((s) => s === code).length;
  const slowest = Math.max(...polls.map((p) => p.ms));
  console.log(
    `burst of 2,000 GET ${target.split("?")[0]}: ${count(200)} × 200, ${count(503)} × 503, ` +
      `${count(0)} unanswered, in ${seconds.toFixed(1)} s; /healthz and /about-us slowest ` +
      `${slowest} ms over ${polls.length} polls; RSS ${before.rss} MB before, at most ` +
      `${Math.max(...polls.map((p) => p.rss))} MB during`,
  );
  return { got, count, polls: polls.flatMap((p) => p.answers) };
}

// One server under the production heap for both kinds of burst: each burst meets what the
// ones before it left, as in production. The caps below need settings of their own.
describe.skipIf(!hasBuild)("one server under the production heap", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(PRODUCTION_MEMORY);
  });
  afterAll(async () => {
    expect(server?.output.join("")).not.toMatch(/heap out of memory|"level":50/);
    await server?.stop();
  });

  describe("bursts of requests under the production heap", () => {
    it("answers an unknown address with the built not-found page: 404, hash CSP, page caching", async () => {
      const answer = await send(`${server.base}/no-such-page`);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe(notFoundPage().toString());
      const csp = answer.headers["content-security-policy"] as string;
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toContain("nonce");
      expect(answer.headers["cache-control"]).toContain("s-maxage=300");
    });

    it("answers unknown articles with the article route's own not-found page, rendered once", async () => {
      // 200 different unknown articles at once: one page for all (no render per address).
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => send(`${server.base}/articles/no-such-article-${i}`)),
      );
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([404]));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      const [answer] = answers;
      expect(answer!.body).toContain("You encountered a missing page");
      // The browser matches the article route: the page is that route's, so it hydrates.
      expect(answer!.body).toMatch(/\/assets\/article-[\w-]+\.js/);
      expect(answer!.body).not.toBe(notFoundPage().toString());
      const csp = answer!.headers["content-security-policy"] as string;
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toContain("nonce");
      expect(answer!.headers["cache-control"]).toContain("s-maxage=300");
    });

    it("survives 2,000 pipelined GET /nope in one write, /healthz answering throughout", async () => {
      const burst = "GET /nope HTTP/1.1\r\nHost: localhost\r\n\r\n".repeat(2000);
      const { result, answers } = await healthWhile(server.base, exchange(server.port, burst));
      const got = statuses(result);
      // The first few are answered with the page; past MAX_PIPELINED_REQUESTS in progress on
      // one connection the client is told to come back, and the connection is closed.
      expect(got.length).toBeGreaterThan(0);
      expect(got[0]).toBe(404);
      expect(new Set(got)).toEqual(new Set(got.includes(503) ? [404, 503] : [404]));
      if (got.includes(503)) expect(result).toMatch(/\r\nRetry-After: \d+\r\n/i);
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(server.alive()).toBe(true);
      expect((await send(`${server.base}/healthz`)).status).toBe(200);
    });

    it("survives 2,000 connections with one GET /nope each", async () => {
      const request = "GET /nope HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
      const { result, answers } = await healthWhile(
        server.base,
        Promise.all(Array.from({ length: 2000 }, () => exchange(server.port, request))),
      );
      const got = result.flatMap(statuses);
      // Connections the kernel's backlog dropped get nothing; every answer is the page or 503.
      expect(got.filter((status) => status === 404).length).toBeGreaterThan(100);
      expect(got.every((status) => status === 404 || status === 503)).toBe(true);
      expect(answers.every((status) => status === 200)).toBe(true);
      expect(server.alive()).toBe(true);
      expect((await send(`${server.base}/healthz`)).status).toBe(200);
    });
  });

  describe("bursts of rendered requests under the production heap", () => {
    let sales = "";
    beforeAll(async () => {
      sales = await salesCookie(server, "burst@nkabompay.test");
    });

    // Each of these is rendered per request. The cap on renders answers the rest with a cheap
    // 503 (the console's before its session is even read); the process used to render them
    // all in a row until "JavaScript heap out of memory", with the probes waiting.
    it.each([
      ["a newsletter confirmation link", "/newsletter/confirm?token=x", ""],
      ["the console's sign-in page, anonymous", "/staff/sign-in", ""],
      ["the console's leads screen, one sales session", "/staff/leads", "sales"],
    ])("survives 2,000 GETs of %s at once, probes and pages answering", async (_, target, who) => {
      const cookie = who ? `Cookie: ${sales}\r\n` : "";
      const { got, count, polls } = await burst(server, target, cookie);
      expect(server.alive()).toBe(true);
      // Every request answered: rendered, or told to come back.
      expect(got.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(count(200)).toBeGreaterThan(0);
      // Past the cap, told to come back rather than queued.
      expect(count(503)).toBeGreaterThan(0);
      expect(polls.length).toBeGreaterThan(0);
      expect(polls.every((s) => s === 200)).toBe(true);
      expect((await send(`${server.base}/healthz`)).status).toBe(200);
    });
  });
});

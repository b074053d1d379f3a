import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPaths } from "#app/content/demos.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import {
  hasBuild,
  rawExchange,
  rawHeaderNames,
  SECURITY_HEADERS,
  send,
  startServer,
  type RawAnswer,
  type RunningServer,
} from "./support/built-server.ts";

const formRoutes = ["/contact-us", ...demoPaths, "/newsletter"];
const apiEndpoints = ["/api/contact", "/api/demo", "/api/subscribe"];

function expectSecurityHeaders(answer: RawAnswer) {
  for (const name of SECURITY_HEADERS) expect(answer.headers, name).toHaveProperty(name);
}

describe.skipIf(!hasBuild)("the built server against hostile requests", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    // Whatever was thrown at it, nothing ended as a server error.
    expect(server?.output.join("")).not.toMatch(/"level":50|"status":5\d\d/);
    await server?.stop();
  });

  const url = (path: string) => `${server.base}${path}`;

  it("answers a path of 7000 segments about as fast as /healthz (constant-time refusal)", async () => {
    const absurd = "/" + "a/".repeat(7000);
    const timed = async (path: string) => {
      const start = performance.now();
      const answer = await send(url(path));
      return { ms: performance.now() - start, answer };
    };
    await timed("/healthz");
    const longTimes: number[] = [];
    const healthTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const long = await timed(absurd);
      expect([404, 414]).toContain(long.answer.status);
      expectSecurityHeaders(long.answer);
      longTimes.push(long.ms);
      healthTimes.push((await timed("/healthz")).ms);
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Before the fix this ratio was in the hundreds (seconds of CPU in route matching).
    expect(median(longTimes) / median(healthTimes)).toBeLessThan(10);
  });

  it("refuses absurd addresses before routing: 414 past 2 KB, 404 past 16 segments", async () => {
    const tooLong = await send(url("/about-us?" + "x".repeat(2100)));
    expect(tooLong.status).toBe(414);
    expectSecurityHeaders(tooLong);
    const tooDeep = await send(url("/" + "a/".repeat(17)));
    expect(tooDeep.status).toBe(404);
    expectSecurityHeaders(tooDeep);
    // A normal page is not caught by either limit.
    expect((await send(url("/about-us?utm_source=newsletter"))).status).toBe(200);
  });

  it.each([...apiEndpoints, "/contact-us", "/newsletter"])(
    "answers an absurd Content-Length on %s with 413 at once and closes",
    async (path) => {
      const answer = await rawExchange(
        server.port,
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: 10000000000\r\n\r\n{"email":`,
        10_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      // Said at once, not after the keep-alive timeout: the server will not read that body.
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(rawHeaderNames(answer)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
    },
  );

  it("answers a chunked body of unknown length with 411 and closes", async () => {
    const answer = await rawExchange(
      server.port,
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n`,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 411 /);
  });

  it("ends an endless chunked body sent to the analytics endpoint with a quick 4xx, and closes", async () => {
    // A beacon's headers, then 1 KB chunks every few milliseconds for as long as the socket
    // stays open: the endpoint must neither wait for the end nor read on.
    const started = performance.now();
    const { answer, ms } = await new Promise<{ answer: string; ms: number }>((resolve, reject) => {
      const socket = net.connect(server.port, "127.0.0.1");
      const chunks: Buffer[] = [];
      const chunk = `400\r\n${"x".repeat(1024)}\r\n`;
      let feeding: NodeJS.Timeout | undefined;
      const giveUp = setTimeout(() => {
        clearInterval(feeding);
        socket.destroy();
        reject(new Error(`still open after 10 s; got: ${Buffer.concat(chunks)}`));
      }, 10_000);
      socket.on("connect", () => {
        socket.write(
          `POST /api/events HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain;charset=UTF-8\r\n` +
            `Sec-Fetch-Site: same-origin\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0\r\n` +
            `Transfer-Encoding: chunked\r\n\r\n`,
        );
        feeding = setInterval(() => socket.writable && socket.write(chunk), 5);
      });
      socket.on("data", (data: Buffer) => chunks.push(data));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(feeding);
        clearTimeout(giveUp);
        resolve({ answer: Buffer.concat(chunks).toString(), ms: performance.now() - started });
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    // Generous for a loaded machine; a stall would be the 10 s above.
    expect(ms).toBeLessThan(3000);
    expect((await send(url("/healthz"))).status).toBe(200);
  });

  it.each(formRoutes)(
    "answers methods a form route does not take with 405 + Allow: %s",
    async (path) => {
      for (const method of ["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
        const answer = await send(url(path), { method });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow, method).toBe("GET, HEAD, POST");
        expectSecurityHeaders(answer);
      }
    },
  );

  it("answers TRACE with 405 on every page of the sitemap and on unknown paths", async () => {
    const sitemap = (await send(url("/sitemap.xml"))).body;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
      (m) => m[1] || "/",
    );
    expect(paths.length).toBeGreaterThan(20);
    for (const path of [...paths, "/no-such-page", "/healthz"]) {
      const answer = await send(url(path), { method: "TRACE" });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.allow, path).toMatch(/^GET, HEAD/);
    }
    const post = await send(url("/about-us"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it("lets the scripted form posts through to the pages' data URLs, and only to form pages", async () => {
    // With JavaScript, React Router posts a <Form> to `<page>.data` (the newsletter
    // confirmation uses one): the method guard must see the page behind it.
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const confirm = await send(url("/newsletter/confirm.data?token=nope"), {
      method: "POST",
      headers: form,
      body: "",
    });
    expect(confirm.status).not.toBe(405);
    expect(confirm.status).toBeLessThan(500);
    const plain = await send(url("/about-us.data"), { method: "POST", headers: form, body: "a=1" });
    expect(plain.status).toBe(405);
    const home = await send(url("/_.data"), { method: "PUT", headers: form, body: "a=1" });
    expect(home.status).toBe(405);
    // From the page at /newsletter/confirm/, the data URL keeps the slash.
    const slashed = await send(url("/newsletter/confirm/_.data?token=nope"), {
      method: "POST",
      headers: form,
      body: "",
    });
    expect(slashed.status).not.toBe(405);
    expect(slashed.status).toBeLessThan(500);
  });

  const wrongFormBodies: [string, Record<string, string>, string][] = [
    ["JSON", { "content-type": "application/json" }, '{"email":"a@b.co"}'],
    ["text/plain", { "content-type": "text/plain" }, "email=a@b.co"],
    ["no Content-Type", {}, "email=a@b.co"],
    ["XML", { "content-type": "application/xml" }, "<email>a@b.co</email>"],
    ["UTF-7 form", { "content-type": "application/x-www-form-urlencoded; charset=utf-7" }, "a=1"],
    [
      "Latin-1 form",
      { "content-type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      "a=1",
    ],
  ];

  it.each(formRoutes)(
    "answers bodies that are not a UTF-8 HTML form with 415, the page and a message on %s",
    async (path) => {
      for (const [name, headers, body] of wrongFormBodies) {
        const answer = await send(url(path), { method: "POST", headers, body });
        expect(answer.status, name).toBe(415);
        expect(answer.headers["content-type"], name).toMatch(/^text\/html/);
        expect(answer.body, name).toContain(formMessages.formUnsupported);
        expect(answer.body, name).toContain("<form");
        expectSecurityHeaders(answer);
      }
    },
  );

  it.each(formRoutes)(
    "shows the page with a message for a broken multipart body on %s",
    async (path) => {
      for (const contentType of [
        "multipart/form-data; boundary=not-the-one-used",
        "multipart/form-data",
      ]) {
        const answer = await send(url(path), {
          method: "POST",
          headers: { "content-type": contentType },
          body: '--other\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--other--\r\n',
        });
        expect(answer.status, contentType).toBe(400);
        expect(answer.body).toContain(formMessages.formUnreadable);
        expect(answer.body).toContain("<form");
      }
    },
  );

  it("still takes real form posts, urlencoded and multipart", async () => {
    const encoded = await send(url("/newsletter"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" },
      body: "email=not-an-address",
    });
    expect(encoded.status).toBe(400);
    expect(encoded.body).toContain(formMessages.emailInvalid);
    const form = new FormData();
    form.set("email", "not-an-address");
    const multipart = await fetch(url("/newsletter"), { method: "POST", body: form });
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toContain(formMessages.emailInvalid);
  });

  it.each(apiEndpoints)(
    "takes only UTF-8 JSON on %s (415 otherwise) and only POST",
    async (path) => {
      const bodies: [string, string][] = [
        ["utf-7", "application/json; charset=utf-7"],
        ["latin-1", "application/json; charset=iso-8859-1"],
        ["utf-16", "application/json; charset=utf-16"],
        ["text", "text/plain"],
        ["form", "application/x-www-form-urlencoded"],
        ["multipart", "multipart/form-data; boundary=x"],
        ["not a media type", "json"],
      ];
      for (const [name, type] of bodies) {
        const answer = await send(url(path), {
          method: "POST",
          headers: { "content-type": type },
          body: '{"email":"a+AEA-b.co"}',
        });
        expect(answer.status, name).toBe(415);
      }
      const none = await send(url(path), { method: "POST", body: "{}" });
      expect(none.status).toBe(415);
      const utf8 = await send(url(path), {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: '{"email":"x"}',
      });
      expect(utf8.status).toBe(400);
      for (const method of ["GET", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
        const answer = await send(url(path), { method });
        expect(answer.status, method).toBe(405);
        expect(answer.headers.allow).toBe("POST");
      }
    },
  );

  it("answers oversized headers with 431 and an unparsable request with 400, security headers on both", async () => {
    const big = await rawExchange(
      server.port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(rawHeaderNames(big)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
    const garbage = await rawExchange(server.port, "GARBAGE\r\n\r\n");
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(rawHeaderNames(garbage)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
  });
});

describe.skipIf(!hasBuild)("slow clients", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" });
  });
  afterAll(() => server?.stop());

  it("closes a socket that never finishes its headers after HEADERS_TIMEOUT_MS, with 408", async () => {
    // Node's default would hold this socket for 60 s; the exchange gives up after 15 s.
    const answer = await rawExchange(server.port, "GET / HTTP/1.1\r\nHost: local", 15_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(rawHeaderNames(answer)).toEqual(expect.arrayContaining(SECURITY_HEADERS));
  });

  it("closes a request whose body never arrives after REQUEST_TIMEOUT_MS", async () => {
    const answer = await rawExchange(
      server.port,
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n" +
        'Content-Length: 100\r\n\r\n{"a":',
      15_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

import { execFile, type ChildProcess } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedDataDir, validContact, validDemo } from "./support/harness.ts";
import {
  exited,
  hasBuild,
  root,
  startServerProcess,
  waitFor,
  type ServerProcess,
} from "./support/server-process.ts";
import {
  selfSignedCert,
  startReceiver,
  type Receiver,
  type Tls,
} from "./support/webhook-receiver.ts";
import { CLI_NODE_FLAGS } from "./support/processes.ts";

// Webhooks from the real server process (needs `npm run build`) to real local receivers
// that check every signature with the `standardwebhooks` reference library.
if (!hasBuild) console.warn("webhook server tests skipped: no production build");

const run = promisify(execFile);

interface Try {
  attempt: number;
  statusCode: number | null;
  error: string | null;
}
interface Delivery {
  id: string;
  type: string;
  status: string;
  attempts: number;
  tries: Try[];
}

describe.skipIf(!hasBuild)("webhooks from the running server", () => {
  const children: ChildProcess[] = [];
  const receivers: Receiver[] = [];
  const dirs: string[] = [];
  let tls: Tls | undefined;
  let dataDir = "";
  /** Every secret handed out, and the lead data sent: none may appear in a log line. */
  const secrets: string[] = [];
  const outputs: string[][] = [];

  afterEach(() => {
    const logs = outputs.flat().join("");
    const forbidden = [...secrets, validContact.email, "Mensah", validDemo.formData.email];
    for (const text of [...forbidden, "t0ken-in-path", "+233 55"]) {
      expect(logs, `a log line contains ${text}`).not.toContain(text);
    }
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await Promise.all(children.map(exited));
    await Promise.all(receivers.map((r) => r.close()));
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  // A copy of the run's migrated database: the first start from nothing is not this file's subject.
  async function freshDataDir() {
    dataDir = await seedDataDir();
    dirs.push(dataDir);
  }

  async function cli(args: string[], env: Record<string, string> = {}) {
    const { stdout } = await run(
      process.execPath,
      [...CLI_NODE_FLAGS, "scripts/webhooks.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
      },
    );
    return stdout;
  }

  async function addEndpoint(url: string, events: string, receiver?: Receiver) {
    const out = await cli(["add", "--url", url, "--events", events], {
      WEBHOOK_ALLOW_PRIVATE: "1",
    });
    const id = /^id\s+(\S+)$/m.exec(out)![1]!;
    const secret = /^secret\s+(\S+)$/m.exec(out)![1]!;
    secrets.push(secret);
    if (receiver) receiver.secrets = [secret];
    return { id, secret };
  }

  const deliveries = async (id: string) =>
    JSON.parse(await cli(["deliveries", "--id", id, "--format", "json"])) as Delivery[];

  async function receiver(options: Parameters<typeof startReceiver>[0] = {}) {
    const r = await startReceiver(options);
    receivers.push(r);
    return r;
  }

  /** Stops sending to a test's endpoints, so the next test on a shared server meets only its own. */
  async function retire(...endpoints: { id: string }[]) {
    for (const { id } of endpoints) await cli(["disable", "--id", id]);
  }

  async function startServer(env: Record<string, string>) {
    const server = await startServerProcess(
      dataDir,
      { OUTBOX_INTERVAL_MS: "200", MIN_FILL_MS: "0", WEBHOOK_ALLOW_PRIVATE: "1", ...env },
      children,
    );
    outputs.push(server.output);
    return server;
  }

  async function stop(server: ServerProcess) {
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
  }

  async function post(server: ServerProcess, kind: string, body: object) {
    const res = await fetch(`${server.base}/api/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.status, `POST /api/${kind}`).toBeLessThan(300);
  }

  /** A link from the .eml files the server wrote (quoted-printable undone). */
  async function mailLink(pattern: RegExp): Promise<string> {
    return waitFor("the mail with the link", async () => {
      const dir = path.join(dataDir, "mail");
      for (const file of await readdir(dir)) {
        const text = (await readFile(path.join(dir, file), "utf8"))
          .replace(/=\r?\n/g, "")
          .replace(/=3D/g, "=");
        const match = pattern.exec(text);
        if (match) return match[1];
      }
      return undefined;
    });
  }

  // One server for the tests that need no restart and no setting of their own: each
  // retires its endpoints when done, so the next meets only its own.
  describe("on one server", () => {
    let server: ServerProcess;
    beforeAll(async () => {
      await freshDataDir();
      tls = selfSignedCert();
      server = await startServer({
        NODE_EXTRA_CA_CERTS: tls.certFile,
        // 1/10000 of the schedule: its first day of retries in 8.6 s, all of it in 27 s.
        WEBHOOK_RETRY_SCALE: "0.0001",
        // A hung receiver gives up its attempt soon (the slow-receiver test), yet a loaded
        // machine's slow answer is not taken for a hang (a repeat in the day-down test).
        WEBHOOK_TIMEOUT_MS: "5000",
      });
    }, 300_000);
    afterAll(() => stop(server));

    it("delivers all five events over HTTPS, signed, and with both secrets during a rotation", async () => {
      const r = await receiver({ tls });
      const all =
        "contact.created,demo.created,subscriber.confirmed,subscriber.unsubscribed,person.erased";
      const endpoint = await addEndpoint(r.url, all, r);

      await post(server, "contact", validContact);
      await post(server, "demo", validDemo);
      const email = "efua.owusu@example.com";
      await post(server, "subscribe", { email });
      const confirm = await mailLink(/https?:\/\/[^\s/"]+(\/newsletter\/confirm\?token=[\w-]+)/);
      const pressed = await fetch(`${server.base}${confirm}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(pressed.status).toBe(200);
      const unsubscribe = await mailLink(
        /https?:\/\/[^\s/"]+(\/newsletter\/unsubscribe\?token=[\w-]+)/,
      );
      // Opening the link only shows the button; the unsubscription is a POST (RFC 8058 here).
      const unsubscribed = await fetch(`${server.base}${unsubscribe}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(unsubscribed.status).toBe(200);
      await waitFor("four deliveries", async () => (r.accepted().size === 4 ? true : undefined));

      // The operator rotates the secret and erases the subscriber's data, the server running.
      const rotated = /^secret\s+(\S+)$/m.exec(await cli(["rotate", "--id", endpoint.id]))![1]!;
      secrets.push(rotated);
      // Before the erasure: the running server sends its notice as soon as it is queued.
      r.secrets = [endpoint.secret, rotated];
      await run(
        process.execPath,
        [...CLI_NODE_FLAGS, "scripts/leads.ts", "forget", "--email", email],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        },
      );
      await waitFor("the erasure notice", async () => (r.accepted().size === 5 ? true : undefined));
      await retire(endpoint);

      const received = r.requests.map((q) => ({ ...q, json: JSON.parse(q.body) }));
      expect(received.map((q) => q.json.type).sort()).toEqual(all.split(",").sort());
      const before = received.filter((q) => q.json.type !== "person.erased");
      // Before the rotation one signature, checked against the secret of that time.
      for (const q of before) expect(q.verified[0], q.json.type).toBe(true);
      const erased = received.find((q) => q.json.type === "person.erased")!;
      expect(erased.signature.split(" ")).toHaveLength(2);
      expect(erased.verified).toEqual([true, true]);
      expect(erased.json.data).toEqual({ email });
      expect(received.find((q) => q.json.type === "subscriber.confirmed")!.json.data.email).toBe(
        email,
      );
    }, 300_000);

    it("receiver down for a day: every event arrives after the retries, once per webhook-id", async () => {
      const r = await receiver();
      const endpoint = await addEndpoint(r.url, "contact.created", r);
      await r.close();
      for (let i = 0; i < 3; i++) {
        await post(server, "contact", { ...validContact, message: `Message ${i} while down.` });
      }
      // "A day" down is the scenario itself (86,400 s at the shared server's scale), not a
      // condition to wait for: polling the CLI on a busy machine overshot the whole schedule.
      await new Promise((resolve) => setTimeout(resolve, 86_400 * 0.0001 * 1000));
      await r.reopen();
      await waitFor("three events", async () => (r.accepted().size === 3 ? true : undefined));
      await retire(endpoint);

      for (const [, copies] of r.accepted()) expect(copies).toHaveLength(1);
      expect(r.requests.every((q) => q.verified[0])).toBe(true);
      const rows = await deliveries(endpoint.id);
      expect(rows.map((d) => d.status)).toEqual(["delivered", "delivered", "delivered"]);
      // Tried again and again while it was down.
      for (const d of rows) expect(d.attempts).toBeGreaterThan(3);
    }, 300_000);

    it("410 Gone disables the endpoint", async () => {
      const r = await receiver();
      const endpoint = await addEndpoint(r.url, "contact.created", r);
      r.answer = () => 410;
      await post(server, "contact", validContact);
      await waitFor("the 410", async () =>
        server.output.join("").includes("410 Gone: endpoint disabled") ? true : undefined,
      );
      await post(server, "contact", { ...validContact, message: "After the 410." });
      const listed = (
        JSON.parse(await cli(["list", "--format", "json"])) as {
          id: string;
          status: string;
          disabledReason: string;
        }[]
      ).find((e) => e.id === endpoint.id);
      expect(listed!.status).toBe("disabled");
      expect(listed!.disabledReason).toContain("410");
      expect(r.requests).toHaveLength(1);
      // Nothing new is queued for a disabled endpoint.
      expect(await deliveries(endpoint.id)).toHaveLength(1);
    }, 300_000);

    it("a slow receiver times out without holding up other receivers or the site; redirects are not followed", async () => {
      const slow = await receiver();
      const fast = await receiver();
      const redirecting = await receiver();
      const target = await receiver();
      const slowEndpoint = await addEndpoint(slow.url, "contact.created", slow);
      const fastEndpoint = await addEndpoint(fast.url, "contact.created", fast);
      const redirect = await addEndpoint(redirecting.url, "contact.created", redirecting);
      slow.answer = () => "hang";
      redirecting.answer = () => ({ redirect: target.url });
      await post(server, "contact", validContact);
      await waitFor("the fast receiver", async () =>
        fast.accepted().size === 1 ? true : undefined,
      );
      // While the slow one holds its request, the site answers and takes leads.
      expect(slow.requests).toHaveLength(1);
      expect((await fetch(`${server.base}/`)).status).toBe(200);
      await post(server, "contact", { ...validContact, message: "While one receiver hangs." });
      await waitFor("both at the fast receiver", async () =>
        fast.accepted().size === 2 ? true : undefined,
      );
      // The hung attempt timed out and was tried again.
      await waitFor("a retry at the slow receiver", async () =>
        slow.requests.filter((q) => q.id === slow.requests[0]!.id).length >= 2 ? true : undefined,
      );
      await retire(slowEndpoint, fastEndpoint, redirect);

      const slowTries = (await deliveries(slowEndpoint.id)).flatMap((d) => d.tries);
      expect(slowTries.some((t) => t.error?.includes("WEBHOOK_TIMEOUT"))).toBe(true);
      const redirected = (await deliveries(redirect.id)).flatMap((d) => d.tries);
      expect(redirected.length).toBeGreaterThan(0);
      expect(redirected.every((t) => t.statusCode === 302)).toBe(true);
      expect(target.requests).toHaveLength(0);
    }, 300_000);
  });

  // Own servers from here on: a crash, a shutdown and a setting of their own.
  it("a SIGKILL during a delivery gives at most one repeat, with the same webhook-id", async () => {
    await freshDataDir();
    const r = await receiver();
    await addEndpoint(r.url, "contact.created", r);
    r.answer = (_q, index) => (index === 0 ? "hang" : 204);
    const first = await startServer({});
    await post(first, "contact", validContact);
    await waitFor("the delivery to start", async () => (r.requests.length > 0 ? true : undefined));
    first.child.kill("SIGKILL");
    await exited(first.child);

    const second = await startServer({});
    await waitFor("the repeat", async () => (r.accepted().size === 1 ? true : undefined));
    await stop(second);
    expect(r.requests.length).toBeLessThanOrEqual(2);
    expect(new Set(r.requests.map((q) => q.id)).size).toBe(1);
    expect(second.output.join("")).toContain("webhooks left by a stopped process queued again");
  }, 300_000);

  it("SIGTERM during a hanging delivery stops at once; the delivery is retried with the same webhook-id", async () => {
    await freshDataDir();
    const r = await receiver();
    await addEndpoint(r.url, "contact.created", r);
    r.answer = (_q, index) => (index === 0 ? "hang" : 204);
    // The attempt alone could take a minute; the shutdown may take five seconds.
    const env = {
      WEBHOOK_TIMEOUT_MS: "60000",
      SHUTDOWN_TIMEOUT_MS: "5000",
      WEBHOOK_RETRY_SCALE: "0.001",
    };
    const first = await startServer(env);
    await post(first, "contact", validContact);
    await waitFor("the delivery to start", async () => (r.requests.length > 0 ? true : undefined));
    await stop(first); // exit code 0: not the shutdown timeout's forced exit

    const second = await startServer(env);
    await waitFor("the retry", async () => (r.accepted().size === 1 ? true : undefined));
    await stop(second);
    expect(r.requests).toHaveLength(2);
    expect(new Set(r.requests.map((q) => q.id)).size).toBe(1);
  }, 300_000);

  it("refuses loopback, private, link-local and metadata targets and http:// without WEBHOOK_ALLOW_PRIVATE", async () => {
    await freshDataDir();
    tls ??= selfSignedCert();
    const v4 = await receiver({ tls });
    const plain = await receiver();
    const v6 = await receiver({ tls, host: "::1" }).catch(() => null);
    const targets = [
      v4.url,
      v4.url.replace("127.0.0.1", "localhost"),
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.1/hooks",
      plain.url,
      ...(v6 ? [v6.url] : []),
    ];
    // Added while the flag was on (an on-premises set-up, later switched off).
    const ids = [];
    for (const url of targets) ids.push((await addEndpoint(url, "contact.created")).id);
    const server = await startServer({
      WEBHOOK_ALLOW_PRIVATE: "",
      NODE_EXTRA_CA_CERTS: tls.certFile,
      WEBHOOK_RETRY_SCALE: "0.001",
    });
    await post(server, "contact", validContact);
    await waitFor("an attempt to every target", async () => {
      const failed = server.output
        .join("")
        .split("\n")
        .filter((l) => l.includes("webhook delivery failed"));
      const endpoints = new Set(
        failed.map((l) => (JSON.parse(l) as { endpointId: string }).endpointId),
      );
      return endpoints.size === targets.length ? true : undefined;
    });
    await stop(server);

    expect(v4.requests).toHaveLength(0);
    expect(plain.requests).toHaveLength(0);
    expect(v6?.requests ?? []).toHaveLength(0);
    for (const id of ids) {
      const tries = (await deliveries(id)).flatMap((d) => d.tries);
      expect(tries.length).toBeGreaterThan(0);
      for (const t of tries) expect(t.error).toMatch(/WEBHOOK_FORBIDDEN_TARGET/);
    }
  }, 300_000);
});

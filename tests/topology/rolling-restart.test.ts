import https from "node:https";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { exited, startApp, startEdge, type Edge } from "./processes.ts";
import { waitFor } from "../server/support/processes.ts";

/**
 * A rolling deploy (docs/deploying.md): both instances behind Caddy are restarted one after
 * the other, each stopped as systemd stops it (SIGTERM) and started again on its port, while
 * visitors keep posting leads and loading pages through Caddy. Every acknowledged lead is
 * stored once, and no visitor sees a 5xx or a failed request.
 */
const LEAD_CLIENTS = 4;
const PAGE_CLIENTS = 2;
const PAUSE_MS = 20;
const PAGES: [string, number][] = [
  ["/", 200],
  ["/about-us", 200],
  ["/about-us.data", 200],
  ["/no-such-page", 404],
];

describe("a rolling restart of both instances under a load of leads", () => {
  let edge: Edge;
  let db: pg.Client;

  beforeAll(async () => {
    edge = await startEdge(inject("postgresUrl"), "rolling", (databaseUrl) => ({
      DATABASE_URL: databaseUrl,
      IP_HASH_SALT: "rolling-test-salt",
      FORM_TOKEN_SECRET: "rolling-test-form-token-secret",
      MIN_FILL_MS: "0",
      RATE_LIMIT_MAX: "100000",
      RATE_LIMIT_WINDOW_SECONDS: "86400",
      // Mail is not this test's subject: the outbox keeps it (SMTP_URL unset writes files).
      OUTBOX_INTERVAL_MS: "600000",
      // As the systemd unit sets it: longer than Caddy's health_interval (2 s).
      SHUTDOWN_DRAIN_MS: "5000",
      LOG_LEVEL: "info",
    }));
    db = new pg.Client({ connectionString: edge.databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await edge?.stop();
  });

  const seenBy = (i: number, marker: string) => edge.apps[i]!.output.join("").includes(marker);

  it("stores every acknowledged lead once, and no visitor sees a 5xx", async () => {
    const acknowledged = new Map<string, string>(); // marker → id
    const failures: string[] = [];
    const pageLoads = { ok: 0 };
    let posted = 0;
    let restarting = true;
    const exitCodes: (number | null)[] = [];

    // Each client has an address of its own (every 127.x address is this machine), so the
    // per-client limits count each one apart, as for real visitors.
    // Each keeps its connection to Caddy, as a browser does, and pauses between requests:
    // a steady load that leaves the two cores room to start the instances.
    async function leadClient(c: number) {
      const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
      for (; restarting; await sleep(PAUSE_MS)) {
        const marker = `rolling-${c}-${posted++}`;
        try {
          const res = await edge.call("POST", "/api/contact", {
            from: `127.0.3.${c + 1}`,
            agent,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              firstName: "Ama",
              lastName: "Mensah",
              email: `${marker}@example.com`,
              message: `Please call me back (${marker}).`,
              agreeToPolicy: true,
            }),
          });
          if (res.status === 201) {
            acknowledged.set(marker, (JSON.parse(res.body.toString()) as { id: string }).id);
          } else failures.push(`POST ${marker}: ${res.status} ${res.body.toString().slice(0, 80)}`);
        } catch (error) {
          failures.push(`POST ${marker}: ${String(error)}`);
        }
      }
      agent.destroy();
    }
    async function pageClient(c: number) {
      const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
      for (let n = 0; restarting; n++, await sleep(PAUSE_MS)) {
        const [page, status] = PAGES[n % PAGES.length]!;
        try {
          const res = await edge.call("GET", page, { from: `127.0.4.${c + 1}`, agent });
          if (res.status === status) pageLoads.ok++;
          else failures.push(`GET ${page}: ${res.status} ${res.body.toString().slice(0, 80)}`);
        } catch (error) {
          failures.push(`GET ${page}: ${String(error)}`);
        }
      }
      agent.destroy();
    }
    const load = Promise.all([
      ...Array.from({ length: LEAD_CLIENTS }, (_, c) => leadClient(c)),
      ...Array.from({ length: PAGE_CLIENTS }, (_, c) => pageClient(c)),
    ]);

    try {
      for (const i of [0, 1]) {
        const before = acknowledged.size;
        // Leads flow before this instance goes.
        await waitFor("leads to flow", async () => acknowledged.size >= before + 10 || undefined);
        const old = edge.apps[i]!;
        const t0 = Date.now();
        old.child.kill("SIGTERM");
        exitCodes.push(await exited(old.child));
        const t1 = Date.now();
        edge.apps[i] = await startApp(edge.ports[i]!, {
          ...edge.appEnv,
          DATA_DIR: path.join(edge.state, `app${i}`),
        });
        // Caddy's health check takes it back: it answers leads again before the next goes.
        await waitFor(
          `Caddy to send leads to the restarted instance ${i}`,
          async () => seenBy(i, `"path":"/api/contact"`) || undefined,
          30_000,
        );
        console.log(`instance ${i}: stopped in ${t1 - t0} ms, back in ${Date.now() - t1} ms`);
      }
    } finally {
      restarting = false;
      await load;
    }

    console.log(
      `rolling restart: ${posted} leads posted, ${acknowledged.size} acknowledged, ${pageLoads.ok} pages loaded, failures: ${failures.join("; ") || "none"}`,
    );
    expect(failures).toEqual([]);
    expect(acknowledged.size).toBe(posted);
    // Each stopped cleanly: nothing was still in flight when its shutdown timeout ran out.
    expect(exitCodes).toEqual([0, 0]);

    // Every acknowledged lead is stored, once.
    const { rows } = await db.query<{ id: string; email: string }>(
      "select id, email from contact_messages where email like 'rolling-%'",
    );
    const stored = new Map<string, string[]>();
    for (const row of rows) {
      const marker = row.email.replace(/@.*/, "");
      stored.set(marker, [...(stored.get(marker) ?? []), row.id]);
    }
    for (const [marker, id] of acknowledged) expect(stored.get(marker), marker).toEqual([id]);
    expect(rows).toHaveLength(acknowledged.size);
  });
});

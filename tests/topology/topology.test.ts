import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { ArticleEntry } from "#app/content/schemas/article.ts";
import type { PageManifest } from "#server/page-manifest.ts";
import { SECURITY_TXT_PATH } from "#server/seo.ts";
import { startSmtpServer, type TestSmtpServer } from "../server/support/smtp.ts";
import {
  exited,
  startEdge,
  type Edge,
  root,
  startApp,
  startPrometheus,
  type Running,
} from "./processes.ts";
import { waitFor } from "../server/support/processes.ts";
import { publish } from "#server/content/review.server.ts";
import { getEntry, saveDraft } from "#server/content/store.server.ts";
import { openDatabase } from "#server/db/database.ts";
import { inviteStaff, OPERATOR } from "#server/staff/accounts.server.ts";

/**
 * The production topology on one machine: Caddy (deploy/Caddyfile) in front of two app
 * instances sharing one PostgreSQL, mail to a local SMTP server. Submissions go through
 * Caddy under load while one instance is killed without warning.
 */
const RATE_LIMIT_MAX = 5;
const SUBMISSIONS = 120;
const CONCURRENCY = 12;
const KILL_AFTER = 40;

const manifest = JSON.parse(
  readFileSync(path.join(root, "build/page-manifest.json"), "utf8"),
) as PageManifest;

describe("Caddy, two instances, one PostgreSQL", () => {
  const cleanup: (() => Promise<void>)[] = [];
  let smtp: TestSmtpServer;
  let db: pg.Client;
  let edge: Edge;
  let apps: Running[];
  let call: Edge["call"];
  let prometheus: Awaited<ReturnType<typeof startPrometheus>>;
  let backupDir: string;

  beforeAll(async () => {
    const clusterUrl = inject("postgresUrl");
    smtp = await startSmtpServer();
    cleanup.push(() => smtp.close());
    // The operator's backup folder: the newest file's time is a metric.
    backupDir = await mkdtemp(path.join(os.tmpdir(), "nkabom-backups-"));
    cleanup.push(() => rm(backupDir, { recursive: true, force: true }));
    await writeFile(path.join(backupDir, "nkabom.dump"), "a backup");
    edge = await startEdge(clusterUrl, "topology", (databaseUrl) => ({
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      IP_HASH_SALT: "topology-test-salt",
      FORM_TOKEN_SECRET: "topology-test-form-token-secret",
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_SECONDS: "86400",
      MIN_FILL_MS: "0",
      OUTBOX_INTERVAL_MS: "200",
      LOG_LEVEL: "info",
      BACKUP_DIR: backupDir,
    }));
    cleanup.push(() => edge.stop());
    ({ apps, call } = edge);
    // The repository's alert rules, their expressions as they are and every `for:` cut to
    // 2 s, so that an instance-down alert fires within seconds rather than after its real
    // minute (ops/prometheus/alerts.test.yml tests the real durations with promtool).
    const rules = readFileSync(path.join(root, "ops/prometheus/alerts.yml"), "utf8");
    prometheus = await startPrometheus({
      targets: edge.metricsPorts.map((port) => `127.0.0.1:${port}`),
      rules: rules.replace(/^(\s+for:) \S+$/gm, "$1 2s"),
      stateDir: path.join(edge.state, "prometheus"),
    });
    cleanup.push(async () => {
      prometheus.child.kill("SIGKILL");
      await exited(prometheus.child);
    });
    db = new pg.Client({ connectionString: edge.databaseUrl });
    await db.connect();
    cleanup.push(() => db.end());
  }, 180_000);

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  /** Prometheus' InstanceDown alert for the instance `i` (its metrics listener), if any. */
  const instanceDown = async (i: number) => {
    const res = await fetch(`${prometheus.url}/api/v1/alerts`);
    const body = (await res.json()) as {
      data: { alerts: { labels: Record<string, string>; state: string }[] };
    };
    return body.data.alerts.find(
      (a) =>
        a.labels.alertname === "InstanceDown" &&
        a.labels.instance === `127.0.0.1:${edge.metricsPorts[i]}`,
    );
  };

  const requestsSeenBy = (app: Running, urlPath: string) =>
    app.output
      .join("")
      .split("\n")
      .filter((line) => line.includes(`"path":"${urlPath}"`)).length;

  it("redirects plain HTTP to HTTPS permanently", async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          {
            host: "127.0.0.1",
            port: edge.httpPort,
            path: "/about-us",
            headers: { host: "localhost" },
          },
          resolve,
        )
        .on("error", reject),
    );
    res.resume();
    expect(res.statusCode).toBe(308);
    // Caddy names no port in the redirect: in production HTTPS is on 443.
    expect(res.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/about-us$/);
  });

  it("serves the pages through the app instances, as built until a publication, with their headers", async () => {
    const page = await call("GET", "/about-us", { headers: { "accept-encoding": "br" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(
      page.body.equals(readFileSync(path.join(root, "build/client/about-us/index.html.br"))),
    ).toBe(true);
    const csp = page.headers["content-security-policy"] as string;
    for (const hash of manifest.pages["/about-us"]!.scriptHashes) expect(csp).toContain(hash);
    expect(page.headers["cache-control"]).toContain("s-maxage=300");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["etag"]).toBeTruthy();
    const again = await call("GET", "/about-us", {
      headers: { "accept-encoding": "br", "if-none-match": page.headers["etag"] as string },
    });
    expect(again.status).toBe(304);
    // The instances answer the pages (they follow the published content, docs/decisions/029).
    // An instance logs a request once it has answered: its line may come a moment later.
    const pageSeen = () => apps.reduce((n, app) => n + requestsSeenBy(app, "/about-us"), 0);
    await waitFor("/about-us in an instance's log", async () => pageSeen() > 0 || undefined, 5000);
    const file = await call("GET", "/about-us/index.html");
    expect(file.status).toBe(308);
    expect(file.headers["location"]).toBe("/about-us/");
    // The build's own files for hosts are not published.
    expect((await call("GET", "/_headers")).status).toBe(404);
    // security.txt names the published security address: an instance answers it (issue 40).
    const txtSeen = () => apps.reduce((n, app) => n + requestsSeenBy(app, SECURITY_TXT_PATH), 0);
    const securityTxt = await call("GET", SECURITY_TXT_PATH);
    expect(securityTxt.status).toBe(200);
    expect(securityTxt.body.toString()).toMatch(/^Contact: mailto:/m);
    await waitFor(
      "security.txt in an instance's log",
      async () => txtSeen() > 0 || undefined,
      5000,
    );
  });

  /**
   * What the console on one instance does when Marketing edits an entry, as `email`: the
   * store's transactions, with their NOTIFY, on the shared PostgreSQL. Saves the draft and
   * returns its publication, for the test to run when it starts its clock.
   */
  async function marketingDraft(
    email: string,
    type: string,
    id: string,
    change: (published: unknown) => unknown,
  ): Promise<() => Promise<void>> {
    const database = await openDatabase({ databaseUrl: edge.databaseUrl, dataDir: root });
    try {
      const { account } = await inviteStaff(database.db, {
        email,
        roles: ["marketing"],
        siteUrl: "https://www.nkabompay.com.gh",
        actor: OPERATOR,
      });
      const actor = { id: account.id, email: account.email };
      const entry = (await getEntry(database.db, type, id))!;
      const saved = await saveDraft(database.db, {
        type,
        id,
        data: change(structuredClone(entry.published.data)),
        baseVersion: entry.newestVersion,
        author: actor,
      });
      if (!saved.ok) throw new Error("the draft was refused");
      return async () => {
        try {
          const done = await publish(database.db, { type, id, version: saved.version, actor });
          expect(done.ok).toBe(true);
        } finally {
          await database.close();
        }
      };
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  it("serves a publication through Caddy from both instances within 5 s", async () => {
    const publishIt = await marketingDraft(
      "topology-editor@nkabompay.test",
      "pageMeta",
      "/about-us",
      (data) => ({ ...(data as Record<string, unknown>), title: "Topology publication" }),
    );
    const before = apps.map((app) => requestsSeenBy(app, "/about-us"));
    const started = Date.now();
    await publishIt();
    // Round robin: four answers in a row with the publication come from both instances.
    let inARow = 0;
    await waitFor(
      "the publication through Caddy",
      async () => {
        const page = await call("GET", "/about-us");
        inARow = page.body.toString().includes("<title>Topology publication | ") ? inARow + 1 : 0;
        return inARow >= 4 ? true : undefined;
      },
      5000,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    apps.forEach((app, i) => expect(requestsSeenBy(app, "/about-us")).toBeGreaterThan(before[i]!));
  });

  it("serves the published feed and share cards through Caddy, not the build's files", async () => {
    let slug = "";
    const publishIt = await marketingDraft(
      "topology-writer@nkabompay.test",
      "articles",
      "main",
      (data) => {
        const articles = data as ArticleEntry[];
        slug = articles[0]!.slug;
        articles[0]!.title = "Topology: a title the build never had";
        return articles;
      },
    );
    const buildCard = readFileSync(path.join(root, `build/client/og/articles/${slug}.png`));
    await publishIt();
    await waitFor(
      "the published article through Caddy",
      async () => {
        const page = await call("GET", `/articles/${slug}`);
        return page.body.toString().includes("a title the build never had") ? true : undefined;
      },
      10_000,
    );
    const feed = await call("GET", "/articles/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(feed.body.toString()).toContain("Topology: a title the build never had");
    const card = await call("GET", `/og/articles/${slug}.png`);
    expect(card.status).toBe(200);
    expect(card.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(card.body, buildCard)).not.toBe(0);
  });

  it("keeps every acknowledged submission once, and mails each once, through a SIGKILL, which Prometheus alerts on", async () => {
    const acknowledged = new Map<string, string>(); // marker → id
    const failed: string[] = [];
    let next = 0;
    let killed = false;
    async function submitter() {
      while (next < SUBMISSIONS) {
        const n = next++;
        const marker = `topology-load-${n}`;
        // Visitors of their own: every address on the loopback network is this machine.
        const from = `127.0.1.${(n % 200) + 1}`;
        try {
          const res = await call("POST", "/api/contact", {
            from,
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              firstName: "Ama",
              lastName: "Mensah",
              email: `visitor${n}@example.com`,
              message: `Please call me back (${marker}).`,
              agreeToPolicy: true,
            }),
          });
          if (res.status === 201) {
            acknowledged.set(marker, (JSON.parse(res.body.toString()) as { id: string }).id);
          } else failed.push(`${marker}: ${res.status}`);
        } catch (error) {
          failed.push(`${marker}: ${String(error)}`);
        }
        if (!killed && acknowledged.size >= KILL_AFTER) {
          killed = true;
          apps[0]!.child.kill("SIGKILL");
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, submitter));
    await exited(apps[0]!.child);
    // Rows claimed up to now carry a lease ending by then + the 15-minute lease.
    const { rows: clock } = await db.query<{ now: Date }>("select now()");
    const killedBy = clock[0]!.now;
    console.log(
      `topology: ${acknowledged.size} of ${SUBMISSIONS} submissions acknowledged, ${failed.length} not (${failed.join("; ") || "none"})`,
    );
    // Only requests in flight on the killed instance may fail; Caddy sends the rest on.
    expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);

    // Every acknowledged submission is stored, once.
    const { rows } = await db.query<{ id: string; message: string }>(
      "select id, message from contact_messages where message like '%topology-load-%'",
    );
    const byMarker = new Map<string, string[]>();
    for (const row of rows) {
      const marker = /topology-load-\d+/.exec(row.message)![0];
      byMarker.set(marker, [...(byMarker.get(marker) ?? []), row.id]);
    }
    for (const [marker, id] of acknowledged) expect(byMarker.get(marker), marker).toEqual([id]);
    for (const [marker, ids] of byMarker) expect(ids, marker).toHaveLength(1);

    // Pages keep answering through the surviving instance: the app's not-found page too.
    for (let i = 0; i < 4; i++) {
      expect((await call("GET", "/about-us")).status).toBe(200);
      const missing = await call("GET", "/no-such-page");
      expect(missing.status).toBe(404);
      expect(missing.headers["content-security-policy"]).toMatch(/'sha256-/);
    }

    // Prometheus, scraping both instances with the repository's alert rules, says so.
    await waitFor(
      "Prometheus' InstanceDown alert to fire",
      async () => ((await instanceDown(0))?.state === "firing" ? true : undefined),
      30_000,
    );

    // The killed instance rejoins when restarted: Caddy's health check takes it back.
    apps[0] = await startApp(edge.ports[0]!, {
      ...edge.appEnv,
      DATA_DIR: path.join(edge.state, "app0-restarted"),
      METRICS_PORT: String(edge.metricsPorts[0]),
    });
    await waitFor("Caddy to send requests to the restarted instance", async () => {
      await call("GET", "/no-such-page");
      return requestsSeenBy(apps[0]!, "/no-such-page") > 0 ? true : undefined;
    });
    await waitFor(
      "Prometheus' InstanceDown alert to clear",
      async () => ((await instanceDown(0)) === undefined ? true : undefined),
      30_000,
    );

    // Mail: a row the killed worker had claimed stays leased for fifteen minutes; run that
    // clock forward for those rows alone once every other row is sent, instead of waiting.
    const orphans = await waitFor(
      "every row but the killed worker's to be sent",
      async () => {
        const { rows: open } = await db.query<{ id: string; status: string; stale: boolean }>(
          "select id, status, locked_until <= $1::timestamptz + interval '15 minutes' as stale from mail_outbox where status <> 'sent'",
          [killedBy],
        );
        const onlyOrphans = open.every((r) => r.status === "sending" && r.stale);
        return onlyOrphans ? open.map((r) => r.id) : undefined;
      },
      90_000,
    );
    await db.query("update mail_outbox set locked_until = now() where id = any($1)", [orphans]);
    await waitFor(
      "the outbox to drain",
      async () => {
        const { rows: open } = await db.query("select 1 from mail_outbox where status <> 'sent'");
        return open.length === 0 ? true : undefined;
      },
      90_000,
    );
    const { rows: outbox } = await db.query<{ id: string }>("select id from mail_outbox");
    const deliveries = new Map<string, number>();
    for (const mail of smtp.received) {
      const id = /^Message-ID: <([^@>]+)@/im.exec(mail.raw)?.[1] ?? "";
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    const twice = [...deliveries].filter(([, n]) => n > 1);
    console.log(
      `topology: ${outbox.length} mails queued, ${orphans.length} left leased by the killed instance, ${smtp.received.length} deliveries, delivered twice: ${twice.length}`,
    );
    expect(outbox.length).toBe(rows.length);
    for (const { id } of outbox) expect(deliveries.get(id), id).toBeGreaterThanOrEqual(1);
    // At most the one message the killed worker was handing to the SMTP server when it died
    // can arrive twice (it was accepted but not yet marked sent); it keeps its Message-ID,
    // so the receiving side can drop the copy.
    expect(twice.length).toBeLessThanOrEqual(1);
  });

  it("holds the rate limit across both instances, whatever X-Forwarded-For a client sends", async () => {
    const from = "127.0.2.1";
    const before = apps.map((app) => requestsSeenBy(app, "/api/subscribe"));
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT_MAX + 3; i++) {
      const res = await call("POST", "/api/subscribe", {
        from,
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
        body: JSON.stringify({ email: `limit${i}@example.com` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429, 429]);
    // Both instances took part: the count is shared in PostgreSQL.
    apps.forEach((app, i) =>
      expect(requestsSeenBy(app, "/api/subscribe")).toBeGreaterThan(before[i]!),
    );
  });

  const scrape = async (i: number) => {
    const res = await fetch(`http://127.0.0.1:${edge.metricsPorts[i]}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };
  /** The sum of a metric's samples whose line includes each of `having`, in one scrape. */
  const sumOf = (text: string, name: string, having: string[] = []) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
      .filter((line) => having.every((part) => line.includes(part)))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
  const query = async (promql: string) => {
    const res = await fetch(`${prometheus.url}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
    return body.data.result.map((r) => Number(r.value[1]));
  };

  it("serves every metric on each instance's metrics listener, and none on the public port", async () => {
    const expected = [
      // prom-client's process metrics: heap, event-loop lag, GC.
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
      "nodejs_gc_duration_seconds",
      "nkabom_heap_size_limit_bytes",
      "nkabom_http_request_duration_seconds",
      "nkabom_renders_in_flight",
      "nkabom_requests_shed_total",
      "nkabom_lead_submissions_total",
      "nkabom_queue_depth",
      "nkabom_queue_oldest_age_seconds",
      "nkabom_webhook_attempts_total",
      "nkabom_webhook_endpoint_failing_seconds",
      "nkabom_publication_render_duration_seconds",
      "nkabom_publication_served",
      "nkabom_analytics_events_accepted_total",
      "nkabom_analytics_events_dropped_total",
      "nkabom_analytics_rollup_lag_seconds",
      "nkabom_db_pool_connections",
      "nkabom_db_pool_waiting_queries",
      "nkabom_backup_newest_timestamp_seconds",
    ];
    const texts = [await scrape(0), await scrape(1)];
    for (const text of texts) {
      for (const name of expected) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, "m"));
      expect(
        sumOf(text, "nkabom_http_request_duration_seconds_count", ['group="page"']),
      ).toBeGreaterThan(0);
      expect(text).toMatch(/^nkabom_queue_depth\{queue="mail"\} \d+$/m);
      expect(text).toMatch(/^nkabom_queue_oldest_age_seconds\{queue="webhook"\} [\d.e+-]+$/m);
      expect(text).toMatch(/^nkabom_renders_in_flight\{cap="site"\} \d+$/m);
      expect(text).toMatch(/^nkabom_db_pool_connections\{state="in_use"\} \d+$/m);
      const backup = sumOf(text, "nkabom_backup_newest_timestamp_seconds");
      expect(Math.abs(Date.now() / 1000 - backup)).toBeLessThan(3600);
      // No personal data and no unbounded label: no address, path or campaign in a label.
      expect(text).not.toMatch(/@|path=|utm|\{[^}]*="\/[^"]*"/);
    }
    // Both serve the publication the earlier test made.
    const served = texts.map((text) => sumOf(text, "nkabom_publication_served"));
    expect(served[0]).toBeGreaterThan(0);
    expect(served[1]).toBe(served[0]);
    // The public port, straight and through Caddy, knows no /metrics.
    for (const port of edge.ports)
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    expect((await call("GET", "/metrics")).status).toBe(404);
  });

  it("counts a burst of leads as sent, per instance and in Prometheus", async () => {
    const stored = (text: string) =>
      sumOf(text, "nkabom_lead_submissions_total", ['form="contact"', 'status="201"']);
    const before = stored(await scrape(0)) + stored(await scrape(1));
    const BURST = 30;
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, n) =>
        call("POST", "/api/contact", {
          // Within the rate limit: a visitor each.
          from: `127.0.3.${n + 1}`,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            firstName: "Kofi",
            lastName: "Boateng",
            email: `metrics${n}@example.com`,
            message: `Please call me back (metrics-burst-${n}).`,
            agreeToPolicy: true,
          }),
        }).then((res) => res.status),
      ),
    );
    const acknowledged = statuses.filter((s) => s === 201).length;
    expect(acknowledged, statuses.join(" ")).toBe(BURST);
    const after = [stored(await scrape(0)), stored(await scrape(1))];
    expect(after[0]! + after[1]! - before).toBe(acknowledged);
    // Prometheus' sum over both instances reaches the same figure at its next scrapes.
    const total = before + acknowledged;
    await waitFor(
      "Prometheus to see the burst",
      async () => {
        const [sum] = await query(
          'sum(nkabom_lead_submissions_total{job="nkabom",form="contact",status="201"})',
        );
        return sum === total ? true : undefined;
      },
      20_000,
    );
  });

  it("pages stay up when every app instance is down: Caddy serves them alone", async () => {
    for (const app of apps) {
      app.child.kill("SIGTERM");
      await exited(app.child);
    }
    // All at once: with no instance up, Caddy looks for one for lb_try_duration (5 s) before
    // it answers from the build, so each request takes that long (one after another, 30 s).
    const [home, service, securityTxt, unknownArticle, articleFile, api, feed] = await Promise.all([
      call("GET", "/"),
      call("GET", "/services/collections/"),
      call("GET", SECURITY_TXT_PATH),
      call("GET", "/articles/no-such-article"),
      call("GET", "/articles/404.html"),
      call("GET", "/api/subscribe"),
      call("GET", "/articles/feed.xml"),
    ]);
    expect(home.status).toBe(200);
    // The build's feed, under the feed's own type.
    expect(feed.status).toBe(200);
    expect(feed.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(service.status).toBe(200);
    // The build's security.txt, as the build's pages.
    expect(securityTxt.body.toString()).toMatch(/^Contact: mailto:/m);
    // An article the build does not have: the article route's own not-found page, which
    // hydrates at an article's address (the catch-all's would not).
    expect(unknownArticle.status).toBe(404);
    expect(unknownArticle.body.toString()).toContain("routes/article");
    expect(articleFile.status).not.toBe(200);
    // Caddy answers for the API itself: 502 while it still tries the instances, 503 with
    // Retry-After once its health check has taken them out (which of the two depends on
    // whether a check ran since the kill). Either way a plain status line, never a hang.
    expect([502, 503]).toContain(api.status);
    expect(api.body.toString()).toMatch(/^50[23] /);
    if (api.status === 503) expect(api.headers["retry-after"]).toBe("5");
  });
});

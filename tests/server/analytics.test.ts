import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql, type SQL } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { pages } from "#app/content/pages.ts";
import { createAnalytics, type Analytics } from "#server/analytics/analytics.ts";
import { createEventQueue } from "#server/analytics/event-queue.ts";
import { KEYS_PER_DAY, KEYS_PER_VISITOR, OTHER } from "#server/analytics/dimensions.ts";
import {
  pruneAnalyticsEvents,
  pruneAnalyticsSources,
  rollUpDay,
} from "#server/analytics/rollup.ts";
import { dayOf, visitorIds } from "#server/analytics/visitor-id.ts";
import { count, memoryLogger, startHarness, storages, type Harness } from "./support/harness.ts";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

const pageview = {
  type: "pageview",
  path: "/services/collections",
  referrer: "www.google.com",
  utm: { source: "newsletter", medium: "email", campaign: "november-launch" },
  device: "mobile",
  viewport: "sm",
};

// The analytics endpoint over real HTTP with the real database (PGlite) behind it: what a
// visitor's browser sends is stored, what a visitor asked not to have recorded, a bot or a
// forged event is not.
describe("analytics endpoint", () => {
  let h: Harness;
  let analytics: Analytics;
  let server: Server;
  let base: string;
  let client = 0;

  beforeAll(async () => {
    h = await startHarness("pglite");
    analytics = createAnalytics({
      db: h.db,
      logger: memoryLogger().logger,
      knownPaths: pages.map((p) => p.path),
      siteUrl: "https://site.test",
      ipv6Subnet: 64,
      perMinute: 20,
      // Batches are written when the test flushes, so "nothing stored" is not "not yet".
      queue: { flushEveryMs: 3_600_000 },
      startRollups: false,
    });
    const app = express();
    app.set("trust proxy", true);
    app.use("/api/events", analytics.router);
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
  });
  beforeEach(async () => {
    await analytics.queue.flush();
    await h.db.execute(sql`truncate analytics_events, analytics_daily`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await analytics?.close();
    await h?.close();
  });

  const send = (body: unknown, headers: Record<string, string> = {}, ip?: string) =>
    fetch(base, {
      method: "POST",
      headers: {
        // What navigator.sendBeacon sends for a string.
        "content-type": "text/plain;charset=UTF-8",
        "user-agent": BROWSER,
        "x-forwarded-for": ip ?? `198.51.100.${++client}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  async function stored() {
    await analytics.queue.flush();
    const result = (await h.db.execute(sql`select * from analytics_events order by at`)) as {
      rows: Record<string, unknown>[];
    };
    return result.rows;
  }

  it("stores a page view with its campaign, referrer host and classes, and nothing of the visitor", async () => {
    const res = await send(pageview, {}, "198.51.100.200");
    expect(res.status).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "pageview",
      path: "/services/collections",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "november-launch",
      utm_content: null,
      device: "mobile",
      viewport: "sm",
    });
    expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain("198.51.100.200");
    expect(everything).not.toContain("Android");
  });

  it("takes application/json too, and counts one visitor as one on the day", async () => {
    for (const path of ["/", "/contact-us"]) {
      const res = await send(
        { ...pageview, path },
        { "content-type": "application/json" },
        "198.51.100.250",
      );
      expect(res.status).toBe(204);
    }
    await send(pageview, { "user-agent": `${BROWSER} other` }, "198.51.100.250");
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
  });

  it("stores a web vital with its element, and a goal", async () => {
    const vital = {
      type: "vital",
      path: "/",
      name: "LCP",
      value: 2450.5,
      rating: "good",
      element: "main > section > h1",
    };
    expect((await send(vital)).status).toBe(204);
    const goal = {
      type: "goal",
      path: "/schedule-banking-demo",
      goal: "lead_submitted:demo:banking",
    };
    expect((await send(goal)).status).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.vital_name, r.vital_value, r.vital_element, r.goal])).toEqual(
      [
        ["vital", "LCP", 2450.5, "main > section > h1", null],
        ["goal", null, null, null, "lead_submitted:demo:banking"],
      ],
    );
  });

  it("keeps a click to the API documentation or the map as a goal, and no other outbound click", async () => {
    const click = (host: string) => send({ type: "outbound", path: "/contact-us", host });
    expect((await click(new URL(site.docs.host).hostname)).status).toBe(204);
    expect((await click(new URL(site.mapsUrl).hostname)).status).toBe(204);
    expect((await click("www.facebook.com")).status).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.kind, r.path, r.goal])).toEqual([
      ["goal", "/contact-us", "outbound:api-docs"],
      ["goal", "/contact-us", "outbound:maps"],
    ]);
  });

  it("records nothing for Sec-GPC: 1, DNT: 1, a bot or no user agent, and still answers 204", async () => {
    const optOuts: Record<string, string>[] = [
      { "sec-gpc": "1" },
      { dnt: "1" },
      {
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
      { "user-agent": "" },
    ];
    for (const headers of optOuts) {
      const res = await send(pageview, headers);
      expect(res.status, JSON.stringify(headers)).toBe(204);
    }
    expect(await stored()).toEqual([]);
  });

  it("answers bad input at once with a 4xx and stores nothing", async () => {
    const cases: [string, number, () => Promise<Response>][] = [
      ["wrong type", 400, () => send({ ...pageview, device: 3 })],
      [
        "vital value as text",
        400,
        () => send({ type: "vital", path: "/", name: "LCP", value: "1", rating: "good" }),
      ],
      ["unknown path", 400, () => send({ ...pageview, path: "/staff" })],
      ["invented path", 400, () => send({ ...pageview, path: "/wp-admin.php" })],
      [
        "forged goal",
        400,
        () => send({ type: "goal", path: "/", goal: "lead_submitted:demo:gold" }),
      ],
      ["extra field", 400, () => send({ ...pageview, email: "ama@example.com" })],
      ["referrer as a URL", 400, () => send({ ...pageview, referrer: "https://evil.test/?q=1" })],
      ["long campaign", 400, () => send({ ...pageview, utm: { campaign: "x".repeat(101) } })],
      ["control character", 400, () => send({ ...pageview, utm: { term: "a\u0007b" } })],
      ["not JSON", 400, () => send("{type: pageview")],
      ["huge body", 413, () => send({ ...pageview, utm: { term: "x".repeat(5000) } })],
      [
        "form body",
        415,
        () => send("type=pageview", { "content-type": "application/x-www-form-urlencoded" }),
      ],
      ["another site's page", 403, () => send(pageview, { "sec-fetch-site": "cross-site" })],
      ["GET", 405, () => fetch(base, { headers: { "user-agent": BROWSER } })],
    ];
    for (const [name, status, request] of cases) {
      const started = performance.now();
      const res = await request();
      expect(res.status, name).toBe(status);
      expect(performance.now() - started, name).toBeLessThan(500);
    }
    expect(await stored()).toEqual([]);
  });

  it("answers at once while the database is stuck, dropping past the queue's size", async () => {
    const stuck = createAnalytics({
      db: h.db,
      logger: memoryLogger().logger,
      knownPaths: ["/"],
      siteUrl: "https://site.test",
      ipv6Subnet: 64,
      perMinute: 1000,
      queue: { flushEveryMs: 50, batchSize: 10, maxQueued: 50 },
      startRollups: false,
    });
    const app = express().set("trust proxy", true).use("/api/events", stuck.router);
    const other = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/events`;
    // PGlite serves one query at a time: a transaction left open holds every write back.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = h.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    try {
      // Every answer comes while the transaction still holds the database (it is released
      // only below): an endpoint that waited on its write would never answer here.
      const statuses = await Promise.all(
        Array.from({ length: 200 }, () =>
          fetch(url, {
            method: "POST",
            headers: { "content-type": "text/plain", "user-agent": BROWSER },
            body: JSON.stringify({ ...pageview, path: "/" }),
          }).then((r) => r.status),
        ),
      );
      expect(statuses.every((s) => s === 204)).toBe(true);
      // The first batch waits on the database; what came past the queue's size was dropped.
      expect(stuck.queue.stats().dropped).toBeGreaterThanOrEqual(200 - 50 - 10);
    } finally {
      release();
      await locked;
      await new Promise((resolve) => other.close(resolve));
      await stuck.close();
    }
    expect(stuck.queue.stats().queued).toBe(0);
  });

  it("limits the events of one address per minute (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await send(pageview, {}, "192.0.2.77")).status);
    expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(await stored()).toHaveLength(20);
  });
});

describe.each(storages)("analytics storage on $name", ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  beforeEach(async () => {
    await h.db.execute(
      sql`truncate analytics_events, analytics_daily, analytics_monthly, analytics_secrets`,
    );
  });
  afterAll(() => h?.close());

  it("drops and counts events past the queue's size instead of waiting", async () => {
    const queue = createEventQueue(h.db, visitorIds(h.db), memoryLogger().logger, {
      flushEveryMs: 3_600_000,
      batchSize: 100,
      maxQueued: 2,
    });
    const item = { at: new Date(), event: { ...pageview } as never, address: "a", userAgent: "b" };
    expect([queue.push(item), queue.push(item), queue.push(item)]).toEqual([true, true, false]);
    await queue.close();
    expect(queue.stats()).toEqual({ queued: 0, accepted: 2, dropped: 1, written: 2 });
    expect(await count(h.db, "analytics_events")).toBe(2);
  });

  it("makes a new secret each day, so a visitor is a new id tomorrow, and deletes secrets two days old", async () => {
    const ids = visitorIds(h.db);
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const a = await ids.idFor(today, "198.51.100.1", BROWSER);
    expect(await ids.idFor(today, "198.51.100.1", BROWSER)).toBe(a);
    expect(await ids.idFor(tomorrow, "198.51.100.1", BROWSER)).not.toBe(a);
    // Another instance agrees: the secret is in the database.
    expect(await visitorIds(h.db).idFor(today, "198.51.100.1", BROWSER)).toBe(a);
    const inTwoDays = new Date(today.getTime() + 2 * 86_400_000);
    await ids.idFor(inTwoDays, "198.51.100.1", BROWSER);
    const days = (await h.db.execute(
      sql`select day::text as day from analytics_secrets order by day`,
    )) as {
      rows: { day: string }[];
    };
    expect(days.rows.map((r) => r.day)).toEqual([dayOf(tomorrow), dayOf(inTwoDays)]);
  });

  it("rolls a day up into pages, sources, campaigns, goals, visitors and vitals", async () => {
    const at = (hour: number) => `2026-03-10 ${String(hour).padStart(2, "0")}:00:00+00`;
    await h.db.execute(sql`insert into analytics_events
      (at, kind, path, visitor, referrer_host, utm_source, utm_campaign, device, viewport) values
      (${at(8)}, 'pageview', '/', 'v1', 'www.google.com', null, null, 'mobile', 'sm'),
      (${at(9)}, 'pageview', '/contact-us', 'v1', null, null, null, 'mobile', 'sm'),
      (${at(10)}, 'pageview', '/', 'v2', null, 'newsletter', 'launch', 'desktop', 'xl'),
      (${at(11)}, 'pageview', '/', 'v3', null, null, null, 'desktop', 'lg'),
      ('2026-03-11 00:00:00+00', 'pageview', '/', 'v9', null, null, null, 'desktop', 'lg')`);
    await h.db.execute(sql`insert into analytics_events (at, kind, path, visitor, goal) values
      (${at(9)}, 'goal', '/contact-us', 'v1', 'form_start:contact'),
      (${at(9)}, 'goal', '/contact-us', 'v1', 'lead_submitted:contact')`);
    await h.db.execute(sql`insert into analytics_events
      (at, kind, path, visitor, vital_name, vital_value, vital_rating, vital_element) values
      (${at(8)}, 'vital', '/', 'v1', 'LCP', 1000, 'good', 'h1'),
      (${at(9)}, 'vital', '/', 'v2', 'LCP', 2000, 'good', 'h1'),
      (${at(10)}, 'vital', '/', 'v3', 'LCP', 3000, 'needs-improvement', 'img.hero'),
      (${at(11)}, 'vital', '/', 'v4', 'LCP', 5000, 'poor', 'img.hero')`);
    await rollUpDay(h.db, "2026-03-10");
    // Idempotent: a second run replaces the day's rows.
    await rollUpDay(h.db, "2026-03-10");
    const result = (await h.db.execute(sql`select dimension, key, events, visitors, p75, good,
      needs_improvement, poor from analytics_daily where day = '2026-03-10'
      order by dimension, key`)) as { rows: Record<string, unknown>[] };
    const row = (dimension: string, key: string) =>
      result.rows.find((r) => r.dimension === dimension && r.key === key);
    expect(row("total", "")).toMatchObject({ events: 4, visitors: 3 });
    expect(row("page", "/")).toMatchObject({ events: 3, visitors: 3 });
    expect(row("page", "/contact-us")).toMatchObject({ events: 1, visitors: 1 });
    expect(row("source", "www.google.com")).toMatchObject({ events: 1 });
    expect(row("source", "newsletter")).toMatchObject({ events: 1 });
    expect(row("source", "(direct)")).toMatchObject({ events: 2, visitors: 2 });
    expect(row("campaign", "launch")).toMatchObject({ events: 1, visitors: 1 });
    expect(row("goal", "lead_submitted:contact")).toMatchObject({ events: 1, visitors: 1 });
    // p75 of 1000, 2000, 3000, 5000 (interpolated as Google's tools and PostgreSQL do).
    expect(row("vital:LCP", "/")).toMatchObject({
      events: 4,
      p75: 3500,
      good: 2,
      needs_improvement: 1,
      poor: 1,
    });
    expect(row("vital-element:LCP", "/ img.hero")).toMatchObject({ events: 2 });
    expect(row("vital-element:LCP", "/ h1")).toBeUndefined();
  });

  it("keeps a page's five commonest elements per vital and day, and sums the rest as (other)", async () => {
    const at = "2026-03-12 10:00:00+00";
    // Element e1 is named by 7 poor visits, e2 by 6 … e7 by 1: seven elements on one page.
    const values = Array.from({ length: 7 }, (_, i) =>
      Array.from(
        { length: 7 - i },
        (_, j) => sql`(${at}, 'vital', '/', ${`v${i}-${j}`}, 'INP', 900, 'poor', ${`e${i + 1}`})`,
      ),
    ).flat();
    await h.db.execute(sql`insert into analytics_events
      (at, kind, path, visitor, vital_name, vital_value, vital_rating, vital_element)
      values ${sql.join(values, sql`, `)}`);
    await rollUpDay(h.db, "2026-03-12");
    const result = (await h.db.execute(sql`select key, events from analytics_daily
      where day = '2026-03-12' and dimension = 'vital-element:INP' order by events desc, key`)) as {
      rows: { key: string; events: number }[];
    };
    expect(result.rows).toEqual([
      { key: "/ e1", events: 7 },
      { key: "/ e2", events: 6 },
      { key: "/ e3", events: 5 },
      { key: "/ e4", events: 4 },
      { key: "/ (other)", events: 3 },
      { key: "/ e5", events: 3 },
    ]);
    // The day's rollup wrote its month too.
    const month = (await h.db.execute(sql`select month::text as month, events from analytics_monthly
      where dimension = 'vital-element:INP' and key = '/ e1'`)) as { rows: unknown[] };
    expect(month.rows).toEqual([{ month: "2026-03-01", events: 7 }]);
  });

  // Issue 40, F3: one client sent a source per beacon and the day kept a row for each.
  it("counts a visitor's first five sources of a day as themselves and the rest as (other)", async () => {
    await h.db.execute(sql`insert into analytics_events
        (at, kind, path, visitor, utm_source, device, viewport)
      select '2026-03-10'::timestamptz + i * interval '1 hour', 'pageview', '/', 'v1',
        'src-' || i, 'mobile', 'sm'
      from generate_series(1, 8) as i
      union all select '2026-03-10 12:00+00', 'pageview', '/', 'v2', 'src-8', 'mobile', 'sm'`);
    await rollUpDay(h.db, "2026-03-10");
    const result = (await h.db.execute(sql`select key, events, visitors from analytics_daily
      where dimension = 'source' order by key collate "C"`)) as { rows: unknown[] };
    const one = (key: string) => ({ key, events: 1, visitors: 1 });
    expect(KEYS_PER_VISITOR).toBe(5);
    expect(result.rows).toEqual([
      { key: OTHER, events: 3, visitors: 1 },
      ...["src-1", "src-2", "src-3", "src-4", "src-5"].map(one),
      // Another visitor's first.
      one("src-8"),
    ]);
  });

  it("keeps the hundred sources of a day and of a month with most visitors, the rest as (other)", async () => {
    // Each day: google from three visitors, and 120 sources of one visitor each.
    for (const [day, prefix] of [
      ["2026-03-10", "k"],
      ["2026-03-11", "m"],
    ] as const) {
      await h.db.execute(sql`insert into analytics_events
          (at, kind, path, visitor, utm_source, device, viewport)
        select ${day}::timestamptz + i * interval '1 minute', 'pageview', '/',
          ${prefix} || i, ${prefix} || lpad(i::text, 3, '0'), 'mobile', 'sm'
        from generate_series(0, 119) as i
        union all select ${day}::timestamptz, 'pageview', '/', 'g' || i, 'google', 'mobile', 'sm'
        from generate_series(1, 3) as i`);
      await rollUpDay(h.db, day);
    }
    const stored = async (table: string, at: string) =>
      (
        (await h.db.execute(sql`select key, events, visitors from ${sql.raw(table)}
          where ${sql.raw(table === "analytics_daily" ? "day" : "month")} = ${at}::date
            and dimension = 'source'
          order by visitors desc, key collate "C"`)) as { rows: { key: string }[] }
      ).rows;
    expect(KEYS_PER_DAY).toBe(100);
    const day = await stored("analytics_daily", "2026-03-10");
    expect(day).toHaveLength(101);
    // google and the first 99 by name; the 21 others summed.
    expect(day.slice(0, 3)).toEqual([
      { key: OTHER, events: 21, visitors: 21 },
      { key: "google", events: 3, visitors: 3 },
      { key: "k000", events: 1, visitors: 1 },
    ]);
    expect(day.at(-1)).toEqual({ key: "k098", events: 1, visitors: 1 });
    const month = await stored("analytics_monthly", "2026-03-01");
    expect(month).toHaveLength(101);
    // The month keeps google and the first 99 of the days' keys: 2 × 21 + 99 summed.
    expect(month.slice(0, 2)).toEqual([
      { key: OTHER, events: 141, visitors: 141 },
      { key: "google", events: 6, visitors: 6 },
    ]);
    expect(month.map((r) => r.key)).not.toContain("m000");
  });

  it("deletes the totals keyed by what browsers sent once 400 days old, and keeps the rest", async () => {
    const old = sql`current_date - 401`;
    await h.db.execute(sql`insert into analytics_daily (day, dimension, key, events, visitors)
      select ${old}, dimension, key, 1, 1 from (values ('source', 'ama@example.com'),
        ('campaign', 'x'), ('vital-element:LCP', '/ h1'), ('leads:source', 'x'),
        ('stored-leads:page', '/'), ('page', '/'), ('goal', 'form_start:demo'),
        ('stored-leads', 'contact'), ('total', '')) as k(dimension, key)
      union all select current_date - 399, 'source', 'x', 1, 1`);
    // The month that ended before the 400 days, and the one they end in.
    await h.db.execute(sql`insert into analytics_monthly (month, dimension, key, events, visitors)
      select m, dimension, 'x', 1, 1
      from (values (date_trunc('month', current_date - 400)::date - interval '1 month'),
          (date_trunc('month', current_date - 400)::date)) as months(m),
        (values ('source'), ('page')) as d(dimension)`);
    expect(await pruneAnalyticsSources(h.db, 400, { dryRun: true })).toBe(6);
    expect(await count(h.db, "analytics_daily")).toBe(10);
    expect(await pruneAnalyticsSources(h.db, 400)).toBe(6);
    const left = async (query: SQL) =>
      ((await h.db.execute(query)) as { rows: { dimension: string; n: number }[] }).rows;
    expect(
      await left(sql`select dimension, count(*)::int as n from analytics_daily
        group by 1 order by dimension collate "C"`),
    ).toEqual(
      ["goal", "page", "source", "stored-leads", "total"].map((dimension) => ({ dimension, n: 1 })),
    );
    // Of the month that ended before, only the pages; the month the 400 days end in, whole.
    expect(
      await left(sql`select dimension, count(*)::int as n from analytics_monthly
        group by 1 order by 1`),
    ).toEqual([
      { dimension: "page", n: 2 },
      { dimension: "source", n: 1 },
    ]);
  });

  it("deletes raw events older than 90 days and keeps the rest; a dry run deletes nothing", async () => {
    await h.db.execute(sql`insert into analytics_events (at, kind, path, visitor) values
      (now() - interval '91 days', 'pageview', '/', 'old'),
      (now() - interval '89 days', 'pageview', '/', 'recent'),
      (now(), 'pageview', '/', 'today')`);
    expect(await pruneAnalyticsEvents(h.db, 90, { dryRun: true })).toBe(1);
    expect(await count(h.db, "analytics_events")).toBe(3);
    expect(await pruneAnalyticsEvents(h.db, 90)).toBe(1);
    const left = (await h.db.execute(sql`select visitor from analytics_events order by at`)) as {
      rows: { visitor: string }[];
    };
    expect(left.rows.map((r) => r.visitor)).toEqual(["recent", "today"]);
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rollUpConversions } from "#server/analytics/conversion-rollup.ts";
import { trafficCsv } from "#server/analytics/traffic-csv.ts";
import { previousRange, splitByMonth, trafficReport } from "#server/analytics/traffic-report.ts";
import { rollUpDay, rollUpMonth } from "#server/analytics/rollup.ts";
import { analyticsDaily, contactMessages, demoRequests, subscribers } from "#server/db/schema.ts";
import {
  humanStart,
  startHarness,
  storages,
  validContact,
  visitor,
  type Harness,
} from "./support/harness.ts";

type Daily = typeof analyticsDaily.$inferInsert;

const row = (day: string, dimension: string, key: string, events: number, visitors: number) =>
  ({ day, dimension, key, events, visitors }) satisfies Daily;

// The Traffic screen's reader (server/analytics/traffic-report.ts) on rollup rows as the
// day's rollup writes them, and the cross rollup of leads per page, source and campaign.
describe.each(storages)("traffic report on $name", ({ kind }) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  beforeEach(async () => {
    await h?.db.execute(sql`truncate analytics_daily, analytics_monthly, analytics_events`);
    await h?.reset();
  });
  afterAll(() => h?.close());

  it("compares a range with the days before it, and ranks with leads", async () => {
    await h.db.insert(analyticsDaily).values([
      // The range: 2026-11-10 and 11.
      row("2026-11-10", "total", "", 300, 100),
      row("2026-11-11", "total", "", 500, 200),
      row("2026-11-10", "page", "/", 200, 90),
      row("2026-11-11", "page", "/", 300, 150),
      row("2026-11-11", "page", "/pricing", 100, 60),
      row("2026-11-11", "page", "/careers", 100, 70),
      row("2026-11-11", "stored-leads:page", "/pricing", 4, 4),
      row("2026-11-10", "stored-leads:page", "/", 2, 2),
      row("2026-11-10", "source", "google", 100, 40),
      row("2026-11-11", "source", "(direct)", 400, 160),
      row("2026-11-10", "stored-leads:source", "google", 5, 5),
      // Leads as goal beacons claimed them before issue 40: no longer read.
      row("2026-11-10", "leads:source", "(direct)", 50, 50),
      row("2026-11-11", "campaign", "=HYPERLINK(1)", 10, 5),
      row("2026-11-10", "goal", "form_start:demo", 30, 25),
      row("2026-11-11", "goal", "form_start:contact", 8, 8),
      row("2026-11-10", "goal", "lead_submitted:demo:banking", 3, 3),
      row("2026-11-11", "goal", "lead_submitted:demo:payroll", 2, 2),
      row("2026-11-11", "goal", "lead_submitted:contact", 9, 9),
      row("2026-11-11", "goal", "outbound:maps", 9, 9),
      // The leads stored: what the totals count, whatever the browsers reported.
      row("2026-11-10", "stored-leads", "demo:banking", 3, 3),
      row("2026-11-11", "stored-leads", "demo:payroll", 2, 2),
      row("2026-11-11", "stored-leads", "contact", 1, 1),
      // The previous period: 2026-11-08 and 09; and a day outside both.
      row("2026-11-08", "total", "", 100, 50),
      row("2026-11-09", "total", "", 100, 50),
      row("2026-11-09", "stored-leads", "contact", 2, 2),
      row("2026-11-07", "total", "", 9999, 9999),
      row("2026-11-12", "page", "/", 9999, 9999),
      // Vitals: LCP of / on two days, weighted by visits; its elements.
      {
        ...row("2026-11-10", "vital:LCP", "/", 30, 30),
        p75: 2000,
        good: 20,
        needsImprovement: 5,
        poor: 5,
      },
      {
        ...row("2026-11-11", "vital:LCP", "/", 10, 10),
        p75: 6000,
        good: 2,
        needsImprovement: 3,
        poor: 5,
      },
      { ...row("2026-11-11", "vital:CLS", "/pricing", 4, 4), p75: 0.05, good: 4 },
      row("2026-11-10", "vital-element:LCP", "/ main>img.hero", 6, 6),
      row("2026-11-11", "vital-element:LCP", "/ main>img.hero", 2, 2),
      row("2026-11-11", "vital-element:LCP", "/ h1", 3, 3),
    ]);
    const report = await trafficReport(h.db, { from: "2026-11-10", to: "2026-11-11" });
    expect(report.previous).toEqual({ from: "2026-11-08", to: "2026-11-09" });
    expect(report.current).toEqual({
      visitors: 300,
      pageViews: 800,
      leads: 6,
      conversionRate: 6 / 300,
    });
    expect(report.before).toEqual({
      visitors: 100,
      pageViews: 200,
      leads: 2,
      conversionRate: 0.02,
    });
    expect(report.daily).toEqual([
      { day: "2026-11-10", visitors: 100, pageViews: 300, leads: 3, before: 50 },
      { day: "2026-11-11", visitors: 200, pageViews: 500, leads: 3, before: 50 },
    ]);
    expect(report.pages).toEqual([
      { key: "/", visitors: 240, pageViews: 500, leads: 2, conversionRate: 2 / 240 },
      { key: "/careers", visitors: 70, pageViews: 100, leads: 0, conversionRate: 0 },
      { key: "/pricing", visitors: 60, pageViews: 100, leads: 4, conversionRate: 4 / 60 },
    ]);
    expect(report.sources.map((s) => [s.key, s.visitors, s.leads])).toEqual([
      ["(direct)", 160, 0],
      ["google", 40, 5],
    ]);
    expect(report.funnels).toEqual([
      {
        form: "contact",
        steps: [
          { step: "landed", visitors: 300 },
          { step: "started", visitors: 8 },
          { step: "sent", visitors: 9 },
        ],
      },
      {
        form: "demo",
        steps: [
          { step: "landed", visitors: 300 },
          { step: "started", visitors: 25 },
          { step: "sent", visitors: 5 },
        ],
      },
    ]);
    const lcp = report.vitals.find((v) => v.name === "LCP")!;
    // (2000 × 30 + 6000 × 10) / 40 = 3000: needs improvement by Google's thresholds.
    expect(lcp.pages).toEqual([
      {
        path: "/",
        measured: 40,
        p75: 3000,
        rating: "needs improvement",
        good: 22,
        needsImprovement: 8,
        poor: 10,
      },
    ]);
    expect(lcp.elements).toEqual([
      { path: "/", element: "main>img.hero", visits: 8 },
      { path: "/", element: "h1", visits: 3 },
    ]);
    expect(report.vitals.find((v) => v.name === "CLS")!.pages[0]).toMatchObject({
      p75: 0.05,
      rating: "good",
    });

    const { csv } = trafficCsv(report);
    expect(csv).toContain("summary,2026-11-10 to 2026-11-11,visitors,300\r\n");
    expect(csv).toContain("pages,/pricing,leads per visitor,0.0667\r\n");
    // A campaign name that a spreadsheet would run as a formula is written inert.
    expect(csv).toContain(`campaigns,'=HYPERLINK(1),visitors,5\r\n`);
    expect(csv).toContain("web vitals LCP,/,rating of p75,needs improvement\r\n");
  });

  it("reads a long range's whole months from the monthly rollup and gives what its days give", async () => {
    // Every day of January to March: page / with 10 views by 5 visitors, LCP p75 1000 on
    // 2 visits in January and 4000 on 1 visit after it.
    const rows: Daily[] = [];
    for (let t = Date.parse("2026-01-01"); t <= Date.parse("2026-03-31"); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const january = day < "2026-02-01";
      rows.push(row(day, "total", "", 10, 5), row(day, "page", "/", 10, 5), {
        ...row(day, "vital:LCP", "/", january ? 2 : 1, 1),
        p75: january ? 1000 : 4000,
        good: january ? 2 : 0,
        poor: january ? 0 : 1,
      });
    }
    await h.db.insert(analyticsDaily).values(rows);
    const range = { from: "2026-01-15", to: "2026-03-20" }; // 17 + 28 + 20 days
    expect(splitByMonth(range)).toEqual({
      months: ["2026-02-01"],
      days: [
        { from: "2026-01-15", to: "2026-01-31" },
        { from: "2026-03-01", to: "2026-03-20" },
      ],
    });
    // Before the months are rolled up February is missing: the report does read them.
    expect((await trafficReport(h.db, range)).pages[0]?.pageViews).toBe(370);
    for (const month of ["2026-01-10", "2026-02-10", "2026-03-10"]) await rollUpMonth(h.db, month);
    const report = await trafficReport(h.db, range);
    expect(report.current).toMatchObject({ visitors: 325, pageViews: 650 });
    expect(report.pages[0]).toMatchObject({ key: "/", pageViews: 650, visitors: 325 });
    const lcp = report.vitals.find((v) => v.name === "LCP")!.pages[0]!;
    // 34 January visits at 1000 and 48 later ones at 4000, weighted by visits.
    expect(lcp).toMatchObject({ measured: 82, good: 34, poor: 48 });
    expect(lcp.p75).toBeCloseTo((34 * 1000 + 48 * 4000) / 82, 6);
    expect(splitByMonth({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      months: ["2026-03-01"],
      days: [],
    });
  });

  // Issue 40, F3: the reader took every row of the range into the process and cut there.
  it("sorts and cuts in the database: thousands of sources reach the process as ten", async () => {
    await h.db.execute(sql`insert into analytics_daily (day, dimension, key, events, visitors)
      select '2026-06-01', dimension, dimension || '-' || i, i, i
      from generate_series(1, 3000) as i, (values ('source'), ('campaign')) as d(dimension)`);
    let returned = 0;
    const counting = new Proxy(h.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver) as unknown;
        return async (query: Parameters<typeof target.execute>[0]) => {
          const result = (await target.execute(query)) as unknown as { rows: unknown[] };
          returned += result.rows.length;
          return result;
        };
      },
    });
    const report = await trafficReport(counting, { from: "2026-06-01", to: "2026-06-01" });
    const top = Array.from({ length: 10 }, (_, i) => 3000 - i);
    expect(report.sources.map((s) => s.key)).toEqual(top.map((i) => `source-${i}`));
    expect(report.campaigns.map((s) => [s.key, s.visitors])).toEqual(
      top.map((i) => [`campaign-${i}`, i]),
    );
    expect(returned).toBe(20);
  });

  it("counts an empty range as zero, with no rate", async () => {
    const report = await trafficReport(h.db, { from: "2026-01-01", to: "2026-01-03" });
    expect(report.current).toEqual({ visitors: 0, pageViews: 0, leads: 0, conversionRate: null });
    expect(report.daily).toHaveLength(3);
    expect(report.pages).toEqual([]);
    expect(report.funnels).toEqual([]);
    expect(previousRange({ from: "2026-03-01", to: "2026-03-31" })).toEqual({
      from: "2026-01-29",
      to: "2026-02-28",
    });
  });

  it("rolls up a day's stored leads per form, landing page, source and campaign", async () => {
    const at = (time: string) => new Date(`2026-11-11T${time}Z`);
    const fromLaunch = {
      landingPath: "/pricing?utm_source=google",
      utmSource: "google",
      utmCampaign: "launch",
    };
    const contact = (createdAt: Date, extra: object = {}) => ({
      firstName: "Ama",
      lastName: "Mensah",
      email: "ama@example.com",
      message: "Call me.",
      policyConsentedAt: createdAt,
      createdAt,
      ...extra,
    });
    await h.db.insert(contactMessages).values([
      contact(at("09:00:00"), fromLaunch),
      contact(at("23:59:59"), { landingPath: "/", referrerHost: "facebook.com" }),
      // Marked spam by the time the day is counted: not a lead.
      contact(at("10:00:00"), { ...fromLaunch, status: "spam" }),
      // The next day's.
      contact(new Date("2026-11-12T00:00:01Z"), fromLaunch),
    ]);
    await h.db.insert(demoRequests).values({
      product: "banking",
      name: "Kwame",
      email: "kwame@example.com",
      phone: "020 111 2222",
      createdAt: at("11:00:00"),
      ...fromLaunch,
    });
    await h.db.insert(subscribers).values([
      // Confirmed this day, signed up two days before: this day's lead.
      {
        email: "efua@example.com",
        status: "active",
        createdAt: new Date("2026-11-09T12:00:00Z"),
        consentedAt: at("12:00:00"),
        unsubscribeToken: "u1",
        landingPath: "/articles",
      },
      // Signed up, never confirmed: anyone can type anyone's address.
      { email: "kofi@example.com", createdAt: at("12:00:00"), unsubscribeToken: "u2" },
    ]);
    await h.db.insert(analyticsDaily).values(row("2026-11-11", "page", "/", 3, 2));
    const rolled = async () =>
      (
        (await h.db.execute(
          sql`select dimension, key, events, visitors from analytics_daily
            where day = '2026-11-11' order by dimension collate "C", key collate "C"`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    await rollUpConversions(h.db, "2026-11-11");
    const once = await rolled();
    const lead = (dimension: string, key: string, n: number) => ({
      dimension,
      key,
      events: n,
      visitors: n,
    });
    expect(once).toEqual([
      // The day's other rollup rows are left as they were.
      { dimension: "page", key: "/", events: 3, visitors: 2 },
      lead("stored-leads", "contact", 2),
      lead("stored-leads", "demo:banking", 1),
      lead("stored-leads", "newsletter", 1),
      lead("stored-leads:campaign", "launch", 2),
      // The landing page without the query its address carried.
      lead("stored-leads:page", "/", 1),
      lead("stored-leads:page", "/articles", 1),
      lead("stored-leads:page", "/pricing", 2),
      lead("stored-leads:source", "(direct)", 1),
      lead("stored-leads:source", "facebook.com", 1),
      lead("stored-leads:source", "google", 2),
    ]);
    await rollUpConversions(h.db, "2026-11-11");
    expect(await rolled()).toEqual(once);
    await expect(rollUpConversions(h.db, "2026-11-11'; drop")).rejects.toThrow(/not a day/);
  });

  // Issue 40, F6: three anonymous `lead_submitted:*` beacons were three leads on the screen.
  it("counts the leads stored, not the goal beacons anyone can send", async () => {
    const day = "2026-11-20";
    const noon = sql`${day}::date + interval '12 hours'`;
    const view = (id: string, extra = sql`null, null`) =>
      sql`(${noon}, 'pageview', '/contact-us', ${id}, 'mobile', 'sm', ${extra})`;
    await h.db.execute(sql`insert into analytics_events
      (at, kind, path, visitor, device, viewport, utm_source, utm_campaign) values
      ${view("v1", sql`'newsletter', 'nov'`)}, ${view("v2")}, ${view("v3")}, ${view("v4")}`);
    // Three beacons a script sent, each claiming a contact message that nobody sent.
    await h.db.execute(sql`insert into analytics_events (at, kind, path, visitor, goal)
      select ${noon}, 'goal', '/contact-us', 'forger-' || i, 'lead_submitted:contact'
      from generate_series(1, 3) as i`);
    await rollUpDay(h.db, day);
    const before = await trafficReport(h.db, { from: day, to: day });
    expect(before.current).toMatchObject({ visitors: 4, leads: 0, conversionRate: 0 });
    expect(before.sources.find((s) => s.key === "newsletter")?.leads).toBe(0);
    // The browsers' reports are still shown, as what they are: the form's funnel.
    expect(before.funnels.find((f) => f.form === "contact")?.steps.at(-1)).toEqual({
      step: "sent",
      visitors: 3,
    });

    // A real contact message through the lead service, from the newsletter's link.
    const stored = await h.backend.leads.submit(
      "contact",
      {
        ...validContact,
        startedAt: humanStart(),
        attribution: { landingPath: "/contact-us", utmSource: "newsletter", utmCampaign: "nov" },
      },
      visitor(),
    );
    expect(stored.status).toBe(201);
    // Received at noon of that day, whenever the test runs.
    await h.db.update(contactMessages).set({ createdAt: new Date(`${day}T12:00:00Z`) });
    await rollUpDay(h.db, day);
    const after = await trafficReport(h.db, { from: day, to: day });
    expect(after.current).toMatchObject({ visitors: 4, leads: 1, conversionRate: 0.25 });
    expect(after.daily).toEqual([{ day, visitors: 4, pageViews: 4, leads: 1, before: 0 }]);
    expect(after.sources.find((s) => s.key === "newsletter")).toMatchObject({
      visitors: 1,
      leads: 1,
    });
    expect(after.campaigns).toEqual([
      { key: "nov", visitors: 1, pageViews: 1, leads: 1, conversionRate: 1 },
    ]);
    expect(after.pages).toEqual([
      { key: "/contact-us", visitors: 4, pageViews: 4, leads: 1, conversionRate: 0.25 },
    ]);
  });
});

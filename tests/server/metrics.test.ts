import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createMetrics, routeGroup } from "#server/metrics.ts";

/** The figures that need no database (the queues are read in the topology test). */
describe("metrics", () => {
  const cleanup: string[] = [];
  afterAll(async () => {
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  });

  it("groups requests by a handful of route groups, never by their path", () => {
    expect(routeGroup("/")).toBe("page");
    expect(routeGroup("/articles/some-article")).toBe("page");
    expect(routeGroup("/about-us/index.html")).toBe("page");
    expect(routeGroup("/about-us.data")).toBe("page_data");
    expect(routeGroup("/_root.data")).toBe("page_data");
    expect(routeGroup("/api/contact")).toBe("lead_api");
    expect(routeGroup("/api/events")).toBe("beacon");
    expect(routeGroup("/staff")).toBe("console");
    expect(routeGroup("/staff.data")).toBe("console");
    expect(routeGroup("/staff/leads")).toBe("console");
    expect(routeGroup("/staffing")).toBe("page");
    expect(routeGroup("/media/abc.webp")).toBe("media");
    expect(routeGroup("/assets/app-1234.js")).toBe("asset");
    expect(routeGroup("/robots.txt")).toBe("file");
    expect(routeGroup("/readyz")).toBe("probe");
  });

  it("leaves out what has no source, instead of a 0 that would mean something", async () => {
    const text = await createMetrics(createLogger("silent")).registry.metrics();
    expect(text).not.toContain("nkabom_backup_newest_timestamp_seconds");
    expect(text).not.toContain("nkabom_publication_served ");
    expect(text).not.toContain("nkabom_publication_latest ");
    expect(text).not.toContain("nkabom_db_pool_waiting_queries");
    expect(text).toContain("nodejs_heap_size_used_bytes");
  });

  it("reports the publication served beside the store's newest (issue 51, N2)", async () => {
    // An instance whose start-up render failed serves the build's pages (0) while the
    // store has 7: PublicationNotServed (ops/prometheus/alerts.yml) reads the difference.
    const metrics = createMetrics(createLogger("silent"));
    metrics.watch({ publicationServed: () => 0, publicationLatest: async () => 7 });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^nkabom_publication_served 0$/m);
    expect(text).toMatch(/^nkabom_publication_latest 7$/m);
  });

  it("reports the newest backup's time, and 0 for a folder without one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "nkabom-backups-"));
    cleanup.push(dir);
    const metrics = createMetrics(createLogger("silent"));
    metrics.watch({ backupDir: dir });
    expect(await metrics.registry.metrics()).toMatch(/^nkabom_backup_newest_timestamp_seconds 0$/m);
    await writeFile(path.join(dir, "old.dump"), "x");
    await utimes(path.join(dir, "old.dump"), 1_000, 1_000);
    await writeFile(path.join(dir, "new.dump"), "x");
    await utimes(path.join(dir, "new.dump"), 2_000, 2_000);
    expect(await metrics.registry.metrics()).toMatch(
      /^nkabom_backup_newest_timestamp_seconds 2000$/m,
    );
  });

  it("counts lead submissions by form and status, whatever the visitor sent", async () => {
    const metrics = createMetrics(createLogger("silent"));
    const leads = metrics.countLeads({
      submit: async (kind) =>
        kind === "subscribe" ? { status: 202, message: "ok" } : { status: 201, id: "1" },
    });
    await leads.submit("contact", { email: "ama@example.com" }, { ip: "192.0.2.1" });
    await leads.submit("contact", {}, { ip: "192.0.2.1" });
    await leads.submit("subscribe", {}, { ip: "192.0.2.1" });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^nkabom_lead_submissions_total\{form="contact",status="201"\} 2$/m);
    expect(text).toMatch(/^nkabom_lead_submissions_total\{form="subscribe",status="202"\} 1$/m);
    expect(text).not.toContain("example.com");
  });
});

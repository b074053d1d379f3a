import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "#app/config/site.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { mailOutbox } from "#server/db/schema.ts";
import { smtpTransport } from "#server/outbox/transport.ts";
import { createOutboxWorker, DEFAULT_MAX_ATTEMPTS, retryDelayMs } from "#server/outbox/worker.ts";
import {
  memoryLogger,
  startHarness,
  storages,
  useHarness,
  validContact,
  validDemo,
  visitor,
} from "./support/harness.ts";
import { waitFor } from "./support/processes.ts";
import { header, mimePart, startSmtpServer, type TestSmtpServer } from "./support/smtp.ts";

const hostile = {
  ...validContact,
  firstName: "<script>alert('x')</script>",
  lastName: 'O"Neil & Sons',
  message: "Hello <b>team</b>,\nline two & <img src=x onerror=alert(1)>",
};

describe.each(storages)("mail outbox on $name", ({ kind }) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp?.close();
  });
  const h = useHarness(kind, () => ({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: "100000" }), {
    resetEach: true,
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.attempts = 0;
    smtp.rejectNext(0);
    smtp.delayMs = 0;
  });

  const outboxRow = async (leadId: string) => {
    const [row] = await h.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
    return row!;
  };

  describe("delivery", () => {
    it("sends the team the visitor's data, HTML-escaped in the HTML part", async () => {
      const outcome = await h.backend.leads.submit(
        "contact",
        hostile,
        visitor({ source: "/contact-us" }),
      );
      expect(outcome.status).toBe(201);
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 1, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual([h.config.teamInbox]);
      expect(header(mail.raw, "Reply-To")).toBe(validContact.email);
      expect(header(mail.raw, "From")).toContain(site.name);

      const text = mimePart(mail.raw, "text/plain");
      expect(text).toContain("<script>alert('x')</script> O\"Neil & Sons");
      expect(text).toContain(validContact.email);
      expect(text).toContain(validContact.phone);
      expect(text).toContain("line two & <img src=x onerror=alert(1)>");
      expect(text).toContain("/contact-us");

      const html = mimePart(mail.raw, "text/html");
      expect(html).not.toContain("<script>");
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<b>team");
      expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
      expect(html).toContain("O&quot;Neil &amp; Sons");
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
      expect(html).toContain(validContact.email);
      expect(html).toContain(site.name);

      const row = await outboxRow((outcome as { id: string }).id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    });

    it("sends a demo request with the product to the team", async () => {
      await h.backend.leads.submit(
        "demo",
        { ...validDemo, formData: { ...validDemo.formData, company: "<Acme & Co>" } },
        visitor(),
      );
      await h.backend.outbox.runOnce();
      expect(smtp.received).toHaveLength(1);
      const html = mimePart(smtp.received[0]!.raw, "text/html");
      expect(html).toContain("Core Banking System");
      expect(html).toContain("&lt;Acme &amp; Co&gt;");
      expect(html).toContain(validDemo.formData.phone);
      expect(mimePart(smtp.received[0]!.raw, "text/plain")).toContain("<Acme & Co>");
    });

    it("tells the team where a lead's visit came from, and adds no empty rows when nothing is known", async () => {
      const attribution = {
        landingPath: "/pricing",
        referrerHost: "News.Example.com",
        utmSource: "newsletter",
        utmCampaign: "<nov & dec>",
      };
      await h.backend.leads.submit("demo", { ...validDemo, attribution }, visitor());
      await h.backend.leads.submit("contact", validContact, visitor());
      await h.backend.outbox.runOnce();
      expect(smtp.received).toHaveLength(2);
      const demo = smtp.received.find((m) =>
        mimePart(m.raw, "text/plain").includes("asked for a demo"),
      )!;
      const text = mimePart(demo.raw, "text/plain");
      expect(text).toMatch(/^Landed on +\/pricing$/m);
      expect(text).toMatch(/^Referrer +news\.example\.com$/m);
      expect(text).toMatch(/^Campaign +source: newsletter · campaign: <nov & dec>$/m);
      expect(mimePart(demo.raw, "text/html")).toContain(
        '<td style="padding:4px 0;white-space:pre-wrap">source: newsletter · campaign: &lt;nov &amp; dec&gt;</td>',
      );
      const contact = smtp.received.find((m) => m !== demo)!;
      expect(mimePart(contact.raw, "text/plain")).not.toMatch(/Landed on|Referrer|Campaign/);
    });

    it("welcomes a subscriber with an unsubscribe link that works", async () => {
      await h.backend.leads.submit("subscribe", { email: "reader@example.com" }, visitor());
      await h.backend.outbox.runOnce();
      const ask = smtp.received[0]!;
      expect(ask.to).toEqual(["reader@example.com"]);
      const confirm = /https:\/\/site\.test\/newsletter\/confirm\?token=([\w-]+)/.exec(
        mimePart(ask.raw, "text/plain"),
      );
      expect(mimePart(ask.raw, "text/html")).toContain(`href="${confirm![0]}"`);
      expect(await h.backend.leads.confirm(confirm![1]!)).toBe("confirmed");
      await h.backend.outbox.runOnce();
      const mail = smtp.received[1]!;
      expect(mail.to).toEqual(["reader@example.com"]);
      const link = /https:\/\/site\.test\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(
        mimePart(mail.raw, "text/plain"),
      );
      expect(link).not.toBeNull();
      expect(mimePart(mail.raw, "text/html")).toContain(`href="${link![0]}"`);
      expect(header(mail.raw, "List-Unsubscribe")).toBe(`<${link![0]}>`);
      expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(await h.backend.unsubscribe(link![1]!)).toBe("unsubscribed");
    });

    it("retries after an SMTP failure with back-off, then sends", async () => {
      smtp.rejectNext(1);
      const outcome = await h.backend.leads.submit("contact", validContact, visitor());
      const id = (outcome as { id: string }).id;

      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 0, failed: 1 });
      let row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
      expect(row.lastError).toContain("451");
      const delay = row.nextAttemptAt.getTime() - Date.now();
      expect(delay).toBeGreaterThan(retryDelayMs(1) - 10_000);
      expect(smtp.received).toHaveLength(0);

      // Not due yet: nothing happens.
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 0, failed: 0 });
      await h.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });

      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 1, failed: 0 });
      row = await outboxRow(id);
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect(row.lastError).toContain("451");
      expect(smtp.attempts).toBe(2);
      expect(smtp.received).toHaveLength(1);
    });

    it("gives up as failed after the last attempt", async () => {
      const { logger } = memoryLogger();
      const worker = createOutboxWorker({
        db: h.db,
        transport: smtpTransport(smtp.url),
        logger,
        from: h.config.mailFrom,
        intervalMs: 600_000,
        maxAttempts: 2,
      });
      smtp.rejectNext(5);
      const outcome = await h.backend.leads.submit("contact", validContact, visitor());
      const id = (outcome as { id: string }).id;
      await worker.runOnce();
      await h.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      await worker.runOnce();
      expect(await outboxRow(id)).toMatchObject({ status: "failed", attempts: 2 });
      await h.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await worker.runOnce()).toMatchObject({ sent: 0, failed: 0 });
      expect(smtp.attempts).toBe(2);
    });

    it("takes over a message whose worker died mid-delivery once its lease ran out", async () => {
      const outcome = await h.backend.leads.submit("contact", validContact, visitor());
      const id = (outcome as { id: string }).id;
      // As a crashed worker leaves it: claimed, attempt counted, lease still running.
      await h.db
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` });
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 0, failed: 0 });

      await h.db.update(mailOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 1 });
      expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
      expect(smtp.received).toHaveLength(1);
    });

    it("fails a message abandoned during its last attempt, keeping the error it had", async () => {
      const outcome = await h.backend.leads.submit("contact", validContact, visitor());
      const id = (outcome as { id: string }).id;
      await h.db.update(mailOutbox).set({
        status: "sending",
        attempts: DEFAULT_MAX_ATTEMPTS,
        lastError: "421 try later",
        lockedUntil: sql`now() - interval '1 second'`,
      });
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 0, failed: 0 });
      expect(await outboxRow(id)).toMatchObject({
        status: "failed",
        lockedUntil: null,
        lastError: "421 try later; delivery lease expired",
      });
      expect(smtp.received).toHaveLength(0);
    });

    it("never delivers a message twice with two workers on the same database", async () => {
      const total = 24;
      for (let i = 0; i < total; i++) {
        const outcome = await h.backend.leads.submit(
          "subscribe",
          { email: `reader${i}@example.com` },
          visitor(),
        );
        expect(outcome.status).toBe(202);
      }
      // A second instance: its own connection pool on PostgreSQL; PGlite is one process.
      const second: Database | null =
        kind === "postgres"
          ? await openDatabase({ dataDir: h.dataDir, databaseUrl: h.config.databaseUrl })
          : null;
      try {
        smtp.delayMs = 20;
        const make = (db: typeof h.db) =>
          createOutboxWorker({
            db,
            transport: smtpTransport(smtp.url),
            logger: memoryLogger().logger,
            from: h.config.mailFrom,
            intervalMs: 600_000,
            batchSize: 3,
          });
        const workers = [make(h.db), make(second?.db ?? h.db)];
        const drain = async (w: (typeof workers)[number]) => {
          let sent = 0;
          for (;;) {
            const pass = await w.runOnce();
            sent += pass.sent;
            if (pass.sent + pass.failed === 0) return sent;
          }
        };
        const counts = await Promise.all(workers.map(drain));
        expect(counts[0]! + counts[1]!).toBe(total);
      } finally {
        await second?.close();
      }
      const recipients = smtp.received.map((m) => m.to[0]);
      expect(recipients).toHaveLength(total);
      expect(new Set(recipients).size).toBe(total);
      const statuses = await h.db.select({ status: mailOutbox.status }).from(mailOutbox);
      expect(statuses.every((s) => s.status === "sent")).toBe(true);
    });
  });
});

describe("mail without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/mail", async () => {
    const h = await startHarness("pglite");
    try {
      await h.backend.leads.submit("contact", hostile, visitor());
      await h.backend.leads.submit("subscribe", { email: "file@example.com" }, visitor());
      expect(await h.backend.outbox.runOnce()).toMatchObject({ sent: 2 });
      const dir = path.join(h.dataDir, "mail");
      const files = (await readdir(dir)).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => /^\d{8}T\d{6}-[0-9a-f-]{36}\.eml$/.test(f))).toBe(true);
      const raws = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
      const team = raws.find((r) => header(r, "To") === h.config.teamInbox)!;
      expect(team).toBeDefined();
      expect(team).toContain("\r\n");
      const text = mimePart(team, "text/plain");
      expect(text).toContain("Hello <b>team</b>,");
      expect(text).toContain("line two & <img src=x onerror=alert(1)>");
      expect(mimePart(team, "text/html")).not.toContain("<script>");
      expect(raws.some((r) => header(r, "To") === "file@example.com")).toBe(true);
    } finally {
      await h.close();
    }
  });

  it("close() waits for the delivery in flight before closing the database", async () => {
    const smtp = await startSmtpServer();
    const h = await startHarness("pglite", { SMTP_URL: smtp.url });
    try {
      smtp.delayMs = 800;
      const outcome = await h.backend.leads.submit("contact", validContact, visitor());
      const pass = h.backend.outbox.runOnce();
      // The relay has the message and holds its answer back: the delivery is in flight.
      await waitFor("the delivery to be in flight", async () =>
        smtp.attempts > 0 ? true : undefined,
      );
      await h.backend.close();
      expect(await pass).toMatchObject({ sent: 1 });
      expect(smtp.received).toHaveLength(1);
      // Reopen the same folder: the delivery was recorded before the database closed.
      const reopened = await openDatabase({ dataDir: h.dataDir });
      try {
        const [row] = await reopened.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.leadId, (outcome as { id: string }).id));
        expect(row).toMatchObject({ status: "sent" });
      } finally {
        await reopened.close();
      }
    } finally {
      await h.close();
      await smtp.close();
    }
  });
});

import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type {
  LeadKind,
  LeadOutcome,
  LeadService,
  SubmissionMeta,
  UnsubscribeResult,
} from "../../app/lib/forms/lead-service.ts";
import { formMessages } from "../../app/lib/forms/messages.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { contactMessages, demoRequests, subscribers } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../outbox/enqueue.ts";
import { isBlocked } from "./block-list.ts";
import { hashIp } from "./ip-hash.ts";
import { teamContactMail, teamDemoMail, unsubscribeUrl, welcomeMail } from "./mail-content.ts";
import { cleanMeta, isRecord, parseLead, spamReason, type Lead } from "./payload.ts";
import type { RateLimiter } from "./rate-limit.ts";

export interface LeadServiceDeps {
  db: Db;
  limiter: RateLimiter;
  ipHashSalt: string;
  config: Pick<Config, "minFillMs" | "blockList" | "teamInbox" | "siteUrl">;
  logger: Logger;
  now?: () => number;
}

export type LeadStore = Required<LeadService>;

const serverError = "Something went wrong on our side. Please try again.";
const notAnObject = "Send the form fields as a JSON object.";

interface Context {
  source: string | null;
  ipHash: string;
  userAgent: string | null;
}

/**
 * Validates, filters and stores submissions, queueing their mail in the same transaction.
 * Every failure past validation is logged and answered with a generic 500: nothing of
 * the database or of the mail set-up reaches the visitor.
 */
export function createLeadService(deps: LeadServiceDeps): LeadStore {
  const { db, limiter, config, logger } = deps;
  const now = deps.now ?? Date.now;

  async function storeSubscriber(email: string, ctx: Context): Promise<LeadOutcome> {
    return db.transaction(async (tx) => {
      const token = randomBytes(32).toString("base64url");
      const [created] = await tx
        .insert(subscribers)
        .values({ email, source: ctx.source, unsubscribeToken: token })
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ id: subscribers.id });
      if (created) {
        await sendWelcome(tx, email, token, created.id);
        return { status: 201, id: created.id };
      }
      const [existing] = await tx
        .select()
        .from(subscribers)
        .where(eq(subscribers.email, email))
        .for("update");
      if (!existing) throw new Error("subscriber row vanished during re-subscribe");
      if (existing.status === "unsubscribed") {
        const at = new Date(now());
        await tx
          .update(subscribers)
          .set({
            status: "active",
            consentedAt: at,
            unsubscribedAt: null,
            source: ctx.source ?? existing.source,
            updatedAt: at,
          })
          .where(eq(subscribers.id, existing.id));
        await sendWelcome(tx, email, existing.unsubscribeToken, existing.id);
      }
      return { status: 200, id: existing.id };
    });
  }

  async function sendWelcome(tx: Db, email: string, token: string, id: string) {
    await enqueueMail(tx, {
      kind: "welcome",
      to: email,
      content: welcomeMail(unsubscribeUrl(config.siteUrl, token)),
      lead: { table: "subscribers", id },
    });
  }

  async function store(lead: Lead, ctx: Context): Promise<LeadOutcome> {
    switch (lead.kind) {
      case "subscribe":
        return storeSubscriber(lead.data.email, ctx);
      case "contact": {
        const d = lead.data;
        return db.transaction(async (tx) => {
          const [row] = await tx
            .insert(contactMessages)
            .values({
              firstName: d.firstName,
              lastName: d.lastName,
              email: d.email,
              phone: d.phone,
              message: d.message,
              policyConsentedAt: new Date(now()),
              source: ctx.source,
              ipHash: ctx.ipHash,
              userAgent: ctx.userAgent,
            })
            .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
          if (!row) throw new Error("contact insert returned no row");
          await enqueueMail(tx, {
            kind: "team-contact",
            to: config.teamInbox,
            replyTo: d.email,
            content: teamContactMail(d, { source: ctx.source, receivedAt: row.createdAt }),
            lead: { table: "contact_messages", id: row.id },
          });
          return { status: 201, id: row.id };
        });
      }
      case "demo": {
        const d = lead.data;
        return db.transaction(async (tx) => {
          const [row] = await tx
            .insert(demoRequests)
            .values({
              product: d.product,
              name: d.name,
              email: d.email,
              phone: d.phone,
              company: d.company,
              jobTitle: d.jobTitle,
              industry: d.industry,
              source: ctx.source,
              ipHash: ctx.ipHash,
              userAgent: ctx.userAgent,
            })
            .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
          if (!row) throw new Error("demo insert returned no row");
          await enqueueMail(tx, {
            kind: "team-demo",
            to: config.teamInbox,
            replyTo: d.email,
            content: teamDemoMail(d, { source: ctx.source, receivedAt: row.createdAt }),
            lead: { table: "demo_requests", id: row.id },
          });
          return { status: 201, id: row.id };
        });
      }
    }
  }

  async function submit(
    kind: LeadKind,
    payload: unknown,
    meta: SubmissionMeta,
  ): Promise<LeadOutcome> {
    try {
      const ipHash = hashIp(meta.ip, deps.ipHashSalt);
      const rate = await limiter.hit(ipHash);
      if (!rate.allowed) {
        logger.warn({ kind, ipHash }, "lead submission rate limited");
        return {
          status: 429,
          message: formMessages.rateLimited,
          retryAfterSeconds: rate.retryAfterSeconds,
        };
      }
      if (!isRecord(payload)) return { status: 400, errors: { form: notAnObject } };

      const spam = spamReason(payload, now(), config.minFillMs);
      if (spam) {
        // Answer as if stored, so the bot learns nothing; keep nothing, send nothing.
        logger.info({ kind, reason: spam, ipHash }, "lead submission dropped as spam");
        return { status: 201, id: randomUUID() };
      }

      const parsed = parseLead(kind, payload);
      if (!parsed.ok) return { status: 400, errors: parsed.errors };
      if (isBlocked(parsed.lead.data.email, config.blockList)) {
        logger.info({ kind, ipHash }, "lead submission from a blocked address");
        return { status: 403, message: formMessages.blocked };
      }

      const outcome = await store(parsed.lead, {
        source: cleanMeta(meta.source ?? payload.source, 200),
        ipHash,
        userAgent: cleanMeta(meta.userAgent, 500),
      });
      if ("id" in outcome)
        logger.info({ kind, id: outcome.id, status: outcome.status }, "lead stored");
      return outcome;
    } catch (err) {
      // Only identifiers: the error's text may quote what the visitor sent.
      logger.error({ error: logSafeError(err), kind }, "lead submission failed");
      return { status: 500, message: serverError };
    }
  }

  async function unsubscribe(token: string): Promise<UnsubscribeResult> {
    // Tokens are 32 random bytes in base64url; anything else cannot match.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return "unknown";
    const at = new Date(now());
    const [changed] = await db
      .update(subscribers)
      .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
      .where(and(eq(subscribers.unsubscribeToken, token), eq(subscribers.status, "active")))
      .returning({ id: subscribers.id });
    if (changed) {
      logger.info({ id: changed.id }, "newsletter unsubscribe");
      return "unsubscribed";
    }
    const [known] = await db
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token));
    return known ? "already" : "unknown";
  }

  return { submit, unsubscribe };
}

import { randomUUID } from "node:crypto";
import type {
  LeadKind,
  LeadOutcome,
  LeadService,
  SubmissionMeta,
} from "../../app/lib/forms/lead-service.ts";
import { formMessages } from "../../app/lib/forms/messages.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { contactMessages, demoRequests } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../outbox/enqueue.ts";
import { isBlocked } from "./block-list.ts";
import type { FormTokens, TokenReading } from "./form-token.ts";
import { claimKey, fingerprint, purgeKeys, saveAnswer } from "./idempotency.ts";
import { hashIp } from "./ip-hash.ts";
import { teamContactMail, teamDemoMail } from "./mail-content.ts";
import { consoleLeadUrl } from "../staff/origin.ts";
import {
  cleanMeta,
  field,
  FORM_TOKEN_FIELD,
  isRecord,
  parseLead,
  spamReason,
  type Lead,
} from "./payload.ts";
import type { RateLimiter } from "./rate-limit.ts";
import { createSubscriptions } from "./subscriptions.ts";

export interface LeadServiceDeps {
  db: Db;
  limiter: RateLimiter;
  ipHashSalt: string;
  formTokens: FormTokens;
  config: Pick<Config, "minFillMs" | "blockList" | "teamInbox" | "siteUrl">;
  logger: Logger;
  now?: () => number;
}

export type LeadStore = Required<LeadService> & {
  /** Deletes expired unconfirmed sign-ups and idempotency keys (see housekeeping). */
  purgeExpired(): Promise<{ subscribers: number; idempotencyKeys: number }>;
};

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
  const { db, limiter, config, logger, formTokens } = deps;
  const now = deps.now ?? Date.now;
  const subscriptions = createSubscriptions({ db, siteUrl: config.siteUrl, logger, now });

  async function store(tx: Db, lead: Lead, ctx: Context): Promise<LeadOutcome> {
    switch (lead.kind) {
      case "subscribe":
        return subscriptions.signUp(tx, lead.data.email, ctx.source);
      case "contact": {
        const d = lead.data;
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
          content: teamContactMail(d, {
            source: ctx.source,
            receivedAt: row.createdAt,
            consoleUrl: consoleLeadUrl(config.siteUrl, "contact", row.id),
          }),
          lead: { table: "contact_messages", id: row.id },
        });
        return { status: 201, id: row.id };
      }
      case "demo": {
        const d = lead.data;
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
          content: teamDemoMail(d, {
            source: ctx.source,
            receivedAt: row.createdAt,
            consoleUrl: consoleLeadUrl(config.siteUrl, "demo", row.id),
          }),
          lead: { table: "demo_requests", id: row.id },
        });
        return { status: 201, id: row.id };
      }
    }
  }

  // With a key, the key is claimed in the transaction that stores the lead: a retry gets
  // the first answer, and a retry racing the first request waits for it (see idempotency).
  function storeOnce(lead: Lead, ctx: Context, key: string | undefined): Promise<LeadOutcome> {
    return db.transaction(async (tx) => {
      if (!key) return store(tx, lead, ctx);
      const scoped = `${lead.kind}:${key}`;
      const earlier = await claimKey(tx, scoped, fingerprint(lead));
      if (earlier) return earlier;
      const outcome = await store(tx, lead, ctx);
      await saveAnswer(tx, scoped, outcome);
      return outcome;
    });
  }

  function spam(payload: Record<string, unknown>, token: TokenReading, tokenRequired: boolean) {
    // Forms posted without JavaScript get their token checked after validation (428).
    if (tokenRequired) return spamReason(payload, now(), 0);
    // A token that is there but not ours was made up: only a bot does that.
    if (token.state === "forged") return "forged-token";
    const signed = token.state === "valid" ? token.issuedAt : undefined;
    return spamReason(payload, now(), config.minFillMs, signed);
  }

  const mature = (token: TokenReading) =>
    token.state === "valid" && now() - token.issuedAt >= config.minFillMs;

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

      const token = formTokens.read(field(payload, FORM_TOKEN_FIELD));
      const tokenRequired = meta.formTokenRequired === true;
      const reason = spam(payload, token, tokenRequired);
      if (reason) {
        // Answer as if stored, so the bot learns nothing; keep nothing, send nothing.
        logger.info({ kind, reason, ipHash }, "lead submission dropped as spam");
        return { status: 201, id: randomUUID() };
      }

      const parsed = parseLead(kind, payload);
      if (!parsed.ok) return { status: 400, errors: parsed.errors };
      if (isBlocked(parsed.lead.data.email, config.blockList)) {
        logger.info({ kind, ipHash }, "lead submission from a blocked address");
        return { status: 403, message: formMessages.blocked };
      }
      if (tokenRequired && !mature(token)) {
        return { status: 428, message: formMessages.sendAgain };
      }

      const outcome = await storeOnce(
        parsed.lead,
        {
          source: cleanMeta(meta.source ?? payload.source, 200),
          ipHash,
          userAgent: cleanMeta(meta.userAgent, 500),
        },
        meta.idempotencyKey,
      );
      if ("id" in outcome)
        logger.info({ kind, id: outcome.id, status: outcome.status }, "lead stored");
      return outcome;
    } catch (err) {
      // Only identifiers: the error's text may quote what the visitor sent.
      logger.error({ error: logSafeError(err), kind }, "lead submission failed");
      return { status: 500, message: serverError };
    }
  }

  return {
    submit,
    unsubscribe: subscriptions.unsubscribe,
    confirm: subscriptions.confirm,
    issueFormToken: formTokens.issue,
    checkFormToken: (token) => formTokens.check(token, config.minFillMs),
    async purgeExpired() {
      return {
        subscribers: await subscriptions.purgeExpired(),
        idempotencyKeys: await purgeKeys(db, now()),
      };
    },
  };
}

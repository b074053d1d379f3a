import { randomUUID } from "node:crypto";
import type {
  LeadKind,
  LeadOutcome,
  LeadService,
  SubmissionMeta,
} from "#app/lib/forms/lead-service.ts";
import { formMessages } from "#app/lib/forms/messages.ts";
import {
  readAttribution,
  storedAttribution,
  type Attribution,
} from "#app/lib/forms/attribution.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../db/unavailable.ts";
import type { WriteHealth } from "../db/write-health.ts";
import { contactMessages, demoRequests } from "../db/schema.ts";
import { logSafeError } from "../log-safe-error.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../outbox/enqueue.ts";
import { contactCreated, demoCreated, emitWebhookEvent } from "../webhooks/events.ts";
import { isBlocked } from "./block-list.ts";
import type { FormTokens, TokenReading } from "./form-token.ts";
import { claimKey, fingerprint, purgeKeys, saveAnswer } from "./idempotency.ts";
import { hashIp } from "./ip-hash.ts";
import { teamContactMail, teamDemoMail } from "./mail-content.server.ts";
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
import { rateLimitKey, type RateLimiter } from "../shared/rate-limit.ts";
import { createSubscriptions } from "./subscriptions.ts";
import { FormTokenReplayed, purgeUsedFormTokens, spendFormToken } from "./used-form-tokens.ts";

export interface LeadServiceDeps {
  db: Db;
  limiter: RateLimiter;
  ipHashSalt: string;
  formTokens: FormTokens;
  config: Pick<Config, "minFillMs" | "blockList" | "teamInbox" | "siteUrl" | "rateLimit">;
  logger: Logger;
  now?: () => number;
  /** Told of each stored submission and each failed one (readiness, write-health.ts). */
  writeHealth?: WriteHealth;
}

export type LeadStore = Required<LeadService> & {
  /** Deletes expired unconfirmed sign-ups and idempotency keys (see housekeeping). */
  purgeExpired(): Promise<{ subscribers: number; idempotencyKeys: number; formTokens: number }>;
};

const serverError = "Something went wrong on our side. Please try again.";
const notAnObject = "Send the form fields as a JSON object.";

interface FormTokenOf {
  reading: TokenReading;
  /** Signed by us for this form. */
  own: boolean;
  /** Own, and old enough for the fill-time check. */
  mature: boolean;
  /** As sent. */
  given: unknown;
}

interface Context {
  source: string | null;
  /** Where the visit came from: what the request says, valid fields only. */
  attribution: Attribution;
  ipHash: string;
  userAgent: string | null;
  /** The valid form token the submission came with: spent when it is stored. */
  token: { nonce: string; issuedAt: number } | undefined;
}

/**
 * A newsletter sign-up is answered the same whether the address is new, pending,
 * subscribed or unsubscribed (and when it is dropped as spam): the answer must not tell
 * anyone who reads our newsletter.
 */
const signUpAccepted: LeadOutcome = { status: 202, message: formMessages.signUpAccepted };

/** What a dropped submission is answered, so that the bot learns nothing. */
const pretendStored = (kind: LeadKind): LeadOutcome =>
  kind === "subscribe" ? signUpAccepted : { status: 201, id: randomUUID() };

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
      case "subscribe": {
        const id = await subscriptions.signUp(tx, lead.data.email, ctx.source, ctx.attribution);
        logger.info({ kind: lead.kind, id }, "newsletter sign-up");
        return signUpAccepted;
      }
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
            ...storedAttribution(ctx.attribution),
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
            attribution: ctx.attribution,
          }),
          lead: { table: "contact_messages", id: row.id },
        });
        await emitWebhookEvent(tx, contactCreated(row, d, ctx.source, ctx.attribution));
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
            ...storedAttribution(ctx.attribution),
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
            attribution: ctx.attribution,
          }),
          lead: { table: "demo_requests", id: row.id },
        });
        await emitWebhookEvent(tx, demoCreated(row, d, ctx.source, ctx.attribution));
        return { status: 201, id: row.id };
      }
    }
  }

  // With a key, the key is claimed in the transaction that stores the lead: a retry gets
  // the first answer, and a retry racing the first request waits for it (see idempotency).
  // Only then is the form token spent: a retry of a stored submission is answered, not
  // mistaken for a replay.
  function storeOnce(lead: Lead, ctx: Context, key: string | undefined): Promise<LeadOutcome> {
    return db.transaction(async (tx) => {
      const scoped = key && `${lead.kind}:${key}`;
      if (scoped) {
        const earlier = await claimKey(tx, scoped, fingerprint(lead));
        if (earlier) return earlier;
      }
      if (ctx.token) await spendFormToken(tx, ctx.token.nonce, ctx.token.issuedAt);
      const outcome = await store(tx, lead, ctx);
      if (scoped) await saveAnswer(tx, scoped, outcome);
      return outcome;
    });
  }

  function spam(
    kind: LeadKind,
    payload: Record<string, unknown>,
    token: TokenReading,
    withoutScript: boolean,
  ) {
    // Forms posted without JavaScript get their token checked after validation (428).
    if (withoutScript) return spamReason(payload, now(), 0);
    // A token that is there but not ours was made up, and one of another form was taken
    // from it: only a bot does either.
    if (token.state === "forged") return "forged-token";
    if (token.state === "valid" && token.form !== kind) return "token-of-another-form";
    const signed = token.state === "valid" ? token.issuedAt : undefined;
    return spamReason(payload, now(), config.minFillMs, signed);
  }

  /** The submission's form token: read once, and judged once for the fill-time check. */
  function readToken(kind: LeadKind, payload: unknown): FormTokenOf {
    const given = isRecord(payload) ? field(payload, FORM_TOKEN_FIELD) : undefined;
    const reading = formTokens.read(given);
    const own = reading.state === "valid" && reading.form === kind;
    return { reading, own, mature: own && now() - reading.issuedAt >= config.minFillMs, given };
  }

  /**
   * The page answering a form posted without JavaScript carries the token for the next
   * send (docs/lead-capture.md, "A contact message, step by step"): the same one while it
   * is good (a too-fresh one matures), else a freshly signed one. A mature one answered 428
   * or 422 stored a submission before (other values, when 422: the visitor went back and
   * edited): it is spent, and the form comes back to be sent once more with a new one.
   */
  function nextFormToken(kind: LeadKind, token: FormTokenOf, outcome: LeadOutcome): string {
    const spent = token.mature && (outcome.status === 428 || outcome.status === 422);
    return token.own && !spent ? String(token.given) : formTokens.issue(kind);
  }

  /**
   * Both ways in meet here, once their body is parsed: the JSON API (server/api.ts) and the
   * page's action for a form posted without JavaScript (app/lib/forms/route-actions.server.ts).
   * A form posted without JavaScript has its signed token as its idempotency key, so
   * pressing Send twice stores one submission, and its answer carries the token for the
   * next send.
   */
  async function submit(
    kind: LeadKind,
    payload: unknown,
    meta: SubmissionMeta,
  ): Promise<LeadOutcome> {
    const token = readToken(kind, payload);
    if (!meta.withoutScript) return checkAndStore(kind, payload, meta, token);
    const key =
      token.own && token.reading.state === "valid" ? `form:${token.reading.nonce}` : undefined;
    const outcome = await checkAndStore(kind, payload, { ...meta, idempotencyKey: key }, token);
    if ("id" in outcome || outcome.status === 202) return outcome; // stored: nothing to send again
    return { ...outcome, formToken: nextFormToken(kind, token, outcome) };
  }

  /** Rate limit, spam checks, validation, block list, then the store-once transaction. */
  async function checkAndStore(
    kind: LeadKind,
    payload: unknown,
    meta: SubmissionMeta,
    token: FormTokenOf,
  ): Promise<LeadOutcome> {
    try {
      const ipHash = hashIp(meta.ip, deps.ipHashSalt);
      const rate = await limiter.hit(
        hashIp(rateLimitKey(meta.ip, config.rateLimit.ipv6Subnet), deps.ipHashSalt),
      );
      if (!rate.allowed) {
        logger.warn({ kind, ipHash }, "lead submission rate limited");
        return {
          status: 429,
          message: formMessages.rateLimited,
          retryAfterSeconds: rate.retryAfterSeconds,
        };
      }
      if (!isRecord(payload)) return { status: 400, errors: { form: notAnObject } };

      const withoutScript = meta.withoutScript === true;
      const reason = spam(kind, payload, token.reading, withoutScript);
      if (reason) {
        // Answer as if stored, so the bot learns nothing; keep nothing, send nothing.
        logger.info({ kind, reason, ipHash }, "lead submission dropped as spam");
        return pretendStored(kind);
      }

      const parsed = parseLead(kind, payload);
      if (!parsed.ok) return { status: 400, errors: parsed.errors };
      if (isBlocked(parsed.lead.data.email, config.blockList)) {
        logger.info({ kind, ipHash }, "lead submission from a blocked address");
        return { status: 403, message: formMessages.blocked };
      }
      if (withoutScript && !token.mature) {
        return { status: 428, message: formMessages.sendAgain };
      }

      let outcome: LeadOutcome;
      try {
        outcome = await storeOnce(
          parsed.lead,
          {
            source: cleanMeta(meta.source ?? payload.source, 200),
            // A form posted without JavaScript has it from its page's address.
            attribution: readAttribution(meta.attribution ?? payload.attribution),
            ipHash,
            userAgent: cleanMeta(meta.userAgent, 500),
            token: token.reading.state === "valid" ? token.reading : undefined,
          },
          meta.idempotencyKey,
        );
      } catch (err) {
        if (!(err instanceof FormTokenReplayed)) throw err;
        logger.info({ kind, reason: "replayed-token", ipHash }, "lead submission dropped as spam");
        // Without JavaScript, the page asks to send it once more, with a new token.
        return withoutScript
          ? { status: 428, message: formMessages.sendAgain }
          : pretendStored(kind);
      }
      if ("id" in outcome)
        logger.info({ kind, id: outcome.id, status: outcome.status }, "lead stored");
      deps.writeHealth?.succeeded();
      return outcome;
    } catch (err) {
      deps.writeHealth?.failed(err);
      // Only identifiers: the error's text may quote what the visitor sent.
      if (isDatabaseUnavailable(err)) {
        // A passing state (a restart, a full disk): the visitor is asked to send again soon.
        logger.warn({ error: logSafeError(err), kind }, "lead submission: database unavailable");
        return {
          status: 503,
          message: serverError,
          retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
        };
      }
      logger.error({ error: logSafeError(err), kind }, "lead submission failed");
      return { status: 500, message: serverError };
    }
  }

  return {
    submit,
    unsubscribe: subscriptions.unsubscribe,
    confirm: subscriptions.confirm,
    issueFormToken: formTokens.issue,
    async purgeExpired() {
      return {
        subscribers: await subscriptions.purgeExpired(),
        idempotencyKeys: await purgeKeys(db, now()),
        formTokens: await purgeUsedFormTokens(db, now()),
      };
    },
  };
}

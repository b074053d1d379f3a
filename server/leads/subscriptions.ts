import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { hasAttribution, storedAttribution, type Attribution } from "#app/lib/forms/attribution.ts";
import type { ConfirmResult, UnsubscribeResult } from "#app/lib/forms/lead-service.ts";
import type { Db } from "../db/database.ts";
import { subscribers } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { enqueueMail } from "../outbox/enqueue.ts";
import { emitWebhookEvent } from "../webhooks/events.ts";
import { confirmMail, confirmUrl, unsubscribeUrl, welcomeMail } from "./mail-content.server.ts";

/** An unconfirmed sign-up is forgotten after this long (and its link stops working). */
export const PENDING_TTL_MS = 7 * 24 * 60 * 60_000;
/** A repeated sign-up of an unconfirmed address re-sends the mail at most this often. */
export const CONFIRM_RESEND_MS = 15 * 60_000;
const PENDING_TTL_DAYS = PENDING_TTL_MS / (24 * 60 * 60_000);

const attributionColumns = {
  landingPath: subscribers.landingPath,
  referrerHost: subscribers.referrerHost,
  utmSource: subscribers.utmSource,
  utmMedium: subscribers.utmMedium,
  utmCampaign: subscribers.utmCampaign,
  utmContent: subscribers.utmContent,
  utmTerm: subscribers.utmTerm,
};

const newToken = () => randomBytes(32).toString("base64url");
// Tokens are 32 random bytes in base64url; anything else cannot match.
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

interface Deps {
  db: Db;
  siteUrl: string;
  logger: Logger;
  now: () => number;
}

/**
 * The newsletter with double opt-in. A sign-up stores a `pending` row and queues a mail
 * asking to confirm; only the link in it makes the address a subscriber (`active`, consent
 * time = confirmation time) and sends the welcome mail with the unsubscribe link. Pending
 * rows expire after PENDING_TTL_MS: the link then says so, and `purgeExpired` deletes them.
 */
export function createSubscriptions({ db, siteUrl, logger, now }: Deps) {
  async function sendConfirm(tx: Db, email: string, token: string, id: string) {
    await enqueueMail(tx, {
      kind: "confirm",
      to: email,
      content: confirmMail(confirmUrl(siteUrl, token), PENDING_TTL_DAYS),
      lead: { table: "subscribers", id },
    });
  }

  /**
   * Runs inside the caller's transaction (see service.ts). Returns the row's id, for the
   * log only: the visitor's answer is the same whatever happened here.
   */
  async function signUp(
    tx: Db,
    email: string,
    source: string | null,
    attribution: Attribution = {},
  ): Promise<string> {
    const at = new Date(now());
    const token = newToken();
    const [created] = await tx
      .insert(subscribers)
      .values({
        email,
        source,
        ...storedAttribution(attribution),
        status: "pending",
        unsubscribeToken: newToken(),
        confirmToken: token,
        confirmSentAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    if (created) {
      await sendConfirm(tx, email, token, created.id);
      return created.id;
    }
    const [existing] = await tx
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, email))
      .for("update");
    if (!existing) throw new Error("subscriber row vanished during sign-up");
    if (existing.status === "active") return existing.id;

    const sentAt = existing.confirmSentAt?.getTime() ?? 0;
    const expired = existing.status === "pending" && sentAt < at.getTime() - PENDING_TTL_MS;
    if (existing.status === "pending" && !expired && sentAt > at.getTime() - CONFIRM_RESEND_MS) {
      // Asked again soon after: the mail is on its way; do not let a form flood the inbox.
      return existing.id;
    }
    // Unsubscribed, expired, or a while since the last mail: ask (again) to confirm.
    const confirmToken = existing.status === "pending" && !expired ? existing.confirmToken : null;
    const reuse = confirmToken ?? token;
    await tx
      .update(subscribers)
      .set({
        status: "pending",
        confirmToken: reuse,
        confirmSentAt: at,
        source: source ?? existing.source,
        // The visit that signed up again, if it says where it came from.
        ...(hasAttribution(attribution) ? storedAttribution(attribution) : {}),
        updatedAt: at,
      })
      .where(eq(subscribers.id, existing.id));
    await sendConfirm(tx, email, reuse, existing.id);
    return existing.id;
  }

  async function confirm(token: string): Promise<ConfirmResult> {
    if (!isToken(token)) return "unknown";
    return db.transaction(async (tx) => {
      const at = new Date(now());
      const [changed] = await tx
        .update(subscribers)
        .set({ status: "active", consentedAt: at, unsubscribedAt: null, updatedAt: at })
        .where(
          and(
            eq(subscribers.confirmToken, token),
            eq(subscribers.status, "pending"),
            gt(subscribers.confirmSentAt, new Date(at.getTime() - PENDING_TTL_MS)),
          ),
        )
        .returning({
          id: subscribers.id,
          email: subscribers.email,
          unsubscribeToken: subscribers.unsubscribeToken,
          source: subscribers.source,
          ...attributionColumns,
        });
      if (changed) {
        await enqueueMail(tx, {
          kind: "welcome",
          to: changed.email,
          content: welcomeMail(unsubscribeUrl(siteUrl, changed.unsubscribeToken)),
          lead: { table: "subscribers", id: changed.id },
        });
        const { id, email, source } = changed;
        const data = {
          id,
          email,
          source,
          attribution: storedAttribution(changed),
          consentedAt: at.toISOString(),
        };
        await emitWebhookEvent(tx, { type: "subscriber.confirmed", data });
        logger.info({ id: changed.id }, "newsletter subscription confirmed");
        return "confirmed";
      }
      const [known] = await tx
        .select({ status: subscribers.status })
        .from(subscribers)
        .where(eq(subscribers.confirmToken, token));
      if (!known) return "unknown";
      if (known.status === "active") return "already";
      return known.status === "unsubscribed" ? "unsubscribed" : "expired";
    });
  }

  async function unsubscribe(token: string): Promise<UnsubscribeResult> {
    if (!isToken(token)) return "unknown";
    const at = new Date(now());
    // One transaction: the unsubscribe and its webhook event commit together.
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscribers)
        .set({ status: "unsubscribed", unsubscribedAt: at, updatedAt: at })
        .where(and(eq(subscribers.unsubscribeToken, token), eq(subscribers.status, "active")))
        .returning({ id: subscribers.id, email: subscribers.email });
      if (row) {
        const data = { ...row, unsubscribedAt: at.toISOString() };
        await emitWebhookEvent(tx, { type: "subscriber.unsubscribed", data });
      }
      return row;
    });
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

  /** Deletes unconfirmed sign-ups past their expiry; returns how many. */
  async function purgeExpired(): Promise<number> {
    const gone = await db
      .delete(subscribers)
      .where(
        and(
          eq(subscribers.status, "pending"),
          lt(
            sql`coalesce(${subscribers.confirmSentAt}, ${subscribers.createdAt})`,
            new Date(now() - PENDING_TTL_MS),
          ),
        ),
      )
      .returning({ id: subscribers.id });
    return gone.length;
  }

  return { signUp, confirm, unsubscribe, purgeExpired };
}

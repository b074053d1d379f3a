import { sql } from "drizzle-orm";
import {
  type ExtraConfigColumn,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { attributionLimits } from "#app/lib/forms/attribution.ts";
import { demoProducts } from "#app/lib/forms/demo-products.ts";
import { MEDIA_FORMATS } from "#app/lib/media.ts";

/**
 * The one schema of the lead-capture backend, for PGlite and PostgreSQL alike. After a
 * change run `npx drizzle-kit generate` and commit the new SQL under drizzle/.
 *
 * Status columns are text with a CHECK rather than Postgres enums: adding a value later
 * is then a plain constraint swap inside a migration.
 */

const time = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => time("created_at").notNull().defaultNow();

// Double opt-in: a sign-up is `pending` until the address confirms it from the mail;
// only `active` rows are subscribers. Pending rows expire (see PENDING_TTL in the service).
export const subscriberStatuses = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const subscribers = pgTable(
  "subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored lower-cased (the server schema normalises it), so a plain unique index suffices.
    email: text("email").notNull().unique(),
    status: text("status", { enum: subscriberStatuses }).notNull().default("pending"),
    // The consent is the confirmation: null until the address confirmed.
    consentedAt: time("consented_at"),
    // Secret of the confirmation link; null once confirmed.
    confirmToken: text("confirm_token").unique(),
    // When the last confirmation mail was queued: re-sends are spaced by this.
    confirmSentAt: time("confirm_sent_at"),
    unsubscribedAt: time("unsubscribed_at"),
    source: text("source"),
    ...attribution(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("subscribers_status_check", sql`${t.status} in ('pending', 'active', 'unsubscribed')`),
    index("subscribers_created_at_idx").on(t.createdAt),
  ],
);

// ---- Staff console (issue 19): how a lead is being worked, on the lead's own row. ----
export const leadStatuses = ["new", "contacted", "qualified", "not-a-fit", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

function leadWork() {
  return {
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    // No foreign key: staff_accounts is defined below and accounts are disabled, never deleted.
    assigneeId: uuid("assignee_id"),
  };
}

function leadWorkIndexes(
  table: string,
  t: Record<"status" | "assigneeId" | "createdAt" | "id", ExtraConfigColumn>,
) {
  return [
    check(
      `${table}_status_check`,
      sql.raw(`status in (${leadStatuses.map((s) => `'${s}'`).join(", ")})`),
    ),
    // The inbox pages newest first by (created_at, id), optionally within a status or assignee.
    index(`${table}_inbox_idx`).on(t.createdAt.desc(), t.id.desc()),
    index(`${table}_status_idx`).on(t.status, t.createdAt.desc(), t.id.desc()),
    index(`${table}_assignee_idx`).on(t.assigneeId, t.createdAt.desc(), t.id.desc()),
    // The inbox's Source and Campaign filters (docs/decisions/028): without them a source
    // few leads share walked the whole table newest first (docs/performance.md). The
    // expressions are server/staff/lead-inbox.server.ts's, verbatim, or PostgreSQL will
    // not use them.
    index(`${table}_source_idx`).on(
      sql`lower(coalesce(utm_source, referrer_host, '(direct)'))`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index(`${table}_campaign_idx`).on(sql`lower(utm_campaign)`, t.createdAt.desc(), t.id.desc()),
  ];
}

// ---- Staff inbox search (issue 19): whole addresses by B-tree, words by full-text GIN. ----
/**
 * The words of a lead the inbox search matches, as a full-text document. The 'simple'
 * configuration lower-cases without stemming (names and companies are not English); the
 * address is cut at '@', '.', '+' and '_' so that "kumasi" or "lead12" finds
 * "lead12@kumasi.example". server/staff/lead-inbox.server.ts repeats these expressions verbatim:
 * PostgreSQL only uses an expression index for the very same expression.
 */
export const leadSearchDocuments = {
  contact: sql.raw(
    `to_tsvector('simple', first_name || ' ' || last_name || ' ' || translate(email, '@.+_', '    ') || ' ' || message)`,
  ),
  demo: sql.raw(
    `to_tsvector('simple', name || ' ' || translate(email, '@.+_', '    ') || ' ' || company)`,
  ),
} as const;

function leadSearchIndexes(
  table: "contact_messages" | "demo_requests",
  t: Record<"email", ExtraConfigColumn>,
) {
  const kind = table === "contact_messages" ? "contact" : "demo";
  return [
    // Addresses are stored lower-cased: a whole address is one B-tree probe (the inbox
    // search and data-subject requests).
    index(`${table}_email_idx`).on(t.email),
    index(`${table}_search_idx`).using("gin", leadSearchDocuments[kind]),
  ];
}
// ---- end staff console lead columns ----

/**
 * Where the lead's visit came from (app/lib/forms/attribution.ts): each column null when
 * the visit did not say, bounded as the schema bounds it.
 */
function attribution() {
  const utm = (name: string) => varchar(name, { length: attributionLimits.utm });
  return {
    landingPath: varchar("landing_path", { length: attributionLimits.landingPath }),
    referrerHost: varchar("referrer_host", { length: attributionLimits.referrerHost }),
    utmSource: utm("utm_source"),
    utmMedium: utm("utm_medium"),
    utmCampaign: utm("utm_campaign"),
    utmContent: utm("utm_content"),
    utmTerm: utm("utm_term"),
  };
}

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    policyConsentedAt: time("policy_consented_at").notNull(),
    source: text("source"),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...attribution(),
    createdAt: createdAt(),
    ...leadWork(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    ...leadWorkIndexes("contact_messages", t),
    ...leadSearchIndexes("contact_messages", t),
  ],
);

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    product: text("product", { enum: demoProducts }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company").notNull().default(""),
    jobTitle: text("job_title").notNull().default(""),
    industry: text("industry").notNull().default(""),
    source: text("source"),
    ipHash: text("ip_hash"),
    userAgent: text("user_agent"),
    ...attribution(),
    createdAt: createdAt(),
    ...leadWork(),
  },
  (t) => [
    ...leadWorkIndexes("demo_requests", t),
    ...leadSearchIndexes("demo_requests", t),
    check(
      "demo_requests_product_check",
      sql.raw(`product in (${demoProducts.map((p) => `'${p}'`).join(", ")})`),
    ),
    index("demo_requests_created_at_idx").on(t.createdAt),
  ],
);

export const outboxStatuses = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const mailKinds = ["team-contact", "team-demo", "confirm", "welcome"] as const;
export type MailKind = (typeof mailKinds)[number];
export const leadTables = ["subscribers", "contact_messages", "demo_requests"] as const;

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: mailKinds }).notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: time("next_attempt_at").notNull().defaultNow(),
    // While `sending`, the claim holds until this time; past it another worker may retry.
    lockedUntil: time("locked_until"),
    lastError: text("last_error"),
    sentAt: time("sent_at"),
    leadTable: text("lead_table", { enum: leadTables }).notNull(),
    leadId: uuid("lead_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_lead_idx").on(t.leadTable, t.leadId),
  ],
);

/** Fixed-window request counters, used when several instances share PostgreSQL. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: time("window_start").notNull(),
  count: integer("count").notNull(),
});

/**
 * Answers given to requests that carried an Idempotency-Key (or, posted without
 * JavaScript, a signed form token): a repeat gets the first answer and stores nothing.
 * Kept in the database so the answer holds across instances and restarts; rows older
 * than a day are deleted by the outbox worker's housekeeping.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    key: text("key").primaryKey(),
    // SHA-256 of the request: the same key with a different request is refused (422).
    fingerprint: text("fingerprint").notNull(),
    status: integer("status").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("idempotency_keys_created_at_idx").on(t.createdAt)],
);

/**
 * Form tokens that stored a submission (server/leads/used-form-tokens.ts): a token is good
 * for one stored submission. Kept until the token itself expires, then deleted by the
 * hourly housekeeping.
 */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    // The token's random nonce.
    nonce: text("nonce").primaryKey(),
    expiresAt: time("expires_at").notNull(),
  },
  (t) => [index("used_form_tokens_expires_at_idx").on(t.expiresAt)],
);

// ---- Webhooks (issue 20, docs/webhooks.md, decision 015) ----------------------------------

export const webhookEventTypes = [
  "contact.created",
  "demo.created",
  "subscriber.confirmed",
  "subscriber.unsubscribed",
  "person.erased",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
export const webhookEndpointStatuses = ["active", "disabled"] as const;
export const webhookDeliveryStatuses = ["pending", "sending", "delivered", "failed"] as const;

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    url: text("url").notNull(),
    events: jsonb("events").$type<WebhookEventType[]>().notNull(),
    // Signing secrets, encrypted (server/webhooks/secret-box.ts): a dump alone leaks none.
    secret: text("secret").notNull(),
    // After a rotation the old secret signs too, until previousSecretUntil.
    previousSecret: text("previous_secret"),
    previousSecretUntil: time("previous_secret_until"),
    status: text("status", { enum: webhookEndpointStatuses }).notNull().default("active"),
    disabledReason: text("disabled_reason"),
    createdAt: createdAt(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (t) => [check("webhook_endpoints_status_check", sql`${t.status} in ('active', 'disabled')`)],
);

/** The webhook outbox: one row per event and endpoint; its id is the `webhook-id`. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type", { enum: webhookEventTypes }).notNull(),
    // The exact body sent, the same bytes on every attempt.
    payload: text("payload").notNull(),
    // Lower-cased address the event is about, so an erasure can delete queued copies.
    subjectEmail: text("subject_email"),
    status: text("status", { enum: webhookDeliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: time("next_attempt_at").notNull().defaultNow(),
    lockedUntil: time("locked_until"),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: time("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} in ('pending', 'sending', 'delivered', 'failed')`,
    ),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_subject_idx").on(t.subjectEmail),
  ],
);

/** One row per HTTP attempt, for `npm run webhooks -- deliveries`. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_attempts_delivery_idx").on(t.deliveryId)],
);

// ---------------------------------------------------------------------------------------
// Staff console (issue 19, docs/staff-console.md): accounts, passkeys, sessions, audit.
// ---------------------------------------------------------------------------------------

export const staffRoles = ["sales", "marketing", "compliance", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    // One or more roles: a permission is granted when any of them grants it.
    roles: text("roles", { enum: staffRoles }).array().notNull(),
    // The opaque handle the passkeys carry (WebAuthn user.id), never the address.
    webauthnUserId: text("webauthn_user_id").notNull().unique(),
    disabledAt: time("disabled_at"),
    createdAt: createdAt(),
  },
  () => [
    check(
      "staff_accounts_roles_check",
      sql.raw(
        `cardinality(roles) > 0 and roles <@ array[${staffRoles.map((r) => `'${r}'`).join(", ")}]::text[]`,
      ),
    ),
  ],
);

/** One-time invitation links: only the SHA-256 of the token is stored. */
export const staffInvitations = pgTable("staff_invitations", {
  id: uuid("id").primaryKey().defaultRandom(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => staffAccounts.id),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: time("expires_at").notNull(),
  usedAt: time("used_at"),
  createdAt: createdAt(),
});

export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    // The credential id, base64url, as the browser reports it.
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: time("last_used_at"),
  },
  (t) => [index("staff_passkeys_account_idx").on(t.accountId)],
);

export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id),
    codeHash: text("code_hash").notNull(),
    usedAt: time("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("staff_recovery_codes_account_idx").on(t.accountId)],
);

export const staffSessions = pgTable(
  "staff_sessions",
  {
    // SHA-256 of the cookie's value: a copy of the table does not give working sessions.
    idHash: text("id_hash").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: createdAt(),
    lastSeenAt: time("last_seen_at").notNull().defaultNow(),
    // When the holder last proved a passkey (or recovery code): re-verification is counted from it.
    verifiedAt: time("verified_at").notNull().defaultNow(),
    revokedAt: time("revoked_at"),
  },
  (t) => [index("staff_sessions_account_idx").on(t.accountId)],
);

/** WebAuthn challenges between options and response, one use each. */
export const staffChallenges = pgTable("staff_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose").notNull(),
  accountId: uuid("account_id"),
  expiresAt: time("expires_at").notNull(),
});

/**
 * What staff did. Append-only in the database itself: a trigger (migration
 * 0005_audit_log_append_only) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: time("at").notNull().defaultNow(),
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    success: boolean("success").notNull().default(true),
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  // The screen's pages walk (at, id) newest first, alone or within one action or actor:
  // each has its index in that order, so a page costs the same at any depth of the log.
  (t) => [
    index("audit_log_at_id_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc(), t.id.desc()),
    index("audit_log_actor_at_idx").on(t.actorEmail, t.at.desc(), t.id.desc()),
  ],
);

export const leadKinds = ["contact", "demo"] as const;
export type LeadKind = (typeof leadKinds)[number];

/** A lead's notes and history: who changed what, when. Rows are only ever added. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadKind: text("lead_kind", { enum: leadKinds }).notNull(),
    leadId: uuid("lead_id").notNull(),
    actorId: uuid("actor_id").references(() => staffAccounts.id),
    kind: text("kind", { enum: ["note", "status", "assignee"] }).notNull(),
    body: text("body").notNull(),
    at: time("at").notNull().defaultNow(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadKind, t.leadId, t.at, t.id)],
);

// ---- Analytics (issue 32, docs/decisions/026-cookieless-first-party-analytics.md) -----------

export const analyticsEventKinds = ["pageview", "vital", "goal"] as const;
export type AnalyticsEventKind = (typeof analyticsEventKinds)[number];

/**
 * What the beacon sent, one row per event, kept 90 days (the retention job). `visitor` is
 * an HMAC under a secret deleted after two days, so it links a visitor's events of one
 * day and nothing more; the address and user agent it was made from are never stored.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: time("at").notNull().defaultNow(),
    kind: text("kind", { enum: analyticsEventKinds }).notNull(),
    path: text("path").notNull(),
    visitor: text("visitor").notNull(),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmTerm: text("utm_term"),
    device: text("device"),
    viewport: text("viewport"),
    vitalName: text("vital_name"),
    vitalValue: doublePrecision("vital_value"),
    vitalRating: text("vital_rating"),
    vitalElement: text("vital_element"),
    goal: text("goal"),
  },
  (t) => [
    check("analytics_events_kind_check", sql`${t.kind} in ('pageview', 'vital', 'goal')`),
    index("analytics_events_at_idx").on(t.at),
  ],
);

/**
 * Per-day totals the Traffic screen reads instead of the raw events: one row per day,
 * dimension ("page", "source", "campaign", "goal", "total", "vital:LCP", "vital-element:LCP"…)
 * and key (a path, a host, a goal name…). Aggregates only: nothing in them names a visitor.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
    p75: doublePrecision("p75"),
    good: integer("good"),
    needsImprovement: integer("needs_improvement"),
    poor: integer("poor"),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.dimension, t.key] }),
    // The chart's daily totals over a range and the period before it: a few rows a day
    // among thousands, found without walking every row of those days.
    index("analytics_daily_dimension_day_idx").on(t.dimension, t.day),
  ],
);

/**
 * The daily rows summed per calendar month (`month` is its first day), rewritten by the
 * day's rollup: the Traffic screen reads a range's whole months here and only the days at
 * its ends from analytics_daily, so a year costs about as much as a month
 * (docs/decisions/027). `p75` is the mean of the days' p75s weighted by their events.
 */
export const analyticsMonthly = pgTable(
  "analytics_monthly",
  {
    month: date("month").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    events: integer("events").notNull(),
    visitors: integer("visitors").notNull(),
    p75: doublePrecision("p75"),
    good: integer("good"),
    needsImprovement: integer("needs_improvement"),
    poor: integer("poor"),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.dimension, t.key] }),
    check("analytics_monthly_first_day_check", sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * The day's secret for the visitor HMAC, shared by every instance through the database.
 * Created on the day's first event, deleted once two days old. UNLOGGED (drizzle/0018, which
 * Drizzle cannot express here): no WAL, no backup holds it (server/db/backup.ts).
 */
export const analyticsSecrets = pgTable("analytics_secrets", {
  day: date("day").primaryKey(),
  secret: text("secret").notNull(),
});

// ---- Content store (issue 31, docs/content-store.md) ---------------------------------------

/**
 * A content version's life (docs/content-store.md has the diagram): `draft` → `in_review` →
 * `approved` → `published` → `superseded`; `rejected` ends a review; `replaced` is an open
 * version (draft, in review, approved) a newer save or rollback took the place of.
 */
export const contentStates = [
  "draft",
  "in_review",
  "approved",
  "rejected",
  "published",
  "superseded",
  "replaced",
] as const;
export type ContentState = (typeof contentStates)[number];

/**
 * Every saved version of every content entry, never updated but for its state and review:
 * the history and the rollback read old versions as they were. Version numbers count per
 * entry from 1; 0 is the seed (app/content/seed.server.ts), which is not stored. `data` is
 * the stored form (facts as `{site.name}` placeholders). `json`, not `jsonb`: jsonb sorts
 * an object's keys, and the order of a group of texts (phones, links) is what a page shows.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    entryId: text("entry_id").notNull(),
    version: integer("version").notNull(),
    data: json("data").notNull(),
    state: text("state", { enum: contentStates }).notNull(),
    // The newest version its author saw when saving: the optimistic-concurrency base.
    basedOn: integer("based_on").notNull(),
    // Set on a rollback's copy: the version whose data it restores (0: the seed).
    restoredFrom: integer("restored_from"),
    authorId: uuid("author_id")
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: createdAt(),
    reviewerId: uuid("reviewer_id").references(() => staffAccounts.id),
    reviewComment: text("review_comment"),
    reviewedAt: time("reviewed_at"),
    publishedBy: uuid("published_by").references(() => staffAccounts.id),
    publishedAt: time("published_at"),
  },
  (t) => [
    unique("content_versions_entry_version_key").on(t.type, t.entryId, t.version),
    check(
      "content_versions_state_check",
      sql.raw(`state in (${contentStates.map((s) => `'${s}'`).join(", ")})`),
    ),
    check("content_versions_version_check", sql`${t.version} > 0`),
    // At most one live version and one open version per entry, held by the database too;
    // the snapshot and the editor read those two through them.
    uniqueIndex("content_versions_one_published_idx")
      .on(t.type, t.entryId)
      .where(sql`state = 'published'`),
    uniqueIndex("content_versions_one_open_idx")
      .on(t.type, t.entryId)
      .where(sql`state in ('draft', 'in_review', 'approved')`),
    // publishedStamp: the newest publication, one index probe.
    index("content_versions_published_at_idx").on(t.publishedAt),
  ],
);

/** Binary data: node-postgres hands it back as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures uploaded from the content editor (server/content/images.server.ts), in the
 * database so that every instance serves them. The upload itself is not kept (it may carry
 * EXIF locations), only its SHA-256: the same file uploaded again is the same picture. The
 * id is the hash's first 24 hex digits, so its files never change (cached for good).
 */
export const contentImages = pgTable("content_images", {
  id: text("id").primaryKey(),
  sha256: text("sha256").notNull().unique(),
  /** The picture's size after EXIF rotation: what pages reserve for it. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** What the upload was (jpeg, png, webp, avif) and its size in bytes. */
  sourceFormat: text("source_format").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  /** The description given with the first upload, offered again when the picture is reused. */
  alt: text("alt").notNull(),
  uploadedBy: uuid("uploaded_by"),
  createdAt: createdAt(),
});

/** The files a picture is served as: each width in each format, made by the encoder. */
export const contentImageVariants = pgTable(
  "content_image_variants",
  {
    imageId: text("image_id")
      .notNull()
      .references(() => contentImages.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format", { enum: MEDIA_FORMATS }).notNull(),
    height: integer("height").notNull(),
    /** A strong ETag: the first 32 hex digits of the file's SHA-256. */
    etag: text("etag").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.imageId, t.width, t.format] }),
    check("content_image_variants_format_check", sql`${t.format} in ('avif', 'webp', 'jpg')`),
  ],
);

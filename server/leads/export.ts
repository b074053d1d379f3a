import { asc, gte, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.ts";
import { contactMessages, demoRequests, subscribers } from "../db/schema.ts";

import type { LeadSet } from "./lead-sets.ts";

/** Where the lead's visit came from (app/lib/forms/attribution.ts), in every set's export. */
function attributionColumns(t: typeof contactMessages | typeof demoRequests | typeof subscribers) {
  return {
    landing_path: t.landingPath,
    referrer_host: t.referrerHost,
    utm_source: t.utmSource,
    utm_medium: t.utmMedium,
    utm_campaign: t.utmCampaign,
    utm_content: t.utmContent,
    utm_term: t.utmTerm,
  };
}

export type LeadRecord = Record<string, string | null>;

interface SetDefinition {
  table: PgTable;
  createdAt: PgColumn;
  /** Exported columns. Secrets (unsubscribe tokens) and the IP hash and browser stay out. */
  columns: Record<string, PgColumn>;
  /** The narrower set the `list` table shows. */
  listColumns: string[];
}

const sets: Record<LeadSet, SetDefinition> = {
  subscribers: {
    table: subscribers,
    createdAt: subscribers.createdAt,
    columns: {
      id: subscribers.id,
      created_at: subscribers.createdAt,
      email: subscribers.email,
      status: subscribers.status,
      source: subscribers.source,
      consented_at: subscribers.consentedAt,
      unsubscribed_at: subscribers.unsubscribedAt,
      ...attributionColumns(subscribers),
    },
    listColumns: ["created_at", "email", "status", "source"],
  },
  contacts: {
    table: contactMessages,
    createdAt: contactMessages.createdAt,
    columns: {
      id: contactMessages.id,
      created_at: contactMessages.createdAt,
      first_name: contactMessages.firstName,
      last_name: contactMessages.lastName,
      email: contactMessages.email,
      phone: contactMessages.phone,
      message: contactMessages.message,
      source: contactMessages.source,
      policy_consented_at: contactMessages.policyConsentedAt,
      ...attributionColumns(contactMessages),
    },
    listColumns: ["created_at", "first_name", "last_name", "email", "phone", "message"],
  },
  demos: {
    table: demoRequests,
    createdAt: demoRequests.createdAt,
    columns: {
      id: demoRequests.id,
      created_at: demoRequests.createdAt,
      product: demoRequests.product,
      name: demoRequests.name,
      email: demoRequests.email,
      phone: demoRequests.phone,
      company: demoRequests.company,
      job_title: demoRequests.jobTitle,
      industry: demoRequests.industry,
      source: demoRequests.source,
      ...attributionColumns(demoRequests),
    },
    listColumns: ["created_at", "product", "name", "email", "phone", "company"],
  },
};

export function columnsOf(set: LeadSet, view: "export" | "list"): string[] {
  return view === "list" ? sets[set].listColumns : Object.keys(sets[set].columns);
}

function plain(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** Rows of one set, oldest first, created on or after `since` when given. */
export async function fetchLeads(db: Db, set: LeadSet, since?: Date): Promise<LeadRecord[]> {
  const def = sets[set];
  const where: SQL | undefined = since ? gte(def.createdAt, since) : undefined;
  const rows = await db
    .select(def.columns)
    .from(def.table)
    .where(where)
    .orderBy(asc(def.createdAt));
  return rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)])));
}

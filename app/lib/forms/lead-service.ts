import type { FieldErrors } from "./schemas.ts";

/**
 * The contract between the pages and the lead-capture backend. The server implements it
 * (server/leads/) and passes it to route actions through the load context, so the web
 * bundle never imports database or mail code.
 */
export type LeadKind = "subscribe" | "contact" | "demo";

export type LeadOutcome =
  | { status: 201 | 200; id: string }
  | { status: 400; errors: FieldErrors }
  | { status: 403 | 413 | 415 | 429 | 500; message: string; retryAfterSeconds?: number };

export interface SubmissionMeta {
  ip: string;
  userAgent?: string;
  /** Page the form was on. */
  source?: string;
}

export type UnsubscribeResult = "unsubscribed" | "already" | "unknown";

export interface LeadService {
  submit(kind: LeadKind, payload: unknown, meta: SubmissionMeta): Promise<LeadOutcome>;
  unsubscribe?(token: string): Promise<UnsubscribeResult>;
}

import type { FieldErrors } from "./schemas.ts";

/**
 * The contract between the pages and the lead-capture backend. The server implements it
 * (server/leads/) and passes it to route actions through the load context, so the web
 * bundle never imports database or mail code.
 */
export type LeadKind = "subscribe" | "contact" | "demo";

export type LeadOutcome =
  | { status: 201 | 200; id: string }
  // A newsletter sign-up, known address or not: the answer reveals nothing about it.
  | { status: 202; message: string }
  | { status: 400; errors: FieldErrors }
  | {
      status: 403 | 413 | 415 | 422 | 428 | 429 | 500 | 503;
      message: string;
      retryAfterSeconds?: number;
    };

export interface SubmissionMeta {
  ip: string;
  userAgent?: string;
  /** Page the form was on. */
  source?: string;
  /**
   * The Idempotency-Key header, or the signed form token of a form posted without
   * JavaScript: a repeat with the same key gets the first answer and stores nothing.
   */
  idempotencyKey?: string;
  /**
   * A form posted without JavaScript: stored only with a signed form token old enough
   * for the fill-time check; otherwise answered 428 (send it once more) after validation.
   */
  formTokenRequired?: boolean;
}

export type UnsubscribeResult = "unsubscribed" | "already" | "unknown";
/** Whether a form posted without JavaScript carries a server-signed token old enough. */
export type FormTokenCheck =
  | { state: "missing" | "forged" | "expired" | "too-fresh" | "other-form" }
  | { state: "ok"; nonce: string };

export type ConfirmResult = "confirmed" | "already" | "unsubscribed" | "expired" | "unknown";

export interface LeadService {
  submit(kind: LeadKind, payload: unknown, meta: SubmissionMeta): Promise<LeadOutcome>;
  unsubscribe?(token: string): Promise<UnsubscribeResult>;
  /** The link of the double opt-in mail. */
  confirm?(token: string): Promise<ConfirmResult>;
  /** A fresh signed form token for one form (see server/leads/form-token.ts). */
  issueFormToken?(form: LeadKind): string;
  checkFormToken?(token: unknown, form: LeadKind): FormTokenCheck;
}

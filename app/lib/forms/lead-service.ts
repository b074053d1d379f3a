import type { Attribution } from "./attribution.ts";
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
  | { status: 400; errors: FieldErrors; formToken?: string }
  | {
      status: 403 | 413 | 415 | 422 | 428 | 429 | 500 | 503;
      message: string;
      retryAfterSeconds?: number;
      /**
       * Answering a form posted without JavaScript (also on a 400): the signed token its
       * page carries for the next send (server/leads/service.ts, `nextFormToken`). A 428
       * asks the visitor to send the form once more, with it.
       */
      formToken?: string;
    };

export interface SubmissionMeta {
  ip: string;
  userAgent?: string;
  /** Page the form was on. */
  source?: string;
  /**
   * Where the visit came from, when the request says it outside the payload (a form posted
   * without JavaScript: its page's address). Checked field by field as the payload's is.
   */
  attribution?: Attribution;
  /**
   * The Idempotency-Key header: a repeat with the same key gets the first answer and
   * stores nothing. A form posted without JavaScript has its signed form token as its key.
   */
  idempotencyKey?: string;
  /**
   * A form posted without JavaScript: stored only with a signed form token old enough
   * for the fill-time check; otherwise answered 428 (send it once more) after validation.
   * Its answer carries the token for the next send.
   */
  withoutScript?: boolean;
}

export type UnsubscribeResult = "unsubscribed" | "already" | "unknown";
export type ConfirmResult = "confirmed" | "already" | "unsubscribed" | "expired" | "unknown";

export interface LeadService {
  submit(kind: LeadKind, payload: unknown, meta: SubmissionMeta): Promise<LeadOutcome>;
  unsubscribe?(token: string): Promise<UnsubscribeResult>;
  /** The link of the double opt-in mail. */
  confirm?(token: string): Promise<ConfirmResult>;
  /** A fresh signed form token for one form (see server/leads/form-token.ts). */
  issueFormToken?(form: LeadKind): string;
}

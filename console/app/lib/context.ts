import type { ConsoleContext } from "../../../server/staff/console-context.ts";
import type { StaffSession } from "../../../server/staff/sessions.ts";
// The nonce of the response (server/security.ts), declared with the site's context.
import type {} from "../../../app/lib/load-context.ts";

/** What server/staff/router.ts hands every console loader and action. */
export interface StaffLoadContext {
  console: ConsoleContext;
  /** The request's live session, if it carries one (read before React Router runs). */
  session: StaffSession | null;
  /** The request's session cookie names no live session: the answer drops it. */
  staleCookie: boolean;
  /** The client's address as Express sees it (TRUST_PROXY decides). */
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext {
    staff?: StaffLoadContext;
  }
}

export {};

import { createContext } from "react-router";
import type { ConsoleContext } from "#server/staff/console-context.ts";
import type { StaffSession } from "#server/staff/sessions.server.ts";

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

/**
 * Read through staffContext() (access.server.ts). The response's nonce and the logger come
 * in the site's context (app/lib/load-context.ts), as the two builds share entry.server.
 */
export const staffLoadContext = createContext<StaffLoadContext | null>(null);

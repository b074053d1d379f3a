import { data, matchPath, redirect, type RouterContextProvider } from "react-router";
import type { ConsoleRoute } from "#server/staff/console-context.ts";
import {
  can,
  REVERIFY_MS,
  sensitivePermissions,
  type Permission,
} from "#server/staff/permissions.ts";
import { staffLoadContext, type StaffLoadContext } from "./context.ts";

/**
 * Every URL the console answers, by method, with the permission it needs (null: reachable
 * without a session). A request no entry names gets 404: deny by default. The abuse tests
 * walk this table (and its single-fetch `.data` twins) as every role.
 */
export const consoleAccess: ConsoleRoute[] = [
  { method: "get", path: "/", permission: null },
  { method: "get", path: "/sign-in", permission: null },
  // GET too: after a refused code, the page is shown again at this address.
  { method: "get", path: "/sign-in/recovery", permission: null },
  { method: "post", path: "/sign-in/recovery", permission: null },
  { method: "post", path: "/sign-out", permission: null },
  { method: "get", path: "/invitation", permission: null },
  { method: "post", path: "/api/sign-in/options", permission: null },
  { method: "post", path: "/api/sign-in/verify", permission: null },
  { method: "post", path: "/api/invitation/options", permission: null },
  { method: "post", path: "/api/invitation/verify", permission: null },
  { method: "get", path: "/leads", permission: "leads:read" },
  { method: "get", path: "/verify", permission: "account:manage" },
  // A recovery code instead of the passkey (someone who has lost theirs).
  { method: "post", path: "/verify", permission: "account:manage" },
  { method: "post", path: "/api/verify/options", permission: "account:manage" },
  { method: "post", path: "/api/verify/verify", permission: "account:manage" },
  // My account, staff accounts and webhooks (each screen's actions POST to it, `intent`).
  { method: "get", path: "/account", permission: "account:manage" },
  { method: "post", path: "/account", permission: "account:manage" },
  // New credentials want a fresh check first: a session cookie alone adds none.
  { method: "post", path: "/api/passkeys/options", permission: "account:credentials" },
  { method: "post", path: "/api/passkeys/verify", permission: "account:credentials" },
  // GET too: the new codes are shown at this address, and a reload shows My account.
  { method: "get", path: "/account/recovery-codes", permission: "account:manage" },
  { method: "post", path: "/account/recovery-codes", permission: "account:credentials" },
  { method: "get", path: "/team", permission: "staff:manage" },
  { method: "post", path: "/team", permission: "staff:manage" },
  { method: "get", path: "/webhooks", permission: "webhooks:manage" },
  { method: "post", path: "/webhooks", permission: "webhooks:manage" },
  { method: "get", path: "/webhooks/:id", permission: "webhooks:manage" },
  { method: "post", path: "/webhooks/:id", permission: "webhooks:manage" },
  // The lead page, subscribers, data-subject requests, the audit log.
  { method: "get", path: "/leads/:kind/:id", permission: "leads:read" },
  { method: "post", path: "/leads/:kind/:id", permission: "leads:work" },
  { method: "get", path: "/subscribers", permission: "subscribers:read" },
  { method: "post", path: "/subscribers/export", permission: "subscribers:export" },
  { method: "get", path: "/requests", permission: "requests:search" },
  // GET too: after a refused erasure, the page is shown again at this address.
  { method: "get", path: "/requests/erase", permission: "requests:search" },
  { method: "post", path: "/requests/erase", permission: "requests:erase" },
  { method: "post", path: "/requests/export", permission: "requests:export" },
  { method: "get", path: "/audit", permission: "audit:read" },
  // Traffic: the rollups of the analytics, and the same figures as CSV.
  { method: "get", path: "/traffic", permission: "traffic:read" },
  { method: "post", path: "/traffic/export", permission: "traffic:read" },
  { method: "post", path: "/audit/export", permission: "audit:export" },
  // A picture for the content editor: multipart in, its reference out (JSON).
  { method: "post", path: "/api/images", permission: "content:edit" },
  // A draft on its public page (server/content/preview.server.ts, outside this build).
  { method: "get", path: "/content/:type/:id/preview", permission: "content:read" },
  // The content studio: every type and entry, the editor (save, submit for review and the
  // list buttons post to it), and the review and publication decisions, each its own address
  // so the table, not the screen, decides who may take it.
  { method: "get", path: "/content", permission: "content:read" },
  { method: "get", path: "/content/:type/:id", permission: "content:read" },
  { method: "post", path: "/content/:type/:id", permission: "content:edit" },
  { method: "post", path: "/content/:type/:id/review", permission: "content:approve" },
  { method: "post", path: "/content/:type/:id/publish", permission: "content:publish" },
];

/**
 * The console path a request is for: without /staff, without single fetch's `.data` (or
 * `_.data` after a trailing slash: `/staff.data` and `/staff/_.data` are the home screen's),
 * without a trailing slash.
 */
export function consolePath(request: Request): string {
  const { pathname } = new URL(request.url);
  const path = pathname
    .replace(/^\/staff/, "")
    .replace(/\/_\.data$|\.data$/, "")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** A request that reads (GET, HEAD); any other method changes something. */
const reads = (request: Request) => request.method === "GET" || request.method === "HEAD";

function entryFor(request: Request): ConsoleRoute | undefined {
  // The real method: the server answers only GET, HEAD and POST (server/staff/router.ts),
  // and a PUT that got here anyway finds no entry rather than passing as a GET.
  const method = reads(request) ? "get" : request.method.toLowerCase();
  const path = consolePath(request);
  return consoleAccess.find((r) => r.method === method && matchPath(r.path, path));
}

/** Where the re-verification page sends the user back to, after a fresh passkey assertion. */
function backPath(request: Request): string {
  try {
    const url = new URL(request.headers.get("referer") ?? "", "http://x");
    if (url.pathname.startsWith("/staff/")) return url.pathname + url.search;
  } catch {
    // fall through
  }
  return "/staff";
}

type Context = Readonly<RouterContextProvider>;

export function staffContext(context: Context): StaffLoadContext {
  const staff = context.get(staffLoadContext);
  if (!staff) throw new Error("the console runs only behind server/staff/router.ts");
  return staff;
}

export interface Access extends StaffLoadContext {
  permission: Permission | null;
}

/**
 * The loader of a route that answers POST only: a GET there is in no entry of the table,
 * so authorize() refuses it like any other unknown request (404).
 */
export function postOnly(args: { request: Request; context: Context }): null {
  authorize(args);
  return null;
}

/**
 * The check every loader and action passes first: the table's entry for the request
 * (none: 404), then anonymous visitors go to sign-in (pages) or get 401 (actions), a role
 * the permission table does not list gets 403, and a sensitive action whose passkey
 * assertion is older than five minutes goes to re-verification first.
 */
export function authorize({ request, context }: { request: Request; context: Context }) {
  const staff = staffContext(context);
  const entry = entryFor(request);
  if (!entry) throw data("Not found.", { status: 404 });
  const { permission } = entry;
  if (permission === null) return { ...staff, permission };
  const session = staff.session;
  if (!session) {
    if (reads(request)) throw redirect("/sign-in", 303);
    throw data("Sign in first.", { status: 401 });
  }
  if (!can(session.account.roles, permission)) {
    throw data("Your role does not allow this.", { status: 403 });
  }
  if (
    !reads(request) &&
    sensitivePermissions.has(permission) &&
    Date.now() - session.verifiedAt.getTime() > REVERIFY_MS
  ) {
    throw redirect(`/verify?next=${encodeURIComponent(backPath(request))}`, 303);
  }
  return { ...staff, session, permission };
}

/** authorize() for a screen whose every entry names a permission: a session is certain. */
export function authorizeSignedIn(args: { request: Request; context: Context }) {
  const access = authorize(args);
  if (!access.session) throw data("Sign in first.", { status: 401 });
  return { ...access, session: access.session };
}

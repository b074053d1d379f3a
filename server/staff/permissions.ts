import type { StaffRole } from "../db/schema.ts";

/**
 * The one permission table of the staff console (docs/staff-console.md, "Roles"). Every
 * loader and action names one permission; a role not listed is refused (deny by default).
 * An account holds one or more roles: a permission is granted when any of them grants it.
 */
export const permissionTable = {
  /** Own account: see it, remove a passkey, sign out everywhere. */
  "account:manage": ["sales", "marketing", "compliance", "admin"],
  /**
   * Own sign-in credentials: add a passkey, get new recovery codes. Sensitive, so a
   * stolen session cookie alone cannot plant a passkey that outlives the session.
   */
  "account:credentials": ["sales", "marketing", "compliance", "admin"],
  "leads:read": ["sales"],
  "leads:work": ["sales"],
  "subscribers:read": ["marketing"],
  "subscribers:export": ["marketing"],
  /** The Traffic screen and its CSV: daily totals only, nothing that names a visitor. */
  "traffic:read": ["marketing", "admin"],
  "requests:search": ["compliance"],
  "requests:export": ["compliance"],
  "requests:erase": ["compliance"],
  "audit:read": ["compliance", "admin"],
  "audit:export": ["compliance", "admin"],
  "staff:manage": ["admin"],
  /** Webhook endpoints: add, disable, rotate the secret, see and resend deliveries. */
  "webhooks:manage": ["admin"],
  /**
   * The content studio (issue 31): marketing writes the site's copy; compliance reads it
   * and edits the legal texts it answers for. A legal change is approved by a compliance
   * account other than its author, and goes live when marketing publishes it.
   */
  "content:read": ["marketing", "compliance"],
  "content:edit": ["marketing", "compliance"],
  "content:approve": ["compliance"],
  /** Publish a draft and roll back to an earlier version: what the public site shows. */
  "content:publish": ["marketing"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionTable;
export const permissions = Object.keys(permissionTable) as Permission[];

export function can(
  roles: readonly StaffRole[] | null | undefined,
  permission: Permission,
): boolean {
  const allowed: readonly StaffRole[] | undefined = permissionTable[permission];
  return (roles ?? []).some((role) => allowed?.includes(role) ?? false);
}

/** Permissions that ask for a passkey assertion younger than REVERIFY_MS first. */
export const sensitivePermissions: ReadonlySet<Permission> = new Set([
  "account:credentials",
  "subscribers:export",
  "requests:export",
  "requests:erase",
  "audit:export",
  "staff:manage",
  "webhooks:manage",
  // What the whole public site says: a stolen or forgotten session alone must not change it.
  "content:publish",
]);

export const REVERIFY_MS = 5 * 60_000;

// Each role's first screen (a path inside /staff), in the order roles are stored and shown.
const homes: Record<StaffRole, string> = {
  sales: "/leads",
  marketing: "/subscribers",
  compliance: "/requests",
  admin: "/team",
};

/** Roles without repeats, in one order (the table's), whatever order they were given in. */
export function sortRoles(roles: Iterable<StaffRole>): StaffRole[] {
  const held = new Set(roles);
  return (Object.keys(homes) as StaffRole[]).filter((role) => held.has(role));
}

/** Where an account lands after signing in: the first screen of its first role. */
export function homeOf(roles: readonly StaffRole[]): string {
  const [first] = sortRoles(roles);
  return first ? homes[first] : "/account";
}

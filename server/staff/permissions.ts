import type { StaffRole } from "../db/schema.ts";

/**
 * The one permission table of the staff console (docs/staff-console.md, "Roles"). Every
 * loader and action names one permission; a role not listed is refused (deny by default).
 */
export const permissionTable = {
  /** Own account: passkeys, recovery codes, sign out everywhere. */
  "account:manage": ["sales", "marketing", "compliance", "admin"],
  "leads:read": ["sales"],
  "leads:work": ["sales"],
  "subscribers:read": ["marketing"],
  "subscribers:export": ["marketing"],
  "requests:search": ["compliance"],
  "requests:export": ["compliance"],
  "requests:erase": ["compliance"],
  "audit:read": ["compliance", "admin"],
  "audit:export": ["compliance", "admin"],
  "staff:manage": ["admin"],
  /** Webhook endpoints: add, disable, rotate the secret, see and resend deliveries. */
  "webhooks:manage": ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionTable;
export const permissions = Object.keys(permissionTable) as Permission[];

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const allowed: readonly StaffRole[] | undefined = permissionTable[permission];
  return allowed?.includes(role) ?? false;
}

/** Permissions that ask for a passkey assertion younger than REVERIFY_MS first. */
export const sensitivePermissions: ReadonlySet<Permission> = new Set([
  "subscribers:export",
  "requests:export",
  "requests:erase",
  "audit:export",
  "staff:manage",
  "webhooks:manage",
]);

export const REVERIFY_MS = 5 * 60_000;

/** Where each role lands after signing in: its first screen (a path inside /staff). */
export function homeOf(role: StaffRole): string {
  return {
    sales: "/leads",
    marketing: "/subscribers",
    compliance: "/requests",
    admin: "/team",
  }[role];
}

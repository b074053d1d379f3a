import type { StaffRole } from "#server/db/schema.ts";
import { can, type Permission } from "#server/staff/permissions.ts";

interface NavItem {
  to: string;
  label: string;
  permission: Permission;
}

const nav: NavItem[] = [
  { to: "/leads", label: "Leads", permission: "leads:read" },
  { to: "/subscribers", label: "Subscribers", permission: "subscribers:read" },
  { to: "/content", label: "Content", permission: "content:read" },
  { to: "/traffic", label: "Traffic", permission: "traffic:read" },
  { to: "/requests", label: "Data requests", permission: "requests:search" },
  { to: "/audit", label: "Audit log", permission: "audit:read" },
  { to: "/team", label: "Staff", permission: "staff:manage" },
  { to: "/webhooks", label: "Webhooks", permission: "webhooks:manage" },
  { to: "/account", label: "My account", permission: "account:manage" },
];

/** The screens an account's roles may open, in the header's order. */
export function navFor(roles: readonly StaffRole[]): NavItem[] {
  return nav.filter((item) => can(roles, item.permission));
}

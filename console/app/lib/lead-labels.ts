import type { LeadStatus } from "#server/db/schema.ts";

export const statusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  "not-a-fit": "Not a fit",
  spam: "Spam",
};

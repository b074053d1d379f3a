/** What the operator CLI can list or export, as named on its command line. */
export const leadSets = ["subscribers", "contacts", "demos"] as const;
export type LeadSet = (typeof leadSets)[number];

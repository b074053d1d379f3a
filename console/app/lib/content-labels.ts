import type { PillTone } from "../components/Pill.tsx";

/** Where an entry stands, as the content list and the editor name it. */
export type EntryStatus = "published" | "draft" | "in_review" | "approved" | "rejected";

export const statusLabels: Record<EntryStatus, [string, PillTone]> = {
  published: ["Published", "good"],
  draft: ["Draft changes", "neutral"],
  in_review: ["Awaiting review", "waiting"],
  approved: ["Approved, not yet published", "waiting"],
  rejected: ["Rejected", "bad"],
};

/** A version's state in the history. */
export const versionLabels: Record<string, string> = {
  draft: "Draft",
  in_review: "Awaiting review",
  approved: "Approved",
  rejected: "Rejected",
  published: "Published",
  superseded: "Published before",
  replaced: "Replaced by a later save",
};

/** Why a legal entry waits for compliance: shown on the list and in the editor. */
export const legalNote =
  "Needs compliance review: a second person with the compliance role approves every change before it is published.";

/** On the facts: which of their changes take the legal path (issue 40). */
export const factsNote =
  "A change to a fact the legal pages show (phone numbers, e-mail addresses, social accounts, the company's names) needs a compliance approval before it is published, like a change of their text. Once saved, the change lists the legal pages it alters.";

/** The editor's address for an entry (ids are paths or names: one encoded segment). */
export const entryPath = (type: string, id: string) =>
  `/content/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

/**
 * The draft's preview, served by the site's server beside the console (not a console route:
 * a plain link, with the console's /staff prefix written out).
 */
export const previewPath = (type: string, id: string, width?: "phone") =>
  `/staff${entryPath(type, id)}/preview${width ? `?width=${width}` : ""}`;

export const previewLabels = {
  title: "Preview",
  intro: "The page as it will look with this entry's newest version, before it is published.",
  desktop: "Preview at desktop width",
  phone: "Preview at phone width",
  newTab: "(new tab)",
} as const;

/**
 * A label by a key from the address (`?done=`, `?refused=`), own keys only: `__proto__` or
 * `toString` would otherwise find what every object inherits.
 */
export const labelFor = (labels: Record<string, string>, key: string | null) =>
  key !== null && Object.hasOwn(labels, key) ? labels[key] : undefined;

/** What the editor says after a step went through (`?done=`). */
export const doneLabels: Record<string, string> = {
  saved: "Draft saved. It is not live until it is published.",
  submitted: "Submitted for review: a compliance reviewer approves or rejects it.",
  approved: "Approved. Marketing can now publish it.",
  rejected: "Rejected, with your comment for its author.",
  published: "Published: the site shows this version now.",
  "published-not-shown":
    "Published, but the site could not prepare its pages and still shows the previous version. The reason is in the server's log: ask the team that runs the site.",
  "rolled-back":
    "Rolled back: the chosen text is a new version awaiting review; once approved, publish it.",
  "rolled-back-live": "Rolled back: the site shows the chosen version now.",
};

/** Why a review or publication step was refused (`?refused=`), by the store's reason. */
export const refusalLabels: Record<string, string> = {
  forbidden: "Nobody approves their own change: another compliance reviewer must decide it.",
  state: "That step does not apply to the entry as it stands now: reload and look again.",
  conflict: "Someone changed this entry meanwhile: look at the new version first.",
  "no-comment": "Say why in the comment when you reject a change.",
  "unknown-entry": "There is no such version.",
  invalid: "That version is not valid any more: edit it and save it as a new draft.",
};

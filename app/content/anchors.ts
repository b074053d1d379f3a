/**
 * Fragments of pages that links, buttons and security.txt point at. Code, not copy: a
 * module of its own, so that the pages' JavaScript takes these names without the copy
 * modules they belong to (those reach the page as loader data).
 */

/** The form section the contact page's hero button scrolls to (docs/requirements.md §2.13). */
export const CONTACT_FORM_ID = "send-us-a-message";

/** The privacy clause of the terms (docs/requirements.md §2.15). */
export const PRIVACY_POLICY_ID = "privacy-policy";

/** The vulnerability disclosure policy on /security (security.txt's Policy). */
export const DISCLOSURE_ID = "disclosure";

import { useSyncExternalStore } from "react";

/**
 * Where the visitor's newsletter sign-up stands in this visit, from any newsletter form or
 * the confirmation page: the blocks and the popup then all show the same view instead of
 * asking again ("check your email" while it waits for confirmation, "you are subscribed"
 * once confirmed in this tab). Kept in sessionStorage, so it lasts as long as the tab's
 * visit, across page loads, and no longer.
 */
export type VisitSubscription = "none" | "pending" | "confirmed";

const KEY = "newsletter-subscribed";
const listeners = new Set<() => void>();
// Also kept here: sessionStorage may be disabled, and the visit still deserves one state.
let state: VisitSubscription | undefined;

function read(): VisitSubscription {
  if (state === undefined) {
    try {
      const stored = sessionStorage.getItem(KEY);
      state = stored === "pending" || stored === "confirmed" ? stored : "none";
    } catch {
      state = "none";
    }
  }
  return state;
}

function write(next: VisitSubscription) {
  state = next;
  try {
    sessionStorage.setItem(KEY, next);
  } catch {
    // Storage disabled or full: this page still remembers it.
  }
  listeners.forEach((l) => l());
}

/** A form's sign-up was accepted: a confirmation mail is on its way. */
export function markSubscribedThisVisit() {
  // A confirmed visitor who signs up again is still confirmed.
  if (read() !== "confirmed") write("pending");
}

/** The confirmation page confirmed the address. */
export function markConfirmedThisVisit() {
  write("confirmed");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "none" in the server HTML and during hydration, then the visit's state. */
export function useSubscriptionThisVisit(): VisitSubscription {
  return useSyncExternalStore(subscribe, read, () => "none");
}

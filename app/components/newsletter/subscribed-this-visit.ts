import { useSyncExternalStore } from "react";

/**
 * Whether the visitor subscribed during this visit, from any newsletter form: the blocks
 * and the popup then all show the thank-you view instead of asking again. Kept in
 * sessionStorage, so it lasts as long as the tab's visit, across page loads, and no longer.
 */
const KEY = "newsletter-subscribed";
const listeners = new Set<() => void>();
// Also kept here: sessionStorage may be disabled, and the visit still deserves one state.
let subscribed: boolean | undefined;

function read(): boolean {
  if (subscribed === undefined) {
    try {
      subscribed = sessionStorage.getItem(KEY) === "yes";
    } catch {
      subscribed = false;
    }
  }
  return subscribed;
}

export function markSubscribedThisVisit() {
  subscribed = true;
  try {
    sessionStorage.setItem(KEY, "yes");
  } catch {
    // Storage disabled or full: this page still remembers it.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False in the server HTML and during hydration, then the visit's state. */
export function useSubscribedThisVisit(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

import { useSyncExternalStore } from "react";
import { afterNextPaint } from "./after-paint.ts";
import { whenIdle } from "./when-idle.ts";

/**
 * Toasts (docs/requirements.md §2.17) without paying for them on every page: the toast library and its
 * container (with its stylesheet) load when a page with a form is idle or the form is first
 * touched (`warmToasts`), or at the latest on the first notification; toasts raised
 * meanwhile are queued by the library.
 */
type Kind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();
let library: Promise<typeof import("react-toastify/unstyled")> | undefined;

/** Loads the toast code and mounts its container ahead of the first toast. */
export function warmToasts() {
  library ??= import("react-toastify/unstyled");
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  return library;
}

/**
 * Shows a toast after the next paint: what the tap changed in place (the form's inline
 * errors, the focus) reaches the screen first, and the toast's render, and on first use the
 * insertion of its stylesheet (a style recalculation of the whole page), run in a task of
 * their own instead of inside the tap (docs/performance.md#interactions).
 */
export function notify(kind: Kind, message: string) {
  afterNextPaint(
    () =>
      void warmToasts().then(({ toast }) => {
        // One toast at a time: a success replaces the stale "Please fill in all the
        // fields…" instead of stacking under it, and a second error replaces the first.
        if (shown !== undefined) toast.dismiss(shown);
        shown = toast[kind](message);
      }),
  );
}

let shown: string | number | undefined;

/** Warms the toasts once the page is idle (a page with a form calls this). */
export function warmToastsWhenIdle(): () => void {
  return whenIdle(() => void warmToasts());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something asked for a toast: the root then mounts the container. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

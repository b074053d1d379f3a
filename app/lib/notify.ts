import { useSyncExternalStore } from "react";

/**
 * Toasts (spec §2.17) without paying for them on every page: the toast library and its
 * container load on the first notification; toasts raised meanwhile are queued by it.
 */
type Kind = "success" | "error";

let wanted = false;
const listeners = new Set<() => void>();
let library: Promise<typeof import("react-toastify/unstyled")> | undefined;

export function notify(kind: Kind, message: string) {
  library ??= import("react-toastify/unstyled");
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void library.then(({ toast }) => toast[kind](message));
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

import { useCallback, useRef } from "react";

function newKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); the bytes everywhere.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * The Idempotency-Key of a scripted form's submission attempt (docs/lead-capture.md). A
 * send that got no answer (the connection dropped after the server stored it, say) is sent
 * again with the same key, and the server answers it without storing it twice. The same
 * payload keeps its key until the server acknowledges it; an edit or a stored submission
 * starts a new attempt.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; payload: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const serialised = JSON.stringify(payload);
    if (attempt.current?.payload !== serialised) {
      attempt.current = { key: newKey(), payload: serialised };
    }
    return attempt.current.key;
  }, []);
  const acknowledged = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, acknowledged };
}

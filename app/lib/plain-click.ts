import type { MouseEvent } from "react";

/**
 * Whether a click on a link is the page's to handle: the main button without Ctrl, Cmd,
 * Shift or Alt. Any other click asks the browser for a new tab, a new window or a
 * download, and must reach it untouched: no navigation in this tab, no state, no popup.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/** A link's click handler that runs `handler` for plain clicks only (see isPlainClick). */
export function onPlainClick<E extends MouseEvent>(handler?: (event: E) => void) {
  return (event: E) => {
    if (handler && isPlainClick(event)) handler(event);
  };
}

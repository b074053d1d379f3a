/**
 * Runs `task` once the page is idle (at the latest after `timeout` ms), for code a visitor
 * will probably need soon and should not wait for when they tap. Returns a cancel function,
 * the shape an effect's cleanup wants. Safari has no requestIdleCallback: a timer stands in.
 */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, timeout / 2);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` in a task of its own after the browser has painted the next frame: what a tap
 * changes in place reaches the screen first, and the heavier work it starts (a page's
 * render, a toast) no longer counts against the tap's response time (INP). The returned
 * function cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

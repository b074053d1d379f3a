/**
 * Runs `task` in a task of its own after the browser has painted the next frame: what a tap
 * changes in place reaches the screen first, and the heavier work it starts (a page's
 * render, a toast) no longer counts against the tap's response time (INP).
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Runs `task` in a task of its own once the browser is idle (`requestIdleCallback`; a timer where
 * the browser has none): work that may wait for the first paint and the hydration (loading the
 * runtime, the route table, a part's chunk).
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task());
  else window.setTimeout(task, 1);
}

/**
 * Resolves in a new task (`scheduler.yield` where the browser has it, else a 0 ms timer): long
 * start-up work awaits it between its steps, so the browser may paint and answer input between
 * them and no step joins the previous one in a long task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (window as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * Runs `task` in a task of its own once the browser is idle (`requestIdleCallback`; a timer where
 * the browser has none): work that may wait for the first paint and the hydration (loading the
 * runtime, the route table, a part's chunk).
 */
export function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task());
  else window.setTimeout(task, 1);
}

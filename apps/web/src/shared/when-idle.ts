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
 * Resolves in a new task (a message on a channel of its own): long start-up work awaits it between
 * its steps, so the browser may paint and answer input between them and no step joins the previous
 * one in a long task. Not `scheduler.yield`: its continuation runs ahead of the tasks already queued,
 * React's first render among them, so the runtime's whole start-up (the screen's chunks, the
 * prefetch, the session's profile) went before the cabinet's frame (issue 35). Not a 0 ms timer
 * either: a timer is the page clock's (a test's paused clock, `page.clock`, held the start-up forever:
 * `e2e/cabinet-preferences.spec` 'rate a courier and tip'), and nested five deep it waits 4 ms. A
 * posted message is a task in line with React's own (its scheduler posts messages too).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

import { PRERENDER_READY_MS } from '@mealflow/sdk/domain';

declare global {
  interface Window {
    /** Read by prerender services (prerender.io and the like): they snapshot the page once it is true. */
    prerenderReady?: boolean;
  }
}

/**
 * The spec's prerender-ready flags (order-funnel §9: 3 s and 45 s). The flag goes down at boot and
 * up once the page has finished no request for 3 s (its screen, runtime and data are in), and at
 * the latest 45 s after boot, so a stalled or polling call never holds a prerender service.
 * `watchRequests` calls back on every finished request and returns its unsubscribe.
 */
export function armPrerenderReady(target: { prerenderReady?: boolean }, watchRequests: (onRequest: () => void) => () => void): void {
  const [quietMs, latestMs] = PRERENDER_READY_MS;
  target.prerenderReady = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let stop = () => {};
  const ready = () => {
    target.prerenderReady = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    stop();
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(ready, quietMs);
  };
  const latest = setTimeout(ready, latestMs);
  stop = watchRequests(restart);
  restart();
}

/** Finished requests of the page (scripts, styles, API calls) through the Resource Timing API. */
export function watchFinishedRequests(onRequest: () => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver(() => onRequest());
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
}

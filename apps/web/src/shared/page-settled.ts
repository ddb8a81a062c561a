import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** No request of the page finished for this long: its first content has its data and has rendered. */
const QUIET_MS = 200;
/** At the latest this long after the first ask, even on a page that keeps loading (a slow link, polling). */
const LATEST_MS = 4000;

let settled: Promise<void> | undefined;
/** The API calls on the wire now (`countedFetch`), and what to do when the last one ends. */
let inFlight = 0;
let lastCallEnded: (() => void) | undefined;

/**
 * The API client's fetch (`createAppCore`), counted: the page has not settled while one of its calls
 * is on the wire. The Resource Timing API sees a request only once it has finished, so a call slower
 * than the quiet spell (a loaded machine, a slow link) let the page count as settled before its data
 * came, and the root view's chunks started beside the dashboard's answers.
 */
export const countedFetch: typeof fetch = (input, init) => countedLoad(globalThis.fetch(input, init));

/**
 * A load the page's first view waits for, counted as a call on the wire (`countedFetch`): a screen's
 * chunk (`lazyScreen`), the chunk that asks for the page's first data (`prefetchScreenData`). Between
 * the profile's answer and the page's first reads the page was only loading and evaluating chunks, no
 * call on the wire; on a busy machine that outlasted the quiet spell, and the root view's chunk started
 * beside the dashboard's reads (`e2e/cabinet-paint-order.spec`, 2 runs in 4 at load 20).
 */
export function countedLoad<T>(load: Promise<T>): Promise<T> {
  inFlight += 1;
  return load.finally(() => {
    inFlight -= 1;
    if (inFlight === 0) lastCallEnded?.();
  });
}

/**
 * Resolves once the page's first load has settled: no API call is on the wire (`countedFetch`) and
 * no request (script, style, API call) has finished for 200 ms (the Resource Timing API), then the
 * browser is idle; at the latest 4 s after the first call. Work the first view does not show (the cabinet's root view and its modals, the
 * home-screen hint) waits for it, so its chunks and side calls start after the page's content has
 * painted instead of beside the page's own chunks and data (issue 35: on the dashboard twelve such
 * chunks started before its largest paint and lengthened it). Once resolved it stays so: a page
 * opened later in the same visit does not wait.
 */
export function pageSettled(): Promise<void> {
  return (settled ??= new Promise<void>((resolve) => {
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(quiet);
      clearTimeout(latest);
      observer?.disconnect();
      lastCallEnded = undefined;
      whenIdle(resolve);
    };
    // Quiet for 200 ms with no call on the wire; a call still waiting restarts the spell when it ends.
    const quietDone = () => {
      if (inFlight === 0) done();
    };
    const restart = () => {
      clearTimeout(quiet);
      quiet = setTimeout(quietDone, QUIET_MS);
    };
    lastCallEnded = restart;
    const latest = setTimeout(done, LATEST_MS);
    if (typeof PerformanceObserver !== 'undefined') {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'resource' });
    }
    restart();
  }));
}

/** False until the page's first load has settled (`pageSettled`): what mounts only after it. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, []);
  return done;
}

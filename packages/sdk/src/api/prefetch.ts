import type { Endpoint } from './endpoint';
import { ApiError } from './errors';

/** How long a prefetched answer (once it is in) waits for the screen's call; after that the screen asks afresh. */
export const PREFETCH_TTL_MS = 10_000;

const ANSWERLESS: ReadonlySet<string> = new Set(['timeout', 'network', 'unauthorized']);
const answerless = (error: unknown) => error instanceof ApiError && ANSWERLESS.has(error.kind);

type CallNow = <I, O>(endpoint: Endpoint<I, O>, input: I) => Promise<O>;

/**
 * Read answers asked for before the screen that needs them exists (a route's data at start-up, while
 * the screen's chunk loads and renders): the screen's first identical call (same endpoint, input and
 * client token) takes the answer in flight instead of asking a second time. Only reads (GETs and
 * `readOnly` POSTs), only for `PREFETCH_TTL_MS` after its answer came, and only once, even by a call
 * that joined it in flight: the next identical call may be a refresh after a change (the checkout's
 * order after a promo code) and must get the new answer (a test holds it; sharing it with every call
 * made in flight served the stale order). A call that joined
 * a prefetch answered with an error asks again with its own options (its own toast); one that joined
 * a prefetch that got no answer (timeout, network, 401) fails with that, as its own call would have,
 * without a second wait. A prefetch that failed before any call joined it is forgotten. So a
 * prefetch never changes what a screen shows.
 */
export function createPrefetch(callNow: CallNow, token: () => string | undefined) {
  const waiting = new Map<string, Promise<unknown>>();
  const readOnly = (endpoint: Endpoint<unknown, unknown>) => endpoint.method === 'GET' || endpoint.readOnly === true;
  const keyOf = (endpoint: Endpoint<unknown, unknown>, input: unknown) => `${endpoint.name} ${token() ?? ''} ${JSON.stringify(input)}`;

  /** Starts a read now; resolves with its answer, or undefined when it failed or is not a read (it never rejects). */
  function prefetch<I, O>(endpoint: Endpoint<I, O>, input: I): Promise<O | undefined> {
    if (!readOnly(endpoint as Endpoint<unknown, unknown>)) return Promise.resolve(undefined);
    const key = keyOf(endpoint as Endpoint<unknown, unknown>, input);
    const running = (waiting.get(key) as Promise<O> | undefined) ?? callNow(endpoint, input);
    waiting.set(key, running);
    // Kept while in flight (the client's timeout bounds it), then, answered, `PREFETCH_TTL_MS` for the
    // screen's call. A failed one is forgotten at once: a screen (or its retry) that calls later asks
    // the backend itself.
    const forget = () => {
      if (waiting.get(key) === running) waiting.delete(key);
    };
    running.then(() => setTimeout(forget, PREFETCH_TTL_MS), forget);
    return running.catch(() => undefined);
  }

  /**
   * The prefetched answer for this call, taken (once), or undefined when there is none. A prefetch
   * answered with an error makes `again()` (the screen's own call); the caller's `signal` still ends its wait.
   */
  function take<I, O>(
    endpoint: Endpoint<I, O>,
    input: I,
    again: () => Promise<O>,
    signal: AbortSignal | undefined,
    aborted: () => Error,
  ): Promise<O> | undefined {
    if (waiting.size === 0 || !readOnly(endpoint as Endpoint<unknown, unknown>)) return undefined;
    const key = keyOf(endpoint as Endpoint<unknown, unknown>, input);
    const running = waiting.get(key) as Promise<O> | undefined;
    if (!running) return undefined;
    waiting.delete(key);
    // No answer at all (timeout, network, 401): the screen's call would have waited and failed the
    // same way, so that is its error (a stalled call is not waited for twice). An answer that was
    // an error (a 5xx, a business error) is asked again, with the screen's own toast.
    const answer = running.catch((error: unknown) => (answerless(error) ? Promise.reject(error) : again()));
    if (!signal) return answer;
    if (signal.aborted) return Promise.reject(aborted());
    return new Promise<O>((resolve, reject) => {
      const onAbort = () => reject(aborted());
      signal.addEventListener('abort', onAbort, { once: true });
      answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  return { prefetch, take };
}

import type { EffectEndpoint, IntentKey } from '../api/effects';
import { effectOutcomeUnknown, EffectUnknownError, endIntent, isEffectUnknown, scopeName, storedIntentKey } from '../api/effects';
import { EFFECT_UNKNOWN_TEXT, errorText, isApiError } from '../api/errors';
import type { MealflowDeps } from '../deps';

/** What the backend says about an intent when asked (its state call): made, still being made, or not made. */
export type EffectState = 'made' | 'processing' | 'none';

/**
 * The outcome of one press of an effect: made (with the answer, or `undefined` when the state call
 * said so), still being processed, or not known (the backend could not be asked): never 'failed'
 * while the effect may exist. A certain failure (a refusal, or a state call saying nothing was
 * made) is thrown as the call's `ApiError`.
 */
export type EffectResult<O> = { status: 'done'; output: O | undefined } | { status: 'processing' } | { status: 'unknown'; error: unknown };

export interface EffectRun<I, O> {
  endpoint: EffectEndpoint<I, O>;
  input: I;
  /**
   * The intent's key: a derived one (`derivedIntentKey('charge', payment)`), or `{ scope }` for a key
   * kept in storage across retries and reloads until the outcome is known (`storedIntentKey`).
   * `kept: true`: the key outlives the answer (a refusal still ends it) until the caller's
   * `endIntent` — a payment opened for a charge keeps its key until the charge uses it, so a reload
   * in between gets the same payment back.
   */
  intent: IntentKey | { scope: string; kept?: boolean };
  signal?: AbortSignal;
  /** The state call the endpoint's declaration names (`effect.status.ask`); not needed for `replay`. */
  ask?: (signal?: AbortSignal) => Promise<EffectState>;
}

const UNKNOWN_PREFIX = 'mf_intent_unknown:';

/**
 * The one way machines send a call that moves money or creates something (issue 36, `api/README.md`):
 * 1. the intent's key goes with every attempt (a retry and a reloaded page send the same key);
 * 2. an intent left unknown by an earlier attempt (stored scope) is asked about before it is sent again;
 * 3. after a timeout, a lost or malformed answer or a 5xx the backend is asked — the declared state
 *    call; for `replay`, the same call with the same key (not after a 5xx: that answer is respected,
 *    the outcome is unknown until the customer presses again) — and the answer decides: made →
 *    done, being made → processing, not made → the call's error, no answer → unknown.
 * The call is sent as a background call (no toast while it is asked about); a certain failure gets
 * the client's §8 toast here (`scheduleToast`), which a caller that shows it in place cancels.
 */
export async function callEffect<I, O>(deps: MealflowDeps, run: EffectRun<I, O>): Promise<EffectResult<O>> {
  const { api, ports } = deps;
  const scope = typeof run.intent === 'string' ? undefined : run.intent.scope;
  const kept = typeof run.intent !== 'string' && run.intent.kept === true;
  const key = scope === undefined ? (run.intent as IntentKey) : storedIntentKey(ports.storage, scope);
  const options = { idempotencyKey: key, background: true, ...(run.signal ? { signal: run.signal } : {}) };
  const settle = <R extends EffectResult<O>>(result: R): R => {
    if (scope !== undefined && result.status === 'done') {
      if (!kept) endIntent(ports.storage, scope);
      ports.storage.remove(scopeName(UNKNOWN_PREFIX, scope));
    }
    return result;
  };
  const fail = (error: unknown): never => {
    if (scope !== undefined) ports.storage.remove(scopeName(UNKNOWN_PREFIX, scope));
    // The client's §8 toast, which the call (sent as background) did not schedule: a caller that shows it in place cancels it.
    if (isApiError(error) && (error.status ?? 0) > 404 && error.status !== 429)
      error.scheduleToast(() => ports.notify.error(error.userMessage));
    throw error;
  };
  // A refusal is the intent's end: the next press is a new intent (a new key), not the refusal replayed.
  const refused = (error: unknown): never => {
    if (scope !== undefined && isApiError(error) && error.kind !== 'aborted') endIntent(ports.storage, scope);
    return fail(error);
  };

  // A reloaded page (or a retry) of an intent whose outcome was not known: ask before sending again.
  if (scope !== undefined && run.ask && ports.storage.get(scopeName(UNKNOWN_PREFIX, scope))) {
    const asked = await askState(run).catch(() => undefined);
    if (asked === 'made') return settle({ status: 'done', output: undefined });
    if (asked === 'processing') return { status: 'processing' };
  }

  try {
    return settle({ status: 'done', output: await api.call(run.endpoint, run.input, options) });
  } catch (error) {
    if (!effectOutcomeUnknown(error)) return refused(error);
    if (scope !== undefined) ports.storage.set(scopeName(UNKNOWN_PREFIX, scope), '1');
    if (run.endpoint.effect.status.ask === 'replay') {
      // A 5xx is an answer: nothing is sent again by itself (the key is kept, so the customer's retry asks).
      if (isApiError(error) && error.kind === 'http') return { status: 'unknown', error };
      try {
        return settle({ status: 'done', output: await api.call(run.endpoint, run.input, options) });
      } catch (again) {
        if (effectOutcomeUnknown(again)) return { status: 'unknown', error: again };
        return refused(again);
      }
    }
    if (!run.ask) return { status: 'unknown', error };
    let asked: EffectState;
    try {
      asked = await askState(run);
    } catch {
      return { status: 'unknown', error };
    }
    if (asked === 'made') return settle({ status: 'done', output: undefined });
    if (asked === 'processing') return { status: 'processing' };
    return fail(error);
  }
}

const askState = <I, O>(run: EffectRun<I, O>): Promise<EffectState> => {
  if (!run.ask) return Promise.reject(new Error('no state call'));
  return run.ask(run.signal);
};

/**
 * `callEffect` for a step that needs the call's answer (a `replay` endpoint always brings it): the
 * answer; `EffectUnknownError` when the outcome stays unknown (or was made without an answer here);
 * the call's error when the backend said nothing was made. The
 * intent's key is kept after an unknown outcome, so the customer's retry cannot make it twice.
 */
export async function sendEffect<I, O>(deps: MealflowDeps, run: EffectRun<I, O>): Promise<O> {
  const result = await callEffect(deps, run);
  if (result.status === 'done' && result.output !== undefined) return result.output;
  throw new EffectUnknownError(run.endpoint.name, result.status === 'unknown' ? result.error : undefined);
}

export { EFFECT_UNKNOWN_TEXT } from '../api/errors';

/**
 * The one home of an effect's failure text: an unknown outcome (`EffectUnknownError`) is said as
 * such, never as a failure; a certain failure as the error says (`fallback` when it says nothing),
 * or as the feature's own rule says (`fallback` a function: a payment's, an address's texts).
 */
export const effectFailureText = <T extends string | undefined = string>(
  error: unknown,
  fallback: string | ((error: unknown) => T),
): string | T =>
  isEffectUnknown(error) ? EFFECT_UNKNOWN_TEXT : typeof fallback === 'function' ? fallback(error) : errorText(error, fallback);

/** Whether a screen's error text says the outcome is not known (so: not a failure; pressing again asks). */
export const saysOutcomeUnknown = (text: string | undefined): boolean => text === EFFECT_UNKNOWN_TEXT;

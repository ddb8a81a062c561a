import { derivedIntentKey, effectOutcomeUnknown, isEffectUnknown, type IntentKey } from '../../api/effects';

/**
 * The funnel's order-creation rules (order-funnel §4, issue 10 "never double-charge"): one
 * idempotency key per creation attempt, kept after an outcome nobody knows, so the next submit asks
 * the backend with the same key and gets the first order instead of making a second one.
 */

/** One creation attempt: its key, and the phone and plan it was made for. */
export interface CreationAttempt {
  key: string;
  phone: string;
  selectionKey: string;
}

/** A fresh attempt key: random, so two tabs or two visitors never share one. */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The attempt a submit makes: the previous one again when it was left uncertain for the same
 * phone and plan (the backend answers that key with the first order), else a new one.
 */
export function creationAttemptFor(
  previous: CreationAttempt | undefined,
  phone: string,
  selectionKey: string,
  newKey: () => string = newAttemptKey,
): CreationAttempt {
  if (previous && previous.phone === phone && previous.selectionKey === selectionKey) return previous;
  return { key: newKey(), phone, selectionKey };
}

/** The `Idempotency-Key` of each creation call of an attempt (the quick and complete stages differ). */
export const orderCreationKey = (attemptKey: string, stage: 'create' | 'complete'): IntentKey => derivedIntentKey(attemptKey, stage);

/**
 * Whether a creation failed without an answer we can trust (timeout, lost connection, malformed
 * answer, a 5xx — a gateway's 502 after the backend committed): the order may exist, so the
 * attempt (and its key) is kept for the next submit (issue 36: the key belongs to the intent).
 */
export const creationOutcomeUnknown = (error: unknown): boolean => effectOutcomeUnknown(error) || isEffectUnknown(error);

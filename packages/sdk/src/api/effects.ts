import type { StoragePort } from '../ports';
import type { EffectDeclaration, Endpoint } from './endpoint';
import { isApiError } from './errors';

/**
 * Calls that move money or create something (issue 36). Each is declared on its endpoint with
 * `defineEffect`: what it does, and how to ask the backend what happened when its answer is lost.
 * The client then refuses (at compile time) to send it without an `IntentKey`: the key of the
 * customer's intent, the same on every retry and after a reload (`Idempotency-Key`).
 */

declare const intentBrand: unique symbol;
/** An `Idempotency-Key` that belongs to one customer intent (made only by `derivedIntentKey` / `storedIntentKey`). */
export type IntentKey = string & { readonly [intentBrand]: true };

export type { EffectDeclaration, EffectStatus } from './endpoint';

/** An endpoint that moves money or creates something: `call` needs an `IntentKey` for it. */
export interface EffectEndpoint<I, O> extends Endpoint<I, O> {
  readonly effect: EffectDeclaration;
}

/** Declares an effect endpoint: its declaration is required (a missing `effect.status` does not type-check). */
export function defineEffect<I, O>(endpoint: Endpoint<I, O> & { readonly effect: EffectDeclaration }): EffectEndpoint<I, O> {
  return endpoint;
}

/**
 * `orders/add-drinks` (the checkout's and the cabinet's endpoint): each run adds its drinks and
 * their price to the order, so a lost answer and a second press would add them twice. Ours,
 * `replay`: the spec's `orders/can-add-drinks` says how many drinks the order has, not whether this
 * press added them; the same key answers with the first answer.
 */
export const ADD_DRINKS_EFFECT: EffectDeclaration = { kind: 'create', status: { ask: 'replay' } };

/** One press of 'add drinks' to an order (`count` of them): the key its retries and a reload send. */
export const drinksIntent = (hid: string, count: number): string => `drinks:${hid}:${count}`;

/** The cancellation of an order (the cabinet's, the longation's and the checkout's): one intent per order. */
export const orderCancelIntent = (hid: string): IntentKey => derivedIntentKey('orderCancel', hid);

export const isEffectEndpoint = <I, O>(endpoint: Endpoint<I, O>): endpoint is EffectEndpoint<I, O> =>
  (endpoint as Partial<EffectEndpoint<I, O>>).effect !== undefined;

/**
 * The key of an intent that has an identity of its own (a payment id, an order and what is done
 * to it): `derivedIntentKey('charge', payment)` is `charge:<payment>` on every attempt and reload.
 */
export const derivedIntentKey = (...parts: ReadonlyArray<string | number>): IntentKey => parts.join(':') as IntentKey;

const INTENT_PREFIX = 'mf_intent:';

function randomKey(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A scope's name in storage under `prefix`: its kind (the first part) and a 64-bit digest of the
 * whole (cyrb53's two halves). A scope may hold a phone or a typed address, which stay out of the
 * browser's storage. Not public.
 */
export function scopeName(prefix: string, scope: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < scope.length; i++) {
    const c = scope.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');
  return `${prefix}${kindOf(scope)}:${hex(h2)}${hex(h1)}`;
}

const kindOf = (scope: string): string => scope.split(':')[0] || 'intent';

/**
 * The key of an intent without an identity of its own (a new order, a subscription order, a tip):
 * kept in storage under `mf_intent:<kind>:<digest of the scope>` so a retry and a reloaded page
 * send the same key.
 * `scope` names the intent (what and for whom: `abonement:<phone>:<offer>`); a changed intent is
 * a new scope, and `endIntent` after a known outcome makes the next press a new intent.
 */
export function storedIntentKey(storage: StoragePort, scope: string): IntentKey {
  const name = scopeName(INTENT_PREFIX, scope);
  const kept = storage.get(name);
  if (kept) return kept as IntentKey;
  const key = `${kindOf(scope)}-${randomKey()}`;
  storage.set(name, key);
  return key as IntentKey;
}

/** The intent's outcome is known (made, or refused for good): its next press is a new intent. */
export function endIntent(storage: StoragePort, scope: string): void {
  storage.remove(scopeName(INTENT_PREFIX, scope));
}

/**
 * Whether a failed effect call may still have made its effect: no answer (timeout, network, a lost
 * answer), an answer we cannot read (malformed), or a 5xx without the backend's own message (a
 * gateway's bare 502 after the backend committed). The backend must be asked before anything is
 * said or sent again. A 5xx that carries the backend's message is its refusal: known.
 */
export function effectOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'validation') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500 && error.messages.length === 0;
}

/** A key for an intent that lives in one place only (a script, a test): random, not stored. */
export const newIntentKey = (prefix = 'intent'): IntentKey => `${prefix}-${randomKey()}` as IntentKey;

export { EffectUnknownError, isEffectUnknown } from './errors';

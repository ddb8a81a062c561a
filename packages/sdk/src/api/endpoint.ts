import type * as v from 'valibot';
import type { ApiVersion } from './schemas/common';

/*
 * The shape of a backend call (types only): the client, the effects registry and the prefetch all
 * read it, and none of them imports another for it (issue 32: no import circle, lint:imports).
 */

/**
 * How to ask the backend what happened after an unknown outcome:
 * - `{ ask: '<call>' }`: the spec's state call (`orders/is-payment-processing`, `orders/get`, …),
 *   which the machine's `ask` function calls (`callEffect`);
 * - `{ ask: 'replay' }`: the spec gives no state call; the question is the same call with the same
 *   key — the backend answers it with the first result (made once), never a second effect.
 */
export type EffectStatus = { readonly ask: 'replay' } | { readonly ask: string };

export interface EffectDeclaration {
  /**
   * `charge`: money (cards, tokens, SBP, tips, bonuses, cash confirmation); `create`: an order, a subscription, a purchase, a freeze;
   * `change`: a change made once to something that exists (a cancellation, an unfreeze, a stop, a card removed), whose second
   * run is refused ('уже нельзя отменить'): after a lost answer that refusal would be a false 'failed'.
   */
  readonly kind: 'charge' | 'create' | 'change';
  /** How the machine learns what happened after a timeout, a lost or malformed answer, a 5xx, a reload. */
  readonly status: EffectStatus;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One backend call, described as data: its name (as the spec writes it), method, path, the API
 * version when it is pinned, and the valibot schema of its response. The response type is
 * inferred from the schema, so a caller never holds an unvalidated value.
 */
export interface Endpoint<I, O> {
  /** The spec's name of the call, e.g. `authentication/login`; used in errors and logs. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Relative to `/api/personal-cabinet/{version}/`, or to the site root when `absolute`. */
  readonly path: string | ((input: I) => string);
  readonly absolute?: boolean;
  /** Pinned version; otherwise the client's current one (v1, or v1_1 on some routes). */
  readonly version?: ApiVersion;
  readonly response: v.GenericSchema<unknown, O>;
  /** Input fields sent as the query string; for GET everything is query by default. */
  readonly query?: (input: I) => Record<string, string | number | boolean | undefined>;
  /** The front-SMS-token call itself: a 403 there is not retried. */
  readonly isEfst?: boolean;
  /** Calls of one queue run one at a time (personal-cabinet §7: the menu calls; `call-queue.ts`). */
  readonly queue?: string;
  /** A POST that only reads (`menu/full`): it may be prefetched like a GET (`api/prefetch.ts`). */
  readonly readOnly?: boolean;
  /** A call that moves money or creates something: declared with `defineEffect` (`api/effects.ts`). */
  readonly effect?: EffectDeclaration;
}

/** An endpoint that neither moves money nor creates anything: called without an intent key. */
export type PlainEndpoint<I, O> = Endpoint<I, O> & { readonly effect?: undefined };

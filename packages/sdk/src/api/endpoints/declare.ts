import type * as v from 'valibot';
import { defineEndpoint, type HttpMethod, type PlainEndpoint } from '../client';
import { defineEffect, type EffectDeclaration, type EffectEndpoint } from '../effects';
import type { Endpoint } from '../endpoint';

/**
 * A call in one line (issue 32: ~150 declarations of one shape), written as the spec writes it:
 * `call<I, O>('GET client-profile', ProfileResponse)`, `effect<I, O>('POST payments/charge-card',
 * ChargeResponse, chargeAskedBy('orders/is-payment-processing'))`. The path is the spec's name
 * unless `more` gives one (or a query, a pinned version, a queue); `defineEndpoint` /
 * `defineEffect` stay for a call of another shape.
 */
export type Route = `${HttpMethod} ${string}`;

/** What a call may declare beyond its method, name and response (see `Endpoint`). */
export type EndpointExtras<I> = Partial<
  Pick<Endpoint<I, unknown>, 'path' | 'absolute' | 'version' | 'query' | 'isEfst' | 'queue' | 'readOnly'>
>;
/** The input of a call that takes none. */
export type NoInput = Record<string, never>;

const parse = (route: Route): { method: HttpMethod; name: string; path: string } => {
  const space = route.indexOf(' ');
  const name = route.slice(space + 1);
  return { method: route.slice(0, space) as HttpMethod, name, path: name };
};

export const call = <I, O>(route: Route, response: v.GenericSchema<unknown, O>, more: EndpointExtras<I> = {}): PlainEndpoint<I, O> =>
  defineEndpoint<I, O>({ ...parse(route), response, ...more });

/** A call that moves money or creates something: `declaration` says how its lost answer is asked. */
export const effect = <I, O>(
  route: Route,
  response: v.GenericSchema<unknown, O>,
  declaration: EffectDeclaration,
  more: EndpointExtras<I> = {},
): EffectEndpoint<I, O> => defineEffect<I, O>({ ...parse(route), response, effect: declaration, ...more });

/** A create whose state call is the same call with the same key (the spec gives none): it answers the first result. */
export const REPLAY_CREATE: EffectDeclaration = { kind: 'create', status: { ask: 'replay' } };
/** A change made once (a cancellation, an unfreeze, a stop, a card removed) asked the same way: its retry gets the first answer, not 'уже нельзя'. */
export const REPLAY_CHANGE: EffectDeclaration = { kind: 'change', status: { ask: 'replay' } };
/** A charge asked the same way (`replay`). */
export const REPLAY_CHARGE: EffectDeclaration = { kind: 'charge', status: { ask: 'replay' } };
/** A charge whose outcome the spec's state call tells (`orders/is-payment-processing`, …). */
export const chargeAskedBy = (call: string): EffectDeclaration => ({ kind: 'charge', status: { ask: call } });

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { coverage } from '../../testing/model';
import { modelOrder } from '../../testing/model-fixtures';
import { addressMachine } from './address.machine';

/**
 * Model-based coverage (@xstate/graph) of the address machine: with the user's events and the
 * invoked actors' answers, every state node and every event transition is reached. Behaviour
 * itself is tested through the sandbox in address.test.ts.
 */
const order = (over: Partial<Order> = {}) =>
  modelOrder({ first_delivery_id_H: 'h-d1', deliveries: [{ id_H: 'h-d1', date: '2026-01-01', isConfirmed: false }], ...over });

const apiError = (code?: number) =>
  new ApiError({
    kind: 'http',
    call: 'x',
    message: 'x',
    userMessage: 'x',
    status: 400,
    messages: ['x'],
    ...(code !== undefined ? { code } : {}),
  });

const withHouse = { value: 'ул. Арбат, д 1', data: { street: 'ул. Арбат', house: '1' }, geo_lat: null, geo_lon: null };
const streetOnly = { value: 'ул. Арбат', data: { street: 'ул. Арбат', house: null }, geo_lat: null, geo_lon: null };
const saved = [
  { id_H: 'near', city_id: 2, is_far_moscow_region: false },
  { id_H: 'far', city_id: 2, is_far_moscow_region: true },
];

const events = [
  { type: 'SELECT', id: 'new' },
  { type: 'SELECT', id: 'near' },
  { type: 'SELECT', id: 'far' },
  { type: 'QUERY.CHANGE', value: 'Арбат' },
  { type: 'QUERY.CHANGE', value: '' },
  { type: 'xstate.after.suggestDebounce.address.form.debouncing' },
  { type: 'xstate.done.actor.suggest', output: [streetOnly, withHouse] },
  { type: 'xstate.error.actor.suggest', error: apiError() },
  { type: 'SUGGESTION.SELECT', index: 0 },
  { type: 'SUGGESTION.SELECT', index: 1 },
  { type: 'FLAT.CHANGE', value: '5' },
  { type: 'SUBMIT' },
  { type: 'SUBMIT.INFO', address: { street: 's', house: '1', city_id: 2 } },
  { type: 'ORDER.UPDATED', order: order() },
  { type: 'xstate.done.actor.checkAddress', output: { delivery_available: false, outside_zone: true, is_far_moscow_region: false } },
  { type: 'xstate.done.actor.checkAddress', output: { delivery_available: true, is_far_moscow_region: true, outside_zone: false } },
  { type: 'xstate.done.actor.checkAddress', output: { delivery_available: true, is_far_moscow_region: false, outside_zone: false } },
  { type: 'xstate.error.actor.checkAddress', error: apiError(711) },
  { type: 'xstate.done.actor.recreateFarRegion', output: order({ id_H: 'h-far', is_far_moscow_region: true }) },
  { type: 'xstate.error.actor.recreateFarRegion', error: apiError() },
  { type: 'xstate.done.actor.saveNewAddress', output: order() },
  { type: 'xstate.error.actor.saveNewAddress', error: apiError(1002) },
  { type: 'xstate.error.actor.saveNewAddress', error: apiError(711) },
  { type: 'xstate.done.actor.changeAddress', output: order() },
  { type: 'xstate.error.actor.changeAddress', error: apiError(1002) },
  { type: 'xstate.error.actor.changeAddress', error: apiError(711) },
  { type: 'xstate.done.actor.reloadAddresses', output: saved },
  { type: 'xstate.error.actor.reloadAddresses', error: apiError() },
];

// The guards read: the check state and selection, a chosen suggestion, the order's far flag, a held saved id.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as {
    checkState: number;
    selection?: string;
    chosen?: unknown;
    order: Order;
    pendingId?: string;
    suggestions: unknown[];
  };
  return JSON.stringify([
    s.value,
    c.checkState,
    c.selection,
    Boolean(c.chosen),
    c.order.is_far_moscow_region,
    c.pendingId,
    c.suggestions.length,
  ]);
};

describe('model: address machine', () => {
  it('reaches every state node and every event transition (normal and far-region orders)', () => {
    const normal = coverage(addressMachine, { events, input: { order: order(), saved }, serializeState });
    const far = coverage(addressMachine, { events, input: { order: order({ is_far_moscow_region: true }), saved }, serializeState });
    const missingStates = normal.missingStates.filter((s) => far.missingStates.includes(s));
    const missingTransitions = normal.missingTransitions.filter((t) => far.missingTransitions.includes(t));
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    expect(normal.transitions.length).toBeGreaterThan(20);
  });

  it('the coverage helper is not vacuous: without the reload answer its transition is reported missing', () => {
    const fewer = events.filter((e) => e.type !== 'xstate.done.actor.reloadAddresses');
    const result = coverage(addressMachine, { events: fewer, input: { order: order(), saved }, serializeState });
    expect(result.missingTransitions).toEqual(['check.reloading --xstate.done.actor.reloadAddresses--> check.settled']);
  });
});

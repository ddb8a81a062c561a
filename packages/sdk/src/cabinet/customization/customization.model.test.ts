import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { coverage } from '../../testing/model';
import { customizationMachine } from './customization.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the order wizard. */
const failure = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const order = (menu_type: string) =>
  ({
    menu_type,
    deliveryLimits: { minPacksPerDelivery: 1, maxPacksPerDelivery: 2, minimumMealsPerDelivery: 2, paidDeliveryPrice: 300 },
  }) as CabinetOrder;
const days = [{ date: '2030-01-01', packs: [{ id: 101, title: 'Сырники', mealIndex: 1, count: 1 }] }];
const dishes = [{ id: 111, title: 'Омлет', mealIndex: 1 }];
/** "Now" at loading: 2030-01-01 is open, a day of 2020 long delivered. */
const nowMs = Date.parse('2025-06-01T12:00:00+03:00');
const events = [
  { type: 'xstate.done.actor.load', output: { order: order('fit'), days, dishes, nowMs } },
  { type: 'xstate.done.actor.load', output: { order: order('fit'), days: [], dishes, nowMs } },
  { type: 'xstate.done.actor.load', output: { order: order('power'), days, dishes: [], nowMs } },
  { type: 'xstate.error.actor.load', error: failure },
  { type: 'RETRY' },
  { type: 'CHOOSE', mealDate: '2030-01-01', mealNumber: 1, packId: 111 },
  // A delivered day: refused without a call.
  { type: 'CHOOSE', mealDate: '2020-01-01', mealNumber: 1, packId: 111 },
  // With the limits 1–2 packs a day: a second portion is saved, a third (or none at all) refused.
  { type: 'ADD', mealDate: '2030-01-01', mealNumber: 1 },
  { type: 'SUBTRACT', mealDate: '2030-01-01', mealNumber: 1 },
  { type: 'xstate.done.actor.save', output: { priceDifference: 20 } },
  { type: 'xstate.error.actor.save', error: failure },
  { type: 'ACCEPT' },
  { type: 'xstate.done.actor.accept' },
  { type: 'xstate.error.actor.accept', error: failure },
  { type: 'RESET' },
  { type: 'xstate.done.actor.reset' },
  { type: 'xstate.error.actor.reset', error: failure },
  { type: 'RESTORE' },
  { type: 'xstate.done.actor.restore' },
  { type: 'xstate.error.actor.restore', error: failure },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { choices: unknown; error?: string; actionError?: string; pending?: unknown };
  return JSON.stringify([s.value, c.choices, c.error, c.actionError, c.pending]);
};

/** The packs page's own transitions (issue 31), covered by the second model below. */
const PACKS_TRANSITIONS = [
  'viewing --EDIT--> loading',
  'paying.idle --METHOD.CHANGE--> (self)',
  'paying.idle --PAY--> paying.payment',
  'paying.payment --payment.result--> paying.idle',
  'paying.payment --xstate.done.actor.payment--> loading',
];

describe('model: customization machine', () => {
  it('reaches every state node and every event transition of the wizard', () => {
    const result = coverage(customizationMachine, { events, serializeState, input: { hid: 'H1', variant: 'customMenu' } });
    // The wizard always has an order here; the packs page (viewing, paying) is another input (below).
    expect(result.missingStates.sort()).toEqual(
      ['deciding', 'noOrder', 'starting', 'viewing', 'paying', 'paying.deciding', 'paying.idle', 'paying.payment'].sort(),
    );
    expect(result.missingTransitions).toEqual(PACKS_TRANSITIONS);
  });

  it('the packs page (issue 31): viewing, EDIT, and a surcharge paid in place', () => {
    const packsEvents = [
      { type: 'xstate.done.actor.load', output: { order: order('fit'), days, dishes, nowMs } },
      { type: 'EDIT' },
      { type: 'CHOOSE', mealDate: '2030-01-01', mealNumber: 1, packId: 111 },
      { type: 'xstate.done.actor.save', output: { priceDifference: 20 } },
      { type: 'ACCEPT' },
      { type: 'xstate.done.actor.accept', output: { surcharge: 20 } },
      { type: 'xstate.done.actor.accept', output: { surcharge: 0 } },
      { type: 'METHOD.CHANGE', method: 'creditCard' },
      { type: 'PAY', card: { read: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'A' }) } },
      { type: 'xstate.done.actor.payment', output: { status: 'paid' } },
    ];
    const result = coverage(customizationMachine, { events: packsEvents, serializeState, input: { hid: 'H1', variant: 'packs' } });
    for (const state of ['viewing', 'editing', 'paying.idle', 'paying.payment']) expect(result.missingStates).not.toContain(state);
    // The failed payment's report comes from the real payment child (customization.cabinet.test.ts).
    expect(result.missingTransitions.filter((t) => PACKS_TRANSITIONS.includes(t))).toEqual([
      'paying.payment --payment.result--> paying.idle',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { promocodeMachine } from './promocode.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the promocode machine. */
const apiError = () => new ApiError({ kind: 'http', call: 'x', message: 'x', userMessage: 'x', status: 400, messages: ['x'] });
const events = [
  { type: 'CODE.CHANGE', value: 'HEALTHY10' },
  { type: 'CODE.CHANGE', value: 'FRIEND' },
  { type: 'CODE.CHANGE', value: '' },
  { type: 'APPLY' },
  { type: 'ORDER.CHANGED', orderId_H: 'h2' },
  { type: 'xstate.done.actor.applyPromo', output: { menu_price: 100, deb_price: 90, meal_days: 6 } },
  { type: 'xstate.error.actor.applyPromo', error: apiError() },
  { type: 'xstate.after.promoErrorHide.promocode.error' },
  { type: 'xstate.after.presetActivation.promocode.idle' },
  { type: 'REMOVE' },
  { type: 'xstate.done.actor.removePromo', output: { menu_price: 100, deb_price: 100, meal_days: 6 } },
  { type: 'xstate.error.actor.removePromo', error: apiError() },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { code: string; orderId_H: string };
  return JSON.stringify([s.value, c.code, c.orderId_H]);
};

describe('model: promocode machine', () => {
  it('reaches every state node and every event transition', () => {
    // A preset code (the leave banner's) reaches the self-activation; the rest from an empty input.
    const open = coverage(promocodeMachine, { events, input: { orderId_H: 'h', code: 'NEUHODI', preset: true }, serializeState });
    const hidden = coverage(promocodeMachine, {
      events,
      input: {
        orderId_H: 'h',
        order: {
          abonement_type: 'slim_1',
          business_product: 'standard',
          promocode_discounts: [],
          discount_sum: 0,
          is_far_moscow_region: false,
          promocodeToApply: null,
        },
      },
      serializeState,
    });
    // `start` is transient (eventless): it is passed through, never rested in.
    expect(open.missingStates.filter((s) => hidden.missingStates.includes(s))).toEqual(['start']);
    expect(hidden.states.has('hidden') && open.states.has('removing')).toBe(true);
    expect(open.missingTransitions).toEqual([]);
  });
});

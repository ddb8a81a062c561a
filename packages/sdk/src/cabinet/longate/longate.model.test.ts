import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { CabinetOrder } from '../../api/schemas/cabinet';
import { LONGATION_STATUS_ERROR } from '../../domain/messages';
import { coverage } from '../../testing/model';
import { longateMachine } from './longate.machine';
import { longateBonusesMachine } from './longate-bonuses.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the longate machines. */
const order = v.parse(CabinetOrder, {
  id_H: 'h1',
  business_product: 'longate',
  menu_type: 'fit',
  number_of_days: 6,
  city_id: 2,
  menu_price: 9540,
  deb_price: 9540,
  status_unformed: true,
  canBePaidBySbp: true,
  pricePlans: [
    { id: 1, mealDays: 6, price: 9540 },
    { id: 2, mealDays: 12, price: 18_000 },
  ],
  price_plan_id: 1,
});
const profile = { card: { id: 'card-1', mask: '4242 •••• •••• 4242' } };
const error = new ApiError({ kind: 'http', call: 'x', message: 'x', userMessage: 'Ошибка', status: 500, messages: ['Ошибка'] });
const refusal = new ApiError({
  kind: 'http',
  call: 'orders/show-for-longate',
  message: 'x',
  userMessage: 'Нельзя',
  status: 400,
  messages: [LONGATION_STATUS_ERROR],
});
const card = { read: () => ({ cardNumber: '4242424242424242', expiry: '12/30', cvv: '123', name: 'A' }) };

const events = [
  { type: 'xstate.done.actor.load', output: { order, longatedOrderId: 'h0', profile } },
  { type: 'xstate.error.actor.load', error },
  { type: 'xstate.error.actor.load', error: refusal },
  { type: 'RETRY' },
  { type: 'PAGE', page: 'overview' },
  { type: 'PAGE', page: 'change' },
  { type: 'PAGE', page: 'creditcard' },
  { type: 'PAGE', page: 'cancel' },
  { type: 'PLAN.SELECT', planId: 2 },
  { type: 'xstate.done.actor.changePlan', output: order },
  { type: 'xstate.error.actor.changePlan', error },
  { type: 'xstate.error.actor.changePlan', error: refusal },
  { type: 'METHOD.CHANGE', method: 'sbp' },
  { type: 'METHOD.CHANGE', method: 'creditCard' },
  { type: 'PAY', card },
  { type: 'xstate.done.actor.confirm', output: { order, card } },
  { type: 'xstate.error.actor.confirm', error },
  { type: 'xstate.error.actor.confirm', error: refusal },
  { type: 'payment.result', status: 'failed', error: 'Отказ банка', forceSbp: false },
  { type: 'xstate.done.actor.payment', output: { status: 'paid' } },
  { type: 'xstate.done.actor.sbp' },
  { type: 'DISMISS' },
  { type: 'CANCEL.CONFIRM' },
  { type: 'xstate.done.actor.cancel' },
  { type: 'xstate.error.actor.cancel', error },
  { type: 'xstate.error.actor.cancel', error: refusal },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { page: string; method: string; order?: unknown };
  return JSON.stringify([s.value, c.page, c.method, Boolean(c.order)]);
};

describe('model: longate machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(longateMachine, { events, input: { hid: 'h1' }, serializeState });
    // `ready.route` only passes on (always) to the page's step: never a resting state.
    expect(result.missingStates).toEqual(['ready.route']);
    expect(result.missingTransitions).toEqual([]);
  });

  it('the bonuses page: loading, ready, error and retry', () => {
    const bonusEvents = [{ type: 'xstate.done.actor.load', output: [] }, { type: 'xstate.error.actor.load', error }, { type: 'RETRY' }];
    const result = coverage(longateBonusesMachine, {
      events: bonusEvents,
      input: {},
    });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});

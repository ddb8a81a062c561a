import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { coverage } from '../../testing/model';
import { assistPaymentMachine } from './assist-payment.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the Assist page. */
const failure = (call: string) => new ApiError({ kind: 'network', call, message: 'x', userMessage: 'Нет соединения' });
const order = { hid: 'lk-awaiting', amount: 11_940, cityId: 2, days: 6 };
const events = [
  { type: 'xstate.done.actor.loadOrder', output: order },
  { type: 'xstate.done.actor.loadOrder', output: undefined },
  { type: 'xstate.error.actor.loadOrder', error: failure('orders/active') },
  { type: 'RETRY' },
  { type: 'PAY' },
  { type: 'xstate.done.actor.requestPage', output: { url: 'https://assist.example/pay', method: 'GET', params: {} } },
  { type: 'xstate.done.actor.requestPage', output: { url: 'http://elsewhere.example/pay', method: 'GET', params: {} } },
  { type: 'xstate.error.actor.requestPage', error: failure('payments/assist-pay-request') },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { payError?: string; error?: string };
  return JSON.stringify([s.value, Boolean(c.payError), Boolean(c.error)]);
};

describe('model: assist payment machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(assistPaymentMachine, { events, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});

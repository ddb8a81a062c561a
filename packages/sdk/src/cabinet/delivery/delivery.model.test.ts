import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { CabinetOrder } from '../../api/schemas/cabinet';
import { coverage } from '../../testing/model';
import { deliveryMachine } from './delivery.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the delivery machine. */
const order = (custom: boolean, informed = false) => ({
  order: v.parse(CabinetOrder, {
    id_H: 'h',
    menu_type: 'fit',
    number_of_days: 6,
    city_id: 2,
    menu_price: 9540,
    deb_price: 0,
    first_delivery_id_H: 'h-d1',
    custom_config: custom ? [{ mealDate: '2030-01-10' }] : null,
    confirmTask: { optionId: 'sms', title: 'СМС' },
    deliveries: [
      {
        id_H: 'h-d1',
        date: '2030-01-10',
        client_address_id_H: 'a1',
        deliveryDate: { date: '2030-01-10', timeFrom: '18:00', timeTo: '23:00', type: 'evening' },
      },
    ],
  }),
  saved: [
    { id_H: 'a1', city_id: 2 },
    { id_H: 'a2', city_id: 2 },
    { id_H: 'a3', city_id: 1 },
  ],
  informed,
  nowMs: Date.parse('2030-01-01T10:00:00+03:00'),
});
const error = new ApiError({ kind: 'http', call: 'x', message: 'x', userMessage: 'Ошибка', status: 400, messages: ['Ошибка'] });
const error1002 = new ApiError({
  kind: 'http',
  call: 'x',
  message: 'x',
  userMessage: 'Адрес не найден',
  status: 400,
  code: 1002,
  messages: ['Адрес не найден'],
});
const plain = order(false).order;
const interval = { from: '07:00', to: '12:00', type: 'morning' as const };
const events = [
  { type: 'xstate.done.actor.load', output: order(false) },
  { type: 'xstate.done.actor.load', output: order(true, true) },
  { type: 'xstate.error.actor.load', error },
  { type: 'RETRY' },
  { type: 'CLOSE' },
  { type: 'CLOCK.TICK', nowMs: Date.parse('2030-01-01T12:00:00+03:00') },
  { type: 'ADDRESS.OPEN' },
  { type: 'ADDRESS.SELECT', id: 'a1' },
  { type: 'ADDRESS.SELECT', id: 'a2' },
  { type: 'ADDRESS.SELECT', id: 'a3' },
  { type: 'FOR_ALL.TOGGLE' },
  { type: 'xstate.done.actor.updateAddress', output: plain },
  { type: 'xstate.error.actor.updateAddress', error },
  { type: 'xstate.error.actor.updateAddress', error: error1002 },
  { type: 'xstate.done.actor.reloadAddresses', output: [] },
  { type: 'xstate.error.actor.reloadAddresses', error },
  { type: 'ADDRESS.NEW' },
  { type: 'ADDRESS.REPORT', report: { type: 'address.changed', order: plain, addressId: 'a9', isNew: true } },
  { type: 'xstate.done.actor.applyToAll', output: plain },
  { type: 'xstate.error.actor.applyToAll', error },
  { type: 'xstate.done.actor.reloadOrder', output: plain },
  { type: 'xstate.error.actor.reloadOrder', error },
  { type: 'DATE.OPEN' },
  { type: 'xstate.done.actor.possibleDates', output: { '2030-01-12': [interval] } },
  { type: 'xstate.error.actor.possibleDates', error },
  { type: 'DATE.SELECT', date: '2030-01-12' },
  { type: 'xstate.done.actor.intervals', output: [interval] },
  { type: 'xstate.error.actor.intervals', error },
  { type: 'INTERVAL.SELECT', index: 0 },
  { type: 'DATE.SUBMIT' },
  { type: 'MOVE.CONFIRM' },
  { type: 'xstate.done.actor.updateDate', output: plain },
  { type: 'xstate.error.actor.updateDate', error },
  { type: 'SESSION.SET', session: 'morning' },
  { type: 'xstate.done.actor.setSession', output: plain },
  { type: 'xstate.error.actor.setSession', error },
  { type: 'WINDOW.APPLY_ALL' },
  { type: 'xstate.done.actor.applyWindowToAll', output: plain },
  { type: 'xstate.error.actor.applyWindowToAll', error },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.confirm', output: plain },
  { type: 'xstate.error.actor.confirm', error },
  { type: 'CANCEL.OPEN' },
  { type: 'SKIP.OPEN' },
  { type: 'xstate.done.actor.skip', output: plain },
  { type: 'INFO.ACCEPT' },
  { type: 'xstate.done.actor.confirmCancellationInfo' },
  { type: 'xstate.error.actor.confirmCancellationInfo', error },
  { type: 'CANCEL.CONFIRM' },
  { type: 'xstate.done.actor.cancelTerms', output: { kind: 'balance', amount: 1000 } },
  { type: 'xstate.error.actor.cancelTerms', error },
  { type: 'xstate.done.actor.cancel', output: plain },
  { type: 'xstate.error.actor.cancel', error },
  { type: 'TASK.OPEN' },
  { type: 'xstate.done.actor.taskOptions', output: [{ id: 'sms', title: 'СМС' }] },
  { type: 'xstate.error.actor.taskOptions', error },
  { type: 'TASK.SELECT', id: 'sms' },
  { type: 'xstate.done.actor.setTask', output: plain },
  { type: 'xstate.error.actor.setTask', error },
  { type: 'TASK.REMOVE' },
  { type: 'xstate.done.actor.removeTask', output: plain },
  { type: 'xstate.error.actor.removeTask', error },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as {
    forAll: boolean;
    date?: string;
    interval?: unknown;
    informed: boolean;
    order?: { custom_config?: unknown[] | null };
    pendingAddressId?: string;
  };
  return JSON.stringify([
    s.value,
    c.forAll,
    c.date ?? null,
    Boolean(c.interval),
    c.informed,
    (c.order?.custom_config?.length ?? 0) > 0,
    c.pendingAddressId ?? null,
  ]);
};

describe('model: delivery machine', () => {
  it('reaches every state node and every event transition', () => {
    // The address child's reports are sent as events (ADDRESS.REPORT).
    const result = coverage(deliveryMachine, { events, input: { hid: 'h', deliveryId: 'h-d1' }, serializeState, limit: 200_000 });
    // Transient (eventless) states are passed through, never rested in.
    expect(result.missingStates.sort()).toEqual(['ready.address.afterNew', 'ready.cancel.checkingInfo', 'ready.date.asking']);
    expect(result.missingTransitions).toEqual([]);
  });
});

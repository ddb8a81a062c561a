import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { CabinetOrder } from '../../api/schemas/cabinet';
import { Offer } from '../../api/schemas/menu';
import { Order } from '../../api/schemas/order';
import { ClientSubscription } from '../../api/schemas/subscriptions';
import { coverage } from '../../testing/model';
import { subscribeMachine } from './subscribe.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the subscribe flow. */
const offer = (id: number, days: number, extra: Partial<v.InferInput<typeof Offer>> = {}) =>
  v.parse(Offer, { id, numberOfMealDays: days, price_plan_id: id * 10, fullPrice: days * 1500, ...extra });
const menu = {
  menus: [{ type: 'balance' }, { type: 'fit' }],
  offerConfig: {
    balance: {
      '3': { '24': offer(3, 24, { subscriptionId_H: 'sub-24', isDefault: true }) },
      '2': { '24': offer(2, 24, { payPartly: true }) },
    },
    fit: { '2': { '12': offer(4, 12) } },
  },
  subscriptions: [{ id_H: 'sub-24', meal_days_count: 24, freeze_days_limit: 7 }],
  menuTypesData: {},
  cityId: 2,
};
const order = v.parse(
  CabinetOrder,
  v.parse(Order, {
    id_H: 'o1',
    menu_type: 'fit',
    number_of_days: 6,
    city_id: 2,
    menu_price: 9000,
    deb_price: 0,
    is_ready: true,
    deliveries: [],
  }),
);
const loaded = {
  menu,
  order: undefined,
  orders: [order],
  subscriptions: [],
  cards: [{ id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa', kind: 'recurrent', active: true }],
};
const error = new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'Нет соединения' });
const events = [
  { type: 'xstate.done.actor.load', output: loaded },
  { type: 'xstate.error.actor.load', error },
  { type: 'RETRY' },
  { type: 'SELECT_TYPE', menuType: 'fit' },
  { type: 'SELECT_TYPE', menuType: 'unknown' },
  { type: 'SELECT_OFFER', kind: '2', days: 24 },
  { type: 'SELECT_OFFER', kind: '1', days: 24 },
  { type: 'SUBMIT' },
  { type: 'SUBMIT_CUSTOM', configKey: 'slim_2' },
  { type: 'SUBMIT_CUSTOM', configKey: 'unknown_9' },
  { type: 'START_PLAN', subscriptionId_H: 'sub-24' },
  { type: 'START_PLAN', subscriptionId_H: 'unknown' },
  { type: 'START_PLAN' },
  {
    type: 'xstate.done.actor.submit',
    output: v.parse(Order, {
      id_H: 'new',
      menu_type: 'balance',
      number_of_days: 24,
      city_id: 2,
      menu_price: 1,
      deb_price: 1,
      deliveries: [],
    }),
  },
  { type: 'xstate.error.actor.submit', error },
  { type: 'SUBSCRIBE_ORDER', orderId_H: 'o1' },
  { type: 'SUBSCRIBE_ORDER', orderId_H: 'unknown' },
  { type: 'CONFIRM_ORDER' },
  { type: 'CANCEL_ORDER' },
  {
    type: 'xstate.done.actor.createFromOrder',
    output: v.parse(ClientSubscription, { clientSubscriptionId_H: 'cs', id_H: 'sub-24', meal_days_count: 24, orderId_H: 'o1' }),
  },
  { type: 'xstate.error.actor.createFromOrder', error },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { choice?: unknown; submitError?: string; fromOrders: object; fromOrderError?: unknown };
  return JSON.stringify([s.value, c.choice, c.submitError !== undefined, Object.keys(c.fromOrders).length, c.fromOrderError !== undefined]);
};

describe('model: subscribe machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(subscribeMachine, { events, serializeState, input: { cityId: 2, withOrders: true } });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError } from '../../api/errors';
import { CabinetOrder } from '../../api/schemas/cabinet';
import { coverage } from '../../testing/model';
import { orderDetailMachine } from './order-detail.machine';

/** Model-based coverage (@xstate/graph): every state and event transition of the order detail. */
const order = v.parse(CabinetOrder, {
  id_H: 'h1',
  menu_type: 'fit',
  number_of_days: 6,
  city_id: 2,
  menu_price: 9540,
  deb_price: 0,
  autoLongationBlock: { isAutolongationEnabled: false },
  pricePlans: [
    { id: 1, mealDays: 6, price: 9540 },
    { id: 2, mealDays: 12, price: 18_000 },
  ],
  price_plan_id: 1,
  deliveryOptions: [{ id_H: 'o1', title: 'Опция' }],
});
const drinks = { canAddDrinks: true, alreadyAddedCount: 1, addedCount: 1, price: 150, drinksOfferDiscountPerDrink: 20 };
const error = new ApiError({ kind: 'http', call: 'x', message: 'x', userMessage: 'Ошибка', status: 400, messages: ['Ошибка'] });
const reasons = [
  { id: 1, title: 'Дорого', withComment: false },
  { id: 2, title: 'Другое', withComment: true },
];
const events = [
  { type: 'CABINET.CHANGED', change: { type: 'cabinet.changed', by: 'delivery', orderIds: ['h1'] } },
  { type: 'xstate.done.actor.load', output: { order, packs: [], drinks } },
  { type: 'xstate.error.actor.load', error },
  { type: 'RETRY' },
  { type: 'RELOAD' },
  { type: 'AUTOLONGATION.TOGGLE' },
  { type: 'xstate.done.actor.changeAutolongation', output: order },
  { type: 'xstate.error.actor.changeAutolongation', error },
  { type: 'DRINKS.ADD', count: 1 },
  { type: 'xstate.done.actor.addDrinks', output: { order, drinks } },
  { type: 'xstate.error.actor.addDrinks', error },
  { type: 'DRINKS.DROP' },
  { type: 'xstate.done.actor.dropDrinks', output: { order, drinks } },
  { type: 'xstate.error.actor.dropDrinks', error },
  { type: 'PLAN.CHANGE', planId: 2 },
  { type: 'xstate.done.actor.changePlan', output: order },
  { type: 'xstate.error.actor.changePlan', error },
  { type: 'OPTION.ADD', optionId: 'o1' },
  { type: 'xstate.done.actor.addOption', output: order },
  { type: 'xstate.error.actor.addOption', error },
  { type: 'RECALL' },
  { type: 'xstate.done.actor.recall' },
  { type: 'xstate.error.actor.recall', error },
  { type: 'ORDER.UPDATED', order },
  { type: 'CANCEL.OPEN' },
  { type: 'xstate.done.actor.loadReasons', output: reasons },
  { type: 'xstate.error.actor.loadReasons', error },
  { type: 'CANCEL.REASON', id: 1 },
  { type: 'CANCEL.COMMENT', value: 'слова' },
  { type: 'CANCEL.SUBMIT' },
  { type: 'CANCEL.CLOSE' },
  { type: 'xstate.done.actor.cancelOrder' },
  { type: 'xstate.error.actor.cancelOrder', error },
];
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as { reasonId?: unknown; order?: unknown; reasons: unknown[] };
  return JSON.stringify([s.value, c.reasonId ?? null, Boolean(c.order), c.reasons.length]);
};

describe('model: order detail machine', () => {
  it('reaches every state node and every event transition', () => {
    const result = coverage(orderDetailMachine, { events, input: { hid: 'h1' }, serializeState });
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { coverage } from '../../testing/model';
import {
  actorDone as done,
  actorFailed as failed,
  checkoutLoads,
  modelDrinks as drinks,
  modelOrder as order,
  modelProfile as profile,
} from '../../testing/model-fixtures';
import { checkoutMachine } from './checkout.machine';

/**
 * Model-based coverage (@xstate/graph) of the checkout: every display mode and form state is
 * reached, and every event transition is taken, with the user's events and the actors' answers.
 * The sandbox-driven behaviour is in checkout.test.ts.
 */
const loaded = (over: Record<string, unknown>) => ({
  type: 'xstate.done.actor.load',
  output: { order: order(over), profile, drinks, dates: {} },
});

const events = [
  ...checkoutLoads(loaded),
  { type: 'CLOSE' },
  { type: 'NEW_ORDER' },
  { type: 'CONFIRM_ORDER' },
  { type: 'CONFIRM_DELIVERY' },
  done('confirmOrder', order()),
  failed('confirmOrder'),
  done('confirmDelivery', order({ isDeliveryConfirmed: true })),
  failed('confirmDelivery'),
  { type: 'PROFILE.CHANGE', field: 'email', value: 'a@b.ru' },
  { type: 'METHOD.SELECT', method: 'cash' },
  { type: 'METHOD.SELECT', method: 'sbp' },
  { type: 'SAFE_DELIVERY.TOGGLE', value: true },
  { type: 'COURIER_COMMENT.CHANGE', value: 'x' },
  { type: 'FLAT.CHANGE', value: '5' },
  { type: 'DRINKS.ADD', count: 1 },
  { type: 'DRINKS.DROP' },
  done('addDrinks', order()),
  failed('addDrinks'),
  done('dropDrinks', order()),
  failed('dropDrinks'),
  { type: 'DATE.SELECT', date: '2026-01-02', from: '07:00', to: '12:00', interval: 'morning' },
  { type: 'CONFIRM' },
  { type: 'DISMISS' },
  done('updateDate', order()),
  failed('updateDate'),
  { type: 'ADDRESS.SELECT_SAVED', addressId: 'a1' },
  { type: 'ADDRESS.SUBMIT', address: { street: 's', house: '1', city_id: 2 } },
  { type: 'ADDRESS', event: { type: 'SELECT', id: 'new' } },
  { type: 'ADDRESS.REPORT', report: { type: 'address.state', checkState: 2, error: undefined } },
  {
    type: 'ADDRESS.REPORT',
    report: { type: 'address.recreated', order: order({ id_H: 'h-far', is_far_moscow_region: true }), previousHid: 'h' },
  },
  { type: 'PROMO.APPLIED' },
  { type: 'CARD.EDIT' },
  { type: 'CLOCK.TICK', nowMs: Date.UTC(2026, 0, 1, 12) },
  { type: 'DATES.RETRY' },
  done('possibleDates', { '2026-01-03': [{ from: '18:00', to: '23:00', type: 'evening' }] }),
  failed('possibleDates'),
  { type: 'PROMO.REMOVED' },
  done('reloadOrder', { order: order(), profile, drinks, dates: {} }),
  failed('reloadOrder'),
  { type: 'CANCEL' },
  done('cancelOrder'),
  failed('cancelOrder'),
  { type: 'PAY' },
  done('prepare', { profile, card: undefined }),
  failed('prepare'),
  { type: 'payment.result', status: 'failed', error: 'x', forceSbp: false },
  { type: 'payment.result', status: 'failed', error: 'x', forceSbp: true },
  done('payment', { status: 'paid' }),
  done('sbp'),
  // Issue 36: a page started with the pending-charge marker, restored from the back-forward cache, SBP instead of the 3-D Secure wait.
  {
    type: 'xstate.done.actor.load',
    output: { order: order(), profile, drinks, dates: {}, chargePending: { payment: 'p', at: 1, threeDsAt: 1 } },
  },
  { type: 'PAGE.RESTORED' },
  { type: 'PAY.SBP_INSTEAD' },
];

// What the guards read: the order's flags that route and gate, the method, the drinks count.
const serializeState = (s: { value: unknown; context: unknown }) => {
  const c = s.context as {
    order?: { id_H: string; custom_config?: unknown; business_product?: string; is_canceled?: boolean; deb_price: number };
    method?: string;
    addressState: number;
    datesStale: boolean;
    datesToCheck: boolean;
    nowMs?: number;
  };
  return JSON.stringify([
    s.value,
    c.order?.id_H,
    c.order?.custom_config,
    c.order?.business_product,
    c.order?.deb_price,
    c.method,
    c.addressState,
    c.datesStale,
    c.datesToCheck,
    c.nowMs,
  ]);
};

describe('model: checkout machine', () => {
  it('reaches every display mode and form state, and takes every event transition', () => {
    const plain = coverage(checkoutMachine, { events, input: { hid: 'h' }, serializeState, limit: 40_000 });
    const co1 = coverage(checkoutMachine, { events, input: { hid: 'h', query: { co: '1' } }, serializeState, limit: 40_000 });
    const co2 = coverage(checkoutMachine, {
      events,
      input: { hid: 'h', query: { co: '2', deliveryIdH: 'd1' } },
      serializeState,
      limit: 40_000,
    });
    const missing = <T>(a: T[], ...rest: T[][]) => a.filter((x) => rest.every((r) => r.includes(x)));
    // `routing` is transient: it picks the display mode.
    expect(missing(plain.missingStates, co1.missingStates, co2.missingStates)).toEqual(['routing']);
    expect(missing(plain.missingTransitions, co1.missingTransitions, co2.missingTransitions)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { payments } from '../../api/endpoints/payments';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { COOKIES } from '../../api/protocol';
import { addDays } from '../../domain/dates';
import { orderInstalments } from '../../domain/instalments';
import { SUBSCRIPTION } from '../../domain/order-constants';
import { nextCharge } from '../subscriptions/subscriptions.rules';
import { subscriptionMenuView } from './subscription-menu.connect';
import { newIntentKey } from '../../api/effects';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Issue 14: the sandbox makes the client's subscription once a subscribe order is paid, so the
 * subscriptions list and the subscription menu show it (personal-cabinet §4 "Subscriptions can be
 * created from an order"). Driven as the app does: the subscribe machine's order, then a payment.
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;

function setup() {
  return sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
    now: nowMs(),
  }).mealflow;
}

async function subscribeOrder(mealflow: ReturnType<typeof setup>, kind: '1' | '3') {
  const actor = createActor(mealflow.machines.subscribe, {
    input: { cityId: 2, ...(kind === '1' ? { kinds: ['1', '3', '2'], businessProduct: 'standard', menuType: 'fit' } : {}) },
  }).start();
  await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  actor.send({ type: 'SUBMIT' });
  const order = (await waitFor(actor, (s) => s.matches('done'))).context.created;
  if (!order) throw new Error('no order');
  return order;
}

async function pay(mealflow: ReturnType<typeof setup>, orderId_H: string) {
  const { payment } = await mealflow.api.call(payments.forOrder, { orderId_H }, { idempotencyKey: newIntentKey() });
  await mealflow.api.call(payments.chargeToken, { payment, card: 'card-1' }, { idempotencyKey: newIntentKey() });
}

describe('a paid subscribe order makes the subscription (sandbox, issue 14)', () => {
  it('the abonement order is paid: a new active subscription on it, once, in the list and the menu', async () => {
    const mealflow = setup();
    const before = (await mealflow.api.call(clientSubscriptions.list, { brandId_H: 'main' })).subscriptions.length;
    const order = await subscribeOrder(mealflow, '3');
    expect(order.is_client_subscription).toBe(true);
    // Not paid yet: no subscription.
    expect((await mealflow.api.call(clientSubscriptions.list, { brandId_H: 'main' })).subscriptions).toHaveLength(before);

    await pay(mealflow, order.id_H);
    const list = (await mealflow.api.call(clientSubscriptions.list, { brandId_H: 'main' })).subscriptions;
    expect(list).toHaveLength(before + 1);
    const created = list.find((s) => s.orderId_H === order.id_H);
    expect(created).toMatchObject({
      id_H: 'sub-24',
      title: 'Подписка 24',
      status: 'active',
      meal_days_count: 24,
      freeze_days_limit: 7,
      menu_type: order.menu_type,
    });
    expect(created?.deliveryDates).toHaveLength(14);
    expect(created?.deliveryDates.every((d) => d > today())).toBe(true);
    expect(harness.sandbox.store.counters.get('subscriptionsCreated:+79990000001')).toBe(1);

    // A second payment of the paid order is refused and makes nothing.
    await expect(pay(mealflow, order.id_H)).rejects.toMatchObject({ kind: 'http' });
    expect(harness.sandbox.store.counters.get('subscriptionsCreated:+79990000001')).toBe(1);

    const menu = createActor(mealflow.machines.subscriptionMenu, { input: { brand: 'main' } }).start();
    await waitFor(menu, (s) => s.matches({ ready: 'list' }));
    const section = subscriptionMenuView(menu.getSnapshot(), { nowMs: nowMs() }).sections.find(
      (s) => s.id === created?.clientSubscriptionId_H,
    );
    // Paid in stages: its first payment is paid, the rest is charged by itself (no pay action).
    expect(section?.orders.map((o) => [o.id, o.statusText, o.pay])).toEqual([[order.id_H, 'Оплачен частично', undefined]]);
  });

  it('a subscription paid in stages: its next charge is the second payment, 3 days before the first delivery the first payment does not cover', async () => {
    // The checkout says 'Сейчас — … за первые 6 дней; Дальше — … каждый спишем за 3 дня до его
    // доставок'; the cabinet said the next charge came 3 days before the day after the order's last
    // delivery (27.12 for deliveries 6.12–28.12), as if the whole order were paid.
    const mealflow = setup();
    const order = await subscribeOrder(mealflow, '3');
    const [first, second] = orderInstalments(order);
    expect(first?.days).toBe(6);
    await pay(mealflow, order.id_H);
    const created = (await mealflow.api.call(clientSubscriptions.list, { brandId_H: 'main' })).subscriptions.find(
      (s) => s.orderId_H === order.id_H,
    );
    const dates = [...new Set(order.deliveries.map((d) => d.date))].sort();
    const perDelivery = order.number_of_days / dates.length;
    const firstUnpaid = dates[first!.days / perDelivery];
    expect(firstUnpaid).toBeDefined();
    expect(created && nextCharge(created, today())).toEqual({
      delivery: firstUnpaid,
      charge: addDays(firstUnpaid!, -SUBSCRIPTION.chargeDaysBefore),
      reminder: addDays(firstUnpaid!, -SUBSCRIPTION.reminderDaysBefore),
    });
    expect(created?.paymentAmount).toBe(second?.amount);
    expect(created?.paymentEveryDays).toBe(second?.days);
  });

  it('a pack (kind 1) paid from the same flow makes no subscription', async () => {
    const mealflow = setup();
    const order = await subscribeOrder(mealflow, '1');
    expect(order.is_client_subscription).toBe(false);
    await pay(mealflow, order.id_H);
    expect(harness.sandbox.store.counters.get('subscriptionsCreated:+79990000001')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { newIntentKey } from '../../api/effects';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { cabinetOrders } from '../../api/endpoints/cabinet';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { addDays, formatDate, formatDateWithWeekday } from '../../domain/dates';
import { connectFreeze } from '../freeze/freeze.connect';
import { unfreezeMove } from '../freeze/freeze.rules';
import { orderDetailView } from '../order-detail/order-detail.connect';
import { subscriptionMenuView } from '../subscription-menu/subscription-menu.connect';
import { connectSubscriptions, subscriptionsChildren, subscriptionsView } from './subscriptions.connect';
import type { SubscriptionsEmitted } from './subscriptions.types';
import { cabinetClient, cabinetDay } from '../../testing/cabinet';

/**
 * Issue 31: freezing 'Подписка 24' pauses its order. The sandbox (the backend's stand-in) moves the
 * order's planned deliveries, the delivery calendar and the paid days by the freeze's length, so the
 * next charge moves; unfreezing moves them back. Every machine that shows them agrees, and the
 * subscriptions machine reports the change for whatever screen shows the order.
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;
const day = (plus: number) => addDays(today(), plus);

function start() {
  const { mealflow } = cabinetClient(harness, undefined, { now: nowMs() });
  return mealflow;
}

type Mealflow = ReturnType<typeof start>;

/** What each screen shows of 'Подписка 24' and its order lk-paid. */
async function screens(mealflow: Mealflow) {
  const list = createActor(mealflow.machines.subscriptions, { input: { brand: 'main' } }).start();
  await waitFor(list, (s) => s.matches({ ready: 'list' }));
  const card = subscriptionsView(list.getSnapshot(), { nowMs: nowMs() }).cards.find((c) => c.id === 'cs-24');
  const menu = createActor(mealflow.machines.subscriptionMenu, { input: { brand: 'main' } }).start();
  await waitFor(menu, (s) => s.matches({ ready: 'list' }));
  const section = subscriptionMenuView(menu.getSnapshot(), { nowMs: nowMs() }).sections.find((s) => s.id === 'cs-24');
  const detail = createActor(mealflow.machines.orderDetail, { input: { hid: 'lk-paid' } }).start();
  await waitFor(detail, (s) => s.matches('ready'));
  const order = orderDetailView(detail.getSnapshot(), { nowMs: nowMs() });
  [list, menu, detail].forEach((a) => a.stop());
  return {
    nextCharge: card?.nextChargeText,
    nextDelivery: card?.nextDeliveryText,
    menuDeliveries: section?.orders[0]?.deliveries.map((d) => d.dateText),
    orderPlanned: order.deliveries.filter((d) => d.stateText === 'Запланирована').map((d) => d.dateText),
  };
}

const shown = (plus: number[]) => plus.map((p) => formatDateWithWeekday(day(p)));

describe('a freeze pauses the subscription’s order (issue 31, through the sandbox)', () => {
  // Seed: deliveries tomorrow, in 3 and 5 days (every 2 days); paid until today+6; the next charge
  // pays today+7's delivery, 3 days before it (today+4).
  it.each([
    { days: 1, planned: [2, 4, 6], charge: 5 },
    { days: 4, planned: [5, 7, 9], charge: 8 },
  ])(
    'a $days-day freeze from the next delivery moves its deliveries and the next charge on every screen; unfreezing restores them',
    async ({ days, planned, charge }) => {
      const mealflow = start();
      const before = await screens(mealflow);
      expect(before).toEqual({
        nextCharge: `Списание 9\u00a0063\u00a0₽ — ${formatDate(day(4))}`,
        nextDelivery: `Следующая доставка: ${formatDate(day(1))}`,
        menuDeliveries: shown([1, 3, 5]),
        orderPlanned: shown([1, 3, 5]),
      });

      const actor = createActor(mealflow.machines.subscriptions, { input: { brand: 'main' } }).start();
      const reports: SubscriptionsEmitted[] = [];
      actor.on('subscriptions.changed', (event) => reports.push(event));
      await waitFor(actor, (s) => s.matches({ ready: 'list' }));
      connectSubscriptions(actor.getSnapshot(), actor.send, { nowMs: nowMs() }).freeze('cs-24');
      const child = subscriptionsChildren(actor.getSnapshot()).freeze;
      if (!child) throw new Error('no freeze child');
      connectFreeze(child.getSnapshot(), child.send, { nowMs: nowMs() }).setDays(days);
      const form = connectFreeze(child.getSnapshot(), child.send, { nowMs: nowMs() });
      expect(form.start).toBe(day(1));
      form.submit();
      await waitFor(actor, (s) => s.matches({ ready: 'list' }));
      // The list shows the server's answer at once, and reports the change to whatever shows the order.
      expect(subscriptionsView(actor.getSnapshot(), { nowMs: nowMs() }).cards[0]?.nextChargeText).toBe(
        `Списание 9\u00a0063\u00a0₽ — ${formatDate(day(charge))}`,
      );
      expect(reports).toEqual([{ type: 'subscriptions.changed', clientSubscriptionId_H: 'cs-24', orderIds: ['lk-paid'] }]);

      const frozen = await screens(mealflow);
      expect(frozen).toEqual({
        nextCharge: `Списание 9\u00a0063\u00a0₽ — ${formatDate(day(charge))}`,
        nextDelivery: `Следующая доставка: ${formatDate(day(planned[0] ?? 0))}`,
        menuDeliveries: shown(planned),
        orderPlanned: shown(planned),
      });
      // No delivery of the order falls inside the freeze, and the past ones did not move.
      const { order } = await mealflow.api.call(cabinetOrders.get, { orderId_H: 'lk-paid' });
      expect(order.deliveries.filter((d) => d.state === 'planned' && d.date >= day(1) && d.date <= day(days))).toEqual([]);
      expect(order.deliveries.filter((d) => d.state === 'delivered').map((d) => d.date)).toEqual([day(-3), day(-1)]);

      connectSubscriptions(actor.getSnapshot(), actor.send, { nowMs: nowMs() }).unfreeze('cs-24');
      const question = subscriptionsChildren(actor.getSnapshot()).freeze;
      if (!question) throw new Error('no unfreeze child');
      connectFreeze(question.getSnapshot(), question.send, { nowMs: nowMs() }).submit();
      await waitFor(actor, (s) => s.matches({ ready: 'list' }) && s.context.notice === 'Подписка разморожена');
      expect(reports).toHaveLength(2);
      expect(await screens(mealflow)).toEqual(before);
    },
  );

  it('unfreezing a freeze in progress gives back the days from today on, never bringing a delivery before the first day that takes changes', async () => {
    const mealflow = start();
    const prime = (await mealflow.api.call(clientSubscriptions.list, { brandId_H: 'main' })).subscriptions.find(
      (s) => s.clientSubscriptionId_H === 'cs-frozen',
    );
    if (!prime) throw new Error('no Прайм');
    // Frozen yesterday … today+2, deliveries from today+3: today … today+2 are given back, but the
    // first delivery can come tomorrow at the earliest (before the evening cut-off): 2 days back.
    expect(unfreezeMove(prime, nowMs())).toEqual({ from: day(3), days: -2 });
    const { subscription } = await mealflow.api.call(
      clientSubscriptions.unfreeze,
      { clientSubscriptionId_H: 'cs-frozen' },
      { idempotencyKey: newIntentKey() },
    );
    expect(subscription.freezes).toEqual([{ dateFrom: day(-1), dateTo: day(-1) }]);
    expect(subscription.deliveryDates.slice(0, 3)).toEqual([day(1), day(3), day(5)]);
    const { order } = await mealflow.api.call(cabinetOrders.get, { orderId_H: 'lk-awaiting' });
    expect(order.deliveries.map((d) => d.date)).toEqual([day(1), day(3), day(5)]);
  });
});

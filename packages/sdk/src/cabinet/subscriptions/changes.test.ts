import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays, formatDate, formatDateWithWeekday } from '../../domain/dates';
import { connectDelivery } from '../delivery/delivery.connect';
import { connectFreeze } from '../freeze/freeze.connect';
import { orderDetailView } from '../order-detail/order-detail.connect';
import { ordersListView } from '../orders-list/orders-list.connect';
import { subscriptionMenuView } from '../subscription-menu/subscription-menu.connect';
import { connectSubscriptions, subscriptionsChildren, subscriptionsView } from './subscriptions.connect';
import { weekOverviewView } from '../week-overview/week-overview.connect';
import { provideWeekOverview } from '../week-overview/week-overview.provide';
import { cabinetClient, cabinetDay } from '../../testing/cabinet';

/**
 * Issue 31: nobody listened to `subscriptions.changed`. A change made by one machine (a freeze, a
 * delivery cancelled) is announced through the API client and every machine alive beside it that
 * shows the order or the subscription reads it again: one consistent cabinet without a reload, with
 * nothing wired by the app (each machine's `provide` binds both ends).
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;
const day = (plus: number) => addDays(today(), plus);

function start() {
  const { mealflow } = cabinetClient(harness, undefined, { now: nowMs() });
  const run = <T extends AnyActorRef>(actor: T): T => {
    actor.start();
    return actor;
  };
  // The screens that show lk-paid and 'Подписка 24', alive at once (no RELOAD is ever sent to them).
  // The week follows the orders list beside it, as on the dashboard (it never asks orders/active itself).
  const orders = run(createActor(mealflow.machines.ordersList));
  const screens = {
    week: run(createActor(provideWeekOverview(mealflow.deps), { input: { brand: 'main', orders } })),
    orders,
    order: run(createActor(mealflow.machines.orderDetail, { input: { hid: 'lk-paid' } })),
    menu: run(createActor(mealflow.machines.subscriptionMenu, { input: { brand: 'main' } })),
    subscriptions: run(createActor(mealflow.machines.subscriptions, { input: { brand: 'main' } })),
  };
  return { mealflow, screens };
}

type Screens = ReturnType<typeof start>['screens'];

/** What each screen shows of lk-paid's deliveries and cs-24's next charge. */
function shown(s: Screens) {
  const planned = orderDetailView(s.order.getSnapshot(), { nowMs: nowMs() })
    .deliveries.filter((d) => d.stateText === 'Запланирована')
    .map((d) => d.dateText);
  const week = weekOverviewView(s.week.getSnapshot(), { nowMs: nowMs() });
  return {
    orderPlanned: planned,
    menu: subscriptionMenuView(s.menu.getSnapshot(), { nowMs: nowMs() })
      .sections.find((x) => x.id === 'cs-24')
      ?.orders[0]?.deliveries.map((d) => d.dateText),
    weekCharge: week.charges.find((c) => c.id === 'cs-24')?.dateText,
    weekPaidDeliveries: week.deliveries.filter((d) => d.path.includes('lk-paid')).map((d) => d.dateText),
    subscriptionCharge: subscriptionsView(s.subscriptions.getSnapshot(), { nowMs: nowMs() }).cards.find((c) => c.id === 'cs-24')
      ?.nextChargeText,
    ordersCount: ordersListView(s.orders.getSnapshot(), { nowMs: nowMs() }).cards.length,
  };
}

const settled = async (s: Screens) => {
  await waitFor(s.week, (x) => x.matches({ ready: 'idle' }));
  await waitFor(s.orders, (x) => x.matches({ ready: 'list' }));
  await waitFor(s.order, (x) => x.matches({ ready: 'idle' }));
  await waitFor(s.menu, (x) => x.matches({ ready: 'list' }));
  await waitFor(s.subscriptions, (x) => x.matches({ ready: 'list' }));
};

const dates = (plus: number[]) => plus.map((p) => formatDateWithWeekday(day(p)));

describe('one consistent cabinet after every change (issue 31, through the sandbox)', () => {
  it('a freeze on the subscriptions screen moves the deliveries and the charge on every screen alive beside it', async () => {
    const { screens } = start();
    await settled(screens);
    expect(shown(screens)).toMatchObject({ orderPlanned: dates([1, 3, 5]), menu: dates([1, 3, 5]), weekCharge: formatDate(day(4)) });

    connectSubscriptions(screens.subscriptions.getSnapshot(), screens.subscriptions.send, { nowMs: nowMs() }).freeze('cs-24');
    const freeze = subscriptionsChildren(screens.subscriptions.getSnapshot()).freeze;
    if (!freeze) throw new Error('no freeze dialog');
    connectFreeze(freeze.getSnapshot(), freeze.send, { nowMs: nowMs() }).setDays(4);
    connectFreeze(freeze.getSnapshot(), freeze.send, { nowMs: nowMs() }).submit();

    await waitFor(screens.order, () => shown(screens).orderPlanned.join() === dates([5, 7, 9]).join());
    await waitFor(screens.week, () => shown(screens).weekCharge === formatDate(day(8)));
    await waitFor(screens.menu, () => shown(screens).menu?.join() === dates([5, 7, 9]).join());
    await settled(screens);
    expect(shown(screens)).toMatchObject({
      orderPlanned: dates([5, 7, 9]),
      menu: dates([5, 7, 9]),
      weekCharge: formatDate(day(8)),
      subscriptionCharge: `Списание 9\u00a0063\u00a0₽ — ${formatDate(day(8))}`,
    });
    // The week's lk-paid deliveries are those of the order page within the week.
    expect(shown(screens).weekPaidDeliveries.every((d) => dates([5, 7]).some((x) => x.endsWith(d.slice(-10))))).toBe(true);
  });

  it('a delivery cancelled on its page leaves the week overview, the order page and the subscription menu', async () => {
    const { mealflow, screens } = start();
    await settled(screens);
    harness.sandbox.store.clients.get('+79990000001')!.profile.isInformedAboutDeliveriesCancellation = true;
    const delivery = createActor(mealflow.machines.delivery, { input: { hid: 'lk-paid', deliveryId: 'lk-paid-d3' } }).start();
    await waitFor(delivery, (s) => s.matches({ ready: 'idle' }));
    connectDelivery(delivery.getSnapshot(), delivery.send).openCancel();
    await waitFor(delivery, (s) => s.matches({ ready: { cancel: 'asking' } }));
    connectDelivery(delivery.getSnapshot(), delivery.send).confirmCancel();
    await waitFor(delivery, (s) => s.matches({ ready: 'idle' }));

    await waitFor(screens.order, () => shown(screens).orderPlanned.join() === dates([3, 5]).join());
    await waitFor(screens.week, () => !shown(screens).weekPaidDeliveries.some((d) => d.endsWith(formatDate(day(1)))));
    await waitFor(screens.menu, () => shown(screens).menu?.join() === dates([3, 5]).join());
    delivery.stop();
  });

  it('a machine does not re-read for its own change, and a stopped one no longer listens', async () => {
    const { mealflow, screens } = start();
    await settled(screens);
    mealflow.api.announce({ by: 'subscriptions', orderIds: ['lk-paid'] });
    expect(screens.subscriptions.getSnapshot().matches({ ready: 'list' })).toBe(true);
    expect(screens.week.getSnapshot().matches({ ready: 'reloading' })).toBe(true);
    await settled(screens);
    Object.values(screens).forEach((a) => a.stop());
    const calls = () => harness.sandbox.store.log.length;
    const before = calls();
    mealflow.api.announce({ by: 'test', orderIds: ['lk-paid'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls()).toBe(before);
  });
});

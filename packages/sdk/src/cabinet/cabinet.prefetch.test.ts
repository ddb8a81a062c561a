import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../api/protocol';
import { sandboxClient } from '../testing/sandbox-client';
import { prefetchCabinet, type CabinetPrefetchTarget } from './cabinet.prefetch';
import { provideOrderDetail } from './order-detail/order-detail.provide';
import { provideOrdersList } from './orders-list/orders-list.provide';
import { provideSubscriptionMenu } from './subscription-menu/subscription-menu.provide';
import { provideSubscriptions } from './subscriptions/subscriptions.provide';
import { provideWeekOverview } from './week-overview/week-overview.provide';
import type { MealflowDeps } from '../deps';

/**
 * Issue 35: a cabinet page's first reads are asked for as the app starts, and its machines take them:
 * one request each (`call*2`: asked twice, for two subscriptions or orders, and no more).
 */
const harness = useSandbox();
const calls = (name: string) => harness.sandbox.store.log.filter((entry) => entry.call === name).length;

type Row = [CabinetPrefetchTarget['route'], Record<string, string>, (deps: MealflowDeps) => AnyActorRef[], string[]];
const ROWS: Row[] = [
  [
    'DashboardOrders',
    {},
    (deps) => {
      const orders = createActor(provideOrdersList(deps)).start();
      return [orders, createActor(provideWeekOverview(deps), { input: { brand: 'main', orders } }).start()];
    },
    ['orders/active', 'client-subscriptions'],
  ],
  ['NewDashboardOrders', {}, (deps) => [createActor(provideOrdersList(deps)).start()], ['orders/active']],
  [
    'SingleOrder',
    { hid: 'lk-paid' },
    (deps) => [createActor(provideOrderDetail(deps), { input: { hid: 'lk-paid' } }).start()],
    ['orders/get', 'orders/packs', 'orders/can-add-drinks'],
  ],
  [
    'NewDashboardOrderDeliveries',
    { orderId: 'lk-paid' },
    (deps) => [createActor(provideOrderDetail(deps), { input: { hid: 'lk-paid' } }).start()],
    ['orders/get'],
  ],
  [
    'DashboardSubscriptions',
    {},
    (deps) => [createActor(provideSubscriptions(deps), { input: { brand: 'main' } }).start()],
    ['client-subscriptions'],
  ],
  [
    'DashboardSubscriptionsMenu',
    {},
    (deps) => [createActor(provideSubscriptionMenu(deps), { input: { brand: 'main' } }).start()],
    // The returning client's two running subscriptions, an order each, both with dishes.
    ['client-subscriptions', 'orders/in-client-subscription*2', 'orders/get*2', 'orders/packs*2'],
  ],
];

describe('cabinet prefetch', () => {
  it.each(ROWS)('%s %j: the screen takes the prefetched answers, one request each', async (route, params, start, asked) => {
    const { mealflow } = sandboxClient(harness, { cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    expect(prefetchCabinet(mealflow.api, { route, params, brand: 'main' })).toBe(true);
    // Asked before any screen exists …
    const times = (asked: string) => [asked.split('*')[0] as string, Number(asked.split('*')[1] ?? 1)] as const;
    await vi.waitFor(() => asked.map(times).forEach(([call, n]) => expect(calls(call), call).toBe(n)));
    // … and taken by the screen's machines, which ask nothing again.
    const actors = start(mealflow.deps);
    for (const actor of actors) await waitFor(actor, (s: { matches: (v: string) => boolean }) => s.matches('ready'));
    for (const [call, n] of asked.map(times)) expect(calls(call), call).toBe(n);
  });

  it('a page without first reads of its own asks for nothing', () => {
    const { mealflow } = sandboxClient(harness, { cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    expect(prefetchCabinet(mealflow.api, { route: 'DashboardSettings', params: {}, brand: 'main' })).toBe(false);
    expect(
      prefetchCabinet(mealflow.api, { route: 'DashboardOrderDeliveries', params: { hid: 'lk-paid', deliveryId: 'd1' }, brand: 'main' }),
    ).toBe(false);
    expect(harness.sandbox.store.log).toHaveLength(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../api/protocol';
import { sandboxClient } from '../testing/sandbox-client';
import { prefetchCabinet, type CabinetPrefetchTarget } from './cabinet.prefetch';
import { provideOrderDetail } from './order-detail/order-detail.provide';
import { provideOrdersList } from './orders-list/orders-list.provide';
import { provideSubscriptions } from './subscriptions/subscriptions.provide';
import { provideWeekOverview } from './week-overview/week-overview.provide';
import type { MealflowDeps } from '../deps';

/** Issue 35: a cabinet page's first reads are asked for as the app starts, and its machines take them: one request each. */
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
];

describe('cabinet prefetch', () => {
  it.each(ROWS)('%s %j: the screen takes the prefetched answers, one request each', async (route, params, start, asked) => {
    const { mealflow } = sandboxClient(harness, { cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    expect(prefetchCabinet(mealflow.api, { route, params, brand: 'main' })).toBe(true);
    // Asked before any screen exists …
    await vi.waitFor(() => asked.forEach((call) => expect(calls(call), call).toBe(1)));
    // … and taken by the screen's machines, which ask nothing again.
    const actors = start(mealflow.deps);
    for (const actor of actors) await waitFor(actor, (s: { matches: (v: string) => boolean }) => s.matches('ready'));
    for (const call of asked) expect(calls(call), call).toBe(1);
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

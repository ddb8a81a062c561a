import { afterEach, describe, expect, it } from 'vitest';
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
 * Issue 35: a cabinet page's data arrives in few sequential round trips from the app's start. Every
 * answer of the sandbox takes `LATENCY`; the app prefetches the page's reads as it starts
 * (`prefetchCabinet`), and the screen's machines start one chunk load later (`CHUNK`). The round
 * trips in a row are counted by causality, from the sandbox's log: a call that arrived after another
 * was answered may depend on it, one that arrived before cannot (`depth`). A loaded machine delays
 * every answer alike, so it does not change the count (grouping the answers' times into waves did: a
 * wave split in two under load); only a call delayed by a whole `LATENCY` before it reaches the
 * sandbox would. (The session's `client-profile` goes beside the first wave in the app; here there
 * is no session.) A page added to the table is measured without a test of its own.
 */
const harness = useSandbox();
afterEach(() => {
  harness.sandbox.latencyMs = 0;
});

// The margin of the count: a call that reaches the sandbox a whole latency late looks sequential.
const LATENCY = 200;
const CHUNK = 2 * LATENCY;

type Row = [CabinetPrefetchTarget['route'], Record<string, string>, number, (deps: MealflowDeps) => AnyActorRef[]];
const ROWS: Row[] = [
  [
    'DashboardOrders',
    {},
    1,
    (deps) => {
      const orders = createActor(provideOrdersList(deps)).start();
      return [orders, createActor(provideWeekOverview(deps), { input: { brand: 'main', orders } }).start()];
    },
  ],
  ['SingleOrder', { hid: 'lk-paid' }, 1, (deps) => [createActor(provideOrderDetail(deps), { input: { hid: 'lk-paid' } }).start()]],
  ['DashboardSubscriptions', {}, 1, (deps) => [createActor(provideSubscriptions(deps), { input: { brand: 'main' } }).start()]],
  // The subscriptions, their orders, each order with its dishes beside it (it was four in a row, the
  // last three after the screen's chunk: stop 43).
  ['DashboardSubscriptionsMenu', {}, 3, (deps) => [createActor(provideSubscriptionMenu(deps), { input: { brand: 'main' } }).start()]],
];

/**
 * The longest chain of calls each arriving after the one before was answered: a call's depth is 1 +
 * the largest depth among the calls answered before it arrived (its possible causes).
 */
function depth(log: ReadonlyArray<{ arrivedAt: number; at: number }>): number {
  const byArrival = [...log].sort((a, b) => a.arrivedAt - b.arrivedAt);
  const depths = new Map<(typeof byArrival)[number], number>();
  for (const call of byArrival) {
    const causes = byArrival.filter((other) => other !== call && other.at <= call.arrivedAt).map((other) => depths.get(other) ?? 0);
    depths.set(call, 1 + Math.max(0, ...causes));
  }
  return Math.max(0, ...depths.values());
}

describe('sequential round trips of a cabinet page, from the app’s start', () => {
  it.each(ROWS)('%s %j: its data in ≤ %i', async (route, params, bound, start) => {
    const { mealflow } = sandboxClient(harness, { cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    harness.sandbox.latencyMs = LATENCY;
    prefetchCabinet(mealflow.api, { route, params, brand: 'main' });
    await new Promise((resolve) => setTimeout(resolve, CHUNK));
    const actors = start(mealflow.deps);
    for (const actor of actors) await waitFor(actor, (s: { matches: (v: string) => boolean }) => s.matches('ready'), { timeout: 5_000 });
    const log = harness.sandbox.store.log;
    expect(log.length).toBeGreaterThan(0);
    expect(depth(log)).toBeLessThanOrEqual(bound);
  });
});

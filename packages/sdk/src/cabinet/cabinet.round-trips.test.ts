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
 * (`prefetchCabinet`), and the screen's machines start one chunk load later (`CHUNK`). The answers
 * then come in waves `LATENCY` apart: the waves are the round trips in a row. (The session's
 * `client-profile` goes beside the first wave in the app; here there is no session.) A page added
 * to the table is measured without a test of its own.
 */
const harness = useSandbox();
afterEach(() => {
  harness.sandbox.latencyMs = 0;
});

// Large beside a loaded machine's jitter: at 60 ms (waves split at 30 ms) the fresh-clone run at a load
// average of 8 saw the subscriptions menu's one wave of dishes as two (stop 46); 200 ms splits at 100.
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

/** The answers' times grouped into waves: a new wave when an answer comes more than half a latency after the last. */
function waves(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted.reduce(
    (count, at, i) => (i > 0 && at - (sorted[i - 1] as number) > LATENCY / 2 ? count + 1 : count),
    sorted.length > 0 ? 1 : 0,
  );
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
    expect(waves(log.map((entry) => entry.at))).toBeLessThanOrEqual(bound);
  });
});

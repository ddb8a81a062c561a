import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPorts } from '../../ports/memory';
import type { CardData } from './payment.types';

/** Issue 36: one gift certificate per intent, whatever is reloaded while it is being paid. */
const harness = useSandbox();
const card: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };

function open(ports: MemoryPorts) {
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
  return createActor(machine, {
    input: { hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, method: 'creditCard', amount: 3990 },
  }).start();
}

describe('payment: a gift certificate paid again after a reload', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('the reloaded page paying the same gift pays the same purchase: one purchase, one charge', async () => {
    const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'delay', ms: 5_000, times: 1 });
    const first = open(ports);
    first.send({ type: 'PAY', card: { read: () => card } });
    await vi.waitFor(() => expect(harness.sandbox.store.inFlight.size).toBeGreaterThan(0));
    first.stop();

    const reloaded = open(ports);
    reloaded.send({ type: 'PAY', card: { read: () => card } });
    await vi.advanceTimersByTimeAsync(8_000);
    await waitFor(reloaded, (s) => s.matches('done'));
    expect(harness.sandbox.store.counters.get('giftPurchases')).toBe(1);
    // The POST (its body has the email); the purchase's state GET has the same call name.
    const purchases = harness.sandbox.store.log.filter(
      (l) => l.call === 'gift-certificate-purchases' && (l.body as { email?: string }).email !== undefined,
    );
    expect(purchases).toHaveLength(2);
    expect(purchases[1]?.replayed).toBe(true);
    expect(harness.sandbox.store.counters.get('effects:payments/charge-card')).toBe(1);

    // Paid: the intent is over, the next certificate is a new purchase.
    const next = open(ports);
    next.send({ type: 'PAY', card: { read: () => card } });
    await waitFor(next, (s) => s.matches('done'));
    expect(harness.sandbox.store.counters.get('giftPurchases')).toBe(2);
  });
});

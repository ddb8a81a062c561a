import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPorts } from '../../ports/memory';
import { paymentView } from '../../checkout/payment/payment.connect';
import { longateChildren, longateView } from './longate.connect';

/** Issue 36: the longation's pay page reloaded (or Back from the bank) while its charge is in flight. */
const harness = useSandbox();
const charges = () => harness.sandbox.store.counters.get('charges:lk-longate') ?? 0;

function open(ports: MemoryPorts) {
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  return createActor(mealflow.machines.longate, { input: { hid: 'lk-longate', page: 'creditcard' } }).start();
}

describe('longate: a reload while the charge is in flight', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('the reloaded pay page asks the order first (processing, no pay button), then shows the success; one charge', async () => {
    const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    harness.sandbox.faults.inject('payments/charge-token', { kind: 'delay', ms: 8_000, times: 1 });
    const first = open(ports);
    await waitFor(first, (s) => s.matches({ ready: { pay: 'idle' } }));
    first.send({ type: 'PAY' });
    await vi.waitFor(() => expect(harness.sandbox.store.inFlight.size).toBeGreaterThan(0));
    first.stop();

    const reloaded = open(ports);
    const resumed = await waitFor(reloaded, (s) => s.matches('ready'));
    // Not the plain form: the page says the payment is being checked and offers no second payment.
    expect(resumed.matches({ ready: { pay: 'payment' } })).toBe(true);
    expect(longateView(resumed).payment.busy).toBe(true);
    const payment = longateChildren(reloaded.getSnapshot()).payment;
    await vi.waitFor(() => expect(payment && paymentView(payment.getSnapshot()).step).toMatch(/checking|processing/));
    reloaded.send({ type: 'PAY' });
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(reloaded, (s) => s.matches({ ready: { pay: 'finished' } }));
    expect(charges()).toBe(1);
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/lk-longate/longate/success');
  });
});

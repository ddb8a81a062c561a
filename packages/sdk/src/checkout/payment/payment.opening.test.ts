import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData, PaymentInput } from './payment.machine';
import { EFFECT_UNKNOWN_TEXT } from '../../api/errors';
import { sandboxClient } from '../../testing/sandbox-client';

/** Issue 36: the payment a charge uses (`payments/for-order`) is opened once per attempt of one intent. */
const harness = useSandbox();
const card = (cardNumber = '4242 4242 4242 4242') => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};

/** A checkout page; `page()` again is a reloaded page (a new actor on the same storage). */
function checkout(input: Partial<PaymentInput> = {}) {
  const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test', timeoutMs: 2_000 });
  const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
  return { page: () => createActor(machine, { input: { hid: 'demo-standard', method: 'creditCard', amount: 9540, ...input } }).start() };
}
const opened = () => harness.sandbox.store.counters.get('effects:payments/for-order') ?? 0;
const charged = (call: string) => harness.sandbox.store.log.filter((l) => l.call === call && !l.replayed).map((l) => l.body);

describe('payment: the payment a charge uses, one per attempt (through the sandbox)', () => {
  it('a page left after its payment opened, before the charge: the reloaded page charges that payment', async () => {
    harness.sandbox.faults.inject('orders/check-card-compatible-with-promo', { kind: 'delay', ms: 60_000, times: 1 });
    const { page } = checkout({ method: 'card', savedCardId: 'card-1' });
    const left = page();
    left.send({ type: 'PAY' });
    await waitFor(left, (s) => s.matches({ paying: 'checkingPromo' }));
    left.stop();
    const reloaded = page();
    reloaded.send({ type: 'PAY' });
    await waitFor(reloaded, (s) => s.matches('done'));
    expect(opened()).toBe(1);
    expect(charged('payments/charge-token')).toHaveLength(1);
  });

  it("an opening whose answer is a bare 502: said as not known, never 'failed'; PAY again gets the same payment", async () => {
    harness.sandbox.faults.inject('payments/for-order', { kind: 'status', status: 502, after: true, times: 1 });
    const { page } = checkout();
    const actor = page();
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(EFFECT_UNKNOWN_TEXT);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(opened()).toBe(1);
  });

  it('a declined charge closes its payment: the next PAY opens a new one (the decline is not replayed)', async () => {
    const { page } = checkout();
    const actor = page();
    actor.send({ type: 'PAY', card: card('4000 0000 0000 0002') });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(opened()).toBe(2);
    const payments = charged('payments/charge-card').map((body) => (body as { payment: string }).payment);
    expect(new Set(payments).size).toBe(2);
  });
});

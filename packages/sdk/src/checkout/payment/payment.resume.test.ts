import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import type { MemoryPorts } from '../../ports/memory';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData, PaymentInput } from './payment.machine';
import { paymentView } from './payment.connect';
import { PENDING_CHARGE_KEY, readPendingCharge, threeDsMinutesLeft, writePendingCharge } from './payment.pending';
import { PAYMENT_STATUS_TEXTS } from './payment.rules';

/** Issue 36: a page left mid-charge (a reload, Back from the bank's 3-D Secure page) asks the order, never offers the form first. */
const harness = useSandbox();
const HID = 'demo-standard';
const card = (cardNumber = '4242 4242 4242 4242') => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};
const charges = () => harness.sandbox.store.counters.get(`charges:${HID}`) ?? 0;

function page(ports?: MemoryPorts, input: Partial<PaymentInput> = {}, processingPoll = 100) {
  const p = ports ?? harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' }, host: 'sandbox.test' }).ports;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports: p, timeoutMs: 2_000 });
  const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll } });
  // A new page reads the marker as the checkout does when it loads.
  const resume = readPendingCharge(p.storage, HID, p.clock.now());
  const actor = createActor(machine, {
    input: { hid: HID, method: 'creditCard', amount: 9540, ...(resume ? { resume } : {}), ...input },
  }).start();
  return { actor, ports: p };
}

describe('payment: a page reloaded mid-charge (through the sandbox)', () => {
  it("while charge-card is on the wire the reloaded page says 'processing' (never the form) until the charge lands, then the result; one charge; the marker holds no card data", async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'delay', ms: 600, times: 1 });
    const first = page();
    first.actor.send({ type: 'PAY', card: card() });
    await waitFor(first.actor, (s) => s.matches({ paying: 'charging' }));
    const raw = first.ports.storage.get(PENDING_CHARGE_KEY(HID)) ?? '';
    expect(raw).toMatch(/"payment":"pay-/);
    expect(raw).not.toMatch(/4242|123|12\/30|ANNA/);
    first.actor.stop();
    const reloaded = page(first.ports);
    const steps: string[] = [];
    reloaded.actor.subscribe((s) => steps.push(paymentView(s).step));
    expect(paymentView(reloaded.actor.getSnapshot())).toMatchObject({ step: 'checking', busy: true });
    await waitFor(reloaded.actor, (s) => s.matches('processing'));
    expect(paymentView(reloaded.actor.getSnapshot()).notice?.title).toBe('Платёж обрабатывается');
    await waitFor(reloaded.actor, (s) => s.matches('done'), { timeout: 3_000 });
    expect(steps).not.toContain('form');
    expect(reloaded.ports.navigation.current().pathname).toBe(`/dashboard/order/${HID}/payment/newclient/success`);
    expect(charges()).toBe(1);
    expect(reloaded.ports.storage.get(PENDING_CHARGE_KEY(HID))).toBeUndefined();
  });

  it('a reload after the charge landed (its answer lost) opens the result', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'lost', times: 1 });
    const first = page();
    first.actor.send({ type: 'PAY', card: card() });
    // The page is left as the charge leaves; the charge lands, its answer is lost.
    await waitFor(first.actor, (s) => s.matches({ paying: 'charging' }));
    first.actor.stop();
    await vi.waitFor(() => expect(charges()).toBe(1));
    const reloaded = page(first.ports);
    await waitFor(reloaded.actor, (s) => s.matches('done'));
    expect(charges()).toBe(1);
  });

  it.each([
    ['a charge that never left (reload before it was sent)', undefined, PAYMENT_STATUS_TEXTS.notCharged],
    ['a 3-D Secure page whose window closed unconfirmed', 'threeDs', PAYMENT_STATUS_TEXTS.threeDsDropped],
  ] as const)('%s: the form again with an honest text, and the marker is gone', async (_name, kind, text) => {
    const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    const at = ports.clock.now() - 20 * 60_000;
    writePendingCharge(ports.storage, HID, { payment: 'pay-gone', at, ...(kind ? { threeDsAt: at } : {}) });
    const { actor } = page(ports);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot())).toMatchObject({ step: 'failed', error: text, canRetry: true });
    expect(ports.storage.get(PENDING_CHARGE_KEY(HID))).toBeUndefined();
    expect(charges()).toBe(0);
  });

  it('a stale or corrupt marker is no marker', () => {
    const { ports } = harness.setup();
    writePendingCharge(ports.storage, HID, { payment: 'pay-old', at: ports.clock.now() - 2 * 60 * 60_000 });
    expect(readPendingCharge(ports.storage, HID, ports.clock.now())).toBeUndefined();
    ports.storage.set(PENDING_CHARGE_KEY(HID), '{not json');
    expect(readPendingCharge(ports.storage, HID, ports.clock.now())).toBeUndefined();
    expect(ports.storage.get(PENDING_CHARGE_KEY(HID))).toBeUndefined();
  });
});

describe('payment: Back from the bank’s 3-D Secure page (through the sandbox)', () => {
  afterEach(() => vi.useRealTimers());

  it('says what happens and the minutes left while the bank keeps the payment open; when the window closes, the form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = page();
    first.actor.send({ type: 'PAY', card: card('4000 0000 0000 3220') });
    await waitFor(first.actor, (s) => s.matches('awaiting3ds'));
    expect(first.ports.navigation.forms).toHaveLength(1);
    expect(readPendingCharge(first.ports.storage, HID, first.ports.clock.now())?.threeDsAt).toBeTypeOf('number');
    // Back from the bank's page: a new page (or one restored from the cache) asks the order.
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    const back = page(first.ports, { method: 'card', savedCardId: 'card-1' }, 30_000);
    await waitFor(back.actor, (s) => s.matches('processing'));
    expect(paymentView(back.actor.getSnapshot())).toMatchObject({
      threeDsOpen: true,
      busy: true,
      notice: { title: 'Оплата ждёт подтверждения банка' },
    });
    expect(paymentView(back.actor.getSnapshot()).notice?.text).toContain(
      'Банк отменит её через 12\u00a0минут — после этого заказ можно будет оплатить снова',
    );
    // The saved card is not offered meanwhile: PAY has no handler while the outcome is open.
    back.actor.send({ type: 'PAY' });
    expect(back.actor.getSnapshot().matches('processing')).toBe(true);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    expect(paymentView(back.actor.getSnapshot()).notice?.text).toContain('через 1\u00a0минуту');
    await vi.advanceTimersByTimeAsync(60_000 + 30_000);
    await waitFor(back.actor, (s) => s.matches('failed'));
    expect(paymentView(back.actor.getSnapshot()).error).toBe(PAYMENT_STATUS_TEXTS.threeDsDropped);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'payments/charge-token')).toHaveLength(0);
  });

  it.each([
    [0, 15],
    [60_000, 14],
    [60_001, 14],
    [14 * 60_000 + 59_000, 1],
    [15 * 60_000, 1],
  ])('%i ms after the bank page opened: %i minutes left', (elapsed, minutes) => {
    expect(threeDsMinutesLeft(1_000_000, 1_000_000 + elapsed)).toBe(minutes);
  });
});

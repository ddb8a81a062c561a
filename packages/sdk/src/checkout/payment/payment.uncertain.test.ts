import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CardData, PaymentInput } from './payment.machine';
import { paymentView } from './payment.connect';
import { threeDsReturnTarget } from '../payment-result/payment-result';
import { chargeKey } from './payment.rules';
import { newIntentKey } from '../../api/effects';
import { sandboxClient } from '../../testing/sandbox-client';

/** Issue 10, defect 2: an uncertain outcome is asked, never charged again. */
const harness = useSandbox();
const card = (over: Partial<CardData> = {}) => {
  const data: CardData = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA', ...over };
  return { read: () => data };
};

function start(input: Partial<PaymentInput> = {}, timeoutMs = 300) {
  const { ports, mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', host: 'sandbox.test', timeoutMs });
  const machine = mealflow.machines.payment.provide({ delays: { checkRetry: 50, processingPoll: 100, uncertainRetry: 60_000 } });
  const actor = createActor(machine, { input: { hid: 'demo-standard', method: 'creditCard', amount: 9540, ...input } }).start();
  return { actor, ports, mealflow };
}
const charges = (hid = 'demo-standard') => harness.sandbox.store.counters.get(`charges:${hid}`) ?? 0;
const log = (call: string) => harness.sandbox.store.log.filter((l) => l.call === call);

describe('payment: uncertain outcomes (through the sandbox)', () => {
  it('charge-card slower than the client timeout: processing, then success; paying again makes no second charge', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'delay', ms: 700, times: 1 });
    const { actor, ports } = start();
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('processing'), { timeout: 3_000 });
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      step: 'processing',
      busy: true,
      error: undefined,
      notice: { title: 'Платёж обрабатывается' },
    });
    // The customer presses pay again: no handler while the outcome is open.
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'), { timeout: 3_000 });
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');
    expect(charges()).toBe(1);
    expect(log('payments/for-order')).toHaveLength(1);
  });

  it('a second tab paying while the first charge is on the wire is refused; both end paid with one charge', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'delay', ms: 250, times: 1 });
    const first = start({}, 2_000);
    const second = start({}, 2_000);
    first.actor.send({ type: 'PAY', card: card() });
    await new Promise((r) => setTimeout(r, 100));
    second.actor.send({ type: 'PAY', card: card() });
    await waitFor(first.actor, (s) => s.matches('done'), { timeout: 3_000 });
    await waitFor(second.actor, (s) => s.matches('done'), { timeout: 3_000 });
    expect(charges()).toBe(1);
  });

  it('a malformed answer after a successful charge ends on the success route, not an error', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'malformed', times: 1 });
    const { actor, ports } = start({}, 2_000);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');
    expect(charges()).toBe(1);
  });

  it('an answer lost after the charge succeeded ends on the success route', async () => {
    harness.sandbox.faults.inject('payments/charge-token', { kind: 'lost', times: 1 });
    const { actor } = start({ method: 'card', savedCardId: 'card-1' }, 2_000);
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(charges()).toBe(1);
    expect(log('payments/charge-token')[0]?.body).toMatchObject({ card: 'card-1' });
  });

  it('a charge that never reached the bank: the order is certainly unpaid, the form comes back, the next attempt pays once', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'network', times: 1 });
    const { actor } = start({}, 2_000);
    const reports: unknown[] = [];
    actor.on('payment.result', (report) => reports.push(report));
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(paymentView(actor.getSnapshot())).toMatchObject({ error: 'Извините, произошла ошибка при попытке оплаты', canRetry: true });
    expect(reports).toEqual([
      { type: 'payment.result', status: 'failed', error: 'Извините, произошла ошибка при попытке оплаты', forceSbp: false },
    ]);
    expect(log('orders/is-payment-processing')).toHaveLength(1);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(charges()).toBe(1);
    expect(reports).toHaveLength(2);
    expect(reports[1]).toEqual({ type: 'payment.result', status: 'done' });
  });

  it('when the backend cannot be asked, it says so and never offers to pay; CHECK asks again', async () => {
    harness.sandbox.faults.inject('payments/charge-card', { kind: 'lost', times: 1 });
    harness.sandbox.faults.inject('orders/is-payment-processing', { kind: 'status', status: 500, times: 3 });
    const { actor } = start({}, 2_000);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('uncertain'));
    const view = paymentView(actor.getSnapshot());
    expect(view).toMatchObject({ step: 'uncertain', busy: true, canRetry: false, canCheck: true, checkLabel: 'Проверить оплату' });
    expect(view.notice?.title).toBe('Не удалось узнать, прошла ли оплата');
    expect(actor.getSnapshot().can({ type: 'PAY', card: card() })).toBe(false);
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(charges()).toBe(1);
  });

  it('the same idempotency key gets the first answer: the handler charges once', async () => {
    const { mealflow } = start({}, 2_000);
    const { payments } = await import('../../api/endpoints/payments');
    const info = await mealflow.api.call(payments.forOrder, { orderId_H: 'demo-standard' }, { idempotencyKey: newIntentKey() });
    const charge = () =>
      mealflow.api.call(payments.chargeToken, { payment: info.payment, card: 'card-1' }, { idempotencyKey: chargeKey(info.payment) });
    await charge();
    await expect(charge()).resolves.toMatchObject({ require3DS: false });
    expect(charges()).toBe(1);
    expect(log('payments/charge-token').map((l) => l.replayed ?? false)).toEqual([false, true]);
  });

  it('the order already paid in another tab: for-order refuses, the order says paid, the success route opens', async () => {
    const other = start({ method: 'card', savedCardId: 'card-1' }, 2_000);
    other.actor.send({ type: 'PAY' });
    await waitFor(other.actor, (s) => s.matches('done'));
    const { actor, ports } = start({}, 2_000);
    actor.send({ type: 'PAY', card: card() });
    await waitFor(actor, (s) => s.matches('done'));
    expect(ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient/success');
    expect(charges()).toBe(1);
  });

  it('a gift certificate paid with 3-D Secure is verified by its purchase, not by order 0', async () => {
    const { actor, ports, mealflow } = start({ hid: '0', gift: { email: 'gift@example.ru', mealDays: 6 }, amount: 3990 }, 2_000);
    actor.send({ type: 'PAY', card: card({ cardNumber: '4000 0000 0000 3220' }) });
    await waitFor(actor, (s) => s.matches('awaiting3ds'));
    const form = ports.navigation.forms[0]!;
    expect(form.params['TermUrl']).toMatch(/^\/dashboard\/order\/0\/payment\/3Ds\/onlinecert\?purchase=gift-\d+$/);
    const purchase = new URL(form.params['TermUrl']!, 'http://x').searchParams.get('purchase')!;
    // The bank page confirms.
    const payment = [...harness.sandbox.store.payments.values()].find((p) => p.orderId === purchase)!;
    payment.status = 'paid';
    const target = await threeDsReturnTarget(mealflow.deps, '0', 'onlinecert', `?purchase=${purchase}&result=success`);
    expect(target).toBe(`/dashboard/order/0/payment/onlinecert/success?purchase=${purchase}`);
    expect(log('orders/is-payment-processing')).toHaveLength(0);
    payment.status = 'failed';
    expect(await threeDsReturnTarget(mealflow.deps, '0', 'onlinecert', `?purchase=${purchase}&result=fail`)).toBe(
      `/dashboard/order/0/payment/onlinecert/fail?purchase=${purchase}`,
    );
  });
});

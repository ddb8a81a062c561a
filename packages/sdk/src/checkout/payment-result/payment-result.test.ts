import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { payments } from '../../api/endpoints/payments';
import { connectPaymentResult, paymentResultView } from './payment-result.connect';
import type { PaymentResultInput } from './payment-result.types';
import { newIntentKey } from '../../api/effects';
import { sandboxClient } from '../../testing/sandbox-client';

/** Issue 10, defect 8: result pages ask the order (or the gift purchase) before saying anything. */
const harness = useSandbox();
let lastPorts: ReturnType<typeof harness.setup>['ports'] | undefined;
function start(input: Partial<PaymentResultInput>) {
  const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
  lastPorts = ports;
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.paymentResult.provide({ delays: { poll: 50 } }), {
    input: { hid: 'demo-standard', flow: 'payment', result: 'success', ...input },
  }).start();
  return actor;
}
const shown = (actor: ReturnType<typeof start>) => waitFor(actor, (s) => !s.matches('checking'));

describe('payment result pages (through the sandbox)', () => {
  it('the success URL of an unpaid order says the payment did not go through, with a link back to paying', async () => {
    const actor = start({});
    expect(paymentResultView(actor.getSnapshot()).verdict).toBe('checking');
    await shown(actor);
    expect(paymentResultView(actor.getSnapshot())).toMatchObject({
      verdict: 'unpaid',
      title: 'Оплата не прошла',
      links: [{ href: '/instant-order/demo-standard' }],
    });
  });

  it('a paid order: the text of its flow, what was paid, a cabinet link', async () => {
    const payment = start({ hid: 'demo-paid' });
    await shown(payment);
    expect(paymentResultView(payment.getSnapshot())).toMatchObject({
      verdict: 'paid',
      title: 'Заказ оплачен',
      links: [{ href: '/dashboard/orders/demo-paid' }, { href: '/dashboard' }],
    });
    expect(paymentResultView(payment.getSnapshot()).text).toMatch(/рациона на \d+\u00a0д/);
    // Issue 30: nothing is cooked when the payment arrives — no page says it is.
    expect(paymentResultView(payment.getSnapshot()).text).not.toMatch(/начали готовить/);
    const longate = start({ hid: 'demo-paid', flow: 'longate', result: 'fail' });
    await shown(longate);
    expect(paymentResultView(longate.getSnapshot()).title).toBe('Продление оплачено');
    const subscribe = start({ hid: 'demo-paid', flow: 'subscribe' });
    await shown(subscribe);
    expect(paymentResultView(subscribe.getSnapshot()).title).toBe('Подписка оформлена');
  });

  it('issue 30: an order the checkout counts as paid (promo = menu price) is paid on its result page too — one rule, no loop', async () => {
    // The checkout sends `demo-promo-paid` to its success route (order-funnel §4's rule) …
    const { ports, mealflow } = sandboxClient(harness);
    const checkout = createActor(mealflow.machines.checkout, { input: { hid: 'demo-promo-paid' } }).start();
    await waitFor(checkout, (s) => s.matches('paid'));
    const path = ports.navigation.current().pathname;
    expect(path).toBe('/dashboard/order/demo-promo-paid/payment/newclient/success');
    checkout.stop();
    // … and that page says the promo code paid it: no 'Оплата не прошла', no 'Вернуться к оплате'.
    const actor = start({ hid: 'demo-promo-paid', flow: 'newclient' });
    await shown(actor);
    const view = paymentResultView(actor.getSnapshot());
    expect(view).toMatchObject({ verdict: 'paid', title: 'Заказ оформлен' });
    expect(view.links.map((l) => l.href)).toContain('/dashboard');
    expect(view.text).toContain('Промокод GIFT100 покрыл стоимость рациона на 6\u00a0дней');
    expect(view.links.map((l) => l.label)).not.toContain('Вернуться к оплате');
    // The backend stand-in's payment status agrees with the same rule (`countsAsPaid`).
    const state = await mealflow.api.call(payments.isPaymentProcessing, { orderId_H: 'demo-promo-paid' });
    expect(state.isPaid).toBe(true);
  });

  it('cash: the amount to give the courier', async () => {
    const actor = start({ hid: 'demo-expensive', flow: 'newclient', result: 'cash' });
    await shown(actor);
    expect(paymentResultView(actor.getSnapshot())).toMatchObject({ verdict: 'cash', title: 'Заказ оформлен' });
    expect(paymentResultView(actor.getSnapshot()).text).toMatch(/^Оплатите 34\s340\s₽ наличными курьеру/);
  });

  it('the order cannot be asked: no verdict, CHECK asks again', async () => {
    harness.sandbox.faults.inject('orders/is-payment-processing', { kind: 'status', status: 500, times: 1 });
    const actor = start({ hid: 'demo-paid' });
    await waitFor(actor, (s) => s.matches('unknown'));
    expect(paymentResultView(actor.getSnapshot())).toMatchObject({ verdict: 'unknown', canCheckAgain: true });
    connectPaymentResult(actor.getSnapshot(), actor.send).check();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(paymentResultView(actor.getSnapshot()).title).toBe('Заказ оплачен');
  });

  it('a gift certificate is asked by its purchase and says where it goes', async () => {
    const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning' });
    const { payments } = await import('../../api/endpoints/payments');
    const { giftCertificatePurchaseId: purchaseId } = await mealflow.api.call(
      payments.giftPurchase,
      { email: 'gift@example.ru', mealDays: 18 },
      { idempotencyKey: newIntentKey() },
    );
    const unpaid = start({ hid: '0', flow: 'onlinecert', purchaseId });
    await shown(unpaid);
    expect(paymentResultView(unpaid.getSnapshot())).toMatchObject({ verdict: 'unpaid', links: [{ href: '/instant-cert' }] });
    const info = await mealflow.api.call(payments.forGiftPurchase, { purchaseId }, { idempotencyKey: newIntentKey() });
    harness.sandbox.store.payments.get(info.payment)!.status = 'paid';
    const paid = start({ hid: '0', flow: 'onlinecert', purchaseId });
    await shown(paid);
    expect(paymentResultView(paid.getSnapshot())).toMatchObject({
      verdict: 'paid',
      title: 'Сертификат оплачен',
      text: 'Подарочный сертификат на 18\u00a0дней придёт на gift@example.ru в течение нескольких минут.',
    });
  });

  it("a failed payment offers 'Перезвоните мне': one recall request, then the flow's recall-success page", async () => {
    const actor = start({ result: 'fail' });
    await shown(actor);
    expect(paymentResultView(actor.getSnapshot()).recall).toEqual({ label: 'Перезвоните мне', sending: false, error: undefined });
    // Pressed twice: one request (the page's handlers, as the page sends them).
    connectPaymentResult(actor.getSnapshot(), actor.send).requestRecall();
    connectPaymentResult(actor.getSnapshot(), actor.send).requestRecall();
    expect(paymentResultView(actor.getSnapshot()).recall?.sending).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(harness.sandbox.store.counters.get('recall:demo-standard')).toBe(1);
    expect(lastPorts?.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payments/payment/recall-success');
    const longate = start({ flow: 'longate', result: 'fail' });
    await shown(longate);
    longate.send({ type: 'RECALL' });
    await waitFor(longate, (s) => s.status === 'done');
    expect(lastPorts?.navigation.current().pathname).toBe('/dashboard/order/demo-standard/longate/recall-success');
  });

  it('a recall request that fails stays on the page with its text and the button; paid orders and gifts offer none', async () => {
    harness.sandbox.faults.inject('orders/recall-request', { kind: 'status', status: 500, times: 1 });
    const actor = start({ flow: 'newclient', result: 'fail' });
    await shown(actor);
    actor.send({ type: 'RECALL' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.recallFailed);
    expect(paymentResultView(actor.getSnapshot()).recall).toEqual({
      label: 'Перезвоните мне',
      sending: false,
      error: 'Не удалось отправить заявку. Попробуйте ещё раз.',
    });
    actor.send({ type: 'RECALL' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(lastPorts?.navigation.current().pathname).toBe('/dashboard/order/demo-standard/newclient/recall-success');
    const paid = start({ hid: 'demo-paid', result: 'fail' });
    await shown(paid);
    expect(paymentResultView(paid.getSnapshot()).recall).toBeUndefined();
    const gift = start({ hid: '0', flow: 'onlinecert', result: 'fail' });
    await waitFor(gift, (s) => !s.matches('checking'));
    expect(paymentResultView(gift.getSnapshot()).recall).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { assistPaymentView, connectAssistPayment } from './assist-payment.connect';
import type { AssistPaymentInput } from './assist-payment.machine';
import { assistUrlAllowed } from './assist-payment.rules';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(input: AssistPaymentInput = {}, token: string | undefined = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, { token, host: 'sandbox.test' });
  const actor = createActor(mealflow.machines.assistPayment, { input }).start();
  return { actor, ports };
}

describe('assist payment (through the sandbox)', () => {
  it('without ?order= pays the first active order awaiting payment; Assist opens with the return URLs', async () => {
    const { actor, ports } = start();
    expect(assistPaymentView(actor.getSnapshot()).status).toBe('loading');
    await waitFor(actor, (s) => s.matches('ready'));
    expect(assistPaymentView(actor.getSnapshot())).toMatchObject({ status: 'ready', amountText: '11\u00a0940\u00a0₽', busy: false });
    connectAssistPayment(actor.getSnapshot(), actor.send).pay();
    expect(assistPaymentView(actor.getSnapshot()).busy).toBe(true);
    await waitFor(actor, (s) => s.matches('redirecting'));
    const url = new URL(ports.navigation.hardRedirects[0] ?? '');
    expect(url.pathname).toBe('/sandbox-assist');
    expect(url.searchParams.get('order')).toBe('lk-awaiting');
    expect(url.searchParams.get('ok')).toBe('/dashboard/order/lk-awaiting/payment/payment/success');
    expect(url.searchParams.get('error')).toBe('/dashboard/order/lk-awaiting/payment/payment/fail');
    expect(harness.sandbox.store.counters.get('assistRequests:lk-awaiting')).toBe(1);
  });

  it('?order= names the order; the stand-in page pays it and returns to urlReturnOk', async () => {
    const { actor, ports } = start({ hid: 'lk-unformed' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(assistPaymentView(actor.getSnapshot()).amountText).toBe('9\u00a0540\u00a0₽');
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    const url = new URL(ports.navigation.hardRedirects[0] ?? '');
    const body = new URLSearchParams({
      order: 'lk-unformed',
      ok: url.searchParams.get('ok') ?? '',
      error: url.searchParams.get('error') ?? '',
      result: 'success',
    });
    const answer = await fetch(`${SANDBOX_ORIGIN}/sandbox-assist/complete`, { method: 'POST', body, redirect: 'manual' });
    expect(answer.headers.get('location')).toBe('/dashboard/order/lk-unformed/payment/payment/success');
    expect(harness.sandbox.store.orders.get('lk-unformed')?.order.deb_price).toBe(0);
  });

  it('a paid order: nothing to pay (empty)', async () => {
    const { actor } = start({ hid: 'lk-paid' });
    await waitFor(actor, (s) => s.matches('empty'));
    expect(assistPaymentView(actor.getSnapshot()).texts.empty).toBe('Нет заказов, ожидающих оплаты.');
  });

  it('a failed load says so with Повторить; a failed request keeps the page with its error', async () => {
    harness.sandbox.faults.inject('orders/active', { kind: 'status', status: 500, times: 1 });
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(assistPaymentView(actor.getSnapshot())).toMatchObject({ status: 'error', texts: { retry: 'Повторить' } });
    expect(assistPaymentView(actor.getSnapshot()).error).toBeTruthy();
    connectAssistPayment(actor.getSnapshot(), actor.send).retry();
    await waitFor(actor, (s) => s.matches('ready'));
    harness.sandbox.faults.inject('payments/assist-pay-request', { kind: 'status', status: 500, times: 1 });
    actor.send({ type: 'PAY' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.payError !== undefined);
    expect(assistPaymentView(actor.getSnapshot()).payError).toBeTruthy();
  });

  it('only https or the storefront’s own host is followed', () => {
    expect(assistUrlAllowed('https://payments.assist.ru/pay', 'shop.test')).toBe(true);
    expect(assistUrlAllowed('http://shop.test/sandbox-assist', 'shop.test')).toBe(true);
    expect(assistUrlAllowed('http://evil.test/pay', 'shop.test')).toBe(false);
    expect(assistUrlAllowed('javascript:alert(1)', 'shop.test')).toBe(false);
  });
});

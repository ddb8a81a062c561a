import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { promocodeView } from './promocode.connect';
import { funnel } from '../../api/endpoints/funnel';
import { isPromoInputHidden, promoCardBin } from './promocode.machine';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function start(orderId_H = 'demo-standard', extra: { referralCode?: string; focus?: boolean } = {}) {
  const { mealflow } = sandboxClient(harness);
  const actor = createActor(mealflow.machines.promocode, { input: { orderId_H, ...extra } });
  const applied: Array<{ code: string; deb_price: number }> = [];
  actor.on('promo.applied', (e) => applied.push({ code: e.code, deb_price: e.deb_price }));
  actor.start();
  return { actor, applied, mealflow };
}

describe('promocode machine (through the sandbox)', () => {
  afterEach(() => vi.useRealTimers());

  it('the apply button shows only with a code; applying a good code says so and reports the new price', async () => {
    const { actor, applied } = start();
    expect(promocodeView(actor.getSnapshot()).showApply).toBe(false);
    actor.send({ type: 'CODE.CHANGE', value: 'healthy10' });
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ code: 'HEALTHY10', showApply: true });
    actor.send({ type: 'APPLY' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ busy: true, showApply: false });
    await waitFor(actor, (s) => s.matches('applied'));
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ applied: true, message: 'Ваш промокод применён', showApply: false });
    expect(applied).toEqual([{ code: 'HEALTHY10', deb_price: 8586 }]);
  });

  it('a server error shows its first message and hides after 15 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'EXPIRED' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ error: 'Срок действия промокода истёк', showApply: false });
    vi.advanceTimersByTime(14_999);
    expect(actor.getSnapshot().matches('error')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ error: undefined, showApply: true });
  });

  it('an unknown code without a server message gets the spec default', async () => {
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'NOPE' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(promocodeView(actor.getSnapshot()).error).toBe('Промокод нельзя применить к данному заказу');
  });

  it('never sends the friend-referral code', () => {
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'friend' });
    actor.send({ type: 'APPLY' });
    expect(promocodeView(actor.getSnapshot()).error).toBe('Промокод нельзя применить к данному заказу');
    expect(harness.sandbox.store.log.filter((l) => l.call === 'orders/apply-promo')).toHaveLength(0);
  });

  it('a network failure is readable and retryable', async () => {
    harness.sandbox.faults.inject('orders/apply-promo', { kind: 'network', times: 1 });
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'HEALTHY10' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(promocodeView(actor.getSnapshot()).error).toBe('Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз');
    actor.send({ type: 'CODE.CHANGE', value: 'HEALTHY10' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('applied'));
  });

  it('a stalled apply times out with the timeout text, and APPLY retries the same code at once', async () => {
    harness.sandbox.faults.inject('orders/apply-promo', { kind: 'delay', ms: 2_500, times: 1 });
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'HEALTHY10' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('error'), { timeout: 4_000 });
    expect(promocodeView(actor.getSnapshot())).toMatchObject({
      error: 'Сервер не ответил вовремя. Попробуйте ещё раз',
      canRetry: true,
      showApply: false,
    });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('applied'));
  });
});

describe('promocode: hidden input, referral, server errors, card compatibility', () => {
  it('is hidden for an abonement order (input from orders/get)', async () => {
    const { api } = harness.setup();
    const { order } = await api.call(funnel.getOrder, { orderId_H: 'demo-abonement' });
    const { mealflow } = sandboxClient(harness);
    const actor = createActor(mealflow.machines.promocode, { input: { orderId_H: order.id_H, order, focus: true } }).start();
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ hidden: true, autoFocus: true, showApply: false });
    actor.send({ type: 'CODE.CHANGE', value: 'HEALTHY10' });
    actor.send({ type: 'APPLY' });
    expect(harness.sandbox.store.log.some((l) => l.call === 'orders/apply-promo')).toBe(false);
  });

  it("the visit's friend-referral code is never sent", () => {
    const { actor } = start('demo-standard', { referralCode: 'anna-7' });
    actor.send({ type: 'CODE.CHANGE', value: 'Anna-7' });
    actor.send({ type: 'APPLY' });
    expect(promocodeView(actor.getSnapshot()).error).toBe('Промокод нельзя применить к данному заказу');
    expect(harness.sandbox.store.log.some((l) => l.call === 'orders/apply-promo')).toBe(false);
  });

  it('a 500 shows the server message (and the client toasts it)', async () => {
    const { actor } = start();
    actor.send({ type: 'CODE.CHANGE', value: 'BROKEN500' });
    actor.send({ type: 'APPLY' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(promocodeView(actor.getSnapshot()).error).toBe('Сервис промокодов временно недоступен');
  });
});

describe('promoCardBin', () => {
  it('keeps the first 6 digits of a card number, spaces stripped', () => {
    expect(promoCardBin('4242 4242 4242 4242')).toBe('424242');
    expect(promoCardBin('2200123456789012')).toBe('220012');
  });
});

describe('isPromoInputHidden', () => {
  const base = {
    abonement_type: null,
    business_product: 'standard',
    promocode_discounts: [],
    discount_sum: 0,
    is_far_moscow_region: false,
    promocodeToApply: null,
  };
  it('follows order-funnel §5', () => {
    expect(isPromoInputHidden(base)).toBe(false);
    expect(isPromoInputHidden({ ...base, abonement_type: 'slim_1' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: '21' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: 'wowfood' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: 'day' })).toBe(false);
    expect(isPromoInputHidden({ ...base, business_product: 'day', discount_sum: 100 })).toBe(true);
    expect(
      isPromoInputHidden({
        ...base,
        is_far_moscow_region: true,
        promocode_discounts: [{ promocode: 'X', is_internal: false, discount_sum: 1 }],
      }),
    ).toBe(true);
    expect(isPromoInputHidden({ ...base, promocodeToApply: 'sber2025' })).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMealflow } from '../../create-mealflow';
import { SANDBOX_ORIGIN, useSandbox } from '../../testing/sandbox';
import { isPromoInputHidden, promocodeView } from './promocode.machine';

const harness = useSandbox();

function start(orderId_H = 'demo-standard') {
  const { ports } = harness.setup();
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.promocode, { input: { orderId_H } });
  const applied: Array<{ code: string; deb_price: number }> = [];
  actor.on('promo.applied', (e) => applied.push({ code: e.code, deb_price: e.deb_price }));
  actor.start();
  return { actor, applied };
}

describe('promocode machine (through the sandbox)', () => {
  afterEach(() => vi.useRealTimers());

  it('the apply button shows only with a code; applying a good code says so and reports the new price', async () => {
    const { actor, applied } = start();
    expect(promocodeView(actor.getSnapshot()).showApply).toBe(false);
    actor.send({ type: 'CODE.CHANGE', value: 'healthy10' });
    expect(promocodeView(actor.getSnapshot())).toMatchObject({ code: 'HEALTHY10', showApply: true });
    actor.send({ type: 'APPLY' });
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
});

describe('isPromoInputHidden', () => {
  const base = { abonement_type: null, business_product: 'standard', promocode_discounts: [], discount_sum: 0, is_far_moscow_region: false, promocodeToApply: null };
  it('follows order-funnel §5', () => {
    expect(isPromoInputHidden(base)).toBe(false);
    expect(isPromoInputHidden({ ...base, abonement_type: 'slim_1' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: '21' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: 'wowfood' })).toBe(true);
    expect(isPromoInputHidden({ ...base, business_product: 'day' })).toBe(false);
    expect(isPromoInputHidden({ ...base, business_product: 'day', discount_sum: 100 })).toBe(true);
    expect(isPromoInputHidden({ ...base, is_far_moscow_region: true, promocode_discounts: [{ promocode: 'X', is_internal: false, discount_sum: 1 }] })).toBe(true);
    expect(isPromoInputHidden({ ...base, promocodeToApply: 'sber2025' })).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type InspectionEvent } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { rating as calls } from '../../api/endpoints/rating';
import { newIntentKey } from '../../api/effects';
import { TIP_MODAL_DELAY_MS } from '../../domain/constants';
import type { CardData } from '../../checkout/payment/payment.machine';
import { connectCourierRating } from './courier-rating.connect';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

const card = (cardNumber: string) => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};

function start(token = 'sandbox-token-returning') {
  const { ports, mealflow } = sandboxClient(harness, { token, host: 'sandbox.test' });
  const inspected: string[] = [];
  const actor = createActor(mealflow.machines.courierRating, {
    input: { returnPath: '/new-dashboard/rates' },
    inspect: (event: InspectionEvent) => inspected.push(JSON.stringify(event, (_k, v: unknown) => (typeof v === 'function' ? '[fn]' : v))),
  }).start();
  return { actor, ports, mealflow, inspected };
}

type Actor = ReturnType<typeof start>['actor'];
const model = (actor: Actor) => connectCourierRating(actor.getSnapshot(), actor.send);
const loaded = (actor: Actor) => waitFor(actor, (s) => !s.matches('loading'));
const tipOpen = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: { tip: 'open' } }));
const ratingIdle = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: { rating: 'idle' } }));
const counter = (key: string) => harness.sandbox.store.counters.get(key) ?? 0;

describe('courier rating and tips (through the sandbox, fake timers)', () => {
  it('shows the two drivers; the tip dialog opens 3 s after the tasks load, for the first driver', async () => {
    const { actor } = start();
    await loaded(actor);
    expect(model(actor).drivers.map((d) => d.name)).toEqual(['Алексей', 'Марина']);
    expect(model(actor).drivers[0]?.deliveryText).toMatch(/^Доставка \d{1,2}\s[а-я]+$/);
    expect(model(actor).tip.open).toBe(false);
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS - 100);
    expect(model(actor).tip.open).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(model(actor).tip).toMatchObject({ open: true, driverName: 'Алексей', canPay: false, savedCardText: '4242 •••• •••• 4242' });
    expect(model(actor).tip.amounts.map((a) => a.label)).toEqual(['50\u00a0₽', '100\u00a0₽', '150\u00a0₽', '200\u00a0₽']);
  });

  it('rates a driver with reasons for the stars; a negative rating closes the tip dialog and forbids a tip', async () => {
    const { actor, mealflow } = start();
    await loaded(actor);
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS);
    await tipOpen(actor);
    model(actor).setStars('drv-1', 5);
    expect(model(actor).drivers[0]?.reasons.map((r) => r.title)).toEqual(['Привёз вовремя', 'Вежливый', 'Аккуратно обращался с заказом']);
    model(actor).toggleReason('drv-1', 'polite');
    model(actor).setStars('drv-1', 2);
    expect(model(actor).drivers[0]?.reasons.map((r) => r.title)).toEqual(['Опоздал', 'Был невежлив', 'Помятая упаковка']);
    expect(model(actor).drivers[0]?.reasons.every((r) => !r.checked)).toBe(true);
    expect(model(actor).tip.open).toBe(false);
    expect(model(actor).drivers[0]?.canTip).toBe(false);
    model(actor).toggleReason('drv-1', 'late');
    model(actor).submit('drv-1');
    await ratingIdle(actor);
    expect(model(actor).drivers[0]).toMatchObject({ rated: true, stars: 2, negative: true, canTip: false });
    expect(harness.sandbox.store.log.filter((l) => l.call === 'rating-tasks').map((l) => l.body)).toEqual([
      { task_id: 'rt-1', driverId: 'drv-1', stars: 2, reasons: ['late'] },
    ]);
    model(actor).openTip('drv-1');
    expect(model(actor).tip.open).toBe(false);
    // The server refuses too.
    await expect(
      mealflow.api.call(calls.forTip, { task_id: 'rt-1', driverId: 'drv-1', amount_id: 'tip-100' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({
      messages: ['Чаевые недоступны при низкой оценке'],
    });
  });

  it('tips with the saved card (payments/for-tip, payments/tip/charge-token) and says thank you', async () => {
    const { actor } = start();
    await loaded(actor);
    model(actor).openTip('drv-2');
    expect(model(actor).tip.driverName).toBe('Марина');
    model(actor).chooseAmount('tip-100');
    model(actor).pay();
    await waitFor(actor, (s) => s.matches({ ready: { tip: 'paid' } }));
    expect(model(actor).tip.paidText).toBe('Спасибо! Чаевые отправлены курьеру Марина: 100\u00a0₽');
    expect(counter('tips:+79990000001')).toBe(1);
    expect(model(actor).drivers[1]).toMatchObject({ tipped: true, canTip: false });
    model(actor).dismissTip();
    expect(model(actor).tip.open).toBe(false);
    // The 3 s timer does not reopen a dialog the client already used.
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS);
    expect(model(actor).tip.open).toBe(false);
  });

  it('on the Assist page: payments/for-tip, then assist-pay-request-for-tip, and the page opens; its return comes back here', async () => {
    const { actor, ports } = start();
    await loaded(actor);
    model(actor).openTip('drv-1');
    model(actor).chooseAmount('tip-150');
    model(actor).payOnAssist();
    await waitFor(actor, (s) => s.matches({ ready: { tip: 'redirecting' } }));
    const request = harness.sandbox.store.log.find((l) => l.call === 'payments/assist-pay-request-for-tip');
    expect(request?.body).toMatchObject({ urlReturnOk: '/new-dashboard/rates', urlReturnError: '/new-dashboard/rates' });
    expect(ports.navigation.hardRedirects).toHaveLength(1);
    const page = new URL(ports.navigation.hardRedirects[0]!);
    expect(page.pathname).toBe('/sandbox-assist');
    expect(harness.sandbox.store.payments.get(page.searchParams.get('payment')!)).toMatchObject({ amount: 150, status: 'created' });
    expect(model(actor).tip.paying).toBe(true);
    // The stand-in Assist page pays the tip and sends the client back.
    const form = new FormData();
    for (const [key, value] of Object.entries({
      payment: page.searchParams.get('payment')!,
      result: 'success',
      ok: '/new-dashboard/rates',
      error: '/new-dashboard/rates',
    }))
      form.set(key, value);
    const back = await fetch(new URL('/sandbox-assist/complete', page.origin), { method: 'POST', body: form, redirect: 'manual' });
    expect(back.headers.get('Location')).toBe('/new-dashboard/rates');
    expect(counter('tips:assist')).toBe(1);
  });

  it('a new card pays through the send-payment call with a cryptogram; its data never enters the machine', async () => {
    const { actor, inspected } = start();
    await loaded(actor);
    model(actor).openTip('drv-1');
    model(actor).chooseAmount('tip-50');
    model(actor).pay(card('4242 4242 4242 4242'));
    await waitFor(actor, (s) => s.matches({ ready: { tip: 'paid' } }));
    const charge = harness.sandbox.store.log.find((l) => l.call === 'payments/charge-card');
    expect(charge?.body).toMatchObject({ name: 'ANNA SMIRNOVA', redirect_after_3ds_to: '/new-dashboard/rates' });
    expect(inspected.join('\n')).not.toContain('4242 4242');
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('4242 4242');
  });

  it('a failure shows the server message, or "Произошла ошибка. Обратитесь к администратору" without one', async () => {
    const { actor } = start();
    await loaded(actor);
    model(actor).openTip('drv-1');
    model(actor).chooseAmount('tip-150');
    model(actor).pay(card('4000 0000 0000 0002'));
    await waitFor(actor, (s) => s.matches({ ready: { tip: 'open' } }) && s.context.tipError !== undefined);
    expect(model(actor).tip.error).toBe('Недостаточно средств на карте. Попробуйте другую карту');
    // A refusal without a message (a bare 5xx is not one: the payment may have been opened, said as not known).
    harness.sandbox.faults.inject('payments/for-tip', { kind: 'status', status: 400, times: 1, body: { success: false } });
    model(actor).pay();
    await waitFor(
      actor,
      (s) => s.matches({ ready: { tip: 'open' } }) && s.context.tipError === 'Произошла ошибка. Обратитесь к администратору',
    );
    expect(model(actor).tip.canPay).toBe(true);
  });

  it('closing the task clears the ratings (rating-tasks/close); a client without a task sees nothing to rate', async () => {
    const { actor, mealflow } = start();
    await loaded(actor);
    model(actor).setStars('drv-2', 4);
    model(actor).closeTask();
    await waitFor(actor, (s) => s.matches('empty'));
    expect(actor.getSnapshot().context).toMatchObject({ task: undefined, drafts: {} });
    expect(model(actor)).toMatchObject({ status: 'empty', drivers: [] });
    const answer = await mealflow.api.call(calls.tasks, {});
    expect(answer).toMatchObject({ shouldBeShown: { ratingScreen: false }, tasks: null });
    await vi.advanceTimersByTimeAsync(TIP_MODAL_DELAY_MS);
    expect(model(actor).tip.open).toBe(false);
  });

  it('a failed load shows the error and RETRY loads again; a failed tip-amount load is logged only', async () => {
    harness.sandbox.faults.inject('rating-tasks/get', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    harness.sandbox.faults.inject('tips/templates', { kind: 'status', status: 500, times: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('error'));
    expect(model(actor)).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    model(actor).retry();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

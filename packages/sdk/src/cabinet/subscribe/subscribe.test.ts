import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { subscribeOrders } from '../../api/endpoints/subscribe';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { addDays, formatDate } from '../../domain/dates';
import { nextCharge } from '../subscriptions/subscriptions.rules';
import { subscribeView } from './subscribe.connect';
import type { SubscribeInput } from './subscribe.types';
import { newIntentKey } from '../../api/effects';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

const harness = useSandbox();
const today = () => cabinetDay(harness).today;
const nowMs = () => cabinetDay(harness).nowMs;

function start(input: Partial<SubscribeInput> = {}, options: { smartphone?: boolean } = {}) {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
    now: nowMs(),
    ...options,
  });
  const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2, ...input } }).start();
  return { actor, mealflow, ports };
}

describe('subscribe machine (through the sandbox)', () => {
  it('offers the abonement and pay-partly offers of the subscription lines and subscribes: one order, then its fields', async () => {
    const { actor, ports } = start();
    expect(subscribeView(actor.getSnapshot(), nowMs()).status).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const view = subscribeView(ready, nowMs());
    expect(view.menuTypes.map((t) => t.title)).toEqual(['Супер фит', 'Баланс']);
    expect(view.offers.map((o) => `${o.kindText} ${o.title}`)).toEqual([
      'Абонемент 24\u00a0дня питания',
      'Оплата частями 24\u00a0дня питания',
    ]);
    expect(view.summary).toMatchObject({
      kindText: 'Абонемент',
      subscription: true,
      freezeText: 'Можно заморозить до 7\u00a0дней',
      cancellationText: 'Отменить подписку можно в любой момент, плата за отмену — 990\u00a0₽',
    });
    expect(view.summary?.ruleText).toBe(
      'Скидка распределена на 4\u00a0заказа по 6\u00a0дней, а с автоплатежом — постоянная скидка 5\u00a0% на следующие заказы',
    );
    expect(view.summary?.startText).toMatch(/^Подписка стартует в воскресенье: первая доставка \d{1,2}\s[а-я]+$/);
    expect(view.summary?.firstChargeText).toMatch(/^Первый платёж — [\d\u00a0]+\u00a0₽$/);

    actor.send({ type: 'SELECT_TYPE', menuType: 'balance' });
    actor.send({ type: 'SELECT_OFFER', kind: '2', days: 24 });
    expect(subscribeView(actor.getSnapshot(), nowMs()).summary).toMatchObject({
      kindText: 'Оплата частями',
      title: 'Баланс, 24\u00a0дня питания',
    });
    actor.send({ type: 'SUBMIT' });
    expect(subscribeView(actor.getSnapshot(), nowMs()).status).toBe('submitting');
    const done = await waitFor(actor, (s) => s.matches('done'));
    const order = done.context.created;
    expect(order).toMatchObject({ menu_type: 'balance', number_of_days: 24, is_client_subscription: true });
    expect(order && order.deb_price < order.menu_price).toBe(true);
    expect(ports.navigation.history.at(-1)).toBe(`/subscribe/get/${order?.id_H}/fields`);
    expect(harness.sandbox.store.counters.get('subscribeOrders:+79990000001')).toBe(1);
  });

  it('goes to the mobile fields on a phone, and a pack (kind 1) to the cabinet checkout', async () => {
    const phone = start({}, { smartphone: true });
    await waitFor(phone.actor, (s) => s.matches({ ready: 'idle' }));
    phone.actor.send({ type: 'SUBMIT' });
    const done = await waitFor(phone.actor, (s) => s.matches('done'));
    expect(phone.ports.navigation.history.at(-1)).toBe(`/mobile/subscribe/get/${done.context.created?.id_H}/fields`);

    const packs = start({ kinds: ['1', '3', '2'], businessProduct: 'standard', menuType: 'fit' });
    await waitFor(packs.actor, (s) => s.matches({ ready: 'idle' }));
    expect(subscribeView(packs.actor.getSnapshot(), nowMs()).offers.map((o) => o.title)).toEqual([
      '6\u00a0дней питания',
      '12\u00a0дней питания',
      '24\u00a0дня питания',
    ]);
    packs.actor.send({ type: 'SELECT_OFFER', kind: '1', days: 12 });
    packs.actor.send({ type: 'SUBMIT' });
    const pack = await waitFor(packs.actor, (s) => s.matches('done'));
    expect(pack.context.created).toMatchObject({ menu_type: 'fit', number_of_days: 12, is_client_subscription: false });
    expect(packs.ports.navigation.history.at(-1)).toBe(`/dashboard/instant-order/${pack.context.created?.id_H}`);
  });

  it('gives an order without a tariff its menu line and days (GetMenuPlan → update-subscription → fields)', async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(
      subscribeOrders.subscriptionOrderWithoutTariff,
      { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 2 },
      { idempotencyKey: newIntentKey() },
    );
    expect(order).toMatchObject({ is_ready: false, is_client_subscription: true });
    const { actor, ports } = start({ orderId_H: order.id_H, planId: 'sub-24' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(subscribeView(actor.getSnapshot(), nowMs())).toMatchObject({ mode: 'plan', submitText: 'Продолжить' });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.created).toMatchObject({
      id_H: order.id_H,
      menu_type: 'super_fit',
      number_of_days: 24,
      is_ready: true,
      is_client_subscription: true,
    });
    expect(ports.navigation.history.at(-1)).toBe(`/subscribe/get/${order.id_H}/fields`);
  });

  it('a Minsk subscription states the cancellation fee as the spec gives it, 990 ₽ (the FAQ beside it), not 990 руб.', async () => {
    const { actor } = start({ cityId: 20 });
    const view = subscribeView(await waitFor(actor, (s) => s.matches({ ready: 'idle' })), nowMs());
    expect(view.summary?.firstChargeText).toMatch(/руб\.$/);
    expect(view.summary?.cancellationText).toBe('Отменить подписку можно в любой момент, плата за отмену — 990\u00a0₽');
  });

  it("GetMenuPlan offers the order's own city's plans: a St Petersburg order of a Moscow profile gets its plan", async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(
      subscribeOrders.subscriptionOrderWithoutTariff,
      { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 1 },
      { idempotencyKey: newIntentKey() },
    );
    const { actor, ports } = start({ orderId_H: order.id_H, cityId: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('done') || s.context.submitError !== undefined);
    expect(done.context.submitError).toBeUndefined();
    expect(done.context.created).toMatchObject({ id_H: order.id_H, city_id: 1, is_ready: true });
    expect(ports.navigation.history.at(-1)).toBe(`/subscribe/get/${order.id_H}/fields`);
  });

  it('offers a subscription from a current order only after a confirmation with price, schedule and card (issue 31)', async () => {
    const { actor, mealflow } = start({ withOrders: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const offered = subscribeView(actor.getSnapshot(), nowMs()).fromOrders;
    // lk-paid and lk-awaiting are already the orders of the seeded subscriptions; the unformed one is not ready.
    expect(offered.map((o) => o.hid)).not.toContain('lk-paid');
    expect(offered.map((o) => o.hid)).not.toContain('lk-awaiting');
    expect(offered.map((o) => o.hid)).not.toContain('lk-unformed');
    // Each card names its order: line, days, dates, number — no two alike.
    expect(new Set(offered.map((o) => `${o.title} ${o.datesText} ${o.numberText}`)).size).toBe(offered.length);
    const first = offered.find((o) => o.hid === 'lk-custom');
    expect(first).toMatchObject({
      title: 'Дейли, 6\u00a0дней',
      numberText: 'Заказ № lk-custom',
      planText: 'Подписка на 24\u00a0дня',
      state: 'offer',
    });
    expect(first?.datesText).toBe(`Доставки с ${formatDate(addDays(today(), -3))} по ${formatDate(addDays(today(), 5))}`);
    expect(first?.ruleText).toMatch(/^Скидка распределена на 4\u00a0заказа по 6\u00a0дней/);

    actor.send({ type: 'SUBSCRIBE_ORDER', orderId_H: 'lk-custom' });
    const asking = subscribeView(actor.getSnapshot(), nowMs());
    expect(asking.fromOrders.find((o) => o.hid === 'lk-custom')?.state).toBe('asking');
    // lk-custom: 9 800 ₽ for its 6 days, the catalogue's sub-24 takes 10 %; its last delivery is in 5 days,
    // the next in 7, charged 3 days before.
    expect(asking.fromOrderConfirm).toMatchObject({
      title: 'Оформить подписку?',
      orderText: 'Дейли, 6\u00a0дней · Заказ № lk-custom',
      priceText: '8\u00a0820\u00a0₽ каждые 6\u00a0дней',
      scheduleText: `Первое списание ${formatDate(addDays(today(), 4))} — за 3\u00a0дня до доставки ${formatDate(addDays(today(), 7))}, первой после этого заказа`,
      cardText: 'Спишем с карты •••• 4242',
      canConfirm: true,
    });
    // Nothing is made until the client confirms.
    expect(harness.sandbox.store.log.some((e) => e.call === 'client-subscriptions/create')).toBe(false);
    actor.send({ type: 'CANCEL_ORDER' });
    expect(subscribeView(actor.getSnapshot(), nowMs()).fromOrderConfirm).toBeUndefined();
    expect(harness.sandbox.store.log.some((e) => e.call === 'client-subscriptions/create')).toBe(false);

    actor.send({ type: 'SUBSCRIBE_ORDER', orderId_H: 'lk-custom' });
    actor.send({ type: 'CONFIRM_ORDER' });
    expect(subscribeView(actor.getSnapshot(), nowMs()).fromOrders.find((o) => o.hid === 'lk-custom')?.state).toBe('busy');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(s.context.fromOrders).length === 1);
    expect(subscribeView(actor.getSnapshot(), nowMs()).fromOrders.find((o) => o.hid === 'lk-custom')?.state).toBe('done');
    // The subscription made charges what the dialog said, when it said.
    const { subscriptions } = await mealflow.api.call(clientSubscriptions.list, {});
    const made = subscriptions.find((s) => s.orderId_H === 'lk-custom');
    expect(made).toMatchObject({ id_H: 'sub-24', paymentAmount: 8_820, paymentEveryDays: 6, percentDiscount: 10 });
    expect(made && nextCharge(made, today())).toMatchObject({ charge: addDays(today(), 4), delivery: addDays(today(), 7) });
    // The order is covered now: asking again is refused by the server, and not offered on the next load.
    await expect(
      mealflow.api.call(
        clientSubscriptions.create,
        { subscriptionId_H: 'sub-24', orderId_H: 'lk-custom' },
        { background: true, idempotencyKey: newIntentKey() },
      ),
    ).rejects.toMatchObject({ userMessage: 'Этот заказ уже в подписке' });
    const again = start({ withOrders: true }).actor;
    await waitFor(again, (s) => s.matches({ ready: 'idle' }));
    expect(subscribeView(again.getSnapshot(), nowMs()).fromOrders.map((o) => o.hid)).not.toContain('lk-custom');
  });

  it('without a saved card the confirmation says so and cannot be confirmed', async () => {
    harness.sandbox.faults.inject('cards/', { kind: 'status', status: 500, times: 1 });
    const { actor } = start({ withOrders: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'SUBSCRIBE_ORDER', orderId_H: 'lk-custom' });
    expect(subscribeView(actor.getSnapshot(), nowMs()).fromOrderConfirm).toMatchObject({
      noCard: true,
      canConfirm: false,
      cardsPath: '/dashboard/settings/cards',
    });
    actor.send({ type: 'CONFIRM_ORDER' });
    expect(actor.getSnapshot().matches({ ready: 'confirmingOrder' })).toBe(true);
  });

  it('fails to load with a Russian error and retries; a failed creation stays on the choice with the message', async () => {
    harness.sandbox.faults.inject('menu/full', { kind: 'status', status: 500, times: 1 });
    const { actor } = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(subscribeView(failed, nowMs()).error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    harness.sandbox.faults.inject('orders/abonement', { kind: 'status', status: 500, times: 1 });
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.submitError !== undefined);
    expect(subscribeView(back, nowMs()).submitError).toMatch(/[а-я]/i);
    expect(harness.sandbox.store.counters.get('subscribeOrders:+79990000001')).toBeUndefined();
  });
});

describe('subscribe calls (through the sandbox)', () => {
  it('creates a custom abonement of 18 days, with a promocode only for slim/fitness/strong 2–4', async () => {
    const { mealflow } = start();
    const call = (configKey: string, promocode?: string) =>
      mealflow.api.call(
        subscribeOrders.createCustomAbonement,
        { cityId: 2, menuType: 'fit', mealDays: 18, configKey, order_origin_id: 13, ...(promocode ? { promocode } : {}) },
        { idempotencyKey: newIntentKey() },
      );
    const { order } = await call('slim_2', 'SPRING');
    expect(order).toMatchObject({ number_of_days: 18, promocodeToApply: 'SPRING' });
    await expect(call('fitness_1', 'SPRING')).rejects.toMatchObject({ userMessage: 'Промокод нельзя применить к данному заказу' });
    await expect(call('fitness_1')).resolves.toMatchObject({ order: { number_of_days: 18, promocodeToApply: null } });
  });

  it('creates an order without a tariff (no subscription) for the caller only', async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(
      subscribeOrders.orderWithoutTariff,
      { phone: '+7 999 000-00-01', cityId: 2 },
      { idempotencyKey: newIntentKey() },
    );
    expect(order).toMatchObject({ is_ready: false, is_client_subscription: false, deb_price: 0 });
    await expect(
      mealflow.api.call(subscribeOrders.orderWithoutTariff, { phone: '+79161234567', cityId: 2 }, { idempotencyKey: newIntentKey() }),
    ).rejects.toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { subscribeOrders } from '../../api/endpoints/subscribe';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { createMealflow } from '../../create-mealflow';
import { todayIso } from '../../domain/dates';
import { subscribeView } from './subscribe.connect';
import type { SubscribeInput } from './subscribe.types';

const harness = useSandbox();
const today = todayIso(Date.now());
const nowMs = Date.parse(`${today}T10:00:00+03:00`);

function start(input: Partial<SubscribeInput> = {}, options: { smartphone?: boolean } = {}) {
  const { ports } = harness.setup({
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today}T10:00:00+03:00` },
    now: nowMs,
    ...options,
  });
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.subscribe, { input: { cityId: 2, ...input } }).start();
  return { actor, mealflow, ports };
}

describe('subscribe machine (through the sandbox)', () => {
  it('offers the abonement and pay-partly offers of the subscription lines and subscribes: one order, then its fields', async () => {
    const { actor, ports } = start();
    expect(subscribeView(actor.getSnapshot(), nowMs).status).toBe('loading');
    const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const view = subscribeView(ready, nowMs);
    expect(view.menuTypes.map((t) => t.title)).toEqual(['Супер фит', 'Баланс']);
    expect(view.offers.map((o) => `${o.kindText} ${o.title}`)).toEqual(['Абонемент 24 дня питания', 'Оплата частями 24 дня питания']);
    expect(view.summary).toMatchObject({ kindText: 'Абонемент', subscription: true, freezeText: 'Можно заморозить до 7 дней', cancellationText: 'Отменить подписку можно в любой момент, плата за отмену — 990\u00a0₽' });
    expect(view.summary?.ruleText).toBe('Скидка распределена на 4 заказа по 6 дней, а с автоплатежом — постоянная скидка 5\u00a0% на следующие заказы');
    expect(view.summary?.startText).toMatch(/^Подписка стартует в воскресенье: первая доставка \d{1,2} [а-я]+$/);
    expect(view.summary?.firstChargeText).toMatch(/^Первый платёж — [\d\u00a0]+\u00a0₽$/);

    actor.send({ type: 'SELECT_TYPE', menuType: 'balance' });
    actor.send({ type: 'SELECT_OFFER', kind: '2', days: 24 });
    expect(subscribeView(actor.getSnapshot(), nowMs).summary).toMatchObject({ kindText: 'Оплата частями', title: 'Баланс, 24 дня питания' });
    actor.send({ type: 'SUBMIT' });
    expect(subscribeView(actor.getSnapshot(), nowMs).status).toBe('submitting');
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
    expect(subscribeView(packs.actor.getSnapshot(), nowMs).offers.map((o) => o.title)).toEqual(['6 дней питания', '12 дней питания', '24 дня питания']);
    packs.actor.send({ type: 'SELECT_OFFER', kind: '1', days: 12 });
    packs.actor.send({ type: 'SUBMIT' });
    const pack = await waitFor(packs.actor, (s) => s.matches('done'));
    expect(pack.context.created).toMatchObject({ menu_type: 'fit', number_of_days: 12, is_client_subscription: false });
    expect(packs.ports.navigation.history.at(-1)).toBe(`/dashboard/instant-order/${pack.context.created?.id_H}`);
  });

  it('gives an order without a tariff its menu line and days (GetMenuPlan → update-subscription → fields)', async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(subscribeOrders.subscriptionOrderWithoutTariff, { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 2 });
    expect(order).toMatchObject({ is_ready: false, is_client_subscription: true });
    const { actor, ports } = start({ orderId_H: order.id_H, planId: 'sub-24' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(subscribeView(actor.getSnapshot(), nowMs)).toMatchObject({ mode: 'plan', submitText: 'Продолжить' });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.created).toMatchObject({ id_H: order.id_H, menu_type: 'super_fit', number_of_days: 24, is_ready: true, is_client_subscription: true });
    expect(ports.navigation.history.at(-1)).toBe(`/subscribe/get/${order.id_H}/fields`);
  });

  it("GetMenuPlan offers the order's own city's plans: a St Petersburg order of a Moscow profile gets its plan", async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(subscribeOrders.subscriptionOrderWithoutTariff, { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 1 });
    const { actor, ports } = start({ orderId_H: order.id_H, cityId: 2 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('done') || s.context.submitError !== undefined);
    expect(done.context.submitError).toBeUndefined();
    expect(done.context.created).toMatchObject({ id_H: order.id_H, city_id: 1, is_ready: true });
    expect(ports.navigation.history.at(-1)).toBe(`/subscribe/get/${order.id_H}/fields`);
  });

  it('offers a subscription from a current order that has none and creates it (client-subscriptions/create)', async () => {
    const { actor, mealflow } = start({ withOrders: true });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const offered = subscribeView(actor.getSnapshot(), nowMs).fromOrders;
    // lk-paid and lk-awaiting are already the orders of the seeded subscriptions; the unformed one is not ready.
    expect(offered.map((o) => o.hid)).not.toContain('lk-paid');
    expect(offered.map((o) => o.hid)).not.toContain('lk-unformed');
    const first = offered[0];
    expect(first).toMatchObject({ planText: 'Подписка на 24 дня', state: 'offer' });
    expect(first?.ruleText).toMatch(/^Скидка распределена на 4 заказа по 6 дней/);
    actor.send({ type: 'SUBSCRIBE_ORDER', orderId_H: first?.hid ?? '' });
    expect(subscribeView(actor.getSnapshot(), nowMs).fromOrders[0]?.state).toBe('busy');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && Object.keys(s.context.fromOrders).length === 1);
    expect(subscribeView(actor.getSnapshot(), nowMs).fromOrders[0]?.state).toBe('done');
    const { subscriptions } = await mealflow.api.call(clientSubscriptions.list, {});
    expect(subscriptions.some((s) => s.orderId_H === first?.hid && s.id_H === 'sub-24')).toBe(true);
  });

  it('fails to load with a Russian error and retries; a failed creation stays on the choice with the message', async () => {
    harness.sandbox.faults.inject('menu/full', { kind: 'status', status: 500, times: 1 });
    const { actor } = start();
    const failed = await waitFor(actor, (s) => s.matches('error'));
    expect(subscribeView(failed, nowMs).error).toMatch(/[а-я]/i);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    harness.sandbox.faults.inject('orders/abonement', { kind: 'status', status: 500, times: 1 });
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.submitError !== undefined);
    expect(subscribeView(back, nowMs).submitError).toMatch(/[а-я]/i);
    expect(harness.sandbox.store.counters.get('subscribeOrders:+79990000001')).toBeUndefined();
  });
});

describe('subscribe calls (through the sandbox)', () => {
  it('creates a custom abonement of 18 days, with a promocode only for slim/fitness/strong 2–4', async () => {
    const { mealflow } = start();
    const call = (configKey: string, promocode?: string) =>
      mealflow.api.call(subscribeOrders.createCustomAbonement, { cityId: 2, menuType: 'fit', mealDays: 18, configKey, order_origin_id: 13, ...(promocode ? { promocode } : {}) });
    const { order } = await call('slim_2', 'SPRING');
    expect(order).toMatchObject({ number_of_days: 18, promocodeToApply: 'SPRING' });
    await expect(call('fitness_1', 'SPRING')).rejects.toMatchObject({ userMessage: 'Промокод нельзя применить к данному заказу' });
    await expect(call('fitness_1')).resolves.toMatchObject({ order: { number_of_days: 18, promocodeToApply: null } });
  });

  it('creates an order without a tariff (no subscription) for the caller only', async () => {
    const { mealflow } = start();
    const { order } = await mealflow.api.call(subscribeOrders.orderWithoutTariff, { phone: '+7 999 000-00-01', cityId: 2 });
    expect(order).toMatchObject({ is_ready: false, is_client_subscription: false, deb_price: 0 });
    await expect(mealflow.api.call(subscribeOrders.orderWithoutTariff, { phone: '+79161234567', cityId: 2 })).rejects.toBeTruthy();
  });
});

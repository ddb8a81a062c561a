import { describe, expect, it } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { funnel } from './endpoints/funnel';
import { menu } from './endpoints/menu';
import { ApiError } from './errors';
import { chooseDefaultMenuType } from '../domain/menu';
import { trialPrice } from '../domain/pricing';
import { buildCreateOrderRequest, selectionFromMenu } from '../storefront/funnel/funnel.payload';
import { newIntentKey } from './effects';

const harness = useSandbox();

describe('menu and funnel endpoints against the sandbox', () => {
  it('menu/full answers every city and product within the schema', async () => {
    const { api } = harness.setup();
    for (const cityId of [1, 2, 20]) {
      for (const businessProduct of ['standard', 'day', 'detox', 'subscription', 'wowfood']) {
        const answer = await api.call(menu.byBusinessProduct, { businessProduct, cityId });
        expect(answer.menus.length).toBeGreaterThan(0);
        expect(answer.cities.map((c) => c.id)).toEqual([1, 2, 20]);
        for (const type of answer.menus) expect(answer.menuTypesData[type.type]?.title).toMatch(/[А-Яа-я]/);
      }
    }
  });

  it('the menu calls are queued one at a time (personal-cabinet §7), other calls are not held up', async () => {
    const { api } = harness.setup();
    // menu/full answers slowly: asked for at once, menu/goals still reaches the server after it.
    harness.sandbox.faults.inject('menu/full', { kind: 'delay', ms: 150, times: 1 });
    harness.sandbox.faults.inject('menu/goals', { kind: 'delay', ms: 150, times: 1 });
    const full = api.call(menu.byBusinessProduct, { businessProduct: 'standard', cityId: 2 });
    const goals = api.call(menu.goals, { cityId: 2, brand: 'main', isSmartphone: false, placement: 'landing', cmz: 'cmz-1' });
    const detox = api.call(menu.detoxGoals, { cityId: 2, brand: 'main', isSmartphone: false, placement: 'landing' });
    const other = api.call(funnel.getOrder, { orderId_H: 'nope' }).catch(() => undefined);
    await other;
    // The order lookup ran while menu/full was still waiting.
    expect(harness.sandbox.store.log.map((l) => l.call).filter((c) => c.startsWith('menu'))).toEqual([]);
    await Promise.all([full, goals, detox]);
    expect(harness.sandbox.store.log.map((l) => l.call).filter((c) => c.startsWith('menu'))).toEqual([
      'menu/full',
      'menu/goals',
      'menu/goals/detox',
    ]);
    expect(harness.sandbox.store.log.find((l) => l.call === 'menu/goals')?.body).toEqual({
      cityId: 2,
      brand: 'main',
      isSmartphone: false,
      placement: 'landing',
      cmz: 'cmz-1',
    });
  });

  it('the day product carries the SDK’s trial prices and price plans (the spec’s; ours for Minsk)', async () => {
    const { api } = harness.setup();
    for (const cityId of [1, 2, 20]) {
      const answer = await api.call(menu.byBusinessProduct, { businessProduct: 'day', cityId });
      for (const [type, target] of [
        ['fit_trial', 'p1'],
        ['daily_trial', 'p2'],
        ['balance_trial', 'p3'],
      ] as const) {
        const option = answer.menus.find((m) => m.type === type)?.mealDays[0];
        expect({ price: option?.price, pricePlanId: option?.price_plan_id }).toEqual(trialPrice(cityId, target));
      }
    }
  });

  it('menu/goals: three goals with menu types and a default; the default rule picks fit', async () => {
    const { api } = harness.setup();
    const { goals } = await api.call(menu.goals, { cityId: 2 });
    expect(goals.map((g) => g.code)).toEqual(['p1', 'p2', 'p3']);
    expect(chooseDefaultMenuType({ goals }).menuType).toBe('fit');
    const subscription = await api.call(menu.byBusinessProduct, { businessProduct: 'subscription', cityId: 2 });
    expect(chooseDefaultMenuType({ goals, menuTypes: subscription.menus, businessProduct: 'subscription' })).toMatchObject({
      menuType: 'super_fit',
    });
  });

  it('fault injection works on the new calls', async () => {
    const { api } = harness.setup();
    harness.sandbox.faults.inject('menu/full', { kind: 'malformed', times: 1 });
    await expect(api.call(menu.byBusinessProduct, { businessProduct: 'standard', cityId: 2 })).rejects.toMatchObject({
      kind: 'validation',
    });
    harness.sandbox.faults.inject('menu/goals', { kind: 'network', times: 1 });
    await expect(api.call(menu.goals, { cityId: 2 })).rejects.toMatchObject({ kind: 'network' });
    harness.sandbox.faults.inject('orders/get', { kind: 'status', status: 503, times: 1 });
    await expect(api.call(funnel.getOrder, { orderId_H: 'x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('orders/get returns a created order; an unknown hid is a 404 with the server message', async () => {
    const { api, ports } = harness.setup();
    const answer = await api.call(menu.byBusinessProduct, { businessProduct: 'standard', cityId: 2 });
    const selection = selectionFromMenu(answer, 'balance', 12);
    expect(selection).toBeDefined();
    if (!selection) return;
    const request = buildCreateOrderRequest({
      phone: '+79161234567',
      cityId: 2,
      businessProduct: 'standard',
      selection,
      loggedIn: false,
      placement: 'landing',
      recaptchaToken: 'token',
      analyticalData: { cookie: {}, utm: {}, referrer: '', host: 'localhost' },
      now: Date.now(),
    });
    const { order } = await api.call(funnel.create, request, { idempotencyKey: newIntentKey() });
    const fetched = await api.call(funnel.getOrder, { orderId_H: order.id_H });
    expect(fetched.order).toMatchObject({ id_H: order.id_H, menu_type: 'balance', number_of_days: 12, deliveries: expect.any(Array) });
    expect(fetched.order.deliveries).toHaveLength(6);
    await expect(api.call(funnel.getOrder, { orderId_H: 'order-unknown' })).rejects.toMatchObject({
      status: 404,
      messages: ['Заказ не найден'],
    });
    expect(ports.notify.messages).toEqual([]);
    // A wrong plan for the city is refused with a message.
    await expect(
      api.call(funnel.create, { ...request, client: { ...request.client, cityId: 20 } }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({ messages: ['Тариф недоступен в выбранном городе'] });
  });
});

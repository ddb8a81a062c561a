import { useSandbox } from '@mealflow/sandbox/vitest';
import { describe, expect, it } from 'vitest';
import { analyticsCalls } from './endpoints/analytics';
import { rootCalls } from './endpoints/root';
import { payments } from './endpoints/payments';
import { COOKIES } from './protocol';
import { newIntentKey } from './effects';

/** The calls issue 16 added for §7 (rootCalls, analyticsCalls): each answer validates against its schema; the stateful ones keep state. */
const harness = useSandbox();
const client = () => harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } }).api;

describe('root calls through the sandbox', () => {
  it('addresses and onboarding keep the client’s state', async () => {
    const api = client();
    expect((await api.call(rootCalls.addresses, {})).addresses.map((a) => a.id_H)).toEqual(['addr-1']);
    await api.call(rootCalls.addAddress, { title: 'Москва, Арбат, 10', flat: '5' });
    expect((await api.call(rootCalls.addresses, {})).addresses).toHaveLength(2);
    // The returning client has done the onboarding (the seed); skipping is kept too.
    expect(await api.call(rootCalls.onboardingHints, {})).toMatchObject({ completed: true, skipped: false });
    await api.call(rootCalls.onboardingSkip, {});
    expect(await api.call(rootCalls.onboardingHints, {})).toMatchObject({ skipped: true });
    // Issue 31: §7 read as the hints' own operations (api/endpoints/root.ts).
    expect(harness.sandbox.store.log.map((l) => l.call)).toContain('onboarding/hints/skip');
    expect((await api.call(rootCalls.clientTours, {})).tours[0]?.seen).toBe(true);
    await expect(harness.setup().api.call(rootCalls.addresses, {})).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('every other call answers in its schema', async () => {
    const api = client();
    await api.call(rootCalls.segmentationSet, { segment: 'fit' });
    await api.call(rootCalls.forSuppliers, { name: 'ООО Ферма', phone: '+79990000001' });
    await expect(api.call(rootCalls.callback, { phone: 'нет' })).rejects.toMatchObject({ kind: 'http' });
    await api.call(rootCalls.callback, { phone: '+79990000001' });
    await api.call(rootCalls.callbackByEntity, { phone: '+79990000001', entity: 'order', entityId: 'lk-paid' });
    await api.call(rootCalls.smsMobileApp, { phone: '+79990000001' });
    await api.call(rootCalls.recallForNewOrder, { phone: '+79990000001' });
    expect((await api.call(rootCalls.pseudoOrder, { mealDays: 6 })).order?.mealDays).toBe(6);
    expect((await api.call(rootCalls.showOrder, { orderId_H: 'lk-paid' })).order?.id_H).toBe('lk-paid');
    expect((await api.call(rootCalls.inClientSubscription, { clientSubscriptionId_H: 'cs-24' })).orders.map((o) => o.id_H)).toEqual([
      'lk-paid',
    ]);
    await expect(api.call(rootCalls.inClientSubscription, { clientSubscriptionId_H: 's' })).rejects.toMatchObject({ kind: 'http' });
    const before = (await api.call(rootCalls.freshActivity, { orderId_H: 'lk-paid' })).updatedAt;
    await api.call(rootCalls.acceptDraft, { orderId_H: 'lk-paid' });
    expect((await api.call(rootCalls.freshActivity, { orderId_H: 'lk-paid' })).updatedAt).toBeGreaterThanOrEqual(before);
    // Customisation keeps state (customization.test.ts drives it whole): a draft change, then dropped.
    await api.call(rootCalls.addCustomMenu, { orderId_H: 'lk-custom', menuId: 12 });
    await expect(
      api.call(rootCalls.custom, { orderId_H: 'lk-custom', mealDate: '1999-01-01', mealNumber: 1, packId: 111, type: 'change', count: 1 }),
    ).rejects.toMatchObject({ kind: 'http' });
    for (const call of [rootCalls.dropDraft, rootCalls.dropUnaccepted] as const) await api.call(call, { orderId_H: 'lk-custom' });
    await api.call(rootCalls.lkOrderUpdate, { orderId_H: 'lk-paid', client_token: 'sandbox-token-returning' });
    // A 401 logs the client out (§8), so the refused token is tried on a client of its own.
    await expect(harness.setup().api.call(rootCalls.lkCancelAttempt, { orderId_H: 'lk-paid', client_token: 'nope' })).rejects.toMatchObject(
      { kind: 'unauthorized' },
    );
    expect((await api.call(rootCalls.processingAeroflot, { orderId_H: 'lk-paid' })).isProcessing).toBe(false);
    expect((await api.call(rootCalls.customizationDates, { cityId: 2, menuType: 'fit', pricePlanId: 301 })).dates).toHaveLength(3);
    expect((await api.call(rootCalls.customizationInfo, { city_id: 2 })).menuTypes.length).toBeGreaterThan(0);
    for (const call of [rootCalls.customizationMenu, rootCalls.customizationMenuNoAuth] as const)
      expect((await api.call(call, { menuTypeId: 1 })).dishes).toHaveLength(15);
    expect((await api.call(rootCalls.menuOrder, { orderId_H: 'lk-paid' })).dishes).toHaveLength(3);
    await api.call(rootCalls.sportsClubPromo, { clientSubscriptionId_H: 'cs-frozen' });
    await expect(api.call(rootCalls.sportsClubPromo, { clientSubscriptionId_H: 'cs-24' })).rejects.toMatchObject({ kind: 'http' });
    expect((await api.call(rootCalls.staticMenu, { brand: 'main', file: 'current', cacheBuster: 1 })).days).toHaveLength(1);
    expect((await api.call(rootCalls.menuHistory, { brand: 'main', weekId: '2026-47', cacheBuster: 1 })).days).toHaveLength(1);
    expect((await api.call(rootCalls.wowfoodStandard, { cacheBuster: 1 })).days).toHaveLength(1);
    await expect(
      api.call(
        rootCalls.assistPayForTip,
        { payment: 'none', urlReturnOk: '/ok', urlReturnError: '/fail' },
        { idempotencyKey: newIntentKey() },
      ),
    ).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(
      api.call(payments.chargeTokenGift, { purchaseId: 'none', card: 'x' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({ kind: 'http' });
    expect((await api.call(rootCalls.dadataAddress, { query: 'Тверская 1' })).address?.value).toBe('г Москва, Тверская 1');
    expect((await api.call(rootCalls.newClientLanding, { cityId: 2 })).title).toBe('Скидка на первый заказ');
    await api.call(rootCalls.trackActivity, { step: 'line' });
    await api.call(rootCalls.onboardingComplete, {});
    expect(harness.sandbox.store.log.map((l) => l.call)).toContain('onboarding/hints/complete');
    // §7 'GET store?city' (issue 31): St Petersburg's sold-out Пауэр, Moscow not limited.
    expect(await api.call(rootCalls.store, { city: 1 })).toMatchObject({ cityId: 1, stockRemains: { power: 0, super_fit: 7 } });
    expect((await api.call(rootCalls.store, { city: 2 })).stockRemains).toEqual({});
    expect(harness.sandbox.store.counters.get('callback')).toBe(1);
  });

  it('analytics proxies answer in their schemas', async () => {
    const api = harness.setup().api;
    const ids = { google_analytics: 'GA1.2.3' };
    await api.call(analyticsCalls.event, { event_type: 'SITE_X', customer_ids: ids, properties: {} });
    await expect(api.call(analyticsCalls.event, { event_type: 'X', customer_ids: ids, properties: {} })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(
      (await api.call(analyticsCalls.dimensions, { customer_ids: ids, attributes: [{ type: 'property', id: 'a' }] })).results[0]?.value,
    ).toBe('dim-a');
    expect((await api.call(analyticsCalls.cleverdataDimensions, { clientId: 'c' })).segments).toEqual(['sandbox']);
    await api.call(analyticsCalls.cleverdataSend, { clientId: 'c', event: 'e' });
    expect((await api.call(analyticsCalls.segmentation, { clientId: 'c' })).segment).toBe('sandbox-segment');
    await api.call(analyticsCalls.dataImport, { customer_ids: ids, properties: { a: 1 } });
    expect((await api.call(analyticsCalls.profile, { clientId: 'c' })).profile).toEqual({ clientId: 'c' });
  });
});

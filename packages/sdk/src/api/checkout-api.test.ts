import { describe, expect, it } from 'vitest';
import { checkout } from './endpoints/checkout';
import { COOKIES } from './protocol';
import { useSandbox } from '@mealflow/sandbox/vitest';

/** The checkout endpoints against the sandbox: shapes validate, the documented test values hold. */
const harness = useSandbox();

const at = (iso: string) => harness.setup({ cookies: { [COOKIES.testTime]: iso, [COOKIES.clientToken]: 'sandbox-token-returning' } }).api;

describe('checkout API through the sandbox', () => {
  it('possible dates: mornings 07:00-12:00, evenings 18:00-23:00 / 19:00-23:00, cut-offs 15:00:00 and 19:59:59 Moscow time', async () => {
    // 14:59:59 MSK: tomorrow still has the morning.
    const early = await at('2026-03-10T11:59:59Z').call(checkout.possibleDates, { orderId_H: 'demo-standard' });
    expect(early.days['2026-03-11']).toEqual([
      { from: '07:00', to: '12:00', type: 'morning', title: 'Утро' },
      { from: '18:00', to: '23:00', type: 'evening', title: 'Вечер' },
      { from: '19:00', to: '23:00', type: 'evening', title: 'Вечер' },
    ]);
    // 15:00:01 MSK: tomorrow's morning is gone, evenings stay.
    const afternoon = await at('2026-03-10T12:00:01Z').call(checkout.possibleDates, { orderId_H: 'demo-standard' });
    expect(afternoon.days['2026-03-11']?.map((i) => i.type)).toEqual(['evening', 'evening']);
    // 20:00:00 MSK: tomorrow is gone; the day after has everything.
    const evening = await at('2026-03-10T17:00:00Z').call(checkout.possibleDates, { orderId_H: 'demo-standard' });
    expect(evening.days['2026-03-11']).toBeUndefined();
    expect(evening.days['2026-03-12']).toHaveLength(3);
    expect(Object.keys(evening.days)).toHaveLength(6);
  });

  // walk7: a Minsk order's checkout offered Moscow's 19:00-23:00 evening too, which the cabinet's intervals of its
  // deliveries (and §9) do not have: the evening chosen there was shown in the cabinet with no time ticked.
  it.each(['demo-minsk', 'demo-spb'])('possible dates of %s: the city’s windows only, 19:00-23:00 is Moscow’s', async (hid) => {
    const { days } = await at('2026-03-10T08:00:00Z').call(checkout.possibleDates, { orderId_H: hid });
    expect(days['2026-03-12']).toEqual([
      { from: '07:00', to: '12:00', type: 'morning', title: 'Утро' },
      { from: '18:00', to: '23:00', type: 'evening', title: 'Вечер' },
    ]);
  });

  it('far-region tariff, update-first-delivery-date, orders/checkout and safe delivery', async () => {
    const { api } = harness.setup();
    expect(await api.call(checkout.farRegionTariff, { orderId_H: 'demo-standard' })).toMatchObject({
      price_plan_id: 906,
      mealDays: 6,
      delivery_price: 500,
      deb_price: 10_040,
    });
    const moved = await api.call(checkout.updateFirstDeliveryDate, {
      orderId_H: 'demo-custom',
      date: '2030-01-02',
      session: 'morning',
      isSingleStep: true,
      isCustomOrder: true,
    });
    expect(moved.order.deliveries[0]).toMatchObject({
      date: '2030-01-02',
      deliveryDate: { timeFrom: '07:00', timeTo: '12:00', type: 'morning', title: 'Утро' },
    });
    expect(moved.order.custom_config).toEqual([]);
    expect((await api.call(checkout.orderCheckout, { orderId_H: 'demo-standard' })).order.id_H).toBe('demo-standard');
    await api.call(checkout.safeDelivery, { orderId_H: 'demo-standard', optionId_H: 'safe-delivery', comment: 'У двери' });
    expect(harness.sandbox.store.counters.get('safeDelivery:demo-standard')).toBe(1);
    await expect(api.call(checkout.safeDelivery, { orderId_H: 'demo-standard', optionId_H: 'other', comment: '' })).rejects.toMatchObject({
      messages: ['Опция недоступна'],
    });
  });

  it('suggestions: 10 requested, street first without a house; the saved addresses for a delivery', async () => {
    const api = at('2026-03-10T09:00:00Z');
    const answer = await api.call(checkout.suggest, { query: 'Тверская', count: 10, cityId: 2, type: 'ADDRESS' });
    expect(answer.suggestions).toHaveLength(10);
    expect(answer.suggestions[0]).toMatchObject({ value: 'ул. Тверская', data: { street: 'ул. Тверская', house: null } });
    expect(answer.suggestions[1]).toMatchObject({ value: 'ул. Тверская, д 1', data: { house: '1' }, geo_lat: 55.7646, geo_lon: 37.6055 });
    const spb = await api.call(checkout.suggest, { query: 'Невский 28', count: 10, cityId: 1 });
    expect(spb.suggestions.map((s) => s.value)).toEqual(['Невский пр-т, д 28']);
    const saved = await api.call(checkout.deliveryAddresses, { deliveryId_H: 'demo-standard-d1' });
    expect(saved.addresses.map((a) => a.id_H)).toEqual(['addr-msk-1', 'addr-msk-2']);
  });

  it('promo codes: one applies, one fails with a message, one with a 500, one is card-only', async () => {
    const { api, ports } = harness.setup();
    expect(await api.call(checkout.applyPromo, { order_id_H: 'demo-standard', promocode: 'HEALTHY10' })).toMatchObject({
      deb_price: 8586,
      menu_price: 9540,
      meal_days: 6,
    });
    await expect(api.call(checkout.applyPromo, { order_id_H: 'demo-expensive', promocode: 'EXPIRED' })).rejects.toMatchObject({
      kind: 'business',
    });
    await expect(api.call(checkout.applyPromo, { order_id_H: 'demo-expensive', promocode: 'BROKEN500' })).rejects.toMatchObject({
      status: 500,
      messages: ['Сервис промокодов временно недоступен'],
    });
    // The toast goes at the end of the task (unless a screen shows the error in place).
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ports.notify.messages).toContainEqual({ kind: 'error', message: 'Сервис промокодов временно недоступен' });
    await api.call(checkout.applyPromo, { order_id_H: 'demo-expensive', promocode: 'MIRPAY15' });
    expect(await api.call(checkout.checkCardForPromo, { orderId_H: 'demo-expensive', cardNumber: '424242' })).toMatchObject({
      isCardCompatibleWithPromo: false,
      hasTechUncompatiblePromocode: true,
    });
    expect(await api.call(checkout.checkCardForPromo, { orderId_H: 'demo-expensive', cardNumber: '220012' })).toMatchObject({
      isCardCompatibleWithPromo: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { newIntentKey } from './effects';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { addDays } from '../domain/dates';
import { cabinetDeliveries, cabinetOrders } from './endpoints/cabinet';
import { checkout } from './endpoints/checkout';
import { COOKIES } from './protocol';
import { cabinetDay } from '../testing/cabinet';

/** The cabinet's endpoints against the sandbox: shapes validate, the seeded orders and the cut-offs hold. */
const harness = useSandbox();

const today = () => cabinetDay(harness).today;
/** "Now" is today at a Moscow wall-clock time. */
const at = (time: string, token = 'sandbox-token-returning') =>
  harness.setup({ cookies: { [COOKIES.testTime]: `${today()}T${time}+03:00`, [COOKIES.clientToken]: token } }).api;

describe('cabinet API through the sandbox', () => {
  it('orders/active lists the returning client’s orders in their states; other clients see none of them', async () => {
    const { orders } = await at('10:00:00').call(cabinetOrders.active, {});
    expect(orders.map((o) => o.id_H)).toEqual([
      'lk-paid',
      'lk-awaiting',
      'lk-custom',
      'lk-confirmed',
      'lk-task',
      'lk-far',
      'lk-spb',
      'lk-unformed',
      'lk-longate',
      'lk-longate-formed',
    ]);
    const paid = orders[0];
    expect(paid?.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'planned', 'planned', 'planned']);
    expect(paid?.deliveries[2]?.date).toBe(addDays(today(), 1));
    expect(orders.find((o) => o.id_H === 'lk-task')?.confirmTask?.optionId).toBe('sms');
    expect(orders.find((o) => o.id_H === 'lk-spb')?.city_id).toBe(1);
    await expect(at('10:00:00', 'nope').call(cabinetOrders.active, {})).rejects.toMatchObject({ kind: 'unauthorized' });
  });

  it('order detail, packs, auto-longation, plan change, drinks', async () => {
    const api = at('10:00:00');
    const { order } = await api.call(cabinetOrders.get, { orderId_H: 'lk-paid' });
    expect(order.pricePlans.map((p) => p.mealDays)).toEqual([6, 12, 24]);
    const packs = await api.call(cabinetOrders.packs, { hid: 'lk-paid' });
    expect(packs.days).toHaveLength(5);
    expect(packs.days[0]?.packs[0]).toMatchObject({ title: 'Сырники с ягодным соусом', mealType: 'Завтрак' });
    expect((await api.call(cabinetOrders.packs, { hid: 'lk-unformed' })).days).toEqual([]);
    const off = await api.call(cabinetOrders.changeAutolongate, { orderId_H: 'lk-paid', isEnabled: false });
    expect(off.order.autoLongationBlock?.isAutolongationEnabled).toBe(false);
    const plan = await api.call(cabinetOrders.updatePricePlan, { order_id_H: 'lk-paid', price_plan_id: 312, mealDays: 12 });
    expect(plan.order).toMatchObject({ number_of_days: 12, price_plan_id: 312 });
    await expect(
      api.call(cabinetOrders.updatePricePlan, { order_id_H: 'lk-paid', price_plan_id: 999, mealDays: 12 }),
    ).rejects.toMatchObject({ messages: ['Этот тариф недоступен для заказа'] });
    expect(await api.call(cabinetOrders.canAddDrinks, { orderId_H: 'lk-custom' })).toMatchObject({
      canAddDrinks: true,
      alreadyAddedCount: 2,
    });
    const dropped = await api.call(cabinetOrders.dropDrinks, { orderId_H: 'lk-custom' });
    expect(dropped.order.menu_price).toBe(9800 - 2 * 130);
    // Kept in the store.
    expect((await api.call(cabinetOrders.get, { orderId_H: 'lk-paid' })).order.number_of_days).toBe(12);
  });

  it('cancel with a reason, recall, call-me, cancellation info', async () => {
    const api = at('10:00:00');
    const { reasons } = await api.call(cabinetOrders.cancelReasons, {});
    expect(reasons.map((r) => r.title)).toContain('Слишком дорого');
    await expect(api.call(cabinetOrders.feedbackForCancel, { orderId_H: 'lk-awaiting', reasonId: 4 })).rejects.toMatchObject({
      messages: ['Расскажите, что случилось'],
    });
    await api.call(cabinetOrders.feedbackForCancel, { orderId_H: 'lk-awaiting', reasonId: 2 });
    await api.call(cabinetOrders.cancel, { orderId_H: 'lk-awaiting' }, { idempotencyKey: newIntentKey() });
    expect((await api.call(cabinetOrders.active, {})).orders.map((o) => o.id_H)).not.toContain('lk-awaiting');
    await api.call(cabinetOrders.recallRequest, { orderId_H: 'lk-paid' });
    await api.call(checkout.callMe, { orderId_H: 'lk-paid' });
    expect(harness.sandbox.store.counters.get('recall:lk-paid')).toBe(1);
    expect(harness.sandbox.store.counters.get('callMe:lk-paid')).toBe(1);
    await api.call(cabinetOrders.confirmCancellationInfo, {});
    expect(harness.sandbox.store.clients.get('+79990000001')?.profile.isInformedAboutDeliveriesCancellation).toBe(true);
  });

  it('confirm task: options, set, cancel', async () => {
    const api = at('10:00:00');
    const { options } = await api.call(cabinetOrders.confirmTaskOptions, { orderId_H: 'lk-paid' });
    expect(options.map((o) => o.id)).toEqual(['sms', 'call']);
    expect((await api.call(cabinetOrders.confirmTask, { orderId_H: 'lk-paid', optionId: 'call' })).order.confirmTask?.optionId).toBe(
      'call',
    );
    expect((await api.call(cabinetOrders.cancelConfirmTask, { orderId_H: 'lk-task' })).order.confirmTask).toBeNull();
  });

  it('a delivery: intervals follow the cut-offs (X-Test-Time), date, session, confirm, cancel, options', async () => {
    const tomorrow = addDays(today(), 1);
    const morning = await at('14:59:59').call(cabinetDeliveries.intervals, { deliveryId_H: 'lk-paid-d3', date: tomorrow });
    expect(morning.intervals.map((i) => `${i.from}-${i.to}`)).toEqual(['07:00-12:00', '18:00-23:00', '19:00-23:00']);
    const afternoon = await at('15:00:01').call(cabinetDeliveries.intervals, { deliveryId_H: 'lk-paid-d3', date: tomorrow });
    expect(afternoon.intervals.map((i) => i.type)).toEqual(['evening', 'evening']);
    // After 19:59:59 tomorrow's delivery can no longer be moved.
    const late = at('20:00:00');
    await expect(
      late.call(cabinetDeliveries.updateDate, {
        order_id_H: 'lk-paid',
        deliveryId_H: 'lk-paid-d3',
        date: addDays(today(), 2),
        timeFrom: '18:00',
        timeTo: '23:00',
        type: 'evening',
      }),
    ).rejects.toMatchObject({ status: 400 });
    const api = at('10:00:00');
    const moved = await api.call(cabinetDeliveries.updateDate, {
      order_id_H: 'lk-paid',
      deliveryId_H: 'lk-paid-d4',
      date: addDays(today(), 4),
      timeFrom: '07:00',
      timeTo: '12:00',
      type: 'morning',
    });
    expect(moved.order.deliveries[3]).toMatchObject({ date: addDays(today(), 4), deliveryDate: { type: 'morning' } });
    await expect(
      api.call(cabinetDeliveries.cancel, { deliveryId_H: 'lk-paid-d1' }, { idempotencyKey: newIntentKey() }),
    ).rejects.toMatchObject({ status: 400 });
    expect(
      (await api.call(cabinetDeliveries.cancel, { deliveryId_H: 'lk-paid-d5' }, { idempotencyKey: newIntentKey() })).order.deliveries[4]
        ?.state,
    ).toBe('canceled');
    expect((await late.call(cabinetDeliveries.confirm, { deliveryId_H: 'lk-paid-d3' })).order.deliveries[2]?.isConfirmed).toBe(true);
    expect(
      (await api.call(cabinetDeliveries.setSession, { deliveryId_H: 'lk-awaiting-d2', session: 'evening' })).order.deliveries[1]
        ?.deliveryDate?.timeFrom,
    ).toBe('18:00');
    const all = await api.call(cabinetDeliveries.updateDeliveries, {
      orderId_H: 'lk-spb',
      type: 'morning',
      timeFrom: '07:00',
      timeTo: '12:00',
    });
    expect(all.order.deliveries.map((d) => d.deliveryDate?.type)).toEqual(['evening', 'morning', 'morning']);
    const option = await api.call(
      cabinetDeliveries.addOption,
      { orderId_H: 'lk-paid', optionId_H: 'eco-bag' },
      { idempotencyKey: newIntentKey('option') },
    );
    expect(option.order.deliveryOptions.find((o) => o.id_H === 'eco-bag')?.added).toBe(true);
  });

  it('an address: a saved one for all deliveries, a far one refused with 711, an unknown id answers 1002', async () => {
    const api = at('10:00:00');
    const changed = await api.call(cabinetDeliveries.updateAddress, {
      address_id_H: 'addr-msk-2',
      delivery_id_H: 'lk-paid-d3',
      setForAllDeliveries: true,
    });
    // The deliveries still before their cut-off; the two delivered ones keep theirs (one cut-off rule, delivery-gate.ts).
    expect(changed.order.deliveries.map((d) => d.client_address_id_H)).toEqual([
      ...Array(2).fill('addr-msk-1'),
      ...Array(3).fill('addr-msk-2'),
    ]);
    await expect(
      api.call(cabinetDeliveries.updateAddress, { address_id_H: 'nope', delivery_id_H: 'lk-paid-d3', setForAllDeliveries: false }),
    ).rejects.toMatchObject({ code: 1002 });
    const added = await api.call(
      cabinetDeliveries.addAddressAndUpdate,
      { addressInfo: { street: 'ул. Тверская', house: '10', city_id: 2 }, delivery_id_H: 'lk-paid-d4', setForAllDeliveries: false },
      { idempotencyKey: newIntentKey('new-address') },
    );
    expect(added.order.deliveries[3]?.clientAddress?.street).toBe('ул. Тверская');
    expect(added.order.deliveries[4]?.client_address_id_H).toBe('addr-msk-2');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { createMealflow } from '../../create-mealflow';
import { connectCustomization } from './customization.connect';
import type { CustomizationInput } from './customization.types';

/** Menu customisation through the sandbox (personal-cabinet §4 Customisation, §7 customisation calls). */
const harness = useSandbox();

function start(input: CustomizationInput) {
  const { ports } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
  const mealflow = createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 });
  const actor = createActor(mealflow.machines.customization, { input }).start();
  const view = () => connectCustomization(actor.getSnapshot(), actor.send);
  return { actor, ports, view };
}
const calls = (name: string) => harness.sandbox.store.log.filter((c) => c.call === name);
const idle = (s: { matches: (v: object) => boolean }) => s.matches({ editing: 'idle' });

describe('customization machine (through the sandbox)', () => {
  it('builds a menu: changes and removes meals, accepts the draft and goes to the checkout; the packs show it', async () => {
    const { actor, ports, view } = start({ hid: 'lk-custom', variant: 'tryCustomization' });
    expect(view().status).toBe('loading');
    await waitFor(actor, idle);
    // Opening the wizard keeps an open draft (README: only 'Сбросить изменения' drops it).
    expect(calls('orders/drop-unaccepted')).toHaveLength(0);
    expect(calls('orders/add-custom-menu')[0]?.body).toMatchObject({ orderId_H: 'lk-custom', menuId: 4 });
    const [day] = view().days;
    expect(day?.title).toMatch(/^Меню на [а-я]{2}, \d{2}\.\d{2}\.\d{4}$/);
    const breakfast = day!.meals[0]!;
    expect(breakfast).toMatchObject({ mealText: 'Завтрак', value: '101', changed: false });
    expect(breakfast.options.map((o) => o.label)).toEqual(['Сырники с ягодным соусом, 320 ккал', 'Овсяноблин с индейкой и шпинатом, 290 ккал', 'Омлет с овощами, 260 ккал', 'Без блюда']);

    view().choose(day!.date, 1, '111');
    expect(view().busyText).toBe('Сохраняем…');
    await waitFor(actor, idle);
    view().choose(day!.date, 2, '');
    await waitFor(actor, idle);
    expect(calls('orders/custom')[0]?.body).toMatchObject({ orderId_H: 'lk-custom', mealDate: day!.date, mealNumber: 1, packId: 111, type: 'change', count: 1 });
    expect(calls('orders/remove-item-from-custom')[0]?.body).toMatchObject({ mealNumber: 2, packId: 102, type: 'subtraction', count: 0 });
    expect(view().days[0]?.meals[1]).toMatchObject({ value: '', dishText: 'Без блюда', changed: true });
    expect(view().changedText).toBe('Изменено приёмов пищи: 2');
    // The same dish again is no command.
    view().choose(day!.date, 1, '111');
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);

    view().accept();
    await waitFor(actor, (s) => s.status === 'done');
    expect(ports.navigation.history.at(-1)).toBe('/try-customization/single-step-order/lk-custom');

    const packs = start({ hid: 'lk-custom', variant: 'packs' });
    await waitFor(packs.actor, (s) => s.matches('viewing'));
    const shown = packs.view().days[0]!;
    expect(shown.meals.map((m) => m.dishText)).toEqual(['Овсяноблин с индейкой и шпинатом, 290 ккал', 'Куриная грудка с киноа, 450 ккал', 'Творожный мусс, 160 ккал', 'Треска с овощами на пару, 290 ккал']);
    expect(shown.meals.map((m) => m.mealText)).toEqual(['Завтрак', 'Обед', 'Полдник', 'Ужин']);
    expect(packs.view().editPath).toBe('/order-wizard/lk-custom');
  });

  it('a reload finds the draft being edited; RESET drops only it, RESTORE the accepted customisation too', async () => {
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(actor, idle);
    const date = view().days[0]!.date;
    expect(view()).toMatchObject({ canReset: false, canRestore: true, priceText: undefined });
    view().choose(date, 5, '115');
    await waitFor(actor, idle);
    view().accept();
    await waitFor(actor, (s) => s.status === 'done');

    const again = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(again.actor, idle);
    // The accepted change is the order's menu now.
    expect(again.view().days[0]?.meals[4]).toMatchObject({ value: '115', changed: false });
    again.view().choose(date, 1, '121');
    await waitFor(again.actor, idle);
    again.actor.stop();

    // A reload: a new actor loads the open draft over the accepted menu.
    const reloaded = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(reloaded.actor, idle);
    expect(reloaded.view().days[0]?.meals[0]).toMatchObject({ value: '121', changed: true });
    expect(reloaded.view().days[0]?.meals[4]).toMatchObject({ value: '115', changed: false });
    expect(reloaded.view()).toMatchObject({ changedText: 'Изменено приёмов пищи: 1', priceText: 'Стоимость заказа не меняется', canReset: true });
    reloaded.view().reset();
    await waitFor(reloaded.actor, (s) => s.matches('loading'));
    await waitFor(reloaded.actor, idle);
    expect(calls('orders/drop-unaccepted')).toHaveLength(1);
    expect(reloaded.view().days[0]?.meals.map((m) => m.value)).toEqual(['101', '102', '103', '104', '115']);

    reloaded.view().restore();
    await waitFor(reloaded.actor, (s) => s.matches('loading'));
    await waitFor(reloaded.actor, idle);
    expect(calls('orders/drop')).toHaveLength(1);
    expect(reloaded.view().days[0]?.meals[4]?.value).toBe('105');
    expect(reloaded.view().canRestore).toBe(false);
  });

  it('a failed change keeps the draft and says so; a failed load offers RETRY', async () => {
    harness.sandbox.faults.inject('orders/get', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } });
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    view().retry();
    await waitFor(actor, idle);
    harness.sandbox.faults.inject('orders/custom', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } });
    const date = view().days[0]!.date;
    view().choose(date, 1, '121');
    await waitFor(actor, idle);
    expect(view()).toMatchObject({ actionError: 'Сервис временно недоступен', changedText: undefined });
    expect(view().days[0]?.meals[0]?.value).toBe('101');
  });

  it('no order, a menu that cannot be customised, an order without dishes', async () => {
    const none = start({ variant: 'customMenu' });
    expect(none.view()).toMatchObject({ status: 'noOrder', ordersPath: '/dashboard' });

    harness.sandbox.store.orders.get('lk-paid')!.order.menu_type = 'power';
    const power = start({ hid: 'lk-paid', variant: 'tryCustomization' });
    await waitFor(power.actor, (s) => s.matches('notCustomizable'));
    expect(power.view().checkoutPath).toBe('/try-customization/single-step-order/lk-paid');
    expect(calls('orders/add-custom-menu')).toHaveLength(0);

    expect(power.view().editPath).toBeUndefined();
    harness.sandbox.faults.inject('orders/packs', { kind: 'status', status: 200, times: 1, body: { success: true, days: [] } });
    const empty = start({ hid: 'lk-paid', variant: 'packs' });
    await waitFor(empty.actor, (s) => s.matches('empty'));
    expect(empty.view().status).toBe('empty');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { rootCalls } from '../../api/endpoints/root';
import { COOKIES } from '../../api/protocol';
import { connectCustomization, type CustomizationView } from './customization.connect';
import type { CustomizationInput } from './customization.types';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/** Menu customisation through the sandbox (personal-cabinet §4 Customisation, §7 customisation calls). */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;
/** Today at a Moscow wall-clock time: lk-custom's deliveries were 3 and 1 days ago, come tomorrow (evening), in 3 and 5 days. */
const at = (time: string) => `${today()}T${time}+03:00`;

/** The wizard at 10:00 today (the test clock: the page and the sandbox agree), or with only the clock port set. */
function start(input: CustomizationInput, clock: { testTime?: string; now?: number } = { testTime: at('10:00:00') }) {
  const cookies: Record<string, string> = { [COOKIES.clientToken]: 'sandbox-token-returning' };
  if (clock.testTime) cookies[COOKIES.testTime] = clock.testTime;
  const { ports, mealflow } = sandboxClient(harness, { cookies, ...(clock.now !== undefined ? { now: clock.now } : {}) });
  const actor = createActor(mealflow.machines.customization, { input }).start();
  const view = () => connectCustomization(actor.getSnapshot(), actor.send);
  return { actor, ports, view };
}
const calls = (name: string) => harness.sandbox.store.log.filter((c) => c.call === name);
const idle = (s: { matches: (v: object) => boolean }) => s.matches({ editing: 'idle' });
/** The first day whose menu can still be changed, and a day by its date. */
const open = (v: CustomizationView) => v.days.find((d) => d.editable)!;
const dayOf = (v: CustomizationView, date: string) => v.days.find((d) => d.date === date)!;

describe('customization machine (through the sandbox)', () => {
  it('builds a menu: changes and removes meals, accepts the draft and goes to the checkout; the packs show it', async () => {
    const { actor, ports, view } = start({ hid: 'lk-custom', variant: 'tryCustomization' });
    expect(view().status).toBe('loading');
    await waitFor(actor, idle);
    // Opening the wizard keeps an open draft (README: only 'Сбросить изменения' drops it).
    expect(calls('orders/drop-unaccepted')).toHaveLength(0);
    expect(calls('orders/add-custom-menu')[0]?.body).toMatchObject({ orderId_H: 'lk-custom', menuId: 4 });
    const day = open(view());
    expect(day?.title).toMatch(/^Меню на [а-я]{2}, \d{2}\.\d{2}\.\d{4}$/);
    const breakfast = day!.meals[0]!;
    expect(breakfast).toMatchObject({ mealText: 'Завтрак', value: '101', changed: false });
    expect(breakfast.options.map((o) => o.label)).toEqual([
      'Сырники с ягодным соусом, 320\u00a0ккал',
      'Овсяноблин с индейкой и шпинатом, 290\u00a0ккал',
      'Омлет с овощами, 260\u00a0ккал',
      'Без блюда',
    ]);

    view().choose(day!.date, 1, '111');
    expect(view().busyText).toBe('Сохраняем…');
    await waitFor(actor, idle);
    view().choose(day!.date, 2, '');
    await waitFor(actor, idle);
    expect(calls('orders/custom')[0]?.body).toMatchObject({
      orderId_H: 'lk-custom',
      mealDate: day!.date,
      mealNumber: 1,
      packId: 111,
      type: 'change',
      count: 1,
    });
    expect(calls('orders/remove-item-from-custom')[0]?.body).toMatchObject({ mealNumber: 2, packId: 102, type: 'subtraction', count: 0 });
    expect(dayOf(view(), day!.date).meals[1]).toMatchObject({
      mealText: 'Второй завтрак',
      label: expect.stringMatching(/^Второй завтрак, /),
      value: '',
      dishText: 'Без блюда',
      changed: true,
    });
    expect(view().changedText).toBe('Изменено приёмов пищи: 2');
    // The same dish again is no command.
    view().choose(day!.date, 1, '111');
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);

    view().accept();
    await waitFor(actor, (s) => s.status === 'done');
    expect(ports.navigation.history.at(-1)).toBe('/try-customization/single-step-order/lk-custom');

    const packs = start({ hid: 'lk-custom', variant: 'packs' });
    await waitFor(packs.actor, (s) => s.matches('viewing'));
    const shown = dayOf(packs.view(), day!.date);
    expect(shown.meals.map((m) => m.dishText)).toEqual([
      'Овсяноблин с индейкой и шпинатом, 290\u00a0ккал',
      'Куриная грудка с киноа, 450\u00a0ккал',
      'Творожный мусс, 160\u00a0ккал',
      'Треска с овощами на пару, 290\u00a0ккал',
    ]);
    // The removed meal keeps the others' names: the line has five meals (§3 set for 5).
    expect(shown.meals.map((m) => m.mealText)).toEqual(['Завтрак', 'Обед', 'Полдник', 'Ужин']);
    expect(packs.view().canEdit).toBe(true);
  });

  it('a reload finds the draft being edited; RESET drops only it, RESTORE the accepted customisation too', async () => {
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(actor, idle);
    const date = open(view()).date;
    expect(view()).toMatchObject({ canReset: false, canRestore: true, priceText: undefined });
    view().choose(date, 5, '115');
    await waitFor(actor, idle);
    view().accept();
    await waitFor(actor, (s) => s.status === 'done');

    const again = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(again.actor, idle);
    // The accepted change is the order's menu now.
    expect(dayOf(again.view(), date).meals[4]).toMatchObject({ value: '115', changed: false });
    again.view().choose(date, 1, '121');
    await waitFor(again.actor, idle);
    again.actor.stop();

    // A reload: a new actor loads the open draft over the accepted menu.
    const reloaded = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(reloaded.actor, idle);
    expect(dayOf(reloaded.view(), date).meals[0]).toMatchObject({ value: '121', changed: true });
    expect(dayOf(reloaded.view(), date).meals[4]).toMatchObject({ value: '115', changed: false });
    expect(reloaded.view()).toMatchObject({
      changedText: 'Изменено приёмов пищи: 1',
      priceText: 'Стоимость заказа не меняется',
      canReset: true,
    });
    reloaded.view().reset();
    await waitFor(reloaded.actor, (s) => s.matches('loading'));
    await waitFor(reloaded.actor, idle);
    expect(calls('orders/drop-unaccepted')).toHaveLength(1);
    expect(dayOf(reloaded.view(), date).meals.map((m) => m.value)).toEqual(['101', '102', '103', '104', '115']);

    reloaded.view().restore();
    await waitFor(reloaded.actor, (s) => s.matches('loading'));
    await waitFor(reloaded.actor, idle);
    expect(calls('orders/drop')).toHaveLength(1);
    expect(dayOf(reloaded.view(), date).meals[4]?.value).toBe('105');
    expect(reloaded.view().canRestore).toBe(false);
  });

  it('a failed change keeps the draft and says so; a failed load offers RETRY', async () => {
    harness.sandbox.faults.inject('orders/get', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(view()).toMatchObject({ status: 'error', error: 'Сервис временно недоступен' });
    view().retry();
    await waitFor(actor, idle);
    harness.sandbox.faults.inject('orders/custom', {
      kind: 'status',
      status: 500,
      times: 1,
      body: { success: false, messages: ['Сервис временно недоступен'] },
    });
    const date = open(view()).date;
    view().choose(date, 1, '121');
    await waitFor(actor, idle);
    expect(view()).toMatchObject({ actionError: 'Сервис временно недоступен', changedText: undefined });
    expect(dayOf(view(), date).meals[0]?.value).toBe('101');
  });

  it('a delivered day or one past its cut-off is shown read-only and a change of it is refused without a call', async () => {
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' });
    await waitFor(actor, idle);
    // At 10:00: the two past deliveries are 'Доставлено'; tomorrow's is still open (until 19:59:59 today).
    expect(view().days.map((d) => d.lockedText)).toEqual(['Доставлено', 'Доставлено', undefined, undefined, undefined]);
    const past = view().days[0]!;
    expect(past).toMatchObject({ editable: false, packsText: undefined, paidText: undefined });
    expect(open(view()).date).toBe(view().days[2]!.date);
    view().choose(past.date, 1, '111');
    view().add(past.date, 3);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(view().actionError).toBe('Меню этого дня изменить уже нельзя: приём изменений закончился');
    expect(calls('orders/custom')).toHaveLength(0);
    // The sandbox refuses it too, with the same words.
    const { api } = harness.setup({ cookies: { [COOKIES.clientToken]: 'sandbox-token-returning' } });
    const refused = await api
      .call(rootCalls.custom, { orderId_H: 'lk-custom', mealDate: past.date, mealNumber: 1, packId: 111, type: 'change', count: 1 })
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({ userMessage: 'Меню этого дня изменить уже нельзя: приём изменений закончился' });
    expect(harness.sandbox.store.orders.get('lk-custom')?.order.draft).toBeNull();
  });

  it('the clock port decides the cut-off: after 19:59:59 tomorrow’s evening delivery can no longer be changed', async () => {
    const { actor, view } = start({ hid: 'lk-custom', variant: 'customMenu' }, { now: Date.parse(at('20:30:00')) });
    await waitFor(actor, idle);
    expect(view().days.map((d) => d.lockedText)).toEqual([
      'Доставлено',
      'Доставлено',
      'Изменить уже нельзя: приём изменений закончился',
      undefined,
      undefined,
    ]);
    const tomorrow = view().days[2]!;
    view().choose(tomorrow.date, 1, '121');
    expect(view().actionError).toBe('Меню этого дня изменить уже нельзя: приём изменений закончился');
    expect(calls('orders/custom')).toHaveLength(0);
    view().choose(open(view()).date, 1, '121');
    await waitFor(actor, idle);
    expect(calls('orders/custom')).toHaveLength(1);
    expect(view().actionError).toBeUndefined();
  });

  it('no order, a menu that cannot be customised, an order without dishes', async () => {
    const none = start({ variant: 'customMenu' });
    expect(none.view()).toMatchObject({ status: 'noOrder', ordersPath: '/dashboard' });

    harness.sandbox.store.orders.get('lk-paid')!.order.menu_type = 'power';
    const power = start({ hid: 'lk-paid', variant: 'tryCustomization' });
    await waitFor(power.actor, (s) => s.matches('notCustomizable'));
    expect(power.view().checkoutPath).toBe('/try-customization/single-step-order/lk-paid');
    expect(calls('orders/add-custom-menu')).toHaveLength(0);

    expect(power.view().canEdit).toBe(false);
    harness.sandbox.faults.inject('orders/packs', { kind: 'status', status: 200, times: 1, body: { success: true, days: [] } });
    const empty = start({ hid: 'lk-paid', variant: 'packs' });
    await waitFor(empty.actor, (s) => s.matches('empty'));
    expect(empty.view().status).toBe('empty');
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { cabinetOrders } from '../../api/endpoints/cabinet';
import { rootCalls } from '../../api/endpoints/root';
import { connectCustomization, type CustomizationView } from './customization.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Portions, per-delivery limits and the draft's price through the sandbox (personal-cabinet §5
 * per-delivery limits, §9 extra price 20 per meal per day). `lk-custom` allows 3–7 packs per
 * delivery; below 4 a delivery costs 300 ₽ (sandbox README "Customisation").
 */
const harness = useSandbox();
const NBSP = '\u00a0';

/** At 10:00 today (the test clock): lk-custom's first open day is tomorrow's (the past ones are locked). */
const TEST_TIME = () => cabinetDay(harness).testTime;
const open = (v: CustomizationView) => v.days.find((d) => d.editable)!;

function start() {
  const { mealflow } = sandboxClient(harness, { token: 'sandbox-token-returning', testTime: TEST_TIME() });
  const actor = createActor(mealflow.machines.customization, { input: { hid: 'lk-custom', variant: 'customMenu' } }).start();
  const view = () => connectCustomization(actor.getSnapshot(), actor.send);
  return { actor, view, mealflow };
}
const calls = (name: string) => harness.sandbox.store.log.filter((c) => c.call === name);
const idle = (s: { matches: (v: object) => boolean }) => s.matches({ editing: 'idle' });

describe('customization: portions, limits and price (through the sandbox)', () => {
  it('a second portion is an addition at 20 ₽ a day, one less a subtraction; the difference is shown before accepting and becomes the order’s', async () => {
    const { actor, view, mealflow } = start();
    await waitFor(actor, idle);
    const date = open(view()).date;
    expect(view().lead).toBe(`Выберите блюда на каждый приём пищи. Каждое блюдо сверх программы — 20${NBSP}₽ в день.`);
    expect(open(view())).toMatchObject({ packsText: 'В доставке: 5\u00a0блюд', paidText: undefined });
    expect(open(view()).meals[0]).toMatchObject({
      count: 1,
      portionsText: '1\u00a0порция',
      addLabel: expect.stringMatching(/^Добавить порцию: Завтрак, /),
    });

    view().add(date, 1);
    await waitFor(actor, idle);
    expect(calls('orders/custom').at(-1)?.body).toMatchObject({ mealNumber: 1, packId: 101, type: 'addition', count: 2 });
    expect(open(view()).meals[0]).toMatchObject({ count: 2, portionsText: '2\u00a0порции', changed: true });
    expect(view()).toMatchObject({ changedText: 'Изменено приёмов пищи: 1', priceText: `Доплата за изменения: 20${NBSP}₽` });
    view().add(date, 3);
    await waitFor(actor, idle);
    expect(view().priceText).toBe(`Доплата за изменения: 40${NBSP}₽`);
    view().subtract(date, 3);
    await waitFor(actor, idle);
    expect(calls('orders/remove-item-from-custom').at(-1)?.body).toMatchObject({
      mealNumber: 3,
      packId: 103,
      type: 'subtraction',
      count: 1,
    });
    expect(view()).toMatchObject({ priceText: `Доплата за изменения: 20${NBSP}₽`, changedText: 'Изменено приёмов пищи: 1' });
    // A change of dish keeps the portions.
    view().choose(date, 1, '121');
    await waitFor(actor, idle);
    expect(open(view()).meals[0]).toMatchObject({ value: '121', count: 2 });

    const before = (await mealflow.api.call(cabinetOrders.get, { orderId_H: 'lk-custom' })).order;
    expect(before.draft).toMatchObject({
      priceDifference: 20,
      deliveries: [{ date, menuByEatingNum: { 1: { packs: [{ id: 121, count: 2, changed: true }] } } }],
    });
    view().accept();
    await waitFor(actor, (s) => s.status === 'done');
    const after = (await mealflow.api.call(cabinetOrders.get, { orderId_H: 'lk-custom' })).order;
    expect(after).toMatchObject({ menu_price: before.menu_price + 20, deb_price: before.deb_price + 20, draft: null });

    // Accepted portions are kept on the next visit, with nothing more to pay.
    const again = start();
    await waitFor(again.actor, idle);
    expect(open(again.view()).meals[0]).toMatchObject({ value: '121', count: 2, changed: false });
    expect(again.view().priceText).toBeUndefined();
  });

  it('beyond the delivery’s max or min pack count a change is refused with the reason and no call; below the minimum of meals the delivery is paid', async () => {
    const { actor, view } = start();
    await waitFor(actor, idle);
    const date = open(view()).date;
    for (const meal of [1, 2]) {
      view().add(date, meal);
      await waitFor(actor, idle);
    }
    expect(open(view()).packsText).toBe('В доставке: 7\u00a0блюд');
    const sent = calls('orders/custom').length;
    view().add(date, 3);
    expect(actor.getSnapshot().matches({ editing: 'idle' })).toBe(true);
    expect(view().actionError).toBe(
      'В одной доставке может быть не больше 7\u00a0блюд. Уберите блюдо из другого приёма пищи, чтобы добавить это.',
    );
    expect(calls('orders/custom')).toHaveLength(sent);

    for (const meal of [1, 2, 3, 4]) {
      view().subtract(date, meal);
      await waitFor(actor, idle);
    }
    expect(view().actionError).toBeUndefined();
    expect(open(view())).toMatchObject({
      packsText: 'В доставке: 3\u00a0блюда',
      paidText: `В доставке меньше 4\u00a0блюд — доставка будет платной: 300${NBSP}₽.`,
    });
    // 300 ₽ for the paid delivery; 40 ₽ of extra meals were dropped with the portions.
    expect(view().priceText).toBe(`Доплата за изменения: 300${NBSP}₽`);
    view().choose(date, 5, '');
    expect(view().actionError).toBe('В одной доставке должно быть не меньше 3\u00a0блюд.');
    expect(calls('orders/remove-item-from-custom')).toHaveLength(4); // the refused one was not sent
    // A refused change leaves the next one free to go.
    view().add(date, 5);
    await waitFor(actor, idle);
    expect(view()).toMatchObject({ actionError: undefined, priceText: 'Стоимость заказа не меняется' });
  });

  it('the sandbox refuses a change beyond the limits with the same words', async () => {
    const { actor, view, mealflow } = start();
    await waitFor(actor, idle);
    const date = open(view()).date;
    await expect(
      mealflow.api.call(rootCalls.custom, {
        orderId_H: 'lk-custom',
        mealDate: date,
        mealNumber: 1,
        packId: 101,
        type: 'addition',
        count: 4,
      }),
    ).rejects.toMatchObject({
      userMessage: 'В одной доставке может быть не больше 7\u00a0блюд. Уберите блюдо из другого приёма пищи, чтобы добавить это.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { COOKIES } from '../../api/protocol';
import { offeredDishes } from '../../domain/customization';
import type { CardData } from '../../checkout/payment/payment.machine';
import { connectCustomization, type CustomizationView } from './customization.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Issue 31: the dishes of a running order are changed and the surcharge paid inside the cabinet
 * (/dashboard/order/{hid}/packs), with the saved card preselected and nothing else asked (no
 * checkout, no reservation timer, no date picker); the client's stop-list is not offered.
 * The returning client's `lk-custom` (paid, daily line) and its stop-list (dish 105, sandbox seed).
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;

function start() {
  const cookies: Record<string, string> = {
    [COOKIES.clientToken]: 'sandbox-token-returning',
    [COOKIES.testTime]: `${today()}T10:00:00+03:00`,
  };
  const { ports, mealflow } = sandboxClient(harness, { cookies });
  const actor = createActor(mealflow.machines.customization, { input: { hid: 'lk-custom', variant: 'packs' } }).start();
  const view = () => connectCustomization(actor.getSnapshot(), actor.send);
  return { actor, ports, view };
}
const calls = (name: string) => harness.sandbox.store.log.filter((c) => c.call === name);
const card = (cardNumber: string) => {
  const data: CardData = { cardNumber, expiry: '12/30', cvv: '123', name: 'ANNA SMIRNOVA' };
  return { read: () => data };
};
const open = (v: CustomizationView) => v.days.find((d) => d.editable)!;
const idle = (s: { matches: (v: object) => boolean }) => s.matches({ editing: 'idle' });

/** Opens the packs page, edits in place and adds a second lunch portion: 20 ₽ to pay. */
async function editWithSurcharge() {
  const run = start();
  await waitFor(run.actor, (s) => s.matches('viewing'));
  expect(run.view()).toMatchObject({ canEdit: true, status: 'viewing' });
  run.view().edit();
  await waitFor(run.actor, idle);
  expect(run.view().acceptLabel).toBe('Сохранить меню');
  run.view().add(open(run.view()).date, 3);
  await waitFor(run.actor, (s) => idle(s) && s.context.priceDifference > 0);
  run.view().accept();
  await waitFor(run.actor, (s) => s.matches({ paying: 'idle' }));
  return run;
}

describe('changing the dishes of a running order in the cabinet (issue 31)', () => {
  it.each([
    [[101, 111, 121], [111], 101, [101, 121]],
    [[101, 111, 121], [101], 101, [101, 111, 121]],
    [[101, 111, 121], [101, 121], undefined, [111]],
    [[101, 111], [], undefined, [101, 111]],
  ])('offeredDishes(%o, stop %o, current %o) → %o', (ids, stop, current, offered) => {
    expect(
      offeredDishes(
        ids.map((id) => ({ id })),
        stop,
        current,
      ).map((d) => d.id),
    ).toEqual(offered);
  });

  it("the stop-list's dishes are not offered (the current one stays as chosen)", async () => {
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    view().edit();
    await waitFor(actor, idle);
    const dinner = () => open(view()).meals.find((m) => m.mealNumber === 5)!;
    // 105 (Треска) is on the stop-list and is the programme's dinner: shown as chosen, not offered once changed.
    expect(dinner().value).toBe('105');
    view().choose(open(view()).date, 5, '115');
    await waitFor(actor, (s) => idle(s) && s.context.pending === undefined);
    expect(dinner().options.map((o) => o.value)).toEqual(['115', '125', '']);
  });

  it('a surcharge is paid in place with the saved card, preselected: one charge, no checkout, the menu again with a notice', async () => {
    const { actor, ports, view } = await editWithSurcharge();
    const before = [...ports.navigation.history];
    const surcharge = view().surcharge!;
    expect(surcharge).toMatchObject({ payLabel: 'Оплатить 20\u00a0₽', cardFormShown: false, busy: false });
    expect(surcharge.methods).toEqual([
      { method: 'creditCard', label: 'Новой картой', selected: false },
      { method: 'card', label: 'Сохранённой картой •••• 4242', selected: true },
    ]);
    view().pay();
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(view().notice).toBe('Меню заказа изменено, доплата 20\u00a0₽ оплачена');
    expect(calls('payments/charge-token')).toHaveLength(1);
    expect(harness.sandbox.store.orders.get('lk-custom')!.order.deb_price).toBe(0);
    // Nothing but the page: no checkout, no result route.
    expect(ports.navigation.history).toEqual(before);
    expect(calls('orders/update-first-delivery-date')).toHaveLength(0);
  });

  it('a new card: asked for only when chosen; a declined one says why and nothing is charged twice', async () => {
    const { actor, view } = await editWithSurcharge();
    view().changeMethod('creditCard');
    expect(view().surcharge?.cardFormShown).toBe(true);
    view().pay();
    expect(actor.getSnapshot().matches({ paying: 'idle' })).toBe(true);
    view().pay(card('4000 0000 0000 0002'));
    const failed = await waitFor(actor, (s) => s.matches({ paying: 'idle' }) && s.context.payError !== undefined);
    expect(connectCustomization(failed, actor.send).surcharge?.error).toMatch(/[а-я]/i);
    view().pay(card('4242 4242 4242 4242'));
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(view().notice).toMatch(/^Меню заказа изменено, доплата 20/);
  });

  it('a change that costs nothing more is saved without a payment', async () => {
    const { actor, view } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    view().edit();
    await waitFor(actor, idle);
    view().choose(open(view()).date, 1, '121');
    await waitFor(actor, (s) => idle(s) && s.context.pending === undefined);
    view().accept();
    await waitFor(actor, (s) => s.matches('viewing') && s.context.notice !== undefined);
    expect(view().notice).toBe('Меню заказа изменено');
    expect(calls('payments/for-order')).toHaveLength(0);
  });
});

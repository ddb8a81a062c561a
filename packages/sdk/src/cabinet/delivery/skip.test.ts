import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { ApiEvent } from '../../api/client';
import { COOKIES } from '../../api/protocol';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { cabinetDeliveries } from '../../api/endpoints/cabinet';
import { clientSubscriptions } from '../../api/endpoints/subscriptions';
import { newIntentKey } from '../../api/effects';
import { addDays, compareIso, formatDateWithWeekday } from '../../domain/dates';
import { connectDelivery } from './delivery.connect';
import { connectSkip } from './skip.connect';
import { sandboxClient } from '../../testing/sandbox-client';
import { cabinetDay } from '../../testing/cabinet';

/**
 * Issue 31: skipping a delivery, where the spec's calls allow it (`deliveries/update-date`): the
 * dialog says where the delivery goes and what it does to the price before the customer confirms;
 * the delivery then comes after the order's last one, in its kind of window, and the order's price
 * does not change (through the sandbox).
 */
const harness = useSandbox();
const today = () => cabinetDay(harness).today;

function start(hid: string, deliveryId: string) {
  const { ports, mealflow } = sandboxClient(harness, {
    cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
  });
  const events: ApiEvent[] = [];
  mealflow.api.subscribe((e) => events.push(e));
  const actor = createActor(mealflow.machines.delivery, { input: { hid, deliveryId } }).start();
  const model = () => connectDelivery(actor.getSnapshot(), actor.send);
  const skip = () => {
    const child = model().skip.actor;
    if (!child) throw new Error('no skip dialog');
    return { child, view: connectSkip(child.getSnapshot(), child.send) };
  };
  const asked = () => waitFor(skip().child, (s) => s.matches('asking') || s.matches('unavailable') || s.matches('failed'));
  const toasts = () => ports.notify.messages.filter((m) => m.kind === 'success').map((m) => m.message);
  return { actor, model, skip, asked, toasts, events };
}

const stored = (hid: string) => harness.sandbox.store.orders.get(hid)?.order;

describe('skipping a delivery (issue 31)', () => {
  it.each([
    { hid: 'lk-paid', n: 3 },
    { hid: 'lk-paid', n: 4 },
  ])('$hid delivery $n: asks with the new day and the price first, then moves it after the order’s last delivery', async ({ hid, n }) => {
    const deliveryId = `${hid}-d${n}`;
    const before = stored(hid)!;
    const own = before.deliveries.find((d) => d.id_H === deliveryId)!;
    // The order's deliveries from today on are planned (seed); the last of them.
    const last = before.deliveries
      .map((d) => d.date)
      .filter((date) => date >= today())
      .sort()
      .at(-1)!;
    const { actor, model, skip, asked, toasts, events } = start(hid, deliveryId);
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(model().can.skip).toBe(true);
    model().openSkip();
    expect(model().flow).toBe('skip');
    await asked();
    const dialog = skip().view;
    expect(dialog.canConfirm).toBe(true);
    expect(dialog.title).toBe('Пропустить доставку?');
    expect(dialog.moveText).toMatch(
      new RegExp(
        `^Доставка ${formatDateWithWeekday(own.date)} переедет на (пн|вт|ср|чт|пт|сб|вс), \\d{2}\\.\\d{2}\\.\\d{4}, (Утро|Вечер), \\d{2}:\\d{2}–\\d{2}:\\d{2} — после последней доставки заказа\\.$`,
      ),
    );
    expect(dialog.priceText).toBe('Цена заказа не изменится: ничего не спишется и не вернётся, оплаченный день питания не пропадёт.');
    // Nothing changed before the customer confirms.
    expect(stored(hid)!.deliveries.find((d) => d.id_H === deliveryId)?.date).toBe(own.date);

    dialog.confirm();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(toasts()).toContain('Доставка перенесена в конец заказа');
    const after = stored(hid)!;
    const moved = after.deliveries.find((d) => d.id_H === deliveryId)!;
    expect(compareIso(moved.date, last)).toBeGreaterThan(0);
    expect(moved.date <= addDays(last, 14)).toBe(true);
    expect(moved.deliveryDate?.type).toBe(own.deliveryDate?.type);
    expect(dialog.moveText).toContain(formatDateWithWeekday(moved.date));
    expect({ menu: after.menu_price, deb: after.deb_price }).toEqual({ menu: before.menu_price, deb: before.deb_price });
    // The other screens are told (shared/cabinet-changes.ts).
    expect(events).toContainEqual({ type: 'cabinet.changed', by: 'delivery', orderIds: [hid] });
  });

  // walk7: a subscriber's order runs weeks ahead (24 days; or a freeze moved it): `possible-dates` offered
  // the next 7 days only, so every delivery of such an order said 'нет свободного дня' after its last one.
  it('an order frozen past the next week (Подписка 24 frozen for 4 days from tomorrow): skipped after its last delivery', async () => {
    const { api } = sandboxClient(harness, {
      cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
    }).mealflow;
    const from = addDays(today(), 1);
    await api.call(
      clientSubscriptions.freeze,
      { clientSubscriptionId_H: 'cs-24', dateFrom: from, dateTo: addDays(from, 3) },
      { idempotencyKey: newIntentKey() },
    );
    const last = (stored('lk-paid') as CabinetOrder).deliveries
      .filter((d) => d.state === 'planned')
      .map((d) => d.date)
      .sort()
      .at(-1)!;
    expect(compareIso(last, addDays(today(), 7))).toBeGreaterThan(0);
    const { actor, model, skip, asked } = start('lk-paid', 'lk-paid-d3');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    model().openSkip();
    await asked();
    expect(skip().view).toMatchObject({ canConfirm: true, unavailableText: undefined });
    skip().view.confirm();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(compareIso(stored('lk-paid')!.deliveries.find((d) => d.id_H === 'lk-paid-d3')!.date, last)).toBeGreaterThan(0);
  });

  // No free day: a backend that offers no day after the order's last delivery (the sandbox offers a week
  // past it, walk7; here its answer stops at that delivery). The dialog says why and offers the move or
  // the cancel: never a dead end.
  it.each([
    { instead: 'openDate', flow: 'date' },
    { instead: 'openCancel', flow: 'cancel' },
  ] as const)(
    'no free day after the last delivery: says so, skips nothing, and $instead opens the $flow flow',
    async ({ instead, flow }) => {
      const last = stored('lk-paid')!.deliveries.at(-1)!;
      const evening = { from: '18:00', to: '23:00', type: 'evening', title: 'Вечер' };
      const dates = [1, 2, 3, 4, 5].map((n) => addDays(today(), n)).filter((date) => date <= last.date);
      const days = Object.fromEntries(dates.map((date) => [date, [evening]]));
      harness.sandbox.faults.inject('deliveries/possible-dates', { kind: 'status', status: 200, body: { success: true, days } });

      const { actor, model, skip, asked } = start('lk-paid', 'lk-paid-d3');
      await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
      expect(model().can.skip).toBe(true);
      model().openSkip();
      await asked();
      expect(skip().view).toMatchObject({
        canConfirm: false,
        moveText: undefined,
        priceText: undefined,
        unavailableText:
          'Пропустить эту доставку нельзя: после последней доставки заказа нет свободного дня. Её можно перенести на другой день или отменить.',
        instead: { move: 'Перенести на другой день', cancel: 'Отменить доставку' },
      });
      model()[instead]();
      expect(model().flow).toBe(flow);
      expect(harness.sandbox.store.log.filter((l) => l.call === 'deliveries/update-date')).toEqual([]);
    },
  );

  it('CLOSE leaves the dialog without a change', async () => {
    const { actor, model, asked } = start('lk-paid', 'lk-paid-d5');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    model().openSkip();
    await asked();
    model().close();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(harness.sandbox.store.log.filter((l) => l.call === 'deliveries/update-date')).toEqual([]);
  });
});

/**
 * Every planned delivery of every cabinet order the returning client has (the sandbox's seed, so an
 * order added there is tested here): the skip dialog either names a day after the order's last
 * delivery that the server offers, or says that there is none and what to do instead, and the
 * delivery page still offers that (moving the delivery or cancelling it): never a dead end.
 */
describe('skipping any seeded delivery: a day after the last one, or an honest "no free day" (issue 31)', () => {
  const returning = () =>
    [...harness.sandbox.store.orders.values()]
      .filter(({ phone, order }) => phone !== undefined && order.id_H.startsWith('lk-'))
      .map(({ order }) => order as CabinetOrder); // the lk- orders are the cabinet's (seed/cabinet.ts)

  it('every seeded delivery has a free day after its order’s last one', async () => {
    const outcomes = new Set<string>();
    for (const order of returning()) {
      const planned = order.deliveries.filter((d) => d.state === 'planned' && d.date > today());
      for (const d of [planned[0], planned.at(-1)].filter((x) => x !== undefined)) {
        const { actor, model, skip, asked } = start(order.id_H, d.id_H);
        const ready = await waitFor(actor, (s) => s.matches({ ready: 'idle' }) || s.matches('error'));
        if (!ready.matches({ ready: 'idle' }) || !model().can.skip) {
          actor.stop();
          continue;
        }
        model().openSkip();
        await asked();
        const dialog = skip().view;
        const last = order.deliveries
          .filter((x) => x.state === 'planned')
          .map((x) => x.date)
          .sort()
          .at(-1)!;
        const { days } = await sandboxClient(harness, {
          cookies: { [COOKIES.clientToken]: 'sandbox-token-returning', [COOKIES.testTime]: `${today()}T10:00:00+03:00` },
        }).mealflow.api.call(cabinetDeliveries.possibleDates, { orderId_H: order.id_H, deliveryId_H: d.id_H });
        const later = Object.keys(days).filter((date) => compareIso(date, last) > 0);
        const row = `${order.id_H} ${d.id_H}`;
        if (later.length > 0) {
          expect(dialog.canConfirm, row).toBe(true);
          expect(dialog.moveText, row).toMatch(/^Доставка .+ переедет на .+ — после последней доставки заказа\.$/);
          expect(dialog.unavailableText, row).toBeUndefined();
          outcomes.add('moves');
        } else {
          expect(dialog.canConfirm, row).toBe(false);
          expect(dialog.moveText, row).toBeUndefined();
          expect(dialog.unavailableText, row).toBe(
            'Пропустить эту доставку нельзя: после последней доставки заказа нет свободного дня. Её можно перенести на другой день или отменить.',
          );
          // What the text offers instead is there once the dialog is closed.
          model().close();
          expect(model().can.changeDate && model().can.cancel, row).toBe(true);
          outcomes.add('no free day');
        }
        actor.stop();
      }
    }
    // The sandbox offers a week past each order's last delivery (walk7), so every seeded one moves; the
    // honest 'no free day' of a backend that offers none is the it.each above.
    expect([...outcomes]).toEqual(['moves']);
  });
});

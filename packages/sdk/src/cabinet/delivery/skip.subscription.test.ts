import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useSandbox } from '@mealflow/sandbox/vitest';
import type { CabinetDelivery } from '../../api/schemas/cabinet';
import { cabinetDay } from '../../testing/cabinet';
import { subscriptionPaidOnce, type SeedCity } from '../../testing/subscription';
import { orderDetailView } from '../order-detail/order-detail.connect';
import { subscriptionsView } from '../subscriptions/subscriptions.connect';
import { connectDelivery } from './delivery.connect';
import { connectSkip } from './skip.connect';

/**
 * A subscriber's order changed in the cabinet (a delivery skipped to the end, one moved) is one calendar on
 * every page: walk8 skipped a new St Petersburg subscription's second delivery and moved its fourth, after
 * which its order and the dashboard's order card said 'Следующий платёж … спишем 11.12' while the
 * subscriptions page (and the dashboard's charges) still said 'Списание … — 09.12' and 'Следующая доставка'
 * of a delivery no longer there: the subscription kept the calendar its order had when it was paid.
 */
const harness = useSandbox();

const CITIES: ReadonlyArray<{ city: string; cityId: SeedCity }> = [
  { city: 'St Petersburg', cityId: 1 },
  { city: 'Moscow', cityId: 2 },
  { city: 'Minsk', cityId: 20 },
];

const dateIn = (text: string | undefined) => /(\d{2}\.\d{2}\.\d{4})/.exec(text ?? '')?.[1];

describe.each(CITIES)('a new subscription in $city, paid once', ({ cityId }) => {
  it('after a delivery is skipped and another moved, the subscription’s next delivery and charge are its order’s', async () => {
    const { nowMs } = cabinetDay(harness);
    const { mealflow, created } = await subscriptionPaidOnce(harness, cityId, { now: nowMs });
    const planned = () =>
      harness.sandbox.store.orders
        .get(created.id_H)!
        .order.deliveries.filter((d) => (d as Partial<CabinetDelivery>).state !== 'canceled')
        .map((d) => ({ id: d.id_H, date: d.date }))
        .sort((a, b) => a.date.localeCompare(b.date));
    const [first, second, third] = planned();

    // Skip the second delivery: it goes after the order's last one.
    const skipping = createActor(mealflow.machines.delivery, { input: { hid: created.id_H, deliveryId: second!.id } }).start();
    await waitFor(skipping, (s) => s.matches({ ready: 'idle' }));
    connectDelivery(skipping.getSnapshot(), skipping.send).openSkip();
    const dialog = connectDelivery(skipping.getSnapshot(), skipping.send).skip.actor!;
    await waitFor(dialog, (s) => s.matches('asking'));
    connectSkip(dialog.getSnapshot(), dialog.send).confirm();
    await waitFor(skipping, (s) => s.matches({ ready: 'idle' }) && planned().find((d) => d.id === second!.id)?.date !== second!.date);

    // Move the first delivery one day on (a day the sandbox offers, as the move dialog would).
    const moving = createActor(mealflow.machines.delivery, { input: { hid: created.id_H, deliveryId: first!.id } }).start();
    await waitFor(moving, (s) => s.matches({ ready: 'idle' }));
    const model = () => connectDelivery(moving.getSnapshot(), moving.send);
    model().openDate();
    await waitFor(moving, (s) => s.matches({ ready: { date: 'choosing' } }) && model().date.days.length > 0);
    const target = model().date.days.find((d) => d.date > first!.date && d.date < third!.date);
    expect(target).toBeDefined();
    model().selectDate(target!.date);
    await waitFor(moving, (s) => s.matches({ ready: { date: 'choosing' } }) && s.context.intervals.length > 0);
    model().selectInterval(0);
    model().submitDate();
    // §4: a customisable order's first delivery asks before it moves.
    await waitFor(moving, (s) => s.matches({ ready: 'idle' }) || model().date.confirmMove !== undefined);
    if (model().date.confirmMove) model().confirmMove();
    await waitFor(moving, (s) => s.matches({ ready: 'idle' }) && planned().find((d) => d.id === first!.id)?.date === target!.date);

    const detail = createActor(mealflow.machines.orderDetail, { input: { hid: created.id_H } }).start();
    await waitFor(detail, (s) => s.matches('ready'));
    const order = orderDetailView(detail.getSnapshot()).card;
    const subscriptions = createActor(mealflow.machines.subscriptions, { input: { brand: 'main' } }).start();
    await waitFor(subscriptions, (s) => s.matches({ ready: 'list' }));
    // The subscription of this order (the Moscow client has seeded ones of the same plan).
    const index = subscriptions.getSnapshot().context.subscriptions.findIndex((sub) => sub.orderId_H === created.id_H);
    const card = subscriptionsView(subscriptions.getSnapshot(), { nowMs }).cards[index]!;

    expect(dateIn(card.nextDeliveryText)).toBe(dateIn(order?.next?.dateText));
    expect(dateIn(order?.nextPaymentText)).toBeDefined();
    expect(dateIn(card.nextChargeText)).toBe(dateIn(order?.nextPaymentText));
  });
});

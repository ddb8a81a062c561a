import * as v from 'valibot';
import { runtimeSchemas } from '@mealflow/sdk/api';
import type { RouteContext } from '../route';

/**
 * A running subscription's calendar follows its order (README "Subscriptions"): when the cabinet moves
 * the order's deliveries (a delivery moved to another day, one skipped to the order's end), the
 * subscription's delivery days are the order's days, then its own calendar after them, and it stays paid
 * through as many of the order's deliveries as before, so its next delivery and its next charge are the
 * ones the order's page says. walk8: a skipped delivery left 'Следующая доставка' and 'Списание' on the
 * days the order had when it was paid. A freeze moves both itself (`freeze-moves.ts`); a change that
 * moves no day (a window, an address, a cancel) changes nothing here.
 */
/** An order as written to the store (the checkout's `Order` or the cabinet's `CabinetOrder`): its deliveries' days. */
interface OrderDays {
  id_H: string;
  deliveries?: ReadonlyArray<{ date: string; state?: string | null | undefined }> | undefined;
}

const daysOf = (order: OrderDays) => (order.deliveries ?? []).map((d) => d.date).sort();
const comingDaysOf = (order: OrderDays) =>
  (order.deliveries ?? [])
    .filter((d) => d.state !== 'canceled')
    .map((d) => d.date)
    .sort();

export function subscriptionFollowsOrder(ctx: RouteContext, before: OrderDays | undefined, after: OrderDays): void {
  if (!before) return;
  const [was, now] = [daysOf(before), daysOf(after)];
  if (was.length !== now.length || was.every((day, i) => day === now[i])) return;
  for (const [id, entry] of ctx.store.subscriptions) {
    const subscription = v.parse(runtimeSchemas.ClientSubscription, entry.subscription);
    if (subscription.orderId_H !== after.id_H || subscription.status === 'stopped') continue;
    const orderEnd = was.at(-1) ?? '';
    const days = [...new Set([...comingDaysOf(after), ...subscription.deliveryDates.filter((d) => d > orderEnd)])].sort();
    // Paid through as many of the order's deliveries as before (a skip keeps the paid days: 'оплаченный день питания не пропадёт').
    const { paidUntil } = subscription;
    const paid = paidUntil ? was.filter((d) => d <= paidUntil).length : 0;
    const paidThrough = paid > 0 && paid <= now.length && paidUntil && paidUntil <= orderEnd ? now[paid - 1] : paidUntil;
    ctx.store.subscriptions.set(id, { ...entry, subscription: { ...subscription, deliveryDates: days, paidUntil: paidThrough ?? null } });
  }
}

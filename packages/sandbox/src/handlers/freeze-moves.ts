import * as v from 'valibot';
import { freeze } from '@mealflow/sdk/cabinet';
import { type ClientSubscription, runtimeSchemas } from '@mealflow/sdk/api';
import type { RouteContext } from '../route';

/**
 * What a freeze does to the days, as a backend would (README "Subscriptions"; the SDK's
 * `freezeMove` / `unfreezeMove` say how far): the subscription's delivery calendar and its paid
 * days move, so the next charge moves; the planned deliveries of its order move with them (each
 * keeps its window). Delivered and cancelled deliveries stay where they were.
 */
export function moveSubscriptionDays(
  ctx: RouteContext,
  subscription: ClientSubscription,
  move: freeze.CalendarMove | undefined,
): ClientSubscription {
  if (!move || move.days === 0) return subscription;
  const entry = subscription.orderId_H ? ctx.store.orders.get(subscription.orderId_H) : undefined;
  if (entry && (!entry.phone || entry.phone === ctx.client?.phone)) {
    const order = v.parse(runtimeSchemas.CabinetOrder, entry.order);
    const deliveries = order.deliveries.map((d) => {
      if (d.state !== 'planned') return d;
      const date = freeze.movedDay(d.date, move);
      return date === d.date ? d : { ...d, date, itemDate: date, ...(d.deliveryDate ? { deliveryDate: { ...d.deliveryDate, date } } : {}) };
    });
    ctx.store.orders.set(order.id_H, { ...entry, order: { ...order, deliveries } });
  }
  return {
    ...subscription,
    deliveryDates: subscription.deliveryDates.map((d) => freeze.movedDay(d, move)),
    paidUntil: subscription.paidUntil ? freeze.movedDay(subscription.paidUntil, move) : subscription.paidUntil,
  };
}

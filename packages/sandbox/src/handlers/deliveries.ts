import type { HttpHandler } from 'msw';
import { delivery as deliveryGroup } from '@mealflow/sdk/cabinet';
import { type CabinetDelivery, type Order } from '@mealflow/sdk/api';
import { daysBetween } from '@mealflow/sdk/domain';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { answerOrder, deliveryNotFound, deliveryOpen, notFound, ownedDelivery, ownedOrder, TOO_LATE } from './cabinet-store';
import { deliveryRoute } from './delivery-gate';

/** The cabinet's delivery calls (personal-cabinet §7 "Deliveries"); README, section "Cabinet". */

export { DATE_UNAVAILABLE } from './delivery-gate';

/**
 * The windows of a city (§9): Moscow has the 19:00–23:00 evening too. One list for the checkout's
 * `possible-dates` and the cabinet's `address/intervals` (walk7: the checkout offered a Minsk order 19:00–23:00).
 */
export function windowsOf(cityId: number | null | undefined) {
  return [
    { from: '07:00', to: '12:00', type: 'morning' as const, title: 'Утро' },
    { from: '18:00', to: '23:00', type: 'evening' as const, title: 'Вечер' },
    ...(cityId === 2 ? [{ from: '19:00', to: '23:00', type: 'evening' as const, title: 'Вечер' }] : []),
  ];
}

/**
 * How many days ahead `deliveries/possible-dates` answers: the next 7 (the checkout's first delivery);
 * for one of the order's deliveries (the cabinet's move and skip), up to a week past the order's last
 * planned delivery (walk7: a subscriber's 24-day order, or one a freeze moved, ran past the 7 days,
 * so none of its deliveries could be skipped after its last one).
 */
export function possibleDaysAhead(order: Order, deliveryId: string | null, today: string): number {
  // The cabinet's orders carry each delivery's state; a checkout order's deliveries are all to come.
  const deliveries = (order.deliveries ?? []) as ReadonlyArray<{ id_H: string; date: string; state?: string }>;
  if (!deliveryId || !deliveries.some((d) => d.id_H === deliveryId)) return 7;
  const last = deliveries
    .filter((d) => d.state === undefined || d.state === 'planned')
    .map((d) => d.date)
    .sort()
    .at(-1);
  return last ? Math.max(7, daysBetween(today, last) + 7) : 7;
}

const mapDelivery = (deliveries: CabinetDelivery[], id: string, change: (d: CabinetDelivery) => CabinetDelivery) =>
  deliveries.map((d) => (d.id_H === id ? change(d) : d));

export function deliveryHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    /** The client's addresses for a delivery (also the 1002 reload). */
    route(sandbox, 'GET', 'deliveries/address', ({ client }) => (client ? ok({ addresses: client.profile.addresses }) : unauthorized())),
    route(sandbox, 'POST', 'deliveries/address/intervals', (ctx) => {
      const owned = ownedDelivery(ctx, ctx.body['deliveryId_H']);
      if (!owned) return deliveryNotFound();
      const date = String(ctx.body['date'] ?? '');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return fail(400, ['Выберите дату доставки']);
      const cityId = owned.delivery.clientAddress?.city_id ?? owned.found.order.city_id;
      const intervals = windowsOf(cityId).filter((w) => deliveryGroup.isBeforeCutoff({ date, type: w.type, timeFrom: w.from }, ctx.now));
      return ok({ intervals });
    }),
    /** Ours (issue 31): what cancelling does to the payment (the SDK's `deliveryCancelTerms`), asked before the client confirms. */
    deliveryRoute(
      sandbox,
      'GET',
      'deliveries/cancel-terms',
      (ctx) => ({ deliveryId: ctx.query.get('deliveryId_H'), change: { kind: 'change' } }),
      (ctx, { found, delivery }) => ok({ terms: deliveryGroup.deliveryCancelTerms(found.order, delivery, ctx.now) }),
    ),
    /**
     * Cancels as the terms said: a paid delivery's value is counted to the balance (`deliveryRefund:<id>`), an unpaid
     * order's sum to pay drops; the delivery keeps the terms (`cancel_terms`), so a later payment of a plan drops by it.
     */
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/cancel',
      (ctx) => ({ deliveryId: ctx.body['deliveryId_H'], change: { kind: 'change' } }),
      (ctx, { found, delivery }) => {
        const terms = deliveryGroup.deliveryCancelTerms(found.order, delivery, ctx.now);
        if (terms.kind === 'balance') ctx.store.count(`deliveryRefund:${delivery.id_H}`, terms.amount);
        const deb_price = terms.kind === 'lessToPay' ? Math.max(0, found.order.deb_price - terms.amount) : found.order.deb_price;
        return answerOrder(ctx, found, {
          ...found.order,
          deb_price,
          deliveries: mapDelivery(found.order.deliveries, delivery.id_H, (d) => ({
            ...d,
            state: 'canceled',
            isConfirmed: false,
            cancel_terms: terms,
          })),
        });
      },
    ),
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/set-session',
      (ctx) => {
        const session = ctx.body['session'];
        if (session !== 'morning' && session !== 'evening') return fail(400, ['Выберите утро или вечер']);
        const owned = ownedDelivery(ctx, ctx.body['deliveryId_H']);
        if (!owned) return deliveryNotFound();
        // The delivery's own day in the other window: past that window's cut-off it is too late for it.
        return {
          deliveryId: owned.delivery.id_H,
          change: { kind: 'move', to: { date: owned.delivery.date, type: session }, closed: TOO_LATE },
        };
      },
      (ctx, { found, delivery }) => {
        const session = ctx.body['session'] === 'morning' ? 'morning' : 'evening';
        const window = windowsOf(null).find((w) => w.type === session) ?? { from: '18:00', to: '23:00', title: 'Вечер' };
        return answerOrder(ctx, found, {
          ...found.order,
          deliveries: mapDelivery(found.order.deliveries, delivery.id_H, (d) => ({
            ...d,
            deliveryDate: { title: window.title, date: d.date, timeFrom: window.from, timeTo: window.to, type: session },
          })),
        });
      },
    ),
    /** One window for every delivery still open (the ones past their cut-off keep theirs). */
    route(sandbox, 'POST', 'deliveries/update-deliveries', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const { type, timeFrom, timeTo } = ctx.body as Record<string, string>;
      if ((type !== 'morning' && type !== 'evening') || !timeFrom || !timeTo) return fail(400, ['Выберите интервал доставки']);
      return answerOrder(ctx, found, {
        ...found.order,
        deliveries: found.order.deliveries.map((d) =>
          deliveryOpen(d, ctx.now) && deliveryGroup.isBeforeCutoff({ date: d.date, type, timeFrom }, ctx.now)
            ? { ...d, deliveryDate: { title: type === 'morning' ? 'Утро' : 'Вечер', date: d.date, timeFrom, timeTo, type } }
            : d,
        ),
      });
    }),
    route(sandbox, 'POST', 'deliveries/options/orders/add', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const option = found.order.deliveryOptions.find((o) => o.id_H === ctx.body['optionId_H']);
      if (!option) return fail(400, ['Опция недоступна']);
      if (option.added) return fail(400, ['Опция уже добавлена']);
      return answerOrder(ctx, found, {
        ...found.order,
        deliveryOptions: found.order.deliveryOptions.map((o) => (o.id_H === option.id_H ? { ...o, added: true } : o)),
        deb_price: found.order.deb_price + option.price,
      });
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { delivery as deliveryGroup } from '@mealflow/sdk/cabinet';
import { type Address } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { addressKind, settlementOf } from '../seed/addresses';
import { findOrder, notFound, save } from './checkout-store';
import { DATE_UNAVAILABLE, alsoChanged, deliveryRoute, gateDelivery } from './delivery-gate';
import { possibleDaysAhead, windowsOf } from './deliveries';
import { isoDateMsk } from './funnel';

/**
 * The checkout's delivery calls, which the cabinet's delivery page sends too (order-funnel §7,
 * personal-cabinet §7): a new or saved address, the possible dates, a new date and window, the
 * courier's confirmation, the first delivery's date. Each changing call goes through
 * `deliveryRoute` / `gateDelivery` (delivery-gate.ts): one cut-off rule for every order.
 */

function addressText(info: Record<string, unknown>): string {
  const parts = [
    info['street'],
    info['house'] ? `д. ${String(info['house'])}` : undefined,
    info['block'] ? `корп. ${String(info['block'])}` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

export function checkoutDeliveryHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/add-address-and-update',
      (ctx) => ({ deliveryId: ctx.body['delivery_id_H'], change: { kind: 'change' } }),
      (ctx, gated) => {
        const found = gated.stored;
        const info = (ctx.body['addressInfo'] ?? {}) as Record<string, unknown>;
        if (!info['street'] || !info['house']) return fail(400, ['Укажите улицу и дом'], { code: 711 });
        const cityId = Number(info['city_id'] ?? found.order.city_id);
        const kind = addressKind(String(info['street']), cityId);
        if (kind === 'far' && !found.order.is_far_moscow_region)
          return fail(400, ['Этот адрес недоступен для выбраннного заказа'], { code: 711 });
        const address: Address = {
          id_H: `addr-${store.nextId()}`,
          text: addressText(info),
          street: String(info['street']),
          house: String(info['house']),
          block: info['block'] ? String(info['block']) : null,
          flat: info['flat'] ? String(info['flat']) : null,
          comment: info['comment'] ? String(info['comment']) : null,
          city_id: cityId,
          cityName: settlementOf(String(info['street']), cityId) ?? (typeof info['city'] === 'string' ? info['city'] : null),
          latitude: typeof info['latitude'] === 'number' ? info['latitude'] : null,
          longitude: typeof info['longitude'] === 'number' ? info['longitude'] : null,
          is_far_moscow_region: kind === 'far',
        };
        if (ctx.client) {
          ctx.client.profile = {
            ...ctx.client.profile,
            addresses: [
              ...ctx.client.profile.addresses,
              {
                id_H: address.id_H ?? '',
                city_id: address.city_id ?? 2,
                is_far_moscow_region: kind === 'far',
                flat: address.flat ?? null,
                text: address.text ?? null,
                street: address.street ?? null,
                house: address.house ?? null,
              },
            ],
          };
        }
        const changed = alsoChanged(ctx, gated, ctx.body['setForAllDeliveries'] === true);
        const order = save(ctx, found, {
          ...found.order,
          deliveries: found.order.deliveries.map((d) =>
            changed(d.id_H) ? { ...d, client_address_id_H: address.id_H ?? null, clientAddress: address } : d,
          ),
        });
        return ok({ order, changedProperties: ['address'] });
      },
    ),
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/update-address',
      (ctx) => (ctx.client ? { deliveryId: ctx.body['delivery_id_H'], change: { kind: 'change' } } : unauthorized()),
      (ctx, gated) => {
        const found = gated.stored;
        const deliveryId = gated.delivery.id_H;
        const saved = ctx.client?.profile.addresses.find((a) => a.id_H === ctx.body['address_id_H']);
        if (!saved) return fail(400, ['Адрес не найден'], { code: 1002, delivery_id_H: deliveryId });
        if (saved.is_far_moscow_region && !found.order.is_far_moscow_region)
          return fail(400, ['Этот адрес недоступен для выбраннного заказа'], { code: 711 });
        const address: Address = { ...saved, id_H: saved.id_H };
        const changed = alsoChanged(ctx, gated, ctx.body['setForAllDeliveries'] === true);
        const order = save(ctx, found, {
          ...found.order,
          deliveries: found.order.deliveries.map((d) =>
            changed(d.id_H) ? { ...d, client_address_id_H: saved.id_H, clientAddress: address } : d,
          ),
        });
        return ok({ order, changedProperties: ['address'] });
      },
    ),
    route(sandbox, 'GET', 'deliveries/possible-dates', (ctx) => {
      const found = findOrder(ctx, ctx.query.get('orderId_H'));
      if (!found) return notFound();
      const days: Record<string, Array<{ from: string; to: string; type: 'morning' | 'evening'; title: string }>> = {};
      for (let plus = 1; plus <= possibleDaysAhead(found.order, ctx.query.get('deliveryId_H'), isoDateMsk(ctx.now)); plus++) {
        const day = isoDateMsk(ctx.now, plus);
        // The windows still before their cut-off: the rule every delivery call answers to (delivery-gate.ts).
        const intervals = windowsOf(found.order.city_id).filter((i) =>
          deliveryGroup.isBeforeCutoff({ date: day, type: i.type, timeFrom: i.from }, ctx.now),
        );
        if (intervals.length) days[day] = intervals;
      }
      return ok({ days });
    }),
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/update-date',
      (ctx) => {
        if (!findOrder(ctx, ctx.body['order_id_H'])) return notFound();
        const { deliveryId_H, date, timeFrom, timeTo, type } = ctx.body as Record<string, string | undefined>;
        if (!date || !timeFrom || !timeTo) return fail(400, ['Выберите дату и интервал доставки']);
        return { deliveryId: deliveryId_H, change: { kind: 'move', to: { date, type, timeFrom } } };
      },
      (ctx, gated) => {
        const found = gated.stored;
        if (found.order.id_H !== ctx.body['order_id_H']) return fail(404, ['Доставка не найдена']);
        const { deliveryId_H, date = '', timeFrom = '', timeTo = '', type, title } = ctx.body as Record<string, string | undefined>;
        const order = save(ctx, found, {
          ...found.order,
          deliveries: found.order.deliveries.map((d) =>
            d.id_H === deliveryId_H
              ? {
                  ...d,
                  date,
                  itemDate: date,
                  deliveryDate: {
                    title: title ?? (type === 'morning' ? 'Утро' : 'Вечер'),
                    date,
                    timeFrom,
                    timeTo,
                    type: type === 'morning' ? 'morning' : 'evening',
                  },
                }
              : d,
          ),
        });
        return ok({ order });
      },
    ),
    deliveryRoute(
      sandbox,
      'POST',
      'deliveries/confirm',
      (ctx) => ({ deliveryId: ctx.body['deliveryId_H'], change: { kind: 'confirm' } }),
      (ctx, { stored, delivery }) => {
        const order = save(ctx, stored, {
          ...stored.order,
          isDeliveryConfirmed: true,
          deliveries: stored.order.deliveries.map((d) => (d.id_H === delivery.id_H ? { ...d, isConfirmed: true } : d)),
        });
        return ok({ order });
      },
    ),
    route(sandbox, 'POST', 'orders/update-first-delivery-date', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const { date, session, timeFrom, timeTo } = ctx.body as Record<string, string>;
      if (!date || (session !== 'morning' && session !== 'evening')) return fail(400, ['Выберите дату и интервал доставки']);
      const first = found.order.first_delivery_id_H ?? found.order.deliveries[0]?.id_H;
      const from = timeFrom ?? (session === 'morning' ? '07:00' : '18:00');
      const to = timeTo ?? (session === 'morning' ? '12:00' : '23:00');
      // The same rule as update-date (delivery-gate.ts); an order without deliveries yet: only the new day is checked.
      const move = { kind: 'move' as const, to: { date, type: session, timeFrom: from } };
      const gated = first ? gateDelivery(ctx, first, move) : undefined;
      if (gated instanceof Response) return gated;
      if (!first && !deliveryGroup.isBeforeCutoff(move.to, ctx.now)) return fail(400, [DATE_UNAVAILABLE]);
      store.count(`firstDateChanged:${found.order.id_H}`);
      const order = save(ctx, found, {
        ...found.order,
        // A custom order's menu changes for the moved day are lost (order-funnel §4).
        custom_config: ctx.body['isCustomOrder'] === true ? [] : found.order.custom_config,
        deliveries: found.order.deliveries.map((d) =>
          d.id_H === first
            ? {
                ...d,
                date,
                itemDate: date,
                deliveryDate: { title: session === 'morning' ? 'Утро' : 'Вечер', date, timeFrom: from, timeTo: to, type: session },
              }
            : d,
        ),
      });
      return ok({ order });
    }),
  ];
}

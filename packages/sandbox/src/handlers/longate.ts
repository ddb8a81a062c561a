import type { HttpHandler } from 'msw';
import { LONGATION_STATUS_ERROR } from '@mealflow/sdk/domain';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { SEED_PHONES } from '../store';
import { LONGATE_BURN, LONGATED_ORDER } from '../seed/longate';
import { mskDay } from '../seed/order-defaults';
import { notFound, ownedOrder, saveOrder, type OwnedOrder } from './cabinet-store';

/**
 * The extension (longate) calls (personal-cabinet §2.1, §4, §7; README "Longate"). A longation
 * order is an order of the `longate` business product; only an unformed one (status 1) may be
 * shown for longation or confirmed, else 'order for longation should be in status 1' (§8).
 * The plan change, cancel and recall are the cabinet's handlers; the payment the payments'.
 */
export const NOT_A_LONGATION = 'Этот заказ нельзя продлить';
export const BURN_NOT_FOUND = 'Бонусы не найдены';

function longation(ctx: RouteContext): OwnedOrder | Response {
  if (!ctx.client) return unauthorized();
  const found = ownedOrder(ctx, ctx.body['orderId_H']);
  if (!found) return notFound();
  if (!found.order.business_product?.includes('longate')) return fail(400, [NOT_A_LONGATION]);
  if (found.order.is_canceled) return fail(400, ['Заказ отменён']);
  if (!found.order.status_unformed) return fail(400, [LONGATION_STATUS_ERROR]);
  return found;
}

const answer = (found: OwnedOrder) => ok({ order: found.order, longatedOrderId_H: LONGATED_ORDER[found.order.id_H] ?? null });

export function longateHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'orders/show-for-longate', (ctx) => {
      const found = longation(ctx);
      return found instanceof Response ? found : answer(found);
    }),
    route(sandbox, 'POST', 'orders/longate', (ctx) => {
      const found = longation(ctx);
      if (found instanceof Response) return found;
      store.count(`longated:${found.order.id_H}`);
      return answer({ ...found, order: saveOrder(ctx, found, { ...found.order, is_ready: true }) });
    }),
    route(sandbox, 'GET', 'finance/longate-bonuses', (ctx) => {
      if (!ctx.client) return unauthorized();
      const mine = ctx.client.phone === SEED_PHONES.returning;
      const order = store.orders.get(LONGATE_BURN.orderId_H)?.order;
      const bonuses = mine
        ? [
            {
              burnId_H: LONGATE_BURN.burnId_H,
              amount: LONGATE_BURN.amount,
              burnDate: mskDay(ctx.now, LONGATE_BURN.inDays),
              orderId_H: order && !order.is_canceled ? LONGATE_BURN.orderId_H : null,
              kept: order?.deb_price === 0,
            },
          ]
        : [];
      const burnId = ctx.query.get('burnId_H');
      if (!burnId) return ok({ bonuses });
      const one = bonuses.filter((b) => b.burnId_H === burnId);
      return one.length > 0 ? ok({ bonuses: one }) : fail(404, [BURN_NOT_FOUND]);
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { runtimeSchemas } from '@mealflow/sdk/api';
import * as v from 'valibot';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { CANCEL_REASONS, CONFIRM_TASK_OPTIONS } from '../seed/cabinet';
import { answerOrder, notFound, ownedOrder } from './cabinet-store';
import { drinkNetPriceIn } from './checkout';
import { orderMenuDays } from './customization';

/**
 * The cabinet's order calls (personal-cabinet §7 "Orders in the cabinet"). Test values are in the
 * README, section "Cabinet". `orders/get`, `orders/cancel` and the drinks calls are the
 * checkout's handlers (they keep every field of a stored order).
 */
export function cabinetHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    /** The client's orders that are not cancelled and still have a delivery to come or are unpaid. */
    route(sandbox, 'GET', 'orders/active', (ctx) => {
      if (!ctx.client) return unauthorized();
      const phone = ctx.client.phone;
      const orders = [...store.orders.values()]
        .filter((entry) => entry.phone === phone && !entry.order.is_canceled)
        .map((entry) => v.parse(runtimeSchemas.CabinetOrder, entry.order));
      return ok({ orders });
    }),
    route(sandbox, 'GET', 'orders/:hid/packs', (ctx) => {
      const found = ownedOrder(ctx, ctx.params['hid']);
      if (!found) return notFound();
      // Cabinet orders with packs by delivery, a customisable order by day; its accepted customisation applied.
      // The stored order as it is: a cabinet order says whether it has packs, a storefront order does not.
      return ok({ days: orderMenuDays(store.orders.get(found.order.id_H)?.order ?? found.order) });
    }),
    route(sandbox, 'POST', 'orders/change-autolongate', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      return answerOrder(ctx, found, { ...found.order, autoLongationBlock: { isAutolongationEnabled: ctx.body['isEnabled'] === true } });
    }),
    route(sandbox, 'POST', 'orders/update-price-plan', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['order_id_H']);
      if (!found) return notFound();
      const plan = found.order.pricePlans.find((p) => p.id === Number(ctx.body['price_plan_id']));
      if (!plan || plan.mealDays !== Number(ctx.body['mealDays'])) return fail(400, ['Этот тариф недоступен для заказа']);
      const drinks = (store.counters.get(`drinks:${found.order.id_H}`) ?? 0) * drinkNetPriceIn(found.order.city_id);
      // What the order owes is its new price less what was paid for it (the old price less the old debt):
      // a paid order pays only the difference, an unpaid one the new price, and the same plan sent again
      // owes the same (a paid order's tariff set twice does not owe its whole price again).
      const { menu_price: menuPrice, delivery_price: deliveryPrice, deb_price: debt } = found.order;
      const paidSoFar = Math.max(0, menuPrice + deliveryPrice - debt);
      return answerOrder(ctx, found, {
        ...found.order,
        price_plan_id: plan.id,
        number_of_days: plan.mealDays,
        menu_price: plan.price + drinks,
        deb_price: Math.max(0, plan.price + drinks + deliveryPrice - paidSoFar),
      });
    }),
    route(sandbox, 'GET', 'orders/feedback-reason-order-cancelling', () => ok({ reasons: CANCEL_REASONS.map((r) => ({ ...r })) })),
    route(sandbox, 'POST', 'orders/feedback-for-cancel', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const reason = CANCEL_REASONS.find((r) => r.id === Number(ctx.body['reasonId']));
      if (!reason) return fail(400, ['Выберите причину отмены']);
      if (reason.withComment && !String(ctx.body['comment'] ?? '').trim()) return fail(400, ['Расскажите, что случилось']);
      store.count(`cancelFeedback:${found.order.id_H}`);
      return ok();
    }),
    route(sandbox, 'POST', 'orders/recall-request', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      store.count(`recall:${found.order.id_H}`);
      return ok();
    }),
    route(sandbox, 'POST', 'orders/call-me', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      store.count(`callMe:${found.order.id_H}`);
      return ok();
    }),
    route(sandbox, 'GET', 'orders/confirm-task/options', (ctx) => {
      const found = ownedOrder(ctx, ctx.query.get('orderId_H'));
      if (!found) return notFound();
      return ok({ options: CONFIRM_TASK_OPTIONS.map((o) => ({ ...o })) });
    }),
    route(sandbox, 'POST', 'orders/confirm-task/cancel', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      return answerOrder(ctx, found, { ...found.order, confirmTask: null });
    }),
    route(sandbox, 'POST', 'orders/confirm-task', (ctx) => {
      const found = ownedOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const option = CONFIRM_TASK_OPTIONS.find((o) => o.id === ctx.body['optionId']);
      if (!option) return fail(400, ['Выберите способ подтверждения']);
      return answerOrder(ctx, found, { ...found.order, confirmTask: { optionId: option.id, title: option.title } });
    }),
    route(sandbox, 'POST', 'client-details/confirm-cancellation-info', (ctx) => {
      if (!ctx.client) return unauthorized();
      ctx.client.profile = { ...ctx.client.profile, isInformedAboutDeliveriesCancellation: true };
      return ok();
    }),
  ];
}

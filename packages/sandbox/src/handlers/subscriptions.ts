import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { freeze, subscribe } from '@mealflow/sdk/cabinet';
import { currentFreeze, FREEZE_TEXTS, STOP_REASONS, STOP_TEXTS, todayIso } from '@mealflow/sdk/domain';
import { type ClientSubscription, runtimeSchemas } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { SEED_SUBSCRIPTIONS as CATALOGUE_PLANS } from '../seed/menu';
import { SUBSCRIPTION_PLANS } from '../seed/subscriptions';
import { moveSubscriptionDays } from './freeze-moves';

/**
 * The client's subscriptions (personal-cabinet §7 "Subscriptions"). Test values are in the README,
 * section "Subscriptions". "Today" is the Moscow day of `X-Test-Time` when sent. A freeze is
 * validated with the SDK's own rule (`freezeRangeProblem`): 400 with the message otherwise. A freeze
 * moves the delivery calendar, the paid days and the order's planned deliveries by its length, and
 * cancelling it moves them back (`freeze-moves.ts`, the SDK's `freezeMove` / `unfreezeMove`).
 */
const notFound = () => fail(404, ['Подписка не найдена']);
export const ALREADY_SUBSCRIBED = 'Этот заказ уже в подписке';

function owned(ctx: RouteContext, id: unknown): ClientSubscription | undefined {
  const found = typeof id === 'string' ? ctx.store.subscriptions.get(id) : undefined;
  if (!found || found.phone !== ctx.client?.phone) return undefined;
  return v.parse(runtimeSchemas.ClientSubscription, found.subscription);
}

function save(ctx: RouteContext, subscription: ClientSubscription) {
  ctx.store.subscriptions.set(subscription.clientSubscriptionId_H, { subscription, phone: ctx.client?.phone ?? '' });
  return ok({ subscription });
}

const isIsoDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function subscriptionHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'GET', 'client-subscriptions', (ctx) => {
      if (!ctx.client) return unauthorized();
      const brand = ctx.query.get('brandId_H');
      const subscriptions = [...store.subscriptions.values()]
        .filter((entry) => entry.phone === ctx.client?.phone && (!brand || (entry.subscription.brandId_H ?? 'main') === brand))
        .map((entry) => v.parse(runtimeSchemas.ClientSubscription, entry.subscription));
      return ok({ subscriptions });
    }),
    route(sandbox, 'POST', 'client-subscriptions/create', (ctx) => {
      if (!ctx.client) return unauthorized();
      const planId = String(ctx.body['subscriptionId_H'] ?? '');
      const plan = SUBSCRIPTION_PLANS[planId as keyof typeof SUBSCRIPTION_PLANS];
      if (!plan) return fail(400, ['Эта подписка недоступна']);
      const orderId = ctx.body['orderId_H'];
      const order = typeof orderId === 'string' ? store.orders.get(orderId) : undefined;
      if (!order || (order.phone !== undefined && order.phone !== ctx.client.phone)) return fail(404, ['Заказ не найден']);
      // One running subscription per order (issue 31: a second 'Подписка 24' on the same order).
      if ([...store.subscriptions.values()].some((e) => e.subscription.orderId_H === orderId && e.subscription.status !== 'stopped'))
        return fail(400, [ALREADY_SUBSCRIBED]);
      // The terms the client confirmed: the catalogue's plan (menu/full) through the SDK's own rule.
      const catalogue = CATALOGUE_PLANS.find((p) => p.id_H === planId);
      const discounts = {
        percentDiscount: catalogue?.percentDiscount ?? plan.percentDiscount,
        absoluteDiscount: catalogue?.absoluteDiscount ?? 0,
      };
      const cabinetOrder = v.parse(runtimeSchemas.CabinetOrder, order.order);
      const terms = subscribe.subscriptionFromOrder(cabinetOrder, discounts, todayIso(ctx.now));
      const subscription = v.parse(runtimeSchemas.ClientSubscription, {
        clientSubscriptionId_H: `cs-${store.nextId()}`,
        id_H: planId,
        brandId_H: 'main',
        ...plan,
        ...discounts,
        menu_type: order.order.menu_type,
        city_id: order.order.city_id,
        orderId_H: orderId,
        deliveryDates: terms.deliveryDates,
        paidUntil: terms.paidUntil,
        paymentAmount: terms.paymentAmount,
        paymentEveryDays: terms.paymentEveryDays,
      });
      return save(ctx, subscription);
    }),
    route(sandbox, 'POST', 'client-subscriptions/freeze/create', (ctx) => {
      if (!ctx.client) return unauthorized();
      const subscription = owned(ctx, ctx.body['clientSubscriptionId_H']);
      if (!subscription) return notFound();
      const { dateFrom, dateTo } = ctx.body;
      if (!isIsoDate(dateFrom) || !isIsoDate(dateTo)) return fail(400, ['Укажите даты заморозки']);
      const period = { dateFrom, dateTo };
      const problem = freeze.freezeRangeProblem(subscription, period, ctx.now);
      if (problem) return fail(400, [problem]);
      return save(ctx, {
        ...moveSubscriptionDays(ctx, subscription, freeze.freezeMove(period)),
        freezes: [...subscription.freezes, period],
      });
    }),
    route(sandbox, 'POST', 'client-subscriptions/freeze/cancel', (ctx) => {
      if (!ctx.client) return unauthorized();
      const subscription = owned(ctx, ctx.body['clientSubscriptionId_H']);
      if (!subscription) return notFound();
      const today = todayIso(ctx.now);
      if (subscription.status === 'stopped') return fail(400, [FREEZE_TEXTS.stopped]);
      if (!currentFreeze(subscription, today)) return fail(400, [FREEZE_TEXTS.notFrozen]);
      const moved = moveSubscriptionDays(ctx, subscription, freeze.unfreezeMove(subscription, ctx.now));
      return save(ctx, { ...moved, freezes: freeze.cancelFreeze(subscription.freezes, today) });
    }),
    route(sandbox, 'POST', 'client-subscriptions/feedback-for-stop', (ctx) => {
      if (!ctx.client) return unauthorized();
      const subscription = owned(ctx, ctx.body['clientSubscriptionId_H']);
      if (!subscription) return notFound();
      const reason = STOP_REASONS.find((r) => r.id === ctx.body['reason']);
      if (!reason) return fail(400, [STOP_TEXTS.reasonRequired]);
      if (reason.id === 'other' && !String(ctx.body['comment'] ?? '').trim()) return fail(400, [STOP_TEXTS.commentRequired]);
      store.count(`stopFeedback:${subscription.clientSubscriptionId_H}`);
      return ok();
    }),
    route(sandbox, 'POST', 'client-subscriptions/stop', (ctx) => {
      if (!ctx.client) return unauthorized();
      const subscription = owned(ctx, ctx.body['clientSubscriptionId_H']);
      if (!subscription) return notFound();
      if (subscription.status === 'stopped') return fail(400, [STOP_TEXTS.alreadyStopped]);
      const today = todayIso(ctx.now);
      return save(ctx, {
        ...subscription,
        status: 'stopped',
        stoppedAt: today,
        freezes: freeze.cancelFreeze(subscription.freezes, today),
        deliveryDates: [],
        paymentAmount: null,
      });
    }),
  ];
}

import { subscribe } from '@mealflow/sdk/cabinet';
import { CUSTOM_ABONEMENT_CONFIG_KEYS } from '@mealflow/sdk/domain';
import { type Offer, type Order, runtimeSchemas } from '@mealflow/sdk/api';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { findPricePlan, seedMenuTypes, seedOfferConfig, SEED_SUBSCRIPTIONS } from '../seed/menu';
import { normalizePhone } from '../store';
import { isoDateMsk, makeOrder } from './funnel';
import { rememberSubscriptionPlan } from './subscription-from-order';

/**
 * The subscribe flow's orders (personal-cabinet §2.1 Subscription, §7; order-funnel §5, §7, §9).
 * Test values in the README, section "Subscribe". Every call needs the client (token): the subscribe
 * screens create orders for a logged-in client; an anonymous visitor subscribes through the funnel.
 */

export const SUBSCRIBE_ERRORS = {
  noOffer: 'Это предложение больше недоступно',
  notSunday: 'Подписка начинается с воскресенья: выберите ближайшее воскресенье',
  pastStart: 'Первая доставка может быть не раньше завтрашнего дня',
  customDays: 'Индивидуальный абонемент оформляется на 18\u00a0дней',
  badConfig: 'Такого абонемента нет',
  noPlan: 'Эта подписка недоступна',
  noOrder: 'Заказ не найден',
  paid: 'Заказ уже оплачен: изменить его план нельзя',
} as const;

/** The offer of the offer config by its id (any menu type, kind and days of the city). */
function findOffer(cityId: number, menuType: string, kind: string, days: number, offerId: number, start: string): Offer | undefined {
  const config = seedOfferConfig(seedMenuTypes(cityId, start));
  const offer = config[menuType]?.[kind]?.[String(days)];
  return offer?.id === offerId ? offer : undefined;
}

const planOf = (id: string | undefined) => SEED_SUBSCRIPTIONS.find((p) => p.id_H === id);

function subscriptionFields(subscriptionId_H: string | undefined) {
  const plan = planOf(subscriptionId_H);
  return plan ? { is_client_subscription: true, clientSubscription: { subscription: { freeze_days_limit: plan.freeze_days_limit } } } : {};
}

function record(ctx: RouteContext, order: Order, phone: string) {
  ctx.store.orders.set(order.id_H, { order, phone });
  ctx.store.count(`ordersCreated:${phone}`);
  ctx.store.count(`subscribeOrders:${phone}`);
  return ok({ order });
}

/** An order the client still has to choose a menu line and days for (GetMenuPlan). */
function orderWithoutTariff(ctx: RouteContext, phone: string, cityId: number, businessProduct: string, subscriptionId_H?: string): Order {
  const start = isoDateMsk(ctx.now, 1);
  const fit = seedMenuTypes(cityId, start).find((t) => t.type === 'fit') ?? { type: 'fit', id: 1 };
  const order = makeOrder({
    hid: `order-${ctx.store.nextId()}`,
    businessProduct,
    type: fit,
    days: 0,
    menuPrice: 0,
    debPrice: 0,
    cityId,
    start,
    ready: false,
    deliveryCount: 0,
    subscription: subscriptionId_H !== undefined,
    autoLongation: false,
    promocode: null,
  });
  return { ...order, ...subscriptionFields(subscriptionId_H), deliveries: [], first_delivery_id_H: null };
}

export function subscribeHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'orders/abonement', (ctx) => {
      if (!ctx.client) return unauthorized();
      const parsed = v.safeParse(runtimeSchemas.AbonementRequest, ctx.body);
      if (!parsed.success) return fail(400, [`Некорректные данные заказа: ${v.getDotPath(parsed.issues[0]) ?? '(body)'}`]);
      const r = parsed.output;
      const tomorrow = isoDateMsk(ctx.now, 1);
      const offer = findOffer(r.cityId, r.menuType, r.kind, r.mealDays, r.offerId, tomorrow);
      const plan = findPricePlan(r.cityId, r.price_plan_id, tomorrow);
      if (!offer || !plan || offer.price_plan_id !== r.price_plan_id) return fail(400, [SUBSCRIBE_ERRORS.noOffer]);
      if (r.deliveriesStartDate < tomorrow) return fail(400, [SUBSCRIBE_ERRORS.pastStart]);
      if (
        r.deliveriesStartDate !== subscribe.firstDeliveryDay(offer.deliveryPlanMode, ctx.now) &&
        offer.deliveryPlanMode === 'only_sunday'
      ) {
        return fail(400, [SUBSCRIBE_ERRORS.notSunday]);
      }
      const subscriptionId_H = r.kind === '1' ? undefined : (offer.subscriptionId_H ?? r.subscriptionId_H ?? undefined);
      const base = makeOrder({
        hid: `order-${store.nextId()}`,
        businessProduct: 'subscription',
        type: plan.type,
        days: r.mealDays,
        menuPrice: offer.fullPrice,
        debPrice: subscribe.offerDebPrice(offer, r.kind),
        cityId: r.cityId,
        start: r.deliveriesStartDate,
        ready: true,
        deliveryCount: Math.max(1, Math.ceil(r.mealDays / 2)),
        subscription: r.kind !== '1',
        autoLongation: false,
        promocode: null,
      });
      const abonementType =
        r.kind === '3'
          ? v.safeParse(
              v.picklist(['slim_1', 'slim_2', 'fitness_1', 'fitness_2', 'strong_1', 'strong_2', 'super_detox', 'reload']),
              offer.abonementType,
            )
          : undefined;
      const order: Order = {
        ...base,
        ...subscriptionFields(subscriptionId_H),
        abonement_type: abonementType?.success ? abonementType.output : null,
        discount_sum: Math.max(0, offer.fullPrice - subscribe.offerDebPrice(offer, '1')),
      };
      rememberSubscriptionPlan(ctx, order.id_H, subscriptionId_H);
      return record(ctx, order, ctx.client.phone);
    }),
    route(sandbox, 'POST', 'orders/create-custom-abonement', (ctx) => {
      if (!ctx.client) return unauthorized();
      if (ctx.body['mealDays'] !== 18) return fail(400, [SUBSCRIBE_ERRORS.customDays]);
      const parsed = v.safeParse(runtimeSchemas.CustomAbonementRequest, ctx.body);
      if (!parsed.success) return fail(400, [SUBSCRIBE_ERRORS.badConfig]);
      const r = parsed.output;
      if (!/^(slim|fitness|strong)_[1-4]$/.test(r.configKey)) return fail(400, [SUBSCRIBE_ERRORS.badConfig]);
      // order-funnel §5: a promocode comes only with slim/fitness/strong 2–4; any other key sending one is a client bug.
      if (r.promocode && !CUSTOM_ABONEMENT_CONFIG_KEYS.includes(r.configKey))
        return fail(400, ['Промокод нельзя применить к данному заказу']);
      const start = isoDateMsk(ctx.now, 1);
      const type = seedMenuTypes(r.cityId, start).find((t) => t.type === r.menuType);
      const option = type?.mealDays.find((d) => d.days === 24) ?? type?.mealDays.at(-1);
      if (!type || !option) return fail(400, [SUBSCRIBE_ERRORS.noOffer]);
      const price = Math.round((option.price / option.days) * 18);
      const order = makeOrder({
        hid: `order-${store.nextId()}`,
        businessProduct: 'subscription',
        type,
        days: 18,
        menuPrice: price,
        debPrice: price,
        cityId: r.cityId,
        start,
        ready: true,
        deliveryCount: 9,
        subscription: false,
        autoLongation: false,
        promocode: r.promocode ?? null,
      });
      return record(ctx, { ...order, custom_config: [] }, ctx.client.phone);
    }),
    route(sandbox, 'POST', 'orders/subscription-order-without-tariff', (ctx) => {
      if (!ctx.client) return unauthorized();
      const parsed = v.safeParse(runtimeSchemas.SubscriptionOrderWithoutTariffRequest, ctx.body);
      if (!parsed.success || !planOf(parsed.output.subscriptionId_H)) return fail(400, [SUBSCRIBE_ERRORS.noPlan]);
      if (normalizePhone(parsed.output.phone) !== ctx.client.phone) return fail(400, ['Пожалуйста, введите телефон']);
      const order = orderWithoutTariff(ctx, ctx.client.phone, parsed.output.cityId, 'subscription', parsed.output.subscriptionId_H);
      rememberSubscriptionPlan(ctx, order.id_H, parsed.output.subscriptionId_H);
      return record(ctx, order, ctx.client.phone);
    }),
    route(sandbox, 'POST', 'orders/order-without-tariff', (ctx) => {
      if (!ctx.client) return unauthorized();
      const parsed = v.safeParse(runtimeSchemas.OrderWithoutTariffRequest, ctx.body);
      if (!parsed.success) return fail(400, ['Пожалуйста, введите телефон']);
      if (normalizePhone(parsed.output.phone) !== ctx.client.phone) return fail(400, ['Пожалуйста, введите телефон']);
      return record(ctx, orderWithoutTariff(ctx, ctx.client.phone, parsed.output.cityId, parsed.output.businessProduct), ctx.client.phone);
    }),
    route(sandbox, 'POST', 'orders/update-subscription', (ctx) => {
      if (!ctx.client) return unauthorized();
      const parsed = v.safeParse(runtimeSchemas.UpdateSubscriptionRequest, ctx.body);
      if (!parsed.success) return fail(400, [SUBSCRIBE_ERRORS.noOffer]);
      const r = parsed.output;
      const found = store.orders.get(r.order_id_H);
      if (!found || found.phone !== ctx.client.phone) return fail(404, [SUBSCRIBE_ERRORS.noOrder]);
      if ([...store.payments.values()].some((p) => p.orderId === r.order_id_H && p.status === 'paid'))
        return fail(400, [SUBSCRIBE_ERRORS.paid]);
      const start = isoDateMsk(ctx.now, 1);
      const plan = findPricePlan(found.order.city_id, r.price_plan_id, start);
      if (!plan || plan.type.type !== r.menuType || plan.option.days !== r.mealDays) return fail(400, [SUBSCRIBE_ERRORS.noOffer]);
      const offers = seedOfferConfig([plan.type])[plan.type.type] ?? {};
      const kind = (['1', '2', '3'] as const).find((k) => offers[k]?.[String(r.mealDays)]?.id === r.offerId);
      const offer = kind ? offers[kind]?.[String(r.mealDays)] : undefined;
      if (!kind || !offer) return fail(400, [SUBSCRIBE_ERRORS.noOffer]);
      const subscriptionId_H = kind === '1' ? undefined : (offer.subscriptionId_H ?? r.subscriptionId_H);
      if (subscriptionId_H != null && !planOf(subscriptionId_H)) return fail(400, [SUBSCRIBE_ERRORS.noPlan]);
      const offerStart = subscribe.firstDeliveryDay(offer.deliveryPlanMode, ctx.now);
      const rebuilt = makeOrder({
        hid: r.order_id_H,
        businessProduct: found.order.business_product ?? 'subscription',
        type: plan.type,
        days: r.mealDays,
        menuPrice: offer.fullPrice,
        debPrice: subscribe.offerDebPrice(offer, kind),
        cityId: found.order.city_id,
        start: offerStart,
        ready: true,
        deliveryCount: Math.max(1, Math.ceil(r.mealDays / 2)),
        subscription: kind !== '1',
        autoLongation: false,
        promocode: null,
      });
      const order: Order = { ...rebuilt, ...subscriptionFields(subscriptionId_H ?? undefined) };
      store.orders.set(order.id_H, { order, phone: found.phone });
      rememberSubscriptionPlan(ctx, order.id_H, subscriptionId_H);
      store.count(`subscriptionUpdates:${order.id_H}`);
      return ok({ order });
    }),
  ];
}

import type { HttpHandler } from 'msw';
import { LEAVE_BANNER_PROMOCODE, leaveBannerDiscountPercent } from '@mealflow/sdk/domain';
import { type Order } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import { addressKind, suggestAddresses } from '../seed/addresses';
import { moneyIn } from '../seed/catalog';
import { checkoutDeliveryHandlers } from './checkout-deliveries';
import { findOrder, notFound, save } from './checkout-store';
import { repriced } from './repricing';

/**
 * The single-step checkout's calls. Test values (promo codes, addresses) are in the README,
 * section "Checkout".
 */
export const PROMO = { applies: 'HEALTHY10', fails: 'EXPIRED', cardOnly: 'MIRPAY15', serverError: 'BROKEN500' } as const;
export const PROMO_EXPIRED_MESSAGE = 'Срок действия промокода истёк';
export const PROMO_SERVER_ERROR_MESSAGE = 'Сервис промокодов временно недоступен';
/** The safe-delivery option's id (ours: the spec names the field only). */
export const SAFE_DELIVERY_OPTION_ID = 'safe-delivery';
export const PROMO_CARD_MESSAGE = 'Промокод действует только при оплате картой «Мир». Оплатите заказ через СБП';
export const NO_DRINKS_MENU_TYPES = ['power', 'cv_light', 'cv_max'];
/** A drink and its offer discount in Russia (₽; every Russian city sells it at this price). */
export const DRINK = { price: 150, discount: 20 } as const;
/**
 * A drink in the order's city: roubles in Russia, Belarusian roubles in Minsk (the seed's price factor,
 * as the lines' prices). A Minsk checkout offered drinks at 130 руб. each beside a 343 руб. ration.
 */
export const drinkIn = (cityId: number): { price: number; discount: number } => ({
  price: moneyIn(DRINK.price, cityId),
  discount: moneyIn(DRINK.discount, cityId),
});
/** What one added drink adds to the order of `cityId`. */
export const drinkNetPriceIn = (cityId: number): number => drinkIn(cityId).price - drinkIn(cityId).discount;
export const FAR_REGION_DELIVERY_PRICE = 500;

/** The order on the far-region tariff (ours: its delivery costs FAR_REGION_DELIVERY_PRICE): the tariff's answer and the recreated order agree. */
function farTariffOrder(old: Order, hid: string): Order {
  const far: Order = {
    ...old,
    id_H: hid,
    is_canceled: false,
    isFarRegion: true,
    is_far_moscow_region: true,
    delivery_price: FAR_REGION_DELIVERY_PRICE,
    first_delivery_id_H: `${hid}-d1`,
    deliveries: old.deliveries.map((d, i) => ({ ...d, id_H: `${hid}-d${i + 1}` })),
  };
  return repriced(old, far);
}

export function checkoutHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'orders/cancel', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      if (found.order.business_product?.includes('longate') && !found.order.status_unformed)
        return fail(400, ['order for longation should be in status 1']);
      if (!found.order.can_be_canceled) return fail(400, ['Этот заказ уже нельзя отменить']);
      return ok({ order: save(ctx, found, { ...found.order, is_canceled: true, can_be_canceled: false }) });
    }),
    route(sandbox, 'POST', 'orders/force-confirm', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      return ok({ order: save(ctx, found, { ...found.order, is_ready: true, showConfirmTimer: false }) });
    }),
    route(sandbox, 'POST', 'orders/apply-promo', (ctx) => {
      const found = findOrder(ctx, ctx.body['order_id_H']);
      if (!found) return notFound();
      const code = String(ctx.body['promocode'] ?? '')
        .trim()
        .toUpperCase();
      // An empty code takes the order's code off (ours: the spec names no removal call).
      if (!code) {
        const next = save(ctx, found, repriced(found.order, { ...found.order, promocode_discounts: [] }));
        return ok({ menu_price: next.menu_price, deb_price: next.deb_price, meal_days: next.number_of_days });
      }
      // The leave banner's code (LEAVE_BANNER_PROMOCODE): 10% on a trial order, 5% on others (order-funnel §9).
      const leave =
        code === LEAVE_BANNER_PROMOCODE ? leaveBannerDiscountPercent(found.order.menu_type.endsWith('_trial') ? 'trial' : 'p1') : undefined;
      const percent = code === PROMO.applies ? 10 : code === PROMO.cardOnly ? 15 : leave;
      if (code === PROMO.fails) return ok({ success: false, errors: [PROMO_EXPIRED_MESSAGE] });
      if (code === PROMO.serverError) return fail(500, [PROMO_SERVER_ERROR_MESSAGE]);
      if (percent === undefined) return ok({ success: false, errors: [] });
      const { order } = found;
      const discount = Math.round((order.menu_price * percent) / 100);
      const next = save(
        ctx,
        found,
        repriced(order, { ...order, promocode_discounts: [{ promocode: code, is_internal: false, discount_sum: discount }] }),
      );
      return ok({ menu_price: next.menu_price, deb_price: next.deb_price, meal_days: next.number_of_days });
    }),
    route(sandbox, 'POST', 'orders/check-card-compatible-with-promo', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const cardOnly = found.order.promocode_discounts.some((p) => p.promocode === PROMO.cardOnly);
      const number = String(ctx.body['cardNumber'] ?? '');
      const compatible = !cardOnly || number.startsWith('2200');
      return ok({
        isCardCompatibleWithPromo: compatible,
        hasTechUncompatiblePromocode: !compatible,
        ...(compatible ? {} : { messages: [PROMO_CARD_MESSAGE] }),
        order: { deb_price: found.order.deb_price },
      });
    }),
    route(sandbox, 'GET', 'orders/can-add-drinks', (ctx) => {
      const found = findOrder(ctx, ctx.query.get('orderId_H'));
      if (!found) return notFound();
      const count = store.counters.get(`drinks:${found.order.id_H}`) ?? 0;
      return ok({
        canAddDrinks: !NO_DRINKS_MENU_TYPES.includes(found.order.menu_type),
        alreadyAddedCount: count,
        addedCount: count,
        price: drinkIn(found.order.city_id).price,
        drinksOfferDiscountPerDrink: drinkIn(found.order.city_id).discount,
      });
    }),
    route(sandbox, 'POST', 'orders/add-drinks', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      if (NO_DRINKS_MENU_TYPES.includes(found.order.menu_type)) return fail(400, ['Напитки недоступны для этого рациона']);
      const count = Math.max(1, Number(ctx.body['count'] ?? 1));
      store.count(`drinks:${found.order.id_H}`, count);
      const add = count * drinkNetPriceIn(found.order.city_id);
      return ok({
        order: save(ctx, found, repriced(found.order, { ...found.order, menu_price: found.order.menu_price + add })),
      });
    }),
    route(sandbox, 'POST', 'orders/drop-drinks', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      const count = store.counters.get(`drinks:${found.order.id_H}`) ?? 0;
      store.counters.delete(`drinks:${found.order.id_H}`);
      const minus = count * drinkNetPriceIn(found.order.city_id);
      return ok({
        order: save(ctx, found, repriced(found.order, { ...found.order, menu_price: found.order.menu_price - minus })),
      });
    }),
    route(sandbox, 'POST', 'deliveries/check-address', (ctx) => {
      const info = (ctx.body['addressInfo'] ?? {}) as Record<string, unknown>;
      if (!info['street'] || !info['house']) return fail(400, ['Укажите улицу и дом'], { code: 711 });
      // Per city: a street of another city is outside this one's zone.
      const kind = addressKind(String(info['street']), Number(info['city_id'] ?? 2));
      if (kind === 'outside') return ok({ delivery_available: false, outside_zone: true });
      if (kind === 'line') return ok({ delivery_available: false, unavailableReason: 'Этот адрес недоступен для выбранной линейки' });
      return ok({
        delivery_available: true,
        delivery_price: kind === 'far' ? FAR_REGION_DELIVERY_PRICE : 0,
        is_far_moscow_region: kind === 'far',
      });
    }),
    ...checkoutDeliveryHandlers(sandbox),
    route(sandbox, 'POST', 'orders/recreate-to-far-moscow-region', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderToCancelId_H']);
      if (!found) return notFound();
      const old = found.order;
      store.orders.set(old.id_H, { ...found, order: { ...old, is_canceled: true, can_be_canceled: false } });
      const hid = `${old.id_H}-far`;
      const order = farTariffOrder(old, hid);
      store.orders.set(hid, { order, phone: found.phone });
      store.count(`farRecreated:${old.id_H}`);
      return ok({ order });
    }),
    route(sandbox, 'GET', 'orders/get-far-moscow-region-tariff', (ctx) => {
      const found = findOrder(ctx, ctx.query.get('orderId_H'));
      if (!found) return notFound();
      const { order } = found;
      const far = farTariffOrder(order, order.id_H);
      return ok({
        price_plan_id: 900 + order.number_of_days,
        mealDays: order.number_of_days,
        menu_price: far.menu_price,
        delivery_price: far.delivery_price,
        deb_price: far.deb_price,
      });
    }),
    route(sandbox, 'POST', 'orders/checkout', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      if (found.order.is_canceled) return fail(400, ['Заказ отменён']);
      store.count(`checkout:${found.order.id_H}`);
      return ok({ order: found.order });
    }),
    route(sandbox, 'POST', 'deliveries/safe-delivery-info', (ctx) => {
      const found = findOrder(ctx, ctx.body['orderId_H']);
      if (!found) return notFound();
      if (ctx.body['optionId_H'] !== SAFE_DELIVERY_OPTION_ID) return fail(400, ['Опция недоступна']);
      const comment = String(ctx.body['comment'] ?? '');
      if (comment.length > 500) return fail(400, ['Комментарий слишком длинный']);
      store.count(`safeDelivery:${found.order.id_H}`);
      return ok();
    }),
    route(sandbox, 'POST', 'clients/addresses/fields', (ctx) => {
      if (!ctx.client) return unauthorized();
      const id = ctx.body['clientAddressId_H'];
      const flat = String(ctx.body['flat'] ?? '');
      if (!/^[\p{L}\d\-()]*$/u.test(flat)) return fail(400, ['Квартира: только буквы, цифры, дефис и скобки']);
      ctx.client.profile = {
        ...ctx.client.profile,
        addresses: ctx.client.profile.addresses.map((a) => (a.id_H === id ? { ...a, flat } : a)),
      };
      return ok();
    }),
    route(sandbox, 'POST', 'address-suggest/suggest', (ctx) => {
      const count = Math.min(20, Number(ctx.body['count'] ?? 10));
      return ok({ suggestions: suggestAddresses(String(ctx.body['query'] ?? ''), Number(ctx.body['cityId'] ?? 2), count) });
    }),
  ];
}

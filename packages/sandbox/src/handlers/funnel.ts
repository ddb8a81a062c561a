import { firstInstalment, isBelarus } from '@mealflow/sdk/domain';
import { type Delivery, type Order, runtimeSchemas } from '@mealflow/sdk/api';
import type { HttpHandler } from 'msw';
import * as v from 'valibot';
import { fail, ok, route, type RouteContext, type Sandbox } from '../route';
import { certificatePrice, findPricePlan, seedMenuTypes } from '../seed/menu';
import { normalizePhone, type SandboxStore } from '../store';
import { CAPTCHA_PHONE } from './auth';

/**
 * The funnel's order calls (order-funnel §4, §7): two-stage creation (`orders/create/quick` then
 * `orders/create/complete`), one-stage `orders`, `orders/forgot-to-order`, `orders/get`. Test values
 * are in the sandbox README, section "Funnel".
 */

/** Creation answers with a business error (200, success false) and this server message. */
export const TRIAL_USED_PHONE = '+79990000098';
export const TRIAL_USED_MESSAGE = 'Пробный день можно заказать только один раз. Выберите другое меню';

const DAY_MS = 86_400_000;
/** The freeze-days limit of a subscription the sandbox creates (ours). */
const SUBSCRIPTION_FREEZE_DAYS = 14;
/** Moscow and Minsk are UTC+3 all year: the sandbox's calendar. */
const TZ_OFFSET_MS = 3 * 3_600_000;

/** The calendar date (YYYY-MM-DD) in Moscow `plusDays` after `now`. */
export function isoDateMsk(now: number, plusDays = 0): string {
  return new Date(now + TZ_OFFSET_MS + plusDays * DAY_MS).toISOString().slice(0, 10);
}

const EVENING = { title: 'Вечер', timeFrom: '18:00', timeTo: '23:00', type: 'evening' as const };

function deliveriesFor(hid: string, start: string, count: number): Delivery[] {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(first + i * 2 * DAY_MS).toISOString().slice(0, 10);
    return {
      id_H: `${hid}-d${i + 1}`,
      date,
      itemDate: date,
      client_address_id_H: null,
      clientAddress: null,
      isConfirmed: false,
      deliveryDate: { ...EVENING, date },
      possibleDeliveryDays: null,
    };
  });
}

type Created = { ok: true; order: Order; phone: string } | { ok: false; response: Response };

function validPhone(phone: string): boolean {
  const d = phone.replace(/\D/g, '');
  return (d.length === 11 && d.startsWith('7')) || (d.length === 12 && /^375(29|25|44|33)/.test(d));
}

export interface OrderFacts {
  hid: string;
  businessProduct: string;
  type: { type: string; id: number };
  days: number;
  menuPrice: number;
  debPrice: number;
  cityId: number;
  start: string;
  ready: boolean;
  deliveryCount: number;
  subscription: boolean;
  autoLongation: boolean;
  promocode: string | null;
}

export function makeOrder(f: OrderFacts): Order {
  const isTrial = f.type.type.endsWith('_trial');
  const deliveries = deliveriesFor(f.hid, f.start, f.deliveryCount);
  return {
    id_H: f.hid,
    business_product: f.businessProduct,
    menu_type: f.type.type,
    menu_type_id: f.type.id,
    abonement_type: null,
    number_of_days: f.days,
    numberOfPersons: 1,
    city_id: f.cityId,
    menu_price: f.menuPrice,
    delivery_price: 0,
    deb_price: f.debPrice,
    bonuses_sum: 0,
    referralPayment: null,
    discount_sum: 0,
    discounts: [],
    promocode_discounts: [],
    is_ready: f.ready,
    status_unformed: true,
    is_canceled: false,
    isFarRegion: false,
    is_far_moscow_region: false,
    custom_config: null,
    is_client_subscription: f.subscription,
    // A subscription carries its freeze-days limit (order-funnel §2 benefits).
    clientSubscription: f.subscription ? { subscription: { freeze_days_limit: SUBSCRIPTION_FREEZE_DAYS } } : null,
    // SBP is Russia's rouble system: never for a Belarusian (BYN) order.
    canBePaidBySbp: !isBelarus(f.cityId),
    // Trial orders take instant methods only (order-funnel §6).
    canBePaidInCash: !isTrial,
    can_be_canceled: true,
    autoLongationBlock: { isAutolongationEnabled: f.autoLongation },
    showConfirmTimer: false,
    first_delivery_id_H: deliveries[0]?.id_H ?? null,
    cashbackIncomeInfo: null,
    draft: null,
    deliveries,
    permanent_discount_subscription: null,
    promocodeToApply: f.promocode,
    isDeliveryConfirmed: false,
  };
}

/** Checks the payload and builds the order (quick: placeholder delivery; full: every delivery). */
function buildOrder(ctx: RouteContext, stage: 'quick' | 'full', existingHid?: string): Created {
  const { body, client, store, now } = ctx;
  const parsed = v.safeParse(runtimeSchemas.CreateOrderRequest, body);
  if (!parsed.success) {
    const field = v.getDotPath(parsed.issues[0]) ?? '(body)';
    return { ok: false, response: fail(400, [`Некорректные данные заказа: ${field}`]) };
  }
  const request = parsed.output;
  const rawPhone = client?.phone ?? request.client.phone;
  if (!validPhone(rawPhone)) return { ok: false, response: fail(400, ['Пожалуйста, введите телефон']) };
  const phone = normalizePhone(rawPhone);

  const origin = request.order.order_origin_id;
  if (client ? origin === 1 : origin !== 1) {
    return { ok: false, response: fail(400, [`Неверный источник заказа: ${origin}`]) };
  }
  if (!client && !existingHid) {
    // Anonymous creation needs a captcha token; the captcha phone asks once more even with one.
    const askedBefore = store.counters.get(`orderCaptcha:${phone}`) ?? 0;
    if (!request.client.recaptchaToken || (phone === CAPTCHA_PHONE && askedBefore === 0)) {
      store.count(`orderCaptcha:${phone}`);
      return { ok: false, response: ok({ success: false, messages: ['enable_captcha'] }) };
    }
  }
  if (phone === TRIAL_USED_PHONE) return { ok: false, response: ok({ success: false, messages: [TRIAL_USED_MESSAGE] }) };

  const plan = findPricePlan(request.client.cityId, request.order.price_plan_id, isoDateMsk(now, 1));
  if (!plan) return { ok: false, response: fail(400, ['Тариф недоступен в выбранном городе']) };
  if (plan.option.days !== request.order.mealDays) {
    return { ok: false, response: fail(400, [`Тариф рассчитан на ${plan.option.days} дн., а не на ${request.order.mealDays}`]) };
  }

  const hid = existingHid ?? `order-${store.nextId()}`;
  const fake = stage === 'quick' ? request.twoStageFakeData : undefined;
  const subscription = request.subscriptionId_H !== undefined;
  const menuPrice = fake?.menu_price ?? plan.option.price;
  const order = makeOrder({
    hid,
    businessProduct: request.businessProduct,
    type: plan.type,
    days: plan.option.days,
    menuPrice,
    // A subscription is paid 'частями': the amount to pay is its first payment (one rule, `firstInstalment`).
    debPrice: fake?.deb_price ?? firstInstalment(menuPrice, plan.option.days, subscription),
    cityId: request.client.cityId,
    start: request.deliveriesStartDate,
    ready: stage === 'full',
    deliveryCount: stage === 'quick' ? 1 : Math.max(1, Math.ceil(plan.option.days / 2)),
    subscription,
    autoLongation: request.order.is_auto_longated_trial,
    promocode: request.promocode ?? null,
  });
  return { ok: true, order, phone };
}

function recordNewOrder(store: SandboxStore, order: Order, phone: string, anonymous: boolean) {
  store.orders.set(order.id_H, { order, phone });
  store.count(`ordersCreated:${phone}`);
  // An anonymous order starts the SMS confirmation (/order/{hid}/confirm): the code is sent now.
  if (anonymous) store.smsSent.set(phone, (store.smsSent.get(phone) ?? 0) + 1);
  const forgotten = store.forgottenOrders.get(phone);
  if (forgotten) forgotten.cancelled = true;
}

export function funnelHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'orders/create/quick', (ctx) => {
      const built = buildOrder(ctx, 'quick');
      if (!built.ok) return built.response;
      recordNewOrder(store, built.order, built.phone, !ctx.client);
      return ok({ order: built.order });
    }),
    route(sandbox, 'POST', 'orders/create/complete', (ctx) => {
      const hid = typeof ctx.body['orderId_H'] === 'string' ? ctx.body['orderId_H'] : '';
      const existing = store.orders.get(hid);
      if (!existing) return fail(404, ['Заказ не найден']);
      if (existing.order.is_ready) return ok({ order: existing.order });
      const built = buildOrder(ctx, 'full', hid);
      if (!built.ok) return built.response;
      if (built.phone !== existing.phone) return fail(404, ['Заказ не найден']);
      store.orders.set(hid, { order: built.order, phone: existing.phone });
      return ok({ order: built.order });
    }),
    route(sandbox, 'POST', 'orders', (ctx) => {
      const built = buildOrder(ctx, 'full');
      if (!built.ok) return built.response;
      recordNewOrder(store, built.order, built.phone, !ctx.client);
      return ok({ order: built.order });
    }),
    // The gift product (ActivateGift): a Фит order for the certificate's days at the certificate price.
    route(sandbox, 'POST', 'orders/certificate', (ctx) => {
      const { body, client, now } = ctx;
      const parsed = v.safeParse(runtimeSchemas.CertificateOrderRequest, body);
      if (!parsed.success) return fail(400, ['Сертификат бывает на 2, 6, 18 или 24\u00a0дня']);
      const request = parsed.output;
      const rawPhone = client?.phone ?? request.phone;
      if (!validPhone(rawPhone)) return fail(400, ['Пожалуйста, введите телефон']);
      const phone = normalizePhone(rawPhone);
      if (client ? request.order_origin_id === 1 : request.order_origin_id !== 1)
        return fail(400, [`Неверный источник заказа: ${request.order_origin_id}`]);
      if (!client && !request.recaptchaToken) return ok({ success: false, messages: ['enable_captcha'] });
      const start = isoDateMsk(now, 1);
      const fit = seedMenuTypes(request.cityId, start).find((t) => t.type === 'fit');
      if (!fit) return fail(400, ['Тариф недоступен в выбранном городе']);
      const price = certificatePrice(request.cityId, request.mealDays);
      const order = makeOrder({
        hid: `order-${store.nextId()}`,
        businessProduct: 'activate-gift',
        type: fit,
        days: request.mealDays,
        menuPrice: price,
        debPrice: price,
        cityId: request.cityId,
        start,
        ready: true,
        deliveryCount: Math.ceil(request.mealDays / 2),
        subscription: false,
        autoLongation: false,
        promocode: null,
      });
      recordNewOrder(store, order, phone, !client);
      store.count(`certificateOrders:${phone}`);
      return ok({ order });
    }),
    route(sandbox, 'POST', 'orders/forgot-to-order', ({ body, now }) => {
      const raw = typeof body['phone'] === 'string' ? body['phone'] : '';
      if (!validPhone(raw)) return fail(400, ['Пожалуйста, введите телефон']);
      const phone = normalizePhone(raw);
      const delay = Number(body['delayInMinutes'] ?? 1440);
      const sendAt = now + delay * 60_000;
      store.forgottenOrders.set(phone, {
        phone,
        cityId: Number(body['cityId'] ?? 2),
        businessProduct: typeof body['businessProduct'] === 'string' ? body['businessProduct'] : 'standard',
        createdAt: now,
        sendAt,
        cancelled: false,
      });
      store.count(`forgottenOrders:${phone}`);
      return ok({ sendAt: new Date(sendAt).toISOString() });
    }),
    route(sandbox, 'GET', 'orders/get', ({ query, client }) => {
      const found = store.orders.get(query.get('orderId_H') ?? '');
      if (!found || (client && found.phone !== undefined && found.phone !== client.phone)) return fail(404, ['Заказ не найден']);
      return ok({ order: found.order });
    }),
    route(sandbox, 'POST', 'debug/landing-phone-input-log', () => ok()),
  ];
}

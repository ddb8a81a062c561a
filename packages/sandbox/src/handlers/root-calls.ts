import { HttpResponse, type HttpHandler } from 'msw';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import { customizationHandlers } from './customization';
import { inClientSubscription, sportsClubPromoRequest } from './subscription-pages';
import { productMenuFile } from '../seed/product-menus';
import { weekMenuFile } from '../seed/week-menus';
import { isoDateMsk } from './funnel';
import { seedMenuByProduct } from '../seed/menu';
import { SAVED_CARD_ID } from './payments';

/**
 * The calls of §7 (both specs) that no feature had a handler for (issue 16, the endpoint registry
 * test). README "Root calls" lists the test values. State lives in the client's `details` (addresses,
 * onboarding, segment) and in `store.counters` (callbacks, SMS), so `reset()` clears it.
 */
const HINTS = [
  { id: 'menu', text: 'Здесь меню на неделю' },
  { id: 'deliveries', text: 'Здесь ваши доставки' },
];
const DISHES = [
  { id: 101, title: 'Сырники с ягодным соусом', kcal: 320 },
  { id: 102, title: 'Курица терияки с рисом', kcal: 450 },
  { id: 103, title: 'Салат с тунцом', kcal: 280 },
];
const MENU_FILES = new Set(['current', 'next', 'standard', 'trial', 'region_standard', 'superdetox', 'feedback_data']);
/**
 * One day of three dishes (`days`, as before) and the days per menu line (`menuTypes`): a product's
 * file (seed/product-menus: standard, region_standard, trial, superdetox, wowfood's standard), else
 * the week (seed/week-menus: current, next, history, and feedback_data as this week).
 */
const staticMenu = (brand: string, file = 'current', now = Date.now(), historyWeekId?: string) => ({
  days: [{ dishes: DISHES.map(({ title }) => ({ title })) }],
  ...((historyWeekId === undefined ? productMenuFile(brand, file) : undefined) ?? weekMenuFile(file, isoDateMsk(now), historyWeekId)),
});

type Addresses = Array<{ id_H: string; title: string; flat?: string }>;
const addresses = ({ client }: RouteContext): Addresses => {
  const details = client?.details ?? {};
  details['addresses'] ??= [{ id_H: 'addr-1', title: 'Москва, Тверская улица, 1' }];
  return details['addresses'] as Addresses;
};

/** A command that needs a client. */
const clientCommand = (sandbox: Sandbox, call: string, apply: (ctx: RouteContext) => Response | void = () => undefined) =>
  route(sandbox, 'POST', call, (ctx) => (ctx.client ? (apply(ctx) ?? ok()) : unauthorized()));

const orderOf = (ctx: RouteContext, id: unknown) => {
  const entry = ctx.store.orders.get(String(id ?? ''));
  return entry && (!entry.phone || entry.phone === ctx.client?.phone) ? entry.order : undefined;
};
const summary = (order: { id_H: string; status?: number; price?: number | null; mealDays?: number | null }) => ({
  id_H: order.id_H,
  status: order.status ?? 0,
  price: order.price ?? null,
  mealDays: order.mealDays ?? null,
});

export function rootCallHandlers(sandbox: Sandbox): HttpHandler[] {
  const phoneRequired = (call: string) =>
    route(sandbox, 'POST', call, ({ body, store }) => {
      if (!/^\+?\d{10,12}$/.test(String(body['phone'] ?? '').replace(/[\s()-]/g, ''))) return fail(400, ['Введите номер телефона']);
      store.count(call);
      return ok();
    });
  return [
    route(sandbox, 'GET', 'clients/addresses', (ctx) => (ctx.client ? ok({ addresses: addresses(ctx) }) : unauthorized())),
    route(sandbox, 'POST', 'clients/addresses', (ctx) => {
      if (!ctx.client) return unauthorized();
      const list = addresses(ctx);
      list.push({
        id_H: `addr-${list.length + 1}`,
        title: String(ctx.body['title'] ?? ''),
        ...(ctx.body['flat'] ? { flat: String(ctx.body['flat']) } : {}),
      });
      return ok({ addresses: list });
    }),
    route(sandbox, 'GET', 'client-tours', ({ client }) =>
      client ? ok({ tours: [{ name: 'dashboard', seen: client.details['onboarding'] !== undefined }] }) : unauthorized(),
    ),
    clientCommand(sandbox, 'segmentations/set', ({ client, body }) => void (client!.details['segment'] = body['segment'])),
    phoneRequired('for-suppliers'),
    route(sandbox, 'GET', 'orders/show-order', (ctx) => {
      const order = orderOf(ctx, ctx.query.get('orderId_H'));
      return order ? ok({ order: summary(order) }) : fail(404, ['Заказ не найден']);
    }),
    route(sandbox, 'GET', 'orders/in-client-subscription', (ctx) => (ctx.client ? inClientSubscription(ctx) : unauthorized())),
    route(sandbox, 'GET', 'orders/fresh-activity', ({ query, store, now }) =>
      ok({ updatedAt: store.counters.get(`fresh:${query.get('orderId_H') ?? ''}`) ?? now }),
    ),
    route(sandbox, 'GET', 'orders/is-payment-processing-aeroflot', () => ok({ isProcessing: false })),
    phoneRequired('orders/recall-request-for-new-order/'),
    route(sandbox, 'POST', 'orders/pseudo-order', ({ body, store }) =>
      ok({ order: { id_H: `pseudo-${store.nextId()}`, status: 0, price: null, mealDays: Number(body['mealDays'] ?? 6) } }),
    ),
    // Customisation commands and menus: stateful, in ./customization.ts.
    ...customizationHandlers(sandbox),
    ...['api/v1/lk/order/update', 'api/v1/lk/order/cancel-attempt'].map((call) =>
      route(
        sandbox,
        'POST',
        call,
        ({ query, store }) => (query.get('client_token') && store.tokens.has(query.get('client_token')!) ? ok() : unauthorized()),
        { absolute: true },
      ),
    ),
    route(sandbox, 'GET', 'customization-info/possible-dates', ({ now }) =>
      ok({ dates: [1, 2, 3].map((days) => new Date(now + days * 86_400_000).toISOString().slice(0, 10)) }),
    ),
    route(sandbox, 'GET', 'customization-info', () =>
      ok({
        menuTypes: [
          { id: 1, title: 'Баланс' },
          { id: 2, title: 'Фит' },
        ],
      }),
    ),
    route(sandbox, 'POST', 'menu/order', () => ok({ dishes: DISHES })),
    clientCommand(sandbox, 'client-subscriptions/recall-request-for-promotional-code-in-sports-club', sportsClubPromoRequest),
    route(
      sandbox,
      'GET',
      'menus/:brand/history/:file',
      ({ params, now }) =>
        HttpResponse.json(staticMenu(String(params['brand']), 'history', now, String(params['file']).replace(/\.json$/, ''))),
      { absolute: true },
    ),
    route(
      sandbox,
      'GET',
      'menus/:brand/:file',
      ({ params, now }) => {
        const file = String(params['file']).replace(/\.json$/, '');
        return MENU_FILES.has(file) || params['brand'] === 'wowfood'
          ? HttpResponse.json(staticMenu(String(params['brand']), file, now))
          : fail(404, ['Not found']);
      },
      { absolute: true },
    ),
    // A tip paid on the stand-in Assist page (handlers/card-binding.ts `sandbox-assist`, with `payment`).
    route(sandbox, 'POST', 'payments/assist-pay-request-for-tip', ({ client, body, store, request }) => {
      if (!client) return unauthorized();
      const payment = store.payments.get(String(body['payment'] ?? ''));
      if (!payment || !payment.orderId.startsWith('tip:')) return fail(404, ['Платёж не найден']);
      if (payment.status === 'paid') return fail(400, ['Чаевые уже оплачены']);
      const okUrl = String(body['urlReturnOk'] ?? '');
      const errorUrl = String(body['urlReturnError'] ?? '');
      if (!okUrl || !errorUrl) return fail(400, ['Не указаны адреса возврата']);
      const url = new URL('/sandbox-assist', new URL(request.url).origin);
      url.searchParams.set('payment', payment.id);
      url.searchParams.set('ok', okUrl);
      url.searchParams.set('error', errorUrl);
      return ok({ url: url.toString(), method: 'GET', params: null });
    }),
    // The saved card pays the purchase's payment (payments/for-gift-certificate-purchases made it): the purchase reads paid.
    route(sandbox, 'POST', 'payments/charge-token-gift-certificate-purchases', ({ body, store }) => {
      const purchaseId = String(body['purchaseId'] ?? '');
      if (!store.giftPurchases.has(purchaseId)) return fail(404, ['Покупка не найдена']);
      if (body['card'] !== SAVED_CARD_ID) return fail(400, ['Сохранённая карта недоступна']);
      const payment = [...store.payments.values()].reverse().find((p) => p.orderId === purchaseId);
      if (!payment) return fail(400, ['Платёж не найден']);
      // A paid purchase is never charged again (the same key gets the first answer, route.ts).
      if ([...store.payments.values()].some((p) => p.orderId === purchaseId && p.status === 'paid'))
        return fail(400, ['Сертификат уже оплачен']);
      store.count(`charges:${purchaseId}`);
      payment.status = 'paid';
      return ok({ require3DS: false });
    }),
    route(sandbox, 'POST', 'payments/charge-aeroflot-card', ({ body }) =>
      body['cryptogram'] ? ok({ require3DS: false }) : fail(400, ['Ошибка. Проверьте правильность ввода карты']),
    ),
    route(sandbox, 'GET', 'onboarding/hints', ({ client }) =>
      client
        ? ok({ hints: HINTS, completed: client.details['onboarding'] === 'completed', skipped: client.details['onboarding'] === 'skipped' })
        : unauthorized(),
    ),
    clientCommand(sandbox, 'onboarding/hints/skip', ({ client }) => void (client!.details['onboarding'] = 'skipped')),
    clientCommand(sandbox, 'onboarding/hints/complete', ({ client }) => void (client!.details['onboarding'] = 'completed')),
    // §7 'GET store?city': the week's stock remains of the city's lines (the menu answers' stockRemains).
    route(sandbox, 'GET', 'store', ({ request, now }) => {
      const menu = seedMenuByProduct('standard', Number(new URL(request.url).searchParams.get('city')), isoDateMsk(now));
      return ok({ cityId: menu.cityId, stockRemains: menu.stockRemains });
    }),
    phoneRequired('callback'),
    phoneRequired('callback-by-entity'),
    phoneRequired('sms/mobile-app'),
    route(sandbox, 'POST', 'dadata/address', ({ body }) => {
      const query = String(body['query'] ?? '').trim();
      return ok({ address: query ? { value: `г Москва, ${query}`, geo_lat: '55.75', geo_lon: '37.61' } : null });
    }),
    route(sandbox, 'GET', 'new-client-landing', () => ok({ title: 'Скидка на первый заказ', promocode: 'NEW10' })),
    route(sandbox, 'POST', 'orders/track-activity', ({ store }) => (store.count('orders/track-activity'), ok())),
  ];
}

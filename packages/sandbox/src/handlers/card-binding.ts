import { HttpResponse, type HttpHandler } from 'msw';
import type { Order } from '@mealflow/sdk/api';
import { fail, ok, route, unauthorized, type RouteContext, type Sandbox } from '../route';
import type { SandboxPayment } from '../store';
import { hiddenField, sameSiteReturn, THREE_DS_WAIT_MS } from './bank-pages';
import { addBoundCard } from './settings';

/**
 * Card binding ('ruble mechanics') and Assist (README "Card binding and Assist"). A binding is a
 * 1 ₽ payment of the client (`payments/for-token-binding`), charged with `payments/charge-card`
 * like an order's (the same magic cards, the same ACS page); once paid, the card joins the
 * client's cards as the active one and the 1 ₽ is refunded (counted, `bindingRefunds:<phone>`).
 * `payments/assist-pay-request` answers the stand-in Assist page `/sandbox-assist`, which pays the
 * order or not and returns to urlReturnOk / urlReturnError.
 */
export const BINDING_AMOUNT = 1;

const BRANDS: Array<[RegExp, string]> = [
  [/^4/, 'visa'],
  [/^5[1-5]/, 'mastercard'],
  [/^220[0-4]/, 'mir'],
];
const brandOf = (pan: string) => BRANDS.find(([pattern]) => pattern.test(pan))?.[1] ?? null;

/** Called when a binding payment is paid (the charge or the ACS page's 'Подтвердить'). */
export function bindCard(ctx: RouteContext, payment: SandboxPayment): void {
  const binding = payment.binding;
  const client = binding ? ctx.store.clients.get(binding.phone) : undefined;
  if (!binding?.pan || !client || binding.cardId) return;
  binding.cardId = `card-${ctx.store.nextId()}`;
  addBoundCard(client, {
    id: binding.cardId,
    mask: `${binding.pan.slice(0, 4)} •••• •••• ${binding.pan.slice(-4)}`,
    type: brandOf(binding.pan),
    kind: 'card',
    active: true,
  });
  ctx.store.count(`cardsBound:${binding.phone}`);
  ctx.store.count(`bindingRefunds:${binding.phone}`);
}

export function cardBindingHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'POST', 'payments/for-token-binding', (ctx) => {
      if (!ctx.client) return unauthorized();
      const payment: SandboxPayment = {
        id: `bind-${store.nextId()}`,
        orderId: '',
        amount: BINDING_AMOUNT,
        status: 'created',
        polls: 0,
        createdAt: ctx.now,
        binding: { phone: ctx.client.phone },
      };
      // Each binding is its own "order" for the charge rules (one charge, never a paid one twice).
      payment.orderId = `binding:${payment.id}`;
      store.payments.set(payment.id, payment);
      store.count(`bindings:${ctx.client.phone}`);
      return ok({
        payment: payment.id,
        publicId: 'pk_sandbox_public',
        paymentInfo: { amount: BINDING_AMOUNT, currency: 'RUB', description: 'Привязка карты' },
        vkPaySession: null,
      });
    }),
    route(sandbox, 'POST', 'payments/get-client-card', (ctx) => {
      if (!ctx.client) return unauthorized();
      const payment = store.payments.get(String(ctx.body['payment'] ?? ''));
      if (!payment?.binding || payment.binding.phone !== ctx.client.phone) return fail(404, ['Привязка карты не найдена']);
      const cardId = payment.status === 'paid' ? payment.binding.cardId : undefined;
      const card = cardId
        ? ctx.client.profile.card?.id === cardId
          ? ctx.client.profile.card
          : { id: cardId, mask: '', type: null }
        : null;
      const processing = payment.status === 'awaiting3ds' && ctx.now - (payment.createdAt ?? ctx.now) < THREE_DS_WAIT_MS;
      return ok({
        card: card ? { id: card.id, mask: card.mask, type: card.type ?? null, kind: 'card', active: true } : null,
        isProcessing: processing,
      });
    }),
    route(sandbox, 'POST', 'payments/assist-pay-request', (ctx) => {
      if (!ctx.client) return unauthorized();
      const entry = store.orders.get(String(ctx.body['orderId_H'] ?? ''));
      if (!entry) return fail(404, ['Заказ не найден']);
      if (entry.order.deb_price === 0) return fail(400, ['Заказ уже оплачен']);
      const okUrl = String(ctx.body['urlReturnOk'] ?? '');
      const errorUrl = String(ctx.body['urlReturnError'] ?? '');
      if (!okUrl || !errorUrl) return fail(400, ['Не указаны адреса возврата']);
      store.count(`assistRequests:${entry.order.id_H}`);
      const url = new URL('/sandbox-assist', new URL(ctx.request.url).origin);
      url.searchParams.set('order', entry.order.id_H);
      url.searchParams.set('ok', okUrl);
      url.searchParams.set('error', errorUrl);
      return ok({ url: url.toString(), method: 'GET', params: null });
    }),
    // The stand-in Assist page: the order's amount, 'Оплатить' or 'Отказаться от оплаты'.
    route(
      sandbox,
      'GET',
      'sandbox-assist',
      ({ query }) => {
        const order = store.orders.get(query.get('order') ?? '')?.order;
        // A tip (`payments/assist-pay-request-for-tip`): its payment instead of an order.
        const tip = store.payments.get(query.get('payment') ?? '');
        const hidden = `${hiddenField('order', query.get('order') ?? '')}${hiddenField('payment', tip?.id ?? '')}${hiddenField('ok', query.get('ok') ?? '/')}${hiddenField('error', query.get('error') ?? '/')}`;
        const button = (result: string, label: string) =>
          `<form method="POST" action="/sandbox-assist/complete">${hidden}${hiddenField('result', result)}<button type="submit">${label}</button></form>`;
        const due = order?.deb_price ?? tip?.amount;
        const amount = due !== undefined ? `${new Intl.NumberFormat('ru-RU').format(due)}\u00a0₽` : '—';
        return HttpResponse.html(
          `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Assist — песочница</title></head><body><main><h1>Оплата через Assist</h1><p>Это страница платёжной системы в песочнице mealflow.</p><p>К оплате: ${amount}</p>${button('success', 'Оплатить')}${button('fail', 'Отказаться от оплаты')}</main></body></html>`,
        );
      },
      { absolute: true },
    ),
    route(
      sandbox,
      'POST',
      'sandbox-assist/complete',
      async (ctx) => {
        const form = await ctx.request.formData().catch(() => undefined);
        const orderId = String(form?.get('order') ?? '');
        const success = form?.get('result') === 'success';
        const entry = store.orders.get(orderId);
        const tip = store.payments.get(String(form?.get('payment') ?? ''));
        if (success && tip?.orderId.startsWith('tip:') && tip.status !== 'paid') {
          tip.status = 'paid';
          store.count('tips:assist');
        }
        if (success && entry && entry.order.deb_price > 0) {
          store.count(`charges:${orderId}`);
          store.orders.set(orderId, { ...entry, order: { ...entry.order, deb_price: 0 } as Order });
        }
        const target = sameSiteReturn(String(form?.get(success ? 'ok' : 'error') ?? '/'), new URL(ctx.request.url).origin);
        return new Response(null, { status: 303, headers: { Location: target.pathname + target.search } });
      },
      { absolute: true },
    ),
  ];
}

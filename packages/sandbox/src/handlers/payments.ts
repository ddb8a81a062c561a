import { HttpResponse, type HttpHandler } from 'msw';
import { countsAsPaid, isWindowOpen } from '@mealflow/sdk/domain';
import { type GiftCourier, type Order } from '@mealflow/sdk/api';
import { DATE_UNAVAILABLE } from './deliveries';
import { fail, ok, route, type RouteContext, type Sandbox } from '../route';
import { certificatePrice } from '../seed/menu';
import { openPayment, type SandboxPayment } from '../store';
import { decryptCardCryptogram } from '../stand-ins';
import { bindCard } from './card-binding';
import { hiddenField, sameSiteReturn, THREE_DS_WAIT_MS } from './bank-pages';
import { subscriptionAfterPayment } from './subscription-from-order';
import { sbpBankHandlers, sbpLink, sbpQrImage } from './sbp-bank';

/**
 * Payments. Test values are in the README, section "Payments": magic cards, the ACS page of
 * 3-D Secure, SBP banks with scripted answers. Every charge is counted per order
 * (`charges:<orderId>`), so a test can prove that a double click made one charge.
 */
export const CARDS = {
  success: '4242424242424242',
  threeDs: '4000000000003220',
  declined: '4000000000000002',
} as const;
export const DECLINED_MESSAGE = 'Недостаточно средств на карте. Попробуйте другую карту';
export const SAVED_CARD_ID = 'card-1';

const firstDeliveryClosed = (order: Order, now: number): boolean => {
  const first = order.deliveries.find((d) => d.id_H === order.first_delivery_id_H) ?? order.deliveries[0];
  if (!first?.deliveryDate) return false;
  return !isWindowOpen({ date: first.date.slice(0, 10), type: first.deliveryDate.type, timeFrom: first.deliveryDate.timeFrom }, now);
};

export const SBP_BANKS = [
  { id_H: 'bank-ok', bankName: 'Сбербанк', kind: 'completes' },
  { id_H: 'bank-declined', bankName: 'Т-Банк', kind: 'declines' },
  { id_H: 'bank-cancelled', bankName: 'Альфа-Банк', kind: 'cancels' },
  { id_H: 'bank-silent', bankName: 'ВТБ', kind: 'silent' },
] as const;

const logo = (letter: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="${color}"/><text x="20" y="27" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`)}`;
const LOGOS: Record<string, string> = {
  'bank-ok': logo('С', '#21a038'),
  'bank-declined': logo('Т', '#333'),
  'bank-cancelled': logo('А', '#ef3124'),
  'bank-silent': logo('В', '#0a2896'),
};

/** Polls of the `completes` bank before it answers Completed. */
export const SBP_PENDING_POLLS = 2;

/**
 * A cryptogram of the stand-in card script (RSA-OAEP with the sandbox's key, see stand-ins.ts), or
 * the in-memory port's `sandbox:` base64 that unit tests and stories use.
 */
async function decodeCryptogram(cryptogram: unknown): Promise<{ pan: string; exp: string; cvv: string } | undefined> {
  if (typeof cryptogram !== 'string') return undefined;
  if (!cryptogram.startsWith('sandbox:')) return decryptCardCryptogram(cryptogram);
  try {
    const parsed = JSON.parse(atob(cryptogram.slice('sandbox:'.length))) as { pan?: string; exp?: string; cvv?: string };
    return parsed.pan && parsed.exp && parsed.cvv ? { pan: parsed.pan, exp: parsed.exp, cvv: parsed.cvv } : undefined;
  } catch {
    return undefined;
  }
}

export function markPaid(ctx: RouteContext, payment: SandboxPayment) {
  payment.status = 'paid';
  // A card binding's 1 ₽ (refunded): the card joins the client's cards.
  if (payment.binding) return bindCard(ctx, payment);
  const entry = ctx.store.orders.get(payment.orderId);
  // A paid longation order is formed (no longer status 1: personal-cabinet §4).
  const formed = entry?.order.business_product?.includes('longate') ? { status_unformed: false } : {};
  if (entry) ctx.store.orders.set(payment.orderId, { ...entry, order: { ...entry.order, deb_price: 0, ...formed } as Order });
  // A paid subscription order makes its subscription (issue 14).
  if (entry) subscriptionAfterPayment(ctx, payment.orderId, payment.amount);
}

export const ALREADY_PAID_MESSAGE = 'Заказ уже оплачен';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'Оплата заказа уже проводится. Дождитесь её результата';
const CHARGE_CALLS = ['payments/charge-card', 'payments/charge-token'];
/** A gift purchase's saved-card charge names its purchase, not a payment (root-calls.ts). */
const GIFT_TOKEN_CHARGE = 'payments/charge-token-gift-certificate-purchases';

export function paymentHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  const paymentOf = (id: unknown) => (typeof id === 'string' ? store.payments.get(id) : undefined);
  /** Charges of this order (or gift purchase) that arrived and are not answered yet. */
  const chargesInFlight = (orderId: string) =>
    [...store.inFlight].filter(
      (f) =>
        (CHARGE_CALLS.includes(f.call) && paymentOf(f.body['payment'])?.orderId === orderId) ||
        (f.call === GIFT_TOKEN_CHARGE && f.body['purchaseId'] === orderId),
    ).length;
  const awaiting3ds = (orderId: string, now: number) =>
    [...store.payments.values()].some(
      (p) => p.orderId === orderId && p.status === 'awaiting3ds' && now - (p.createdAt ?? now) < THREE_DS_WAIT_MS,
    );
  const isPaid = (orderId: string) => {
    const entry = store.orders.get(orderId);
    if (entry) return countsAsPaid(entry.order);
    return [...store.payments.values()].some((p) => p.orderId === orderId && p.status === 'paid');
  };
  /** `self`: the charge asking, which is itself in flight. */
  const processing = (orderId: string, now: number, self = 0) => chargesInFlight(orderId) > self || awaiting3ds(orderId, now);
  /** The backend never charges a paid order, nor one whose other payment is being processed. */
  const refuseCharge = (ctx: RouteContext, payment: SandboxPayment) => {
    if (payment.status === 'paid' || isPaid(payment.orderId)) return fail(400, [ALREADY_PAID_MESSAGE]);
    if (processing(payment.orderId, ctx.now, 1)) return fail(400, [PAYMENT_IN_PROGRESS_MESSAGE]);
    return undefined;
  };
  return [
    route(sandbox, 'POST', 'payments/for-order', (ctx) => {
      const entry = store.orders.get(String(ctx.body['orderId_H'] ?? ''));
      if (!entry) return fail(404, ['Заказ не найден']);
      if (entry.order.is_canceled) return fail(400, ['Заказ отменён']);
      if (countsAsPaid(entry.order)) return fail(400, ['Заказ уже оплачен']);
      // No payment for a new order whose first delivery is past its cut-off (issue 30), Moscow time of X-Test-Time.
      if (entry.order.status_unformed && firstDeliveryClosed(entry.order, ctx.now)) return fail(400, [DATE_UNAVAILABLE]);
      const payment = openPayment(store, entry.order.id_H, entry.order.deb_price, ctx.now);
      return ok({
        payment: payment.id,
        publicId: 'pk_sandbox_public',
        paymentInfo: {
          amount: payment.amount,
          currency: entry.order.city_id === 20 ? 'BYN' : 'RUB',
          description: `Заказ ${entry.order.id_H}`,
        },
        vkPaySession: ctx.body['requiresVkPaySession'] ? { sessionId: `vk-${payment.id}` } : null,
      });
    }),
    // VK Pay's server-to-server notification, played by the sandbox build's stand-in VK Pay window
    // when its 'Оплатить' is pressed: the order is paid as the real VK Pay would report it.
    route(sandbox, 'POST', 'payments/stand-in/vkpay-complete', (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      markPaid(ctx, payment);
      return ok({ success: true });
    }),
    route(sandbox, 'POST', 'payments/charge-card', async (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      const refused = refuseCharge(ctx, payment);
      if (refused) return refused;
      store.count(`charges:${payment.orderId}`);
      const card = await decodeCryptogram(ctx.body['cryptogram']);
      if (!card) return ok({ success: false, message: 'Ошибка, проверьте правильность ввода карты и попробуйте еще раз' });
      if (payment.binding) payment.binding.pan = card.pan;
      if (card.pan === CARDS.declined) {
        payment.status = 'failed';
        return ok({ success: false, message: DECLINED_MESSAGE });
      }
      if (card.pan === CARDS.threeDs) {
        payment.status = 'awaiting3ds';
        const origin = new URL(ctx.request.url).origin;
        return ok({
          require3DS: true,
          action_url: `${origin}/sandbox-acs`,
          method: 'POST',
          params: { PaReq: payment.id, MD: payment.id, TermUrl: String(ctx.body['redirect_after_3ds_to'] ?? '/') },
        });
      }
      markPaid(ctx, payment);
      return ok({ require3DS: false });
    }),
    route(sandbox, 'POST', 'payments/charge-token', (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      const refused = refuseCharge(ctx, payment);
      if (refused) return refused;
      store.count(`charges:${payment.orderId}`);
      // The saved card, or one of the client's saved external cards (order-funnel §1).
      const card = ctx.body['card'];
      const external = ctx.client?.profile.externalCards?.some((c) => c.id === card) === true;
      if (card !== SAVED_CARD_ID && !external) return ok({ success: false, message: 'Сохранённая карта недоступна' });
      markPaid(ctx, payment);
      return ok({ require3DS: false });
    }),
    route(sandbox, 'POST', 'payments/confirm-cash', (ctx) => {
      const entry = store.orders.get(String(ctx.body['orderId_H'] ?? ''));
      if (!entry) return fail(404, ['Заказ не найден']);
      if (!entry.order.canBePaidInCash) return fail(400, ['Оплата наличными недоступна для этого заказа']);
      store.count(`cash:${entry.order.id_H}`);
      return ok();
    }),
    ...sbpBankHandlers(sandbox, markPaid),
    route(sandbox, 'POST', 'payments/charge-sbp', (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      // The stand-in bank page on the sandbox's own origin, and a real QR code of it (handlers/sbp-bank.ts).
      const link = sbpLink(ctx.request, payment.id);
      return ok({
        banks: SBP_BANKS.map((b) => ({ id_H: b.id_H, bankName: b.bankName, logoURL: LOGOS[b.id_H] ?? '' })),
        link,
        transactionId: `tx-${payment.id}`,
        image: ctx.body['needImage'] ? sbpQrImage(link) : null,
      });
    }),
    route(sandbox, 'POST', 'payments/set-payment-data', (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      payment.bankId = String(ctx.body['bankId_H'] ?? '');
      payment.polls = 0;
      return ok();
    }),
    route(sandbox, 'POST', 'payments/check-sbp-status', (ctx) => {
      const payment = paymentOf(ctx.body['payment']);
      if (!payment) return fail(404, ['Платёж не найден']);
      payment.polls += 1;
      const kind = SBP_BANKS.find((b) => b.id_H === payment.bankId)?.kind ?? 'silent';
      if (payment.status === 'paid') return ok({ status: 'Completed' });
      // Paid meanwhile another way (a card in another tab): this transfer is refused.
      if (isPaid(payment.orderId)) {
        payment.status = 'failed';
        return ok({ status: 'Cancelled' });
      }
      if (kind === 'declines' || payment.sbpAnswer === 'declined') return ok({ status: 'Declined' });
      if (kind === 'cancels') return ok({ status: 'Cancelled' });
      if (kind === 'completes' && payment.polls > SBP_PENDING_POLLS) {
        // A card charge on the wire holds the transfer; a 3-D Secure page left open does not: the
        // bank's unconfirmed authorisation is dropped when the transfer lands (issue 36).
        if (chargesInFlight(payment.orderId) > 0) return ok({ status: 'Pending' });
        store.count(`charges:${payment.orderId}`);
        for (const other of store.payments.values())
          if (other.orderId === payment.orderId && other.status === 'awaiting3ds') other.status = 'failed';
        markPaid(ctx, payment);
        return ok({ status: 'Completed' });
      }
      return ok({ status: payment.polls === 1 ? 'Created' : 'Pending' });
    }),
    route(sandbox, 'POST', 'gift-certificate-purchases', (ctx) => {
      const email = String(ctx.body['email'] ?? '');
      const mealDays = Number(ctx.body['mealDays']);
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return fail(400, ['Неверно указан email']);
      if (![2, 6, 18, 24].includes(mealDays)) return fail(400, ['Сертификат бывает на 2, 6, 18 или 24\u00a0дня']);
      // Offline: the courier needs an address with a house and a day (ours, like the fields).
      const delivery = ctx.body['delivery'] === 'offline' ? 'offline' : 'online';
      const courier = ctx.body['courier'] as Partial<GiftCourier> | undefined;
      if (
        delivery === 'offline' &&
        (!courier?.address?.trim() ||
          !/^\d{4}-\d{2}-\d{2}$/.test(courier.date ?? '') ||
          (courier.window !== 'morning' && courier.window !== 'evening'))
      ) {
        return fail(400, ['Укажите адрес и день доставки сертификата']);
      }
      const id = `gift-${store.nextId()}`;
      store.count('giftPurchases');
      store.giftPurchases.set(id, {
        email,
        mealDays,
        delivery,
        ...(delivery === 'offline' && courier
          ? {
              courier: {
                address: String(courier.address),
                ...(courier.flat ? { flat: String(courier.flat) } : {}),
                date: String(courier.date),
                window: courier.window as 'morning' | 'evening',
              },
            }
          : {}),
      });
      return ok({ giftCertificatePurchaseId: id });
    }),
    route(sandbox, 'POST', 'payments/for-gift-certificate-purchases', (ctx) => {
      const purchaseId = String(ctx.body['purchaseId'] ?? '');
      const purchase = store.giftPurchases.get(purchaseId);
      if (!purchase) return fail(404, ['Покупка не найдена']);
      if (isPaid(purchaseId)) return fail(400, ['Сертификат уже оплачен']);
      // The certificate's price, as the activate-gift menu shows it (Moscow prices; `certificatePrice`).
      const amount = certificatePrice(2, purchase.mealDays);
      const payment = openPayment(store, purchaseId, amount, ctx.now);
      return ok({
        payment: payment.id,
        publicId: 'pk_sandbox_public',
        paymentInfo: { amount: payment.amount, currency: 'RUB', description: 'Подарочный сертификат' },
        vkPaySession: null,
      });
    }),
    route(sandbox, 'GET', 'orders/is-payment-processing', (ctx) => {
      const entry = store.orders.get(ctx.query.get('orderId_H') ?? '');
      if (!entry) return fail(404, ['Заказ не найден']);
      // The spec's rule (order-funnel §4), the one the checkout and the result page use: a promo
      // code covering the menu price counts as paid.
      const paid = countsAsPaid(entry.order);
      return ok({ isProcessing: !paid && processing(entry.order.id_H, ctx.now), isPaid: paid });
    }),
    // Ours (the spec names no status call for a purchase): what the 3-D Secure return and the
    // onlinecert result page ask instead of `is-payment-processing?orderId_H=0`.
    route(sandbox, 'GET', 'gift-certificate-purchases/:purchaseId', (ctx) => {
      const id = String(ctx.params['purchaseId'] ?? '');
      const purchase = store.giftPurchases.get(id);
      if (!purchase) return fail(404, ['Покупка не найдена']);
      const paid = isPaid(id);
      return ok({
        giftCertificatePurchaseId: id,
        email: purchase.email,
        mealDays: purchase.mealDays,
        delivery: purchase.delivery ?? 'online',
        courier: purchase.courier ?? null,
        isPaid: paid,
        isProcessing: !paid && processing(id, ctx.now),
      });
    }),
    // The bank's 3-D Secure page (ACS): 'Подтвердить' or 'Отклонить', then back to TermUrl.
    route(
      sandbox,
      'POST',
      'sandbox-acs',
      async ({ request }) => {
        const form = await request.formData().catch(() => undefined);
        const md = String(form?.get('MD') ?? '');
        const term = String(form?.get('TermUrl') ?? '/');
        const button = (result: string, label: string) =>
          `<form method="POST" action="/sandbox-acs/complete">${hiddenField('MD', md)}${hiddenField('TermUrl', term)}${hiddenField('result', result)}<button type="submit">${label}</button></form>`;
        return HttpResponse.html(
          `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>3-D Secure — песочница банка</title></head><body><main><h1>Подтверждение оплаты</h1><p>Это страница банка в песочнице mealflow.</p>${button('success', 'Подтвердить')}${button('fail', 'Отклонить')}</main></body></html>`,
        );
      },
      { absolute: true },
    ),
    route(
      sandbox,
      'POST',
      'sandbox-acs/complete',
      async (ctx) => {
        const form = await ctx.request.formData().catch(() => undefined);
        const payment = paymentOf(String(form?.get('MD') ?? ''));
        const result = form?.get('result') === 'success' ? 'success' : 'fail';
        if (payment && payment.status === 'awaiting3ds') {
          if (result === 'success') markPaid(ctx, payment);
          else payment.status = 'failed';
        }
        const target = sameSiteReturn(String(form?.get('TermUrl') ?? '/'), new URL(ctx.request.url).origin);
        target.searchParams.set('result', result);
        if (payment) target.searchParams.set('payment', payment.id);
        return new Response(null, { status: 303, headers: { Location: target.pathname + target.search } });
      },
      { absolute: true },
    ),
  ];
}

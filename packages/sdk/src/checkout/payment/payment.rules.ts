import { derivedIntentKey, isEffectUnknown, type IntentKey } from '../../api/effects';
import { isApiError, shownInPlace } from '../../api/errors';
import { PAYMENT_CRYPTOGRAM_ERROR, PAYMENT_MESSAGES } from '../../domain/messages';
import { formatCount } from '../../domain/money';
import { effectFailureText } from '../../shared/effect';

/**
 * The payment's rules in one place (order-funnel §4 "Payment", §8 payment errors), used by the
 * machine's guards and actions and by the connect selectors; views compute none of them.
 */

/** The card does not work with the order's promo code: pay by SBP (order-funnel §6). */
export class PromoCardError extends Error {
  override readonly name = 'PromoCardError';
}

/** Thrown by the cryptogram step so the machine can show the spec's cryptogram text. */
export class CryptogramError extends Error {
  override readonly name = 'CryptogramError';
}

/**
 * The method a pay page starts with among those it offers (issue 31): the saved card ('card') over
 * a new one ('creditCard') when both are offered and the new card comes first; otherwise the first
 * offered. The checkout (orders awaiting payment, a new order), the longate pay page and the
 * cabinet's surcharge of changed dishes use it, so a client with a saved card is never asked for a
 * new one first. A client whose only saved card is an external one starts on it ('externalCard',
 * issue 30).
 */
export function preferSavedCard<M extends string>(methods: readonly M[]): M | undefined {
  const first = methods[0];
  if (first !== 'creditCard') return first;
  if (methods.includes('card' as M)) return 'card' as M;
  return methods.includes('externalCard' as M) ? ('externalCard' as M) : first;
}

/** `action_url` is followed only for https, or for a page the card provider's port vouches for (the sandbox's ACS page, sandbox builds only). */
export function isSafeActionUrl(url: string, trusts?: (url: URL) => boolean): boolean {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:') return true;
    return trusts?.(parsed) === true;
  } catch {
    return false;
  }
}

/**
 * The text to show once the payment is known to have failed. A server's own message wins (a
 * decline, 'Заказ отменён'); a timeout, a lost or a malformed answer says nothing about the
 * charge, so after the order was asked it gets the spec's default text, not 'Сервер не ответил'.
 * Not known to have failed (a creation whose answer was lost): said as such (`effectFailureText`);
 * PAY again asks with the same key.
 */
export const paymentFailureText = (error: unknown): string => effectFailureText(error, certainPaymentFailureText);

function certainPaymentFailureText(error: unknown): string {
  if (error instanceof CryptogramError) return PAYMENT_CRYPTOGRAM_ERROR;
  if (error instanceof PromoCardError) return error.message;
  if (isApiError(error)) {
    shownInPlace(error);
    if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'validation') return PAYMENT_MESSAGES.default;
    return error.messages[0] ?? PAYMENT_MESSAGES.default;
  }
  return PAYMENT_MESSAGES.default;
}

/**
 * The text a charge's failure leaves for the form while `verifying` asks the order: shown only once
 * the order is known to be unpaid, so an unknown outcome (`EffectUnknownError`) gives its cause's
 * text (the spec's default for a lost answer), never the unknown-outcome one.
 */
export const checkedFailureText = (error: unknown): string => paymentFailureText(isEffectUnknown(error) ? error.cause : error);

/**
 * Whether a failed step may have made its effect. Every failure of a charge (a timeout, a lost or
 * malformed answer, a 5xx, a refusal, even a decline) is confirmed by asking the order before the
 * form comes back. A cash confirmation moves no money online, but it may have been recorded: one
 * whose outcome is unknown (`EffectUnknownError`) is asked too — by sending it again with its
 * key (`confirm-cash` declares `replay`), never shown as failed (issue 36).
 */
/** A failed `creating` with nothing to ask the order about: a gift purchase not made yet, or a payment whose opening is not known. */
export const nothingToAsk = (attempt: { gift?: unknown; purchaseId?: string | undefined }, error: unknown): boolean =>
  (attempt.gift !== undefined && attempt.purchaseId === undefined) || isEffectUnknown(error);
export const chargeFailureNeedsCheck = (method: string, error?: unknown): boolean => method !== 'cash' || isEffectUnknown(error);

/** How the machine learns the truth after an uncertain charge (ours: the spec gives no numbers). */
export const PAYMENT_CHECK_RETRY_MS = 2_000;
/** Failed checks before the machine says it does not know (then it re-checks every minute). */
export const PAYMENT_CHECK_ATTEMPTS = 3;
export const PAYMENT_PROCESSING_POLL_MS = 3_000;
export const PAYMENT_UNCERTAIN_RETRY_MS = 60_000;

/** The idempotency key of one payment's charge: a repeat of the same charge gets the first answer. */
export const chargeKey = (payment: string): IntentKey => derivedIntentKey('charge', payment);
/**
 * The intent of opening the payment one charge uses (`payments/for-order`, a gift purchase's
 * `for-gift-certificate-purchases`): its key is kept (a retry, a lost answer, a reload before the
 * charge get the same payment back) until the charge is sent, after which PAY opens a new payment
 * (a charge's key is its payment's: `chargeKey`). A changed price, option or method is another intent.
 */
export const paymentScope = (attempt: {
  hid: string;
  amount: number;
  autoPayment: boolean;
  method: string;
  purchaseId?: string | undefined;
}): string => `payment:${attempt.purchaseId ?? attempt.hid}:${attempt.amount}:${attempt.autoPayment}:${attempt.method}`;
/** The key of an order's cash confirmation: one intent per order. */
export const cashKey = (hid: string): IntentKey => derivedIntentKey('cash', hid);

// ours: the spec has no texts for a payment whose outcome is not known yet.
export const PAYMENT_STATUS_TEXTS = {
  checking: 'Проверяем, прошла ли оплата…',
  processingTitle: 'Платёж обрабатывается',
  processing: 'Банк ещё проводит оплату. Не оплачивайте заказ повторно — результат появится здесь сам.',
  uncertainTitle: 'Не удалось узнать, прошла ли оплата',
  uncertain: 'Нет связи с сервером. Не оплачивайте заказ повторно: проверим ещё раз через минуту, или нажмите «Проверить оплату».',
  check: 'Проверить оплату',
  // Issue 36: a page started with the pending-charge marker, the order unpaid and nothing on the wire.
  notCharged: 'Оплата не прошла, деньги не списаны. Можно оплатить ещё раз.',
  threeDsDropped: 'Оплата не была подтверждена на странице банка, деньги не списаны. Можно оплатить ещё раз.',
  // Back from the bank's 3-D Secure page while the bank keeps the payment open.
  threeDsTitle: 'Оплата ждёт подтверждения банка',
};

/** Back from the bank's 3-D Secure page: what happens, and when the customer can pay again (ours). */
export const threeDsWaitText = (minutesLeft: number): string =>
  `Вы ушли со страницы банка, не подтвердив оплату. Банк отменит её через ${formatCount(minutesLeft, ['минуту', 'минуты', 'минут'])} — после этого заказ можно будет оплатить снова. Если вы успели подтвердить оплату, результат появится здесь сам.`;

import { threeDsReturnPath } from '../../routing/routes';

/**
 * Card binding's rules ('ruble mechanics', order-funnel §2 3-D Secure suffix /cardbind, §4
 * "Payment", §8 payment errors). The spec names the calls and the 3-D Secure suffix; the words
 * are ours except the card errors, which are the payment's (`paymentFailureText`).
 */

/** Where a binding's pages find it: `?binding=` on the 3-D Secure return and the result URL. */
export const BINDING_QUERY = 'binding';

/** A binding outside an order (the cabinet's cards): the 3-D Secure path's order id, as the gift's 0. */
export const NO_ORDER_HID = '0';

/** The 3-D Secure return of one binding: `/dashboard/order/{hid}/payment/3Ds/cardbind?binding={payment}`. */
export const bindingReturnPath = (hid: string, payment: string): string =>
  `${threeDsReturnPath(hid, 'cardbind')}?${BINDING_QUERY}=${encodeURIComponent(payment)}`;

/** The idempotency key of a binding's one charge of 1 ₽ (the payment's rule: one key per payment). */
export const bindingChargeKey = (payment: string): string => `charge:${payment}`;

/** Ours: the spec has no timings for a binding; the payment's (2 s, 3 checks, 3 s poll, 60 s). */
export const BINDING_CHECK_RETRY_MS = 2_000;
export const BINDING_CHECK_ATTEMPTS = 3;
export const BINDING_PROCESSING_POLL_MS = 3_000;
export const BINDING_UNCERTAIN_RETRY_MS = 60_000;

// ours: the spec names the binding, not its words.
export const CARD_BINDING_TEXTS = {
  add: 'Добавить карту',
  title: 'Новая карта',
  lead: 'Чтобы проверить карту, мы спишем 1\u00a0₽ и сразу вернём его.',
  submit: 'Привязать карту',
  cancel: 'Отмена',
  bound: 'Карта привязана',
  checking: 'Проверяем, привязалась ли карта…',
  processing: 'Банк ещё проверяет карту. Не закрывайте страницу — ответ появится здесь сам.',
  uncertainTitle: 'Не удалось узнать, привязалась ли карта',
  uncertain: 'Нет связи с сервером. Проверим ещё раз через минуту, или нажмите «Проверить ещё раз».',
  check: 'Проверить ещё раз',
  redirecting: 'Переходим на страницу банка для подтверждения…',
};

import { paymentResultPath } from '../../routing/routes';

/**
 * /assist-payment (personal-cabinet §2.1 AssistPayment, login needed; §7 `payments/assist-pay-request`
 * with urlReturnOk, urlReturnError). The spec names the page and the call; which order it pays,
 * the return pages and the words are ours (README.md).
 */

/** The order to pay, from `?order=`; without one, the client's first active order awaiting payment. */
export const ASSIST_ORDER_QUERY = 'order';

/** An order awaiting payment: something left to pay and not cancelled. */
export const awaitsPayment = (order: { deb_price: number; is_canceled?: boolean | null | undefined }): boolean =>
  order.deb_price > 0 && order.is_canceled !== true;

/** Where Assist sends the client back: the payment flow's result pages, which ask the order before they speak. */
export const assistReturnUrls = (hid: string): { urlReturnOk: string; urlReturnError: string } => ({
  urlReturnOk: paymentResultPath(hid, 'payment', 'success'),
  urlReturnError: paymentResultPath(hid, 'payment', 'fail'),
});

/** Assist's page is followed when it is https, or on the storefront's own host (the sandbox's stand-in page). */
export function assistUrlAllowed(url: string, currentHost: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || (parsed.protocol === 'http:' && parsed.host === currentHost);
  } catch {
    return false;
  }
}

// ours: the spec names the page, not its words.
export const ASSIST_TEXTS = {
  title: 'Оплата заказа',
  lead: 'Оплата пройдёт на защищённой странице платёжной системы Assist. После оплаты вы вернётесь на сайт.',
  amount: 'К оплате',
  pay: 'Перейти к оплате',
  redirecting: 'Переходим на страницу Assist…',
  empty: 'Нет заказов, ожидающих оплаты.',
  toCabinet: 'В личный кабинет',
  loadFailed: 'Не удалось загрузить заказ',
  payFailed: 'Не удалось перейти к оплате. Попробуйте ещё раз.',
  unsafe: 'Платёжная система вернула неверный адрес страницы оплаты. Попробуйте позже.',
};

import type { Profile } from '../../api/schemas/profile';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { buildPath } from '../../routing/match';
import type { OrderBlockInput } from '../landing/order-block.machine';

/**
 * The new-client order on a desktop (personal-cabinet §2.1 'New-client order, desktop'
 * `/dashboard/order`: second, tariff with the city selector, {hid}/tariff/confirm (SMS), {hid}/profile;
 * the payment steps `{hid}/payment/{flow?}/{subscribe?}` and `{hid}/payment/card`; the newclient
 * results). The plan, the phone and the order are the landing's order block (catalogue + funnel,
 * `checkoutIn: 'newClient'`), the SMS code the login machine, the payment the checkout with its
 * payment and SBP machines; this module only says where each step leads. See README.md.
 */

// not in the spec: the words of the desktop new-client steps (the spec names the routes only).
export const NEW_CLIENT_TEXTS = {
  tariffTitle: 'Выберите рацион',
  tariffLead: 'Рацион, количество дней и город доставки',
  secondTitle: 'Закажите снова',
  secondLead: 'Выберите рацион для следующего заказа',
  form: 'Оформление заказа',
  confirmTitle: 'Подтверждение телефона',
  profileTitle: 'Как к вам обращаться',
  profileLead: 'Эти данные нужны курьеру и для чека',
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'E-mail',
  next: 'Перейти к оплате',
  saving: 'Сохраняем…',
  loading: 'Загружаем заказ…',
  loadFailed: 'Не удалось загрузить заказ',
  saveFailed: 'Не удалось сохранить данные. Попробуйте ещё раз',
  orderCanceled: 'Этот заказ отменён: выберите рацион заново',
  startAgain: 'Выбрать рацион',
  paymentTitle: 'Оплата заказа',
  cardTitle: 'Оплата картой',
  otherMethods: 'Другие способы оплаты',
  trialUnavailableTitle: 'Пробный день недоступен',
  trialUnavailableText: 'Пробный день можно заказать только один раз. Выберите рацион на несколько дней — первый заказ со скидкой.',
  trialUnavailableAction: 'Выбрать рацион',
  toMain: 'На главную',
  orderSummary: (title: string, days: string, price: string) => `${title}, ${days} — ${price}`,
};

/** The SMS step of an order the tariff step created for a visitor. */
export const newClientConfirmPath = (hid: string): string => buildPath('NewClientTariffConfirm', { hid });
/** The profile step (name, e-mail) once the order is the client's. */
export const newClientProfilePath = (hid: string): string => buildPath('NewClientProfile', { hid });
/** The payment step: the choice of the method (the checkout of the order, flow newclient). */
export const newClientPaymentPath = (hid: string): string => buildPath('StepPaymentChoose', { hid, flow: 'newclient' });
/** The card payment step (the same checkout, the card chosen). */
export const newClientCardPath = (hid: string): string => buildPath('StepPaymentCard', { hid });
/** The tariff step, where every dead end of the flow leads back. */
export const NEW_CLIENT_TARIFF_PATH = buildPath('NewClientTariff');

/**
 * The order block's input on the tariff (and 'second') step: the client's city, else the city of
 * the selector (URL, cookie, host), the standard product, origin 1 for a visitor and 13 for a
 * client (`placement: 'other'`), the SMS and the profile steps of this flow after the order.
 */
export function newClientTariffInput(
  profile: Pick<Profile, 'city_id'> | undefined,
  visitorCityId: number | undefined,
): Pick<OrderBlockInput, 'cityId' | 'businessProduct' | 'placement' | 'checkoutIn' | 'loggedIn'> {
  return {
    cityId: visitorCityId ?? profile?.city_id ?? DEFAULT_CITY_ID,
    businessProduct: 'standard',
    placement: 'other',
    checkoutIn: 'newClient',
    loggedIn: profile !== undefined,
  };
}

/**
 * `/confirmation/{hid}`: the order's checkout in its confirmation mode (order-funnel §2 co=1 order
 * confirmation; co=2 delivery confirmation with `deliveryIdH`). The query the page should carry,
 * or `undefined` when it already says which mode.
 */
export function confirmationQuery(search: string): string | undefined {
  const query = new URLSearchParams(search);
  if (query.get('co') === '1' || query.get('co') === '2') return undefined;
  query.set('co', query.get('deliveryIdH') ? '2' : '1');
  return query.toString();
}

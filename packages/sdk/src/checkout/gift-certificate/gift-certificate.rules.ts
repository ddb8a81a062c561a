import type { MenuByProductResponse } from '../../api/schemas/menu';
import type { CERTIFICATE_MEAL_DAYS } from '../../domain/constants';
import { queryHasHouse } from '../../domain/address';
import { addDays, formatDateWithWeekday, formatDeliveryWindow, type DeliveryWindowType } from '../../domain/dates';
import { EMAIL_INVALID } from '../../domain/messages';
import { formatDays, formatMoney } from '../../domain/money';
import { isValidEmail } from '../../domain/validation';

/**
 * The gift certificate purchase's rules (order-funnel §1, §3 "Gift certificate purchase", §7):
 * each one function, used by the machine's guards and its connect.
 */
export type CertificateDays = (typeof CERTIFICATE_MEAL_DAYS)[number];

/** Certificates are priced and charged in Moscow's roubles (the purchase call carries no city). */
export const GIFT_CITY_ID = 2;
/** The product whose menu prices the certificate days. */
export const GIFT_CATALOG_PRODUCT = 'activate-gift';
/** The days chosen when the page opens (ours: the spec names none). */
export const DEFAULT_CERTIFICATE_DAYS: CertificateDays = 6;

/** The recipient's e-mail must look like an address before paying. */
export const giftEmailValid = (email: string): boolean => isValidEmail(email);

/** 'Неверно указан email' once the visitor tried to pay with a wrong address. */
export const giftEmailError = (email: string, touched: boolean): string | undefined =>
  touched && !giftEmailValid(email) ? EMAIL_INVALID : undefined;

/** The certificate prices by days: the activate-gift menu's days of its (first) line, in roubles. */
export function certificatePrices(menu: MenuByProductResponse | undefined, menuType: string | undefined): Partial<Record<number, number>> {
  const line = menu?.menus.find((m) => m.type === menuType) ?? menu?.menus[0];
  const prices: Partial<Record<number, number>> = {};
  for (const option of line?.mealDays ?? []) prices[option.days] = option.price;
  return prices;
}

/** One choice of days: '6 дней — 3 990 ₽' (the price once known). */
export function certificateOption(
  days: CertificateDays,
  price: number | undefined,
): { days: CertificateDays; label: string; price: string | undefined } {
  const money = price === undefined ? undefined : formatMoney(price, GIFT_CITY_ID);
  return { days, label: money ? `${formatDays(days)} — ${money}` : formatDays(days), price: money };
}

/** The total line and the pay button say the price before paying (issue 12, defect 9). */
export const certificateTotal = (price: string | undefined): string => (price ? `К оплате: ${price}` : 'Загружаем цену…');
export const certificatePayLabel = (price: string | undefined): string => (price ? `Оплатить ${price}` : 'Оплатить сертификат');

/** How many days ahead an offline certificate can be brought, from tomorrow (ours: the spec names offline delivery only). */
export const GIFT_COURIER_DAYS = 7;

/** The days a courier can bring the certificate: tomorrow and the 6 after it (`today`: the service's ISO date). */
export const giftCourierDates = (today: string): string[] => Array.from({ length: GIFT_COURIER_DAYS }, (_, i) => addDays(today, i + 1));

export const GIFT_COURIER_TEXTS = {
  addressRequired: 'Укажите адрес с номером дома',
  dateRequired: 'Выберите день доставки',
};

/** What the courier still needs before paying (undefined: nothing). */
export function giftCourierErrors(courier: { address: string; date: string | undefined }): {
  address: string | undefined;
  date: string | undefined;
} {
  return {
    address: queryHasHouse(courier.address) ? undefined : GIFT_COURIER_TEXTS.addressRequired,
    date: courier.date ? undefined : GIFT_COURIER_TEXTS.dateRequired,
  };
}

/** 'пт, 05.12.2026, Вечер, 18:00–23:00': when the courier comes. */
export function giftCourierWhen(date: string, window: DeliveryWindowType): string {
  return `${formatDateWithWeekday(date)}, ${formatDeliveryWindow({ type: window })}`;
}

import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { GiftCourier } from '../../api/schemas/payments';
import { formatAddressLine } from '../../domain/address';
import { formatDays, formatMoney } from '../../domain/money';
import { buildPath } from '../../routing/match';
import type { PaidBy } from '../payment/payment.paid-by';
import { firstDelivery } from '../checkout/checkout.rules';
import { giftCourierWhen } from '../gift-certificate/gift-certificate.rules';
import { deliverySchedule, deliveryText, firstPayment, laterInstalmentsText, orderTitle, priceTotal } from '../checkout/checkout.view';

/**
 * What a result page says was bought (issue 30): the order's number, line and days, the amount
 * and how it was paid, the first delivery (date, window, address), the schedule, and a link to the
 * order in the cabinet. The order is asked (`orders/get`); how it was paid is what this browser
 * paid with (`rememberPaidBy`), since the order does not say. All wording ours.
 */

export { paidByMethod, paidByOf, rememberPaidBy, type PaidBy } from '../payment/payment.paid-by';

const PAID_BY_TEXT: Record<PaidBy, string> = { card: 'картой', sbp: 'через СБП', vkpay: 'через VK Pay' };

/** The order's facts a result page shows, read once from `orders/get`. */
export interface ResultOrderFacts {
  hid: string;
  /** 'Рацион «Фит»' */
  line: string;
  days: number;
  cityId: number;
  /** What the order costs after discounts. */
  total: number;
  /** What its payment paid (paid: what was paid): the total, or a subscription's first payment (`amountDueNow`). */
  paidNow: number;
  /** A subscription paid in stages: the payments still to come, in words. */
  later: string | undefined;
  /** Still to pay (cash: what the courier takes). */
  toPay: number;
  firstDate: string | undefined;
  firstWindow: string | undefined;
  address: string | undefined;
  schedule: string | undefined;
}

export function orderFactsOf(order: CabinetOrder): ResultOrderFacts {
  const delivery = firstDelivery(order);
  const when = deliveryText(order);
  const address = delivery?.clientAddress ? formatAddressLine(delivery.clientAddress, order.city_id) || undefined : undefined;
  return {
    hid: order.id_H,
    line: orderTitle(order, { title: order.menu_type_title ?? undefined }),
    days: order.number_of_days,
    cityId: order.city_id,
    total: priceTotal(order),
    paidNow: firstPayment(order),
    later: laterInstalmentsText(order),
    toPay: order.deb_price,
    firstDate: when.date,
    firstWindow: when.window,
    address,
    schedule: deliverySchedule(order),
  };
}

export interface ResultFact {
  label: string;
  value: string;
}

/** The facts as label/value lines: paid (amount and how), cash (what the courier takes), or just the order. */
export function resultFacts(facts: ResultOrderFacts, payment: 'paid' | 'cash' | 'none', paidBy: PaidBy | undefined): ResultFact[] {
  const money = (n: number) => formatMoney(n, facts.cityId);
  const paid: ResultFact[] =
    payment === 'paid'
      ? [
          {
            label: 'Оплачено',
            value:
              facts.paidNow > 0
                ? [money(facts.paidNow), paidBy ? PAID_BY_TEXT[paidBy] : undefined].filter(Boolean).join(' ')
                : 'оплата не нужна',
          },
          ...(facts.later ? [{ label: 'Следующие платежи', value: facts.later }] : []),
        ]
      : payment === 'cash'
        ? [{ label: 'Оплата курьеру', value: `${money(facts.toPay)} наличными` }]
        : [];
  return [
    { label: 'Номер заказа', value: facts.hid },
    { label: 'Рацион', value: `${facts.line}, ${formatDays(facts.days)}` },
    ...paid,
    ...(facts.firstDate ? [{ label: 'Первая доставка', value: [facts.firstDate, facts.firstWindow].filter(Boolean).join(', ') }] : []),
    ...(facts.address ? [{ label: 'Адрес', value: facts.address }] : []),
    ...(facts.schedule ? [{ label: 'Доставки', value: facts.schedule }] : []),
  ];
}

/** A gift certificate's facts: its days and where it goes — the e-mail, or the courier's day, window and address. */
export function giftFacts(facts: { days: number | undefined; email: string | undefined; courier?: GiftCourier | undefined }): ResultFact[] {
  const { courier } = facts;
  return [
    ...(facts.days ? [{ label: 'Сертификат', value: `на ${formatDays(facts.days)}` }] : []),
    ...(courier
      ? [
          { label: 'Привезёт курьер', value: giftCourierWhen(courier.date, courier.window) },
          { label: 'Адрес', value: [courier.address, courier.flat ? `кв. ${courier.flat}` : undefined].filter(Boolean).join(', ') },
        ]
      : facts.email
        ? [{ label: 'Придёт на e-mail', value: facts.email }]
        : []),
  ];
}

/** The order in the cabinet (SingleOrder). */
export const cabinetOrderLink = (hid: string) => ({ label: 'Открыть заказ в личном кабинете', href: buildPath('SingleOrder', { hid }) });

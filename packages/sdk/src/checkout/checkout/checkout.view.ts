import type { IntervalOption, Order } from '../../api/schemas/order';
import { cardMaskText } from '../../domain/card-mask';
import type { Profile } from '../../api/schemas/profile';
import { CHECKOUT_VIEW_TEXTS as T } from '../../domain/checkout-texts';
import { CUSTOMIZABLE_MENU_TYPES, isMonthlySubscription, SUBSCRIPTION } from '../../domain/constants';
import { amountDueNow, orderInstalments, orderTotal } from '../../domain/instalments';
import {
  addDays,
  compareIso,
  dayOfMonth,
  deliveryWindowLabel,
  deliveryWindowType,
  formatDateWithWeekday,
  formatDayMonth,
  formatTimeRange,
  formatWeekday,
  formatWeekdayLong,
  weekdayIndex,
} from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { formatMoney } from '../../domain/money';
import { firstDelivery, hasFreeDelivery, isSubscriptionOrder, payButtonKind, type PaymentMethod } from './checkout.rules';

/**
 * The checkout's view strings, computed from the order (and the line's facts from the menu): the
 * connect function assembles them. Titles, never codes; DD.MM.YYYY and Russian weekdays, the week
 * from Monday; money through formatMoney (no-break spaces).
 */

/** The order's menu line as the menu describes it (`menuTypesData[type]`): its title and dishes a day. */
export interface LineFacts {
  title?: string | undefined;
  dishes?: number | undefined;
}

export interface PriceLine {
  label: string;
  value: string;
}

/** 'Рацион «Фит»' — the API's title of the line, else the spec's title of the code. */
export const orderTitle = (order: Pick<Order, 'menu_type'>, line: LineFacts | undefined): string =>
  T.lineTitle(menuTypeTitle(order.menu_type, line?.title));

/** order-funnel §2 benefits: free delivery (only when it is), customizable menu, support, dishes, subscription period, freeze limit. */
export function orderBenefits(order: Order, line: LineFacts | undefined): string[] {
  const freeze = order.clientSubscription?.subscription.freeze_days_limit;
  return [
    hasFreeDelivery(order) ? T.freeDelivery : T.paidDelivery(formatMoney(order.delivery_price, order.city_id)),
    ...((CUSTOMIZABLE_MENU_TYPES as readonly string[]).includes(order.menu_type) ? [T.customizableMenu] : []),
    T.support,
    ...(line?.dishes ? [T.dishesPerDay(line.dishes)] : []),
    // 'оплата частями' only when the order is paid so (`orderInstalments`): a pack of the subscription product is paid whole.
    ...(isSubscriptionOrder(order) && isMonthlySubscription(order.number_of_days) ? [T.monthlySubscription] : []),
    ...(orderInstalments(order).length > 1 ? [T.stageSubscription(order.number_of_days)] : []),
    ...(freeze ? [T.freezeLimit(freeze)] : []),
  ];
}

/** Drinks added to the order: how many and what one costs after the offer's discount. */
export interface DrinksLine {
  count: number;
  pricePerDrink: number;
}

/**
 * The summary's lines. Added drinks are their own line ('Напитки, 2 шт.'): the API counts them in
 * `menu_price`, so the ration's line is the menu price without them.
 */
export function priceLines(order: Order, drinks?: DrinksLine | undefined): PriceLine[] {
  const city = order.city_id;
  const promoSum = order.promocode_discounts.reduce((s, p) => s + p.discount_sum, 0);
  const minus = (sum: number) => `−${formatMoney(sum, city)}`;
  const drinksSum = drinks && drinks.count > 0 ? Math.min(order.menu_price, drinks.count * drinks.pricePerDrink) : 0;
  return [
    { label: 'Стоимость рациона', value: formatMoney(order.menu_price - drinksSum, city) },
    ...(drinksSum && drinks ? [{ label: T.drinksLine(drinks.count), value: formatMoney(drinksSum, city) }] : []),
    { label: 'Доставка', value: hasFreeDelivery(order) ? T.deliveryFree : formatMoney(order.delivery_price, city) },
    ...order.discounts.map((d) => ({ label: d.title, value: minus(d.sum) })),
    ...(order.discount_sum ? [{ label: 'Скидка', value: minus(order.discount_sum) }] : []),
    ...(order.bonuses_sum ? [{ label: 'Бонусы', value: minus(order.bonuses_sum) }] : []),
    ...(order.referralPayment?.sum ? [{ label: 'Реферальная скидка', value: minus(order.referralPayment.sum) }] : []),
    ...(promoSum ? [{ label: `Промокод ${order.promocode_discounts.map((p) => p.promocode).join(', ')}`, value: minus(promoSum) }] : []),
  ];
}

/**
 * What the order costs after every discount — what the price lines add up to (`orderTotal`). Before
 * payment the amount to pay (`deb_price`) is this, or for a subscription paid in stages its first
 * payment (`amountDueNow`); a paid order's `deb_price` is 0, so the result page says what was paid with this.
 */
export const priceTotal = (order: Order): number => orderTotal(order);

/** What the order's payment pays: its total, or a subscription's first payment (`amountDueNow`, the rule the sandbox prices `deb_price` with). */
export const firstPayment = (order: Order): number => amountDueNow(order);

/** The payments after the first, in words ('3 платежа по 7 450 ₽ за 5 дней: каждый спишем …'); undefined: paid at once. */
export function laterInstalmentsText(order: Order): string | undefined {
  const rest = orderInstalments(order).slice(1);
  if (rest.length === 0) return undefined;
  const groups: Array<{ count: number; amount: number; days: number }> = [];
  for (const p of rest) {
    const last = groups.at(-1);
    if (last && last.amount === p.amount && last.days === p.days) last.count += 1;
    else groups.push({ count: 1, amount: p.amount, days: p.days });
  }
  const texts = groups.map((g) => T.instalmentGroup(g.count, formatMoney(g.amount, order.city_id), g.days));
  return T.instalmentsLater(texts, SUBSCRIPTION.chargeDaysBefore);
}

/**
 * 'Оплата частями' in words (issue 30: the order said it and asked for the whole sum): what is paid
 * now, the payments after it and the whole total, from the one rule (`orderInstalments`); undefined
 * for an order paid at once.
 */
export function instalmentLines(order: Order): string[] | undefined {
  const first = orderInstalments(order)[0];
  const later = laterInstalmentsText(order);
  if (!first || !later) return undefined;
  return [
    T.instalmentNow(formatMoney(first.amount, order.city_id), first.days),
    T.instalmentsNext(later),
    T.instalmentsTotal(order.number_of_days, formatMoney(orderTotal(order), order.city_id)),
  ];
}

/** The deliveries by date: '3 доставки: 24 ноября, 26 ноября, 28 ноября' (none: undefined). */
export function deliverySchedule(order: Pick<Order, 'deliveries'> | undefined): string | undefined {
  const dates = [...new Set((order?.deliveries ?? []).map((d) => d.date))].sort();
  return dates.length ? T.schedule(dates.length, dates.map(formatDayMonth).join(', ')) : undefined;
}

/** One possible first delivery: a day and a window (the handlers send it by index). */
export interface DateOption {
  /** ISO date, for the event only (never shown). */
  date: string;
  from: string;
  to: string;
  type: 'morning' | 'evening';
  /** 'Вечер, 18:00–23:00'. */
  label: string;
  selected: boolean;
}

/** A window of a day: 'Утро' / 'Вечер' with its hours. */
export interface WindowChoice {
  /** Index in `options`. */
  index: number;
  label: string;
  time: string;
  selected: boolean;
}

/** A day of the delivery calendar (Monday-first weeks). */
export interface DayChoice {
  /** Index in `options` of the window this day is chosen with (the current window's type when the day has it). */
  index: number;
  /** 0 Monday … 6 Sunday: the calendar column. */
  column: number;
  /** '24' */
  day: string;
  /** 'вт' */
  weekday: string;
  /** 'вторник, 24 ноября' (the chip's accessible name). */
  label: string;
  /** 'вт, 24.11.2026' */
  dateText: string;
  selected: boolean;
  windows: WindowChoice[];
}

const windowLabel = (from: string, to: string, type: 'morning' | 'evening') => `${deliveryWindowLabel(type)}, ${formatTimeRange(from, to)}`;

/** The possible first deliveries (`deliveries/possible-dates`), plus the current one if missing. */
export function dateOptions(order: Order | undefined, dates: Record<string, IntervalOption[]>): DateOption[] {
  const delivery = firstDelivery(order);
  const current = delivery?.deliveryDate;
  const all: Record<string, IntervalOption[]> = { ...dates };
  if (delivery && current && !(all[delivery.date] ?? []).some((i) => i.from === current.timeFrom && i.to === current.timeTo)) {
    all[delivery.date] = [
      ...(all[delivery.date] ?? []),
      { from: current.timeFrom, to: current.timeTo, type: current.type, session: null, title: current.title ?? null },
    ];
  }
  return Object.keys(all)
    .sort()
    .flatMap((date) =>
      [...(all[date] ?? [])]
        .sort((a, b) => compareIso(a.from, b.from))
        .map((i) => {
          const type = deliveryWindowType({ type: i.type, timeFrom: i.from });
          const selected = delivery?.date === date && current?.timeFrom === i.from && current.timeTo === i.to;
          return { date, from: i.from, to: i.to, type, label: windowLabel(i.from, i.to, type), selected };
        }),
    );
}

/** The options as a Monday-first calendar of days, each with its windows. */
export function deliveryDays(options: readonly DateOption[], currentType: 'morning' | 'evening' | undefined): DayChoice[] {
  const byDate = new Map<string, number[]>();
  options.forEach((o, index) => byDate.set(o.date, [...(byDate.get(o.date) ?? []), index]));
  return [...byDate.entries()].map(([date, indices]) => {
    const windows = indices.map((index) => {
      const o = options[index] as DateOption;
      return { index, label: deliveryWindowLabel(o.type), time: formatTimeRange(o.from, o.to), selected: o.selected };
    });
    const sameType = indices.find((i) => options[i]?.type === currentType);
    return {
      index: sameType ?? (indices[0] as number),
      column: Math.max(0, weekdayIndex(date)),
      day: dayOfMonth(date),
      weekday: formatWeekday(date),
      label: `${formatWeekdayLong(date)}, ${formatDayMonth(date)}`,
      dateText: formatDateWithWeekday(date),
      selected: windows.some((w) => w.selected),
      windows,
    };
  });
}

/** The first delivery as text: 'вт, 24.11.2026' and 'Вечер, 18:00–23:00'. */
export function deliveryText(order: Order | undefined): { date: string | undefined; window: string | undefined } {
  const delivery = firstDelivery(order);
  const d = delivery?.deliveryDate;
  return {
    date: delivery ? formatDateWithWeekday(delivery.date) : undefined,
    window: d ? windowLabel(d.timeFrom, d.timeTo, d.type) : undefined,
  };
}

/** The delivery co=2 confirms (its deliveryIdH), else the first one. */
export const confirmedDelivery = (order: Order | undefined, deliveryIdH: string | undefined) =>
  order?.deliveries.find((d) => d.id_H === deliveryIdH) ?? firstDelivery(order);

/** 'вт, 24.11.2026, Вечер, 18:00–23:00' for the confirmation modes. */
export function confirmedWindowText(order: Order | undefined, deliveryIdH: string | undefined): string | undefined {
  const delivery = confirmedDelivery(order, deliveryIdH);
  const d = delivery?.deliveryDate;
  return delivery && d ? `${formatDateWithWeekday(delivery.date)}, ${windowLabel(d.timeFrom, d.timeTo, d.type)}` : undefined;
}

/** co=2's title: today's, tomorrow's, or the day's own date (`today`: the service's ISO date when the order loaded). */
export function deliveryConfirmationTitle(deliveryDate: string | undefined, today: string | undefined): string {
  if (!deliveryDate || !today) return T.confirmToday;
  if (deliveryDate === today) return T.confirmToday;
  if (deliveryDate === addDays(today, 1)) return T.confirmTomorrow;
  return T.confirmOn(deliveryDate);
}

export { cardMaskText };

export { savedCardLabel } from '../payment/saved-card';

/** 'Сохранённой внешней картой •••• 4444' (order-funnel §1: saved external card). */
export const externalCardLabel = (profile: Pick<Profile, 'externalCards'> | undefined): string =>
  T.externalCard(cardMaskText(profile?.externalCards?.[0]?.mask));

/** 'Оплатить 9 540 ₽', or 'Оформить заказ' for cash to the courier and orders with nothing left to pay. */
export function payLabel(order: Order | undefined, method: PaymentMethod | undefined): string {
  if (!order) return T.placeOrder;
  return payButtonKind(method, order.deb_price) === 'place' ? T.placeOrder : T.payAmount(formatMoney(order.deb_price, order.city_id));
}

import { cardMaskText } from '../../domain/card-mask';
import { formatDays, formatMoney } from '../../domain/money';
import { SUBSCRIBE_TEXTS as T } from '../../domain/subscribe-texts';
import { buildPath } from '../../routing/match';
import { compareIso } from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { chargedCard, subscriptionFromOrder } from './subscribe-from-order.rules';
import { planOfferedBy } from './subscribe.rules';
import type { SubscribeContext } from './subscribe.types';

/** An order a subscription can be made from: it names its order (line, days, dates, number). */
export interface FromOrderView {
  hid: string;
  /** 'Фит, 6 дней'. */
  title: string;
  /** 'Доставки с 29.11.2026 по 03.12.2026'. */
  datesText: string | undefined;
  /** 'Заказ № lk-custom'. */
  numberText: string;
  planText: string;
  ruleText: string;
  /** offer; asking (its dialog is open); busy (being made); done. */
  state: 'offer' | 'asking' | 'busy' | 'done';
  error: string | undefined;
}

/** The confirmation before a recurring commitment is made: price, schedule and the card charged. */
export interface FromOrderConfirmView {
  hid: string;
  title: string;
  /** 'Фит, 6 дней · Заказ № lk-custom'. */
  orderText: string;
  planText: string;
  ruleText: string;
  /** '9 063 ₽ каждые 6 дней'. */
  priceText: string;
  /** 'Первое списание 30.11.2026 — за 3 дня до доставки 03.12.2026, первой после этого заказа'. */
  scheduleText: string;
  reminderText: string;
  /** 'Спишем с карты •••• 4242', or why it cannot be made without a card. */
  cardText: string;
  noCard: boolean;
  /** Where a card is added (settings, cards). */
  cardsPath: string;
  canConfirm: boolean;
  busy: boolean;
  error: string | undefined;
  labels: { price: string; schedule: string; card: string; confirm: string; cancel: string };
}

/**
 * The orders offered for a subscription (those `planOfferedBy` offers: not already a subscription's
 * order, ready, not cancelled) and the open confirmation. `today` is the service's day.
 */
export function fromOrdersView(
  c: SubscribeContext,
  flags: { asking: boolean; busy: boolean },
  today: string,
  planRuleText: (days: number) => string,
): { fromOrders: FromOrderView[]; fromOrderConfirm: FromOrderConfirmView | undefined } {
  let confirm: FromOrderConfirmView | undefined;
  const fromOrders = c.orders.flatMap((order): FromOrderView[] => {
    const done = c.fromOrders[order.id_H];
    const plan = done ? undefined : planOfferedBy(order, c.menu.subscriptions, c.subscriptions);
    const days = done?.meal_days_count ?? plan?.meal_days_count;
    if (days === undefined) return [];
    // The line's own name ('Дейли'), whatever catalogue the page loaded (issue 31: cards read only '6 дней').
    const menuTitle = c.menu.menuTypesData[order.menu_type]?.title ?? menuTypeTitle(order.menu_type, order.menu_type_title);
    const title = T.fromOrderTitle(menuTitle, order.number_of_days).replace(/^, /, '');
    const dates = order.deliveries
      .filter((d) => d.state !== 'canceled')
      .map((d) => d.date)
      .sort(compareIso);
    const mine = c.fromOrderId === order.id_H;
    const error = c.fromOrderError?.orderId_H === order.id_H ? c.fromOrderError.message : undefined;
    const view: FromOrderView = {
      hid: order.id_H,
      title,
      datesText: dates.length > 0 ? T.fromOrderDates(dates[0] ?? '', dates.at(-1) ?? '') : undefined,
      numberText: T.fromOrderNumber(order.id_H),
      planText: T.fromOrderPlan(days),
      ruleText: planRuleText(days),
      state: done ? 'done' : mine && flags.busy ? 'busy' : mine && flags.asking ? 'asking' : 'offer',
      error: flags.asking && mine ? undefined : error,
    };
    if (mine && plan && (flags.asking || flags.busy)) {
      const terms = subscriptionFromOrder(order, plan, today);
      const card = chargedCard(c.cards);
      const mask = card ? cardMaskText(card.mask) : undefined;
      confirm = {
        hid: order.id_H,
        title: T.confirmTitle,
        orderText: `${title} · ${view.numberText}`,
        planText: view.planText,
        ruleText: view.ruleText,
        priceText: T.confirmPrice(formatMoney(terms.paymentAmount, order.city_id), formatDays(terms.paymentEveryDays)),
        scheduleText: T.confirmSchedule(terms.firstCharge, terms.firstDelivery),
        reminderText: T.confirmReminder(terms.firstReminder),
        cardText: mask ? T.confirmCard(mask) : T.confirmNoCard,
        noCard: !card,
        cardsPath: buildPath('DashboardSettingsCards'),
        canConfirm: Boolean(card) && flags.asking,
        busy: flags.busy,
        error,
        labels: {
          price: T.priceLabel,
          schedule: T.scheduleLabel,
          card: T.cardLabel,
          confirm: flags.busy ? T.confirmSubmitting : T.confirmSubmit,
          cancel: T.confirmCancel,
        },
      };
    }
    return [view];
  });
  return { fromOrders, fromOrderConfirm: confirm };
}

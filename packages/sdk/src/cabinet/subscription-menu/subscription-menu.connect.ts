import type { SnapshotFrom } from 'xstate';
import { formatDateWithWeekday, formatDeliveryWindow, todayIso } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { SUBSCRIPTION_MENU_TEXTS } from '../../domain/subscription-pages-texts';
import { buildPath } from '../../routing/match';
import { orderCard } from '../orders-list/orders-list.connect';
import type { OrderStatus } from '../orders-list/orders-list.rules';
import { subscriptionCard } from '../subscriptions/subscriptions.connect';
import type { SubscriptionState } from '../subscriptions/subscriptions.rules';
import type { subscriptionMenuMachine } from './subscription-menu.machine';
import { canRateDelivery, comingDeliveries, menuDay } from './subscription-menu.rules';
import type { SubscriptionMenuEntry, SubscriptionMenuEvent, SubscriptionMenuOrder } from './subscription-menu.types';
import { loadStatus } from '../../shared/loadable';

export type SubscriptionMenuSnapshot = SnapshotFrom<typeof subscriptionMenuMachine>;

/** A coming delivery: 'чт, 26.11.2026', 'Утро, 07:00–12:00'. */
export interface SubscriptionMenuDeliveryView {
  id: string;
  dateText: string;
  windowText: string;
}

/** A dish of the shown day: its meal ('Завтрак') and title. */
export interface SubscriptionMenuDishView {
  id: string;
  mealText: string | undefined;
  title: string;
}

/** One order of the subscription: every string ready to render. */
export interface SubscriptionMenuOrderView {
  id: string;
  /** 'Баланс, 6 дней': the menu line's title, never its code. */
  title: string;
  status: OrderStatus;
  /** 'Оплачен', 'Оплачен частично', 'Ожидает оплаты', 'Формируется'. */
  statusText: string;
  /** Paid in part (the order card's): 'Оплачено 313 руб. из 1 253 руб.' and the next payment's day. */
  paidText: string | undefined;
  nextPaymentText: string | undefined;
  /** 'Оплатить 11 940 ₽' (NBSP) and its path `menu/fastpay/{hid}`, only for an order awaiting payment. */
  pay: { text: string; path: string } | undefined;
  /** `rates/{hid}`, once something of the order was delivered. */
  ratePath: string | undefined;
  /** The order's page. */
  detailPath: string;
  deliveries: SubscriptionMenuDeliveryView[];
  /** 'Меню на 25.11.2026', when the order has dishes from today on. */
  dishesTitle: string | undefined;
  dishes: SubscriptionMenuDishView[];
}

export interface SubscriptionMenuSectionView {
  id: string;
  /** 'Подписка 24'. */
  title: string;
  /** 'Фит'. */
  menuTitle: string;
  state: SubscriptionState['kind'];
  /** 'Активна', 'Заморожена'. */
  stateText: string;
  /** 'Заморожена с … по …', when frozen. */
  stateDetail: string | undefined;
  orders: SubscriptionMenuOrderView[];
}

export interface SubscriptionMenuView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The error's text ('Не удалось загрузить меню подписки' or the server's). */
  error: string | undefined;
  /** A RELOAD is under way (the last menu stays on screen). */
  refreshing: boolean;
  sections: SubscriptionMenuSectionView[];
  texts: typeof SUBSCRIPTION_MENU_TEXTS & { retry: string };
  /** Where 'Оформить подписку' leads (the cabinet's subscribe page). */
  subscribePath: string;
}

export interface SubscriptionMenuOptions {
  /** "Now" for the coming deliveries and the menu's day (the clock port); the wall clock by default. */
  nowMs?: number | undefined;
}

export interface SubscriptionMenuHandlers {
  retry: () => void;
  reload: () => void;
}

function orderView({ order, dishes }: SubscriptionMenuOrder, today: string, nowMs: number): SubscriptionMenuOrderView {
  const card = orderCard(order, { nowMs });
  const day = menuDay(dishes, today);
  return {
    id: order.id_H,
    title: SUBSCRIPTION_MENU_TEXTS.order(card.title, card.daysText),
    status: card.status,
    statusText: card.statusText,
    paidText: card.paidText,
    nextPaymentText: card.nextPaymentText,
    pay: card.canPay
      ? {
          text: `${SUBSCRIPTION_MENU_TEXTS.pay} ${card.toPayText ?? card.priceText}`,
          path: buildPath('DashboardSubscriptionsFastpay', { hid: order.id_H }),
        }
      : undefined,
    ratePath: canRateDelivery(order) ? buildPath('DashboardSubscriptionsRates', { hid: order.id_H }) : undefined,
    detailPath: card.links.detail,
    deliveries: comingDeliveries(order, today).map((d) => ({
      id: d.id_H,
      dateText: formatDateWithWeekday(d.date),
      windowText: formatDeliveryWindow({ type: d.deliveryDate?.type, timeFrom: d.deliveryDate?.timeFrom, timeTo: d.deliveryDate?.timeTo }),
    })),
    dishesTitle: day ? SUBSCRIPTION_MENU_TEXTS.dishesTitle(day.date) : undefined,
    dishes: (day?.packs ?? []).map((p, i) => ({ id: `${p.id}-${i}`, mealText: p.mealType ?? undefined, title: p.title })),
  };
}

function sectionView(entry: SubscriptionMenuEntry, today: string, nowMs: number): SubscriptionMenuSectionView {
  const card = subscriptionCard(entry.subscription, today);
  return {
    id: card.id,
    title: card.title,
    menuTitle: card.menuTitle,
    state: card.state,
    stateText: card.stateText,
    stateDetail: card.stateDetail,
    orders: entry.orders.map((o) => orderView(o, today, nowMs)),
  };
}

export function subscriptionMenuView(snapshot: SubscriptionMenuSnapshot, options: SubscriptionMenuOptions = {}): SubscriptionMenuView {
  const nowMs = options.nowMs ?? Date.now();
  const today = todayIso(nowMs);
  const status = loadStatus(snapshot) ?? (snapshot.context.entries.length === 0 ? 'empty' : 'ready');
  return {
    status,
    error: status === 'error' ? snapshot.context.error : undefined,
    refreshing: snapshot.hasTag('refreshing'),
    sections: status === 'ready' ? snapshot.context.entries.map((e) => sectionView(e, today, nowMs)) : [],
    texts: { ...SUBSCRIPTION_MENU_TEXTS, retry: RETRY },
    subscribePath: buildPath('DashboardSubscribe'),
  };
}

/** The menu's model and its handlers. */
export function connectSubscriptionMenu(
  snapshot: SubscriptionMenuSnapshot,
  send: (event: SubscriptionMenuEvent) => void,
  options: SubscriptionMenuOptions = {},
): SubscriptionMenuView & SubscriptionMenuHandlers {
  return {
    ...subscriptionMenuView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
  };
}

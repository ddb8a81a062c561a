import type { SnapshotFrom } from 'xstate';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { DELIVERY_TEXTS, formatPersons, ORDER_TEXTS, orderNextPaymentText, orderPaidText } from '../../domain/cabinet-texts';
import { formatAddressLine } from '../../domain/address';
import { formatDateWithWeekday, formatDeliveryWindow, todayIso } from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { RETRY } from '../../domain/messages';
import { formatDays, formatMoney } from '../../domain/money';
import { orderPath } from '../../routing/order-paths';
import { canChangeDishes } from '../../domain/customization';
import type { ordersListMachine } from './orders-list.machine';
import { eatingPauseDays, orderPayment, showsWhatsNew } from '../../domain/order-status';
import { lastDeliveryDate, nextDelivery, type OrderStatus } from './orders-list.rules';
import type { OrdersListEvent } from './orders-list.types';
import { loadStatus } from '../../shared/loadable';

export type OrdersListSnapshot = SnapshotFrom<typeof ordersListMachine>;

export interface OrderLinks {
  /** The order's page (desktop `SingleOrder`, smartphone `NewDashboardOrder`). */
  detail: string;
  /** Its deliveries (`DashboardOrderDeliveries` / `NewDashboardOrderDeliveries`). */
  deliveries: string;
  /** Pay: `fastpay/{hid}` (the existing payment machines); only when `canPay`. */
  pay: string | undefined;
  /** 'Изменить блюда': the order's dishes changed in the cabinet (`/dashboard/order/{hid}/packs`), when `canChangeDishes` (issue 31). */
  dishes?: string | undefined;
}

export interface NextDeliveryView {
  /** 'ср, 25.11.2026'. */
  dateText: string;
  /** 'Вечер, 18:00–23:00'. */
  windowText: string;
  addressText: string | undefined;
  confirmed: boolean;
}

/** One order card: every string ready to render. */
export interface OrderCardView {
  id: string;
  /** The menu line's title ('Фит'), never its code. */
  title: string;
  /** '6 дней'. */
  daysText: string;
  /** '1 персона'. */
  personsText: string;
  /** '9 540 ₽' (NBSP, never wraps): the order's price after its discounts (`orderPayment`'s total). */
  priceText: string;
  /** What is left to pay ('11 940 ₽'), when something is. */
  toPayText: string | undefined;
  status: OrderStatus;
  /** 'Оплачен', 'Оплачен частично', 'Ожидает оплаты', 'Формируется'. */
  statusText: string;
  /** Paid in part: 'Оплачено 313 руб. из 1 253 руб.'. */
  paidText: string | undefined;
  /** Paid in part: 'Следующий платёж — 313 руб., спишем 06.12.2026'. */
  nextPaymentText: string | undefined;
  canPay: boolean;
  next: NextDeliveryView | undefined;
  /** 'Доставок больше не запланировано' when there is no next delivery. */
  nextText: string;
  links: OrderLinks;
}

export interface OrdersListView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  /** The error's text ('Не удалось загрузить заказы' or the server's). */
  error: string | undefined;
  cards: OrderCardView[];
  texts: { title: string; empty: string; loading: string; retry: string; newOrder: string };
  /** Where 'Оформить новый заказ' leads. */
  newOrderPath: string;
  /** §4 eating pause: days since the last delivery minus 2. */
  eatingPauseDays: number;
  /** §4: the what-is-new block's line from a pause of 10 days, else undefined. */
  whatsNew: string | undefined;
}

export interface OrdersListOptions {
  /** The smartphone dashboard's links (/new-dashboard/…). */
  smartphone?: boolean | undefined;
  /** "Now" for the next delivery (the clock port); the wall clock by default. */
  nowMs?: number | undefined;
  /** The storefront's brand: the wowfood variant hides the packs page (and so 'Изменить блюда'). */
  brand?: string | undefined;
  /** The profile's `last_actual_delivery_date`, when the screen has it (else the orders' last delivered one). */
  lastDeliveryDate?: string | null | undefined;
}

const STATUS_TEXT: Record<OrderStatus, string> = {
  paid: ORDER_TEXTS.statusPaid,
  paidInPart: ORDER_TEXTS.statusPaidInPart,
  awaitingPayment: ORDER_TEXTS.statusAwaitingPayment,
  unformed: ORDER_TEXTS.statusUnformed,
};

export function orderLinks(hid: string, smartphone = false, payable = true): OrderLinks {
  return {
    detail: smartphone ? orderPath('NewDashboardOrder', { orderId: hid }) : orderPath('SingleOrder', { hid }),
    deliveries: smartphone ? orderPath('NewDashboardOrderDeliveries', { orderId: hid }) : orderPath('DashboardOrderDeliveries', { hid }),
    pay: payable ? orderPath('DashboardOrderFastpay', { hid }) : undefined,
  };
}

/** One order's card (also used by the order detail's header). */
export function orderCard(order: CabinetOrder, options: OrdersListOptions = {}): OrderCardView {
  const now = options.nowMs ?? Date.now();
  const today = todayIso(now);
  const payment = orderPayment(order, today);
  const { status } = payment;
  // `canPay`: only an order awaiting payment.
  const payable = status === 'awaitingPayment';
  const money = (amount: number) => formatMoney(amount, order.city_id);
  const next = nextDelivery(order, today);
  const window = next?.deliveryDate;
  return {
    id: order.id_H,
    title: menuTypeTitle(order.menu_type, order.menu_type_title),
    daysText: formatDays(order.number_of_days),
    personsText: formatPersons(order.numberOfPersons),
    priceText: money(payment.total),
    toPayText: order.deb_price > 0 ? money(order.deb_price) : undefined,
    status,
    statusText: STATUS_TEXT[status],
    paidText: payment.next && orderPaidText(money(payment.paid ?? 0), money(payment.total)),
    nextPaymentText: payment.next && orderNextPaymentText(money(payment.next.amount), payment.next.charge),
    canPay: payable,
    next: next
      ? {
          dateText: formatDateWithWeekday(next.date),
          windowText: formatDeliveryWindow({ type: window?.type, timeFrom: window?.timeFrom, timeTo: window?.timeTo }),
          addressText: next.clientAddress ? formatAddressLine(next.clientAddress, order.city_id) || undefined : undefined,
          confirmed: next.isConfirmed,
        }
      : undefined,
    nextText: next ? ORDER_TEXTS.nextDelivery : ORDER_TEXTS.noNextDelivery,
    links: {
      ...orderLinks(order.id_H, options.smartphone ?? false, payable),
      dishes: canChangeDishes(order, options.brand) ? orderPath('OrderPacks', { hid: order.id_H }) : undefined,
    },
  };
}

export function ordersListView(snapshot: OrdersListSnapshot, options: OrdersListOptions = {}): OrdersListView {
  const { context } = snapshot;
  const now = options.nowMs ?? Date.now();
  const last = lastDeliveryDate(context.orders, options.lastDeliveryDate);
  const status = loadStatus(snapshot) ?? (snapshot.matches({ ready: 'empty' }) ? 'empty' : 'ready');
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    cards: status === 'ready' ? context.orders.map((o) => orderCard(o, options)) : [],
    texts: {
      title: ORDER_TEXTS.listTitle,
      empty: ORDER_TEXTS.empty,
      loading: ORDER_TEXTS.loading,
      retry: RETRY,
      newOrder: ORDER_TEXTS.newOrder,
    },
    newOrderPath: options.smartphone ? orderPath('NewDashboardNewOrder') : orderPath('DashboardNewOrder'),
    eatingPauseDays: eatingPauseDays(last, now),
    whatsNew: showsWhatsNew(last, now) ? DELIVERY_TEXTS.whatsNew : undefined,
  };
}

export interface OrdersListHandlers {
  retry: () => void;
  reload: () => void;
  /** §4 change one by id_H. */
  changeOrder: (order: CabinetOrder) => void;
  /** §4 remove one by id_H. */
  removeOrder: (id_H: string) => void;
}

/** The list's model and its handlers. */
export function connectOrdersList(
  snapshot: OrdersListSnapshot,
  send: (event: OrdersListEvent) => void,
  options: OrdersListOptions = {},
): OrdersListView & OrdersListHandlers {
  return {
    ...ordersListView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    changeOrder: (order) => send({ type: 'ORDER.CHANGE', order }),
    removeOrder: (id_H) => send({ type: 'ORDER.REMOVE', id_H }),
  };
}

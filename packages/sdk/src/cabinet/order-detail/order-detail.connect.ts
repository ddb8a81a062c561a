import type { SnapshotFrom } from 'xstate';
import type { CabinetOrder } from '../../api/schemas/cabinet';
import { ORDER_TEXTS } from '../../domain/cabinet-texts';
import { formatDateWithWeekday, todayIso } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { formatCount, formatMoney, formatUnit } from '../../domain/money';
import { buildPath } from '../../routing/match';
import { orderCard, type OrderCardView } from '../orders-list/orders-list.connect';
import { deliveryStateText } from '../../domain/delivery-state';
import { deliveryRows, type DeliveryRowView } from './delivery-rows';
import { longateAvailable, orderPayment } from '../../domain/order-status';
import type { orderDetailMachine } from './order-detail.machine';
import {
  autolongationAvailable,
  autolongationEnabled,
  cancelAvailable,
  canAddDrinks,
  canDropDrinks,
  planChangeAvailable,
} from './order-detail.rules';
import type { OrderDetailEvent } from './order-detail.types';
import { loadStatus } from '../../shared/loadable';

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export interface OrderPriceLine {
  label: string;
  /** '9 540 ₽', '−954 ₽', 'Бесплатно'. */
  value: string;
}

export interface OrderDetailView {
  status: 'loading' | 'error' | 'ready' | 'cancelled';
  error: string | undefined;
  /** The card facts (title, days, persons, price, status, pay link). */
  card: OrderCardView | undefined;
  priceLines: OrderPriceLine[];
  /** Dishes by day, or `noDishesText` when the order has none yet. */
  dishes: Array<{
    date: string;
    dateText: string;
    items: Array<{ title: string; mealType: string | undefined; kcalText: string | undefined }>;
  }>;
  noDishesText: string | undefined;
  deliveries: DeliveryRowView[];
  autolongation: { available: boolean; enabled: boolean; label: string; hint: string };
  /** 'Продлить': an unformed longation order leads into the extension flow (`/dashboard/order/{hid}/longate`). */
  longate: { available: boolean; href: string; label: string };
  drinks: { canAdd: boolean; canDrop: boolean; countText: string | undefined; priceText: string | undefined };
  plans: { available: boolean; options: Array<{ id: number; title: string; priceText: string; current: boolean }> };
  options: Array<{ id: string; title: string; priceText: string; added: boolean }>;
  /** The confirm task ('Подтверждать по СМС за день до доставки') or 'Не выбрано'; it is changed on a delivery's page. */
  confirmTaskText: string;
  cancel: {
    available: boolean;
    open: boolean;
    loading: boolean;
    /** The reasons could not be loaded (retry). */
    failed: boolean;
    reasons: Array<{ id: string; title: string; selected: boolean }>;
    commentVisible: boolean;
    comment: string;
    error: string | undefined;
    submitting: boolean;
  };
  /** An action is running: its buttons are disabled. */
  busy: boolean;
  actionError: string | undefined;
  texts: typeof ORDER_TEXTS & { retry: string };
}

export interface OrderDetailOptions {
  smartphone?: boolean | undefined;
  nowMs?: number | undefined;
}

export { deliveryStateText };
export { deliveryRows, type DeliveryRowView };

/** '2 напитка'. */
const formatDrinks = (n: number): string => formatCount(n, ['напиток', 'напитка', 'напитков']);

/**
 * The order's price: its menu and delivery, every discount in one line (the order's discounts,
 * promo codes and referral payment, as `orderTotal` takes them), bonuses, then what is to pay; an
 * order paid in part (`orderPayment`) says its total, what is paid and what is left instead of
 * 'К оплате 0'.
 */
export function priceLines(order: CabinetOrder, today: string): OrderPriceLine[] {
  const money = (n: number) => formatMoney(n, order.city_id);
  const lines: OrderPriceLine[] = [{ label: ORDER_TEXTS.menuPrice, value: money(order.menu_price) }];
  lines.push({ label: ORDER_TEXTS.deliveryPrice, value: order.delivery_price > 0 ? money(order.delivery_price) : ORDER_TEXTS.free });
  const discount =
    order.discount_sum +
    order.promocode_discounts.reduce((sum, p) => sum + p.discount_sum, 0) +
    order.discounts.reduce((sum, d) => sum + d.sum, 0) +
    (order.referralPayment?.sum ?? 0);
  if (discount > 0) lines.push({ label: ORDER_TEXTS.discount, value: `−${money(discount)}` });
  if (order.bonuses_sum > 0) lines.push({ label: ORDER_TEXTS.bonuses, value: `−${money(order.bonuses_sum)}` });
  const payment = orderPayment(order, today);
  if (payment.paid === undefined) return [...lines, { label: ORDER_TEXTS.toPay, value: money(order.deb_price) }];
  return [
    ...lines,
    { label: ORDER_TEXTS.total, value: money(payment.total) },
    { label: ORDER_TEXTS.paid, value: money(payment.paid) },
    { label: ORDER_TEXTS.left, value: money(payment.total - payment.paid) },
  ];
}

export function orderDetailView(snapshot: OrderDetailSnapshot, options: OrderDetailOptions = {}): OrderDetailView {
  const { context } = snapshot;
  const { order, drinks } = context;
  const status = loadStatus(snapshot) ?? (snapshot.matches('cancelled') ? 'cancelled' : 'ready');
  const inCancel = snapshot.hasTag('open');
  const selected = context.reasons.find((r) => r.id === context.reasonId);
  return {
    status,
    error: status === 'error' ? context.loadError : undefined,
    card: order ? orderCard(order, { ...options, brand: context.brand }) : undefined,
    priceLines: order ? priceLines(order, todayIso(options.nowMs ?? Date.now())) : [],
    dishes: context.packs.map((day) => ({
      date: day.date,
      dateText: formatDateWithWeekday(day.date),
      items: day.packs.map((p) => ({
        title: p.title,
        mealType: p.mealType ?? undefined,
        kcalText: p.kcal ? formatUnit(p.kcal, 'ккал') : undefined,
      })),
    })),
    noDishesText: order && context.packs.length === 0 ? ORDER_TEXTS.noDishes : undefined,
    deliveries: order ? deliveryRows(order, options.smartphone ?? false) : [],
    autolongation: {
      available: autolongationAvailable(order),
      enabled: autolongationEnabled(order),
      label: ORDER_TEXTS.autolongation,
      hint: ORDER_TEXTS.autolongationHint,
    },
    longate: {
      available: status === 'ready' && longateAvailable(order),
      href: buildPath('DashboardLongate', { hid: context.hid }),
      label: 'Продлить',
    },
    drinks: {
      canAdd: canAddDrinks(drinks),
      canDrop: canDropDrinks(drinks),
      countText: drinks && drinks.alreadyAddedCount > 0 ? formatDrinks(drinks.alreadyAddedCount) : undefined,
      priceText: drinks && order ? formatMoney(drinks.price - drinks.drinksOfferDiscountPerDrink, order.city_id) : undefined,
    },
    plans: {
      available: planChangeAvailable(order, context.brand),
      options: (order?.pricePlans ?? []).map((p) => ({
        id: p.id,
        title: p.title ?? `${p.mealDays}`,
        // The plans are the order's: listed only with it, in its city's money.
        priceText: order ? formatMoney(p.price, order.city_id) : '',
        current: p.id === order?.price_plan_id,
      })),
    },
    options: (order?.deliveryOptions ?? []).map((o) => ({
      id: o.id_H,
      title: o.title,
      priceText: o.price <= 0 ? ORDER_TEXTS.free : order ? formatMoney(o.price, order.city_id) : '',
      added: o.added,
    })),
    confirmTaskText: order?.confirmTask?.title ?? ORDER_TEXTS.confirmTaskOff,
    cancel: {
      available: cancelAvailable(order) && status === 'ready',
      open: inCancel,
      loading: snapshot.matches({ ready: { cancel: 'loadingReasons' } }),
      failed: snapshot.hasTag('failed'),
      reasons: context.reasons.map((r) => ({ id: String(r.id), title: r.title, selected: r.id === context.reasonId })),
      commentVisible: selected?.withComment === true,
      comment: context.comment,
      error: inCancel ? context.cancelError : undefined,
      submitting: snapshot.hasTag('submitting'),
    },
    busy: status === 'ready' && snapshot.hasTag('busy'),
    actionError: context.actionError,
    texts: { ...ORDER_TEXTS, retry: RETRY },
  };
}

export interface OrderDetailHandlers {
  retry: () => void;
  reload: () => void;
  toggleAutolongation: () => void;
  addDrinks: (count?: number) => void;
  dropDrinks: () => void;
  changePlan: (planId: number) => void;
  addOption: (optionId: string) => void;
  recall: () => void;
  openCancel: () => void;
  /** A reason's id as the view gives it (a string). */
  chooseReason: (id: string) => void;
  changeComment: (value: string) => void;
  submitCancel: () => void;
  closeCancel: () => void;
}

/** The order page's model and its handlers. */
export function connectOrderDetail(
  snapshot: OrderDetailSnapshot,
  send: (event: OrderDetailEvent) => void,
  options: OrderDetailOptions = {},
): OrderDetailView & OrderDetailHandlers {
  const reasonById = (id: string) => snapshot.context.reasons.find((r) => String(r.id) === id)?.id;
  return {
    ...orderDetailView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    toggleAutolongation: () => send({ type: 'AUTOLONGATION.TOGGLE' }),
    addDrinks: (count = 1) => send({ type: 'DRINKS.ADD', count }),
    dropDrinks: () => send({ type: 'DRINKS.DROP' }),
    changePlan: (planId) => send({ type: 'PLAN.CHANGE', planId }),
    addOption: (optionId) => send({ type: 'OPTION.ADD', optionId }),
    recall: () => send({ type: 'RECALL' }),
    openCancel: () => send({ type: 'CANCEL.OPEN' }),
    chooseReason: (id) => {
      const reason = reasonById(id);
      if (reason !== undefined) send({ type: 'CANCEL.REASON', id: reason });
    },
    changeComment: (value) => send({ type: 'CANCEL.COMMENT', value }),
    submitCancel: () => send({ type: 'CANCEL.SUBMIT' }),
    closeCancel: () => send({ type: 'CANCEL.CLOSE' }),
  };
}

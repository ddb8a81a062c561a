import type { SnapshotFrom } from 'xstate';
import { formatAddressLine } from '../../domain/address';
import {
  addDays,
  compareIso,
  formatDate,
  formatDateWithWeekday,
  formatDeliveryWindow,
  formatWeekdayLong,
  todayIso,
} from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { formatMoney } from '../../domain/money';
import { WEEK_TEXTS } from '../../domain/week-texts';
import { buildPath } from '../../routing/match';
import { nextCharge } from '../subscriptions/subscriptions.rules';
import type { WeekOverviewEvent, weekOverviewMachine } from './week-overview.machine';
import { loadStatus } from '../../shared/loadable';

export type WeekOverviewSnapshot = SnapshotFrom<typeof weekOverviewMachine>;

/** The overview's span: today and the next 7 days (ours). */
export const WEEK_OVERVIEW_DAYS = 7;
/** The week grid's days: today and the next 6 (ours). */
export const WEEK_GRID_DAYS = 7;

export interface WeekDeliveryView {
  id: string;
  /** ISO date. */
  date: string;
  /** 'чт, 03.12.2026'. */
  dateText: string;
  /** 'Вечер, 18:00–23:00'. */
  windowText: string;
  addressText: string | undefined;
  /** The order's line, 'Фит'. */
  lineText: string;
  /** The delivery's page. */
  path: string;
}

export interface WeekChargeView {
  id: string;
  /** ISO date. */
  date: string;
  /** '02.12.2026'. */
  dateText: string;
  /** '9 063 ₽ — Подписка 24'. */
  text: string;
}

/** One day of the week grid: its deliveries and the charges made that day. */
export interface WeekDayView {
  date: string;
  /** 'чт, 03.12.2026'. */
  dateText: string;
  /** The day's name for a screen reader: 'Сегодня, чт, 03.12.2026', else 'пятница, 04.12.2026'. */
  label: string;
  today: boolean;
  deliveries: WeekDeliveryView[];
  charges: WeekChargeView[];
  /** 'Доставки нет' on a day with neither. */
  emptyText: string | undefined;
}

export interface WeekOverviewView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  refreshing: boolean;
  deliveries: WeekDeliveryView[];
  charges: WeekChargeView[];
  /** The week grid (issue 31): today and the next 6 days, each with its deliveries and charges. */
  days: WeekDayView[];
  newOrderPath: string;
  texts: typeof WEEK_TEXTS;
}

export interface WeekOverviewOptions {
  nowMs?: number | undefined;
  smartphone?: boolean | undefined;
}

/** The coming week: planned deliveries of the active orders and the next charge of each running subscription, by date. */
export function weekOverviewView(snapshot: WeekOverviewSnapshot, options: WeekOverviewOptions = {}): WeekOverviewView {
  const { context } = snapshot;
  const today = todayIso(options.nowMs ?? Date.now());
  const until = addDays(today, WEEK_OVERVIEW_DAYS);
  const deliveries = (context.orders ?? [])
    .filter((o) => !o.is_canceled)
    .flatMap((order) =>
      order.deliveries.filter((d) => d.state === 'planned' && d.date >= today && d.date <= until).map((d) => ({ order, d })),
    )
    .sort((a, b) => compareIso(a.d.date, b.d.date))
    .map(({ order, d }): WeekDeliveryView => ({
      id: d.id_H,
      date: d.date,
      dateText: formatDateWithWeekday(d.date),
      windowText: formatDeliveryWindow({ type: d.deliveryDate?.type, timeFrom: d.deliveryDate?.timeFrom, timeTo: d.deliveryDate?.timeTo }),
      addressText: d.clientAddress ? formatAddressLine(d.clientAddress, order.city_id) || undefined : undefined,
      lineText: menuTypeTitle(order.menu_type, order.menu_type_title),
      path: options.smartphone
        ? buildPath('NewDashboardOrderDeliveries', { orderId: order.id_H, deliveryId: d.id_H })
        : buildPath('DashboardOrderDeliveries', { hid: order.id_H, deliveryId: d.id_H }),
    }));
  const charges = context.subscriptions
    .flatMap((sub) => {
      const plan = nextCharge(sub, today);
      return plan ? [{ sub, plan }] : [];
    })
    .sort((a, b) => compareIso(a.plan.charge, b.plan.charge))
    .map(({ sub, plan }): WeekChargeView => ({
      id: sub.clientSubscriptionId_H,
      date: plan.charge,
      dateText: formatDate(plan.charge),
      text: WEEK_TEXTS.charge(sub.paymentAmount ? formatMoney(sub.paymentAmount, sub.city_id) : undefined, sub.title ?? ''),
    }));
  const days = Array.from({ length: WEEK_GRID_DAYS }, (_, at): WeekDayView => {
    const date = addDays(today, at);
    const onDay = deliveries.filter((d) => d.date === date);
    const charged = charges.filter((c) => c.date === date);
    const dateText = formatDateWithWeekday(date);
    return {
      date,
      dateText,
      label: at === 0 ? `${WEEK_TEXTS.today}, ${dateText}` : `${formatWeekdayLong(date)}, ${formatDate(date)}`,
      today: at === 0,
      deliveries: onDay,
      charges: charged,
      emptyText: onDay.length === 0 && charged.length === 0 ? WEEK_TEXTS.noDelivery : undefined,
    };
  });
  return {
    status: loadStatus(snapshot) ?? (deliveries.length === 0 && charges.length === 0 ? 'empty' : 'ready'),
    error: snapshot.hasTag('loadFailed') ? context.error : undefined,
    refreshing: snapshot.hasTag('refreshing'),
    deliveries,
    charges,
    days,
    newOrderPath: options.smartphone ? buildPath('NewDashboardNewOrder') : buildPath('DashboardNewOrder'),
    texts: WEEK_TEXTS,
  };
}

export interface WeekOverviewHandlers {
  retry: () => void;
  reload: () => void;
}

export function connectWeekOverview(
  snapshot: WeekOverviewSnapshot,
  send: (event: WeekOverviewEvent) => void,
  options: WeekOverviewOptions = {},
): WeekOverviewView & WeekOverviewHandlers {
  return { ...weekOverviewView(snapshot, options), retry: () => send({ type: 'RETRY' }), reload: () => send({ type: 'RELOAD' }) };
}

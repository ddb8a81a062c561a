import type { IntervalOption, Order } from '../../api/schemas/order';
import { CHECKOUT_VIEW_TEXTS as T } from '../../domain/checkout-texts';
import { compareIso, deliveryWindowLabel, deliveryWindowType, formatDateWithWeekday, formatTimeRange } from '../../domain/dates';
import { isWindowOpen } from '../../domain/delivery-windows';
import { isCustomOrder } from '../../domain/order-status';

export interface PendingDate {
  date: string;
  from: string;
  to: string;
  type: 'morning' | 'evening';
  title?: string | undefined;
}

/** The order's first delivery: `first_delivery_id_H`, else the first one. */
export const firstDelivery = (order: Order | undefined) =>
  order?.deliveries.find((d) => d.id_H === order.first_delivery_id_H) ?? order?.deliveries[0];

/**
 * The first delivery against the cut-offs (order-funnel §9, issue 30): the checkout never takes a
 * payment for a day whose cut-off has passed. The clock rule (`isWindowOpen`, the domain's one
 * rule) and what `deliveries/possible-dates` offers both count; the checkout re-reads the dates at
 * each cut-off (`cutoffClock`) and then moves the first delivery to the first open day (a custom
 * order asks first: moving may lose menu changes).
 */
export interface DateFacts {
  order: Order | undefined;
  dates: Record<string, IntervalOption[]>;
  /** `deliveries/possible-dates` failed: only the clock rule is known. */
  datesFailed: boolean;
  /** The service's "now" (the test clock when set), advanced at each cut-off. */
  nowMs: number | undefined;
}

const typeOf = (i: IntervalOption) => deliveryWindowType({ type: i.type, timeFrom: i.from });

/** The first delivery can no longer be ordered: its cut-off passed, or the dates no longer offer its day and window kind. */
export function firstDeliveryClosed(facts: DateFacts): boolean {
  const delivery = firstDelivery(facts.order);
  if (!delivery || facts.nowMs === undefined) return false;
  const current = delivery.deliveryDate;
  const date = delivery.date.slice(0, 10);
  const type = deliveryWindowType({ type: current?.type, timeFrom: current?.timeFrom });
  if (!isWindowOpen({ date, type, timeFrom: current?.timeFrom }, facts.nowMs)) return true;
  // Unknown (not loaded) or nothing offered at all: the clock rule alone decides.
  if (facts.datesFailed || Object.keys(facts.dates).length === 0) return false;
  return !(facts.dates[date] ?? []).some((i) => typeOf(i) === type);
}

/** The first open day and window offered: the same kind of window as now when that day has it. */
export function nextOpenDate(facts: DateFacts): PendingDate | undefined {
  const nowMs = facts.nowMs;
  if (nowMs === undefined) return undefined;
  const type = firstDelivery(facts.order)?.deliveryDate?.type;
  for (const date of Object.keys(facts.dates).sort(compareIso)) {
    const open = (facts.dates[date] ?? [])
      .filter((i) => isWindowOpen({ date, type: i.type, timeFrom: i.from }, nowMs))
      .sort((a, b) => compareIso(a.from, b.from));
    const pick = open.find((i) => typeOf(i) === type) ?? open[0];
    if (pick) return { date, from: pick.from, to: pick.to, type: typeOf(pick), ...(pick.title ? { title: pick.title } : {}) };
  }
  return undefined;
}

/** What the checkout does about its first delivery after the dates were read. */
export type DateAction = 'open' | 'move' | 'ask' | 'closed';

export function dateAction(facts: DateFacts): DateAction {
  if (!firstDeliveryClosed(facts)) return 'open';
  if (!nextOpenDate(facts)) return 'closed';
  return isCustomOrder(facts.order) ? 'ask' : 'move';
}

const slotText = (d: PendingDate) => `${formatDateWithWeekday(d.date)}, ${deliveryWindowLabel(d.type)} ${formatTimeRange(d.from, d.to)}`;

/** The note the customer reads about it ('Приём заказов на вт, 24.11.2026 закрылся. …'). */
export function dateNotice(facts: DateFacts, action: DateAction): string | undefined {
  const delivery = firstDelivery(facts.order);
  if (!delivery || action === 'open') return undefined;
  const current = delivery.deliveryDate;
  const type = deliveryWindowType({ type: current?.type, timeFrom: current?.timeFrom });
  const closed = current
    ? slotText({ date: delivery.date.slice(0, 10), from: current.timeFrom, to: current.timeTo, type })
    : formatDateWithWeekday(delivery.date.slice(0, 10));
  const next = nextOpenDate(facts);
  if (action === 'move' && next) return T.dateMoved(closed, slotText(next));
  if (action === 'ask' && next) return T.dateAsk(closed, slotText(next));
  return T.dateClosed(closed);
}

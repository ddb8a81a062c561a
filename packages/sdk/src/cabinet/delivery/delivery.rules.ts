import type { CabinetDelivery, CabinetOrder, DeliveryCancelTerms } from '../../api/schemas/cabinet';
import type { IntervalOption } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { DELIVERY_WINDOWS } from '../../domain/constants';
import { isWindowOpen, windowCutoff } from '../../domain/delivery-windows';
import { ADDRESS_UNAVAILABLE_FOR_DELIVERY, ADDRESS_UNAVAILABLE_FOR_ORDER } from '../../domain/messages';
import { compareIso, deliveryWindowType, todayIso } from '../../domain/dates';
import { deliveryValues, instalmentCharges, stageOf } from '../../domain/instalments';
import { isCustomOrder, orderDue } from '../../domain/order-status';

/** Pure rules of a cabinet delivery (personal-cabinet §4 "Deliveries", "Eating pause", §9 "Delivery"). */

export interface DeliverySlot {
  /** The delivery's day, YYYY-MM-DD. */
  date: string;
  type?: string | null | undefined;
  timeFrom?: string | null | undefined;
}

/** §9: the cut-off of a delivery's window (the domain's `windowCutoff`, kept under its old name). */
export const cutoffFor = windowCutoff;

/**
 * Whether a delivery can still be changed (moved, readdressed, cancelled) at `nowMs`, and whether a
 * day and window can be chosen as a new date: the domain's one rule, `isWindowOpen`
 * (`domain/delivery-windows.ts`: until the window's cut-off the day before, Moscow time).
 */
export const isBeforeCutoff = (slot: DeliverySlot, nowMs: number): boolean => isWindowOpen(slot, nowMs);

// Whole days between two ISO dates and the eating pause live in domain/ (issue 32: shared by the
// orders list and the subscriptions); exported here too under the names the SDK published.
export { daysBetween } from '../../domain/dates';
export { eatingPauseDays, showsWhatsNew } from '../../domain/order-status';

// ---------------------------------------------------------------------------------------------
// A delivery of an order (personal-cabinet §3 "Delivery", §4, §5 "Address", §8)
// ---------------------------------------------------------------------------------------------

/** The delivery of an order by id. */
export const deliveryOf = (order: Pick<CabinetOrder, 'deliveries'> | undefined, id: string): CabinetDelivery | undefined =>
  order?.deliveries.find((d) => d.id_H === id);

const slotOf = (d: CabinetDelivery): DeliverySlot => ({ date: d.date, type: d.deliveryDate?.type, timeFrom: d.deliveryDate?.timeFrom });

/** A delivery can be moved, readdressed or cancelled while planned and before its cut-off. */
export const isChangeable = (d: CabinetDelivery | undefined, nowMs: number): boolean =>
  Boolean(d && d.state === 'planned' && isBeforeCutoff(slotOf(d), nowMs));

/** A delivery can be confirmed while planned and not confirmed yet (after the cut-off too: it is about the courier's visit). */
export const isConfirmable = (d: CabinetDelivery | undefined): boolean => Boolean(d && d.state === 'planned' && !d.isConfirmed);

/** The order's first delivery: `first_delivery_id_H`, else the earliest. */
export function firstDeliveryId(order: Pick<CabinetOrder, 'deliveries' | 'first_delivery_id_H'>): string | undefined {
  return order.first_delivery_id_H ?? [...order.deliveries].sort((a, b) => compareIso(a.date, b.date))[0]?.id_H;
}

/**
 * §4: moving the first delivery of a custom order asks first ('Хотите перенести доставку?' /
 * 'Вы потеряете некоторые изменения меню'). Ours: also any delivery of a custom order whose day has
 * menu changes (they are lost the same way).
 */
export function asksBeforeMove(
  order: Pick<CabinetOrder, 'deliveries' | 'first_delivery_id_H' | 'custom_config'>,
  d: CabinetDelivery,
): boolean {
  if (!isCustomOrder(order)) return false;
  if (firstDeliveryId(order) === d.id_H) return true;
  return (order.custom_config ?? []).some(
    (entry) => typeof entry === 'object' && entry !== null && (entry as { mealDate?: unknown }).mealDate === d.date,
  );
}

/**
 * The days offered for a move: those with an interval still before its cut-off (§9), and not a day
 * another planned delivery of the order already takes (ours: two deliveries never share a day).
 */
export function selectableDays(
  days: Readonly<Record<string, readonly IntervalOption[]>>,
  nowMs: number,
  order?: Pick<CabinetOrder, 'deliveries'>,
  deliveryId?: string,
): string[] {
  const taken = new Set((order?.deliveries ?? []).filter((d) => d.id_H !== deliveryId && d.state === 'planned').map((d) => d.date));
  return Object.keys(days)
    .filter((date) => !taken.has(date) && (days[date] ?? []).some((i) => isBeforeCutoff({ date, type: i.type, timeFrom: i.from }, nowMs)))
    .sort();
}

export type AddressAvailability = 'available' | 'current' | 'otherCity' | 'farMismatch';

/**
 * §5/§8: a saved address fits a delivery when it is in the order's city and its far-region flag
 * matches the order's ('Этот адрес недоступен для выбраннного заказа'); one of another city is
 * 'недоступен для выбранной доставки'.
 */
export function savedAddressFit(
  order: Pick<CabinetOrder, 'city_id' | 'is_far_moscow_region'>,
  d: CabinetDelivery | undefined,
  a: ProfileAddress,
): AddressAvailability {
  if (d?.client_address_id_H === a.id_H) return 'current';
  if (a.city_id !== order.city_id) return 'otherCity';
  if (Boolean(a.is_far_moscow_region) !== Boolean(order.is_far_moscow_region)) return 'farMismatch';
  return 'available';
}

/** The §8 text of an address that does not fit, or undefined. */
export function addressFitText(fit: AddressAvailability): string | undefined {
  if (fit === 'otherCity') return ADDRESS_UNAVAILABLE_FOR_DELIVERY;
  if (fit === 'farMismatch') return ADDRESS_UNAVAILABLE_FOR_ORDER;
  return undefined;
}

/** The order as the address child machine sees it: this delivery is its "first" one. */
export const orderForAddressChild = (order: CabinetOrder, deliveryId: string): CabinetOrder => ({
  ...order,
  first_delivery_id_H: deliveryId,
});

/** A delivery's window as the calls want it (the standard one of its type when it has none). */
export function windowOf(d: CabinetDelivery | undefined): { type: 'morning' | 'evening'; timeFrom: string; timeTo: string } {
  const type = deliveryWindowType({ type: d?.deliveryDate?.type, timeFrom: d?.deliveryDate?.timeFrom });
  return {
    type,
    timeFrom: d?.deliveryDate?.timeFrom ?? DELIVERY_WINDOWS[type].from,
    timeTo: d?.deliveryDate?.timeTo ?? DELIVERY_WINDOWS[type].to,
  };
}

/**
 * What cancelling a delivery does to the payment (ours, the sandbox's `deliveries/cancel-terms`): its
 * value (`deliveryValues`) to the balance when its payment was made, else off that payment (now:
 * `lessToPay`; a later stage: `laterPayment`). The delivery README says more.
 */
export function deliveryCancelTerms(order: CabinetOrder, delivery: Pick<CabinetDelivery, 'id_H'>, nowMs: number): DeliveryCancelTerms {
  const target = order.deliveries.find((d) => d.id_H === delivery.id_H);
  const amount = target && target.state !== 'canceled' ? (deliveryValues(order).get(target.id_H) ?? 0) : 0;
  const due = orderDue(order);
  if (!target || due === 'unformed' || amount === 0) return { kind: 'none', amount: 0 };
  const charges = instalmentCharges(order);
  const today = todayIso(nowMs);
  // The payment owed now or made last: the last one whose day has come (the first is paid with the order).
  const current = charges.reduce((at, p, k) => ((p.charge ?? '') <= today ? k : at), 0);
  const stage = stageOf(order, target.date);
  if (stage < current || (stage === current && due === 'nothing')) return { kind: 'balance', amount };
  if (stage === current) return { kind: 'lessToPay', amount };
  return { kind: 'laterPayment', amount, charge: charges[stage]?.charge };
}

/**
 * Skipping a delivery (issue 31, beyond the spec; the spec's call for it is `deliveries/update-date`):
 * the delivery moves to the first day after the order's last planned delivery that `possible-dates`
 * offers and whose window is still open, in the same kind of window when that day has one. The
 * order keeps its days and its price. Undefined when no such day is offered.
 */
export function skipTarget(
  days: Readonly<Record<string, readonly IntervalOption[]>>,
  nowMs: number,
  order: Pick<CabinetOrder, 'deliveries'>,
  deliveryId: string,
): { date: string; interval: IntervalOption } | undefined {
  const d = order.deliveries.find((x) => x.id_H === deliveryId);
  if (!d) return undefined;
  const last = order.deliveries
    .filter((x) => x.state === 'planned')
    .reduce((max, x) => (compareIso(x.date, max) > 0 ? x.date : max), d.date);
  const kind = windowOf(d).type;
  for (const date of selectableDays(days, nowMs, order, deliveryId).filter((x) => compareIso(x, last) > 0)) {
    const open = (days[date] ?? []).filter((i) => isBeforeCutoff({ date, type: i.type, timeFrom: i.from }, nowMs));
    const interval = open.find((i) => deliveryWindowType({ type: i.type, timeFrom: i.from }) === kind) ?? open[0];
    if (interval) return { date, interval };
  }
  return undefined;
}

import { DELIVERY_CUTOFFS, EATING_PAUSE_OFFSET_DAYS, EATING_PAUSE_WHATS_NEW_DAYS } from '../../domain/constants';
import { addDays, deliveryWindowType, isPastCutoff, todayIso } from '../../domain/dates';

/** Pure rules of a cabinet delivery (personal-cabinet §4 "Deliveries", "Eating pause", §9 "Delivery"). */

export interface DeliverySlot {
  /** The delivery's day, YYYY-MM-DD. */
  date: string;
  type?: string | null | undefined;
  timeFrom?: string | null | undefined;
}

/** §9: the cut-off of a delivery's window: 15:00:00 for a morning delivery, 19:59:59 for an evening one. */
export const cutoffFor = (slot: Pick<DeliverySlot, 'type' | 'timeFrom'>): string => (deliveryWindowType(slot) === 'morning' ? DELIVERY_CUTOFFS[0] : DELIVERY_CUTOFFS[1]);

/**
 * Whether a delivery can still be changed (moved, readdressed, cancelled) at `nowMs`: until its
 * cut-off on the day before it, Moscow time (§9 cut-offs 15:00:00 / 19:59:59). The same rule
 * decides whether a day and window can be chosen as a new date. The spec gives the two times, not
 * the day they apply to: the day before is ours (what a kitchen that cooks the evening before needs).
 */
export function isBeforeCutoff(slot: DeliverySlot, nowMs: number): boolean {
  const today = todayIso(nowMs);
  const dayBefore = addDays(slot.date, -1);
  if (today < dayBefore) return true;
  if (today > dayBefore) return false;
  return !isPastCutoff(nowMs, cutoffFor(slot));
}

/** Whole days between two ISO dates (b − a). */
export function daysBetween(a: string, b: string): number {
  const [ay = 0, am = 1, ad = 1] = a.split('-').map(Number);
  const [by = 0, bm = 1, bd = 1] = b.split('-').map(Number);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/** §4: eating pause = days since the last delivery minus 2 (never below 0; 0 without a last delivery). */
export function eatingPauseDays(lastDeliveryDate: string | null | undefined, nowMs: number): number {
  if (!lastDeliveryDate) return 0;
  return Math.max(0, daysBetween(lastDeliveryDate.slice(0, 10), todayIso(nowMs)) - EATING_PAUSE_OFFSET_DAYS);
}

/** §4: the what-is-new block shows from a pause of 10 days. */
export const showsWhatsNew = (lastDeliveryDate: string | null | undefined, nowMs: number): boolean => eatingPauseDays(lastDeliveryDate, nowMs) >= EATING_PAUSE_WHATS_NEW_DAYS;

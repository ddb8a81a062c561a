import type { ClientSubscription, FreezePeriod } from '../../api/schemas/subscriptions';
import { addDays, daysBetween, todayIso } from '../../domain/dates';
import { FREEZE_TEXTS } from '../../domain/subscription-texts';
import { isWindowOpen } from '../../domain/delivery-windows';
import { currentFreeze, freezeDaysLeft, freezeLength, isFrozenOn, subscriptionState } from '../../domain/freeze';

/**
 * The freeze rules (personal-cabinet §3 "Freeze", §4, §8, §9), one pure function each. The
 * sandbox validates `freeze/create` with the same `freezeRangeProblem`, so what the picker offers
 * is what the server accepts; the server's message is shown whatever it says.
 */

/** How many coming delivery days the picker offers as a start (ours). */
export const FREEZE_START_OPTIONS = 10;

/**
 * The first day a freeze may start: tomorrow while tomorrow's deliveries still take changes
 * (before the evening cut-off, 19:59:59 Moscow, §9), else the day after.
 */
export function earliestFreezeDate(nowMs: number): string {
  const tomorrow = addDays(todayIso(nowMs), 1);
  return isWindowOpen({ date: tomorrow, type: 'evening' }, nowMs) ? tomorrow : addDays(tomorrow, 1);
}

/** Two periods share a day. */
export const periodsOverlap = (a: FreezePeriod, b: FreezePeriod): boolean => a.dateFrom <= b.dateTo && b.dateFrom <= a.dateTo;

/** The delivery calendar's days a freeze can start on: not taken, not frozen, from the earliest day. */
export function freezeStartDates(subscription: ClientSubscription, nowMs: number): string[] {
  const earliest = earliestFreezeDate(nowMs);
  return subscription.deliveryDates
    .filter((d) => d >= earliest && !isFrozenOn(subscription, d))
    .sort()
    .slice(0, FREEZE_START_OPTIONS);
}

/** The lengths offered: 1 day up to the days left. */
export const freezeLengths = (subscription: ClientSubscription): number[] =>
  Array.from({ length: freezeDaysLeft(subscription) }, (_, i) => i + 1);

/** The period of a start day and a length (3 days from the 25th: 25–27). */
export const freezePeriod = (dateFrom: string, days: number): FreezePeriod => ({
  dateFrom,
  dateTo: addDays(dateFrom, Math.max(1, days) - 1),
});

/**
 * Why a freeze cannot be made (a Russian text), or undefined: a stopped subscription, a reversed
 * range, a start in the past or past its cut-off, more days than left, or a day of another freeze.
 */
export function freezeRangeProblem(subscription: ClientSubscription, period: FreezePeriod, nowMs: number): string | undefined {
  if (subscription.status === 'stopped') return FREEZE_TEXTS.stopped;
  if (period.dateTo < period.dateFrom) return FREEZE_TEXTS.reversed;
  if (period.dateFrom < earliestFreezeDate(nowMs)) return FREEZE_TEXTS.inPast;
  const clash = subscription.freezes.find((p) => periodsOverlap(p, period));
  if (clash) return FREEZE_TEXTS.overlaps(clash.dateFrom, clash.dateTo);
  const left = freezeDaysLeft(subscription);
  if (freezeLength(period) > left) return FREEZE_TEXTS.beyondLimit(left);
  return undefined;
}

/** Whether the freeze dialog opens on unfreezing (a freeze in progress or planned) rather than a new one. */
export const opensOnUnfreeze = (subscription: ClientSubscription, today: string): boolean =>
  subscriptionState(subscription, today).kind === 'frozen';

/**
 * `freeze/cancel` (ours, as the sandbox does it): a freeze not started yet is removed; one in
 * progress ends yesterday (the days already frozen stay used).
 */
export function cancelFreeze(freezes: FreezePeriod[], today: string): FreezePeriod[] {
  return freezes.flatMap((p) => {
    if (p.dateTo < today) return [p];
    if (p.dateFrom >= today) return [];
    return [{ dateFrom: p.dateFrom, dateTo: addDays(today, -1) }];
  });
}

/**
 * How a freeze moves the delivery calendar (ours, what the sandbox's `freeze/create` and
 * `freeze/cancel` do as a backend would; the spec names the calls, not their effect): days from
 * `from` on move by `days` (negative: back). Applied to the subscription's `deliveryDates`, its
 * `paidUntil` (the paid deliveries move with it, so the next charge moves too) and the planned
 * deliveries of its order.
 */
export interface CalendarMove {
  from: string;
  days: number;
}

/** A day after a move: unchanged before `from`. */
export const movedDay = (date: string, move: CalendarMove): string => (date >= move.from ? addDays(date, move.days) : date);

/** A freeze moves every delivery from its first day on by its length: the rhythm (every 2 days) and the paid days keep their order. */
export const freezeMove = (period: FreezePeriod): CalendarMove => ({ from: period.dateFrom, days: freezeLength(period) });

/**
 * What cancelling the current freeze moves back. A freeze to come gives back its whole length (the
 * days it moved return exactly where they were). One in progress gives back the days from today on,
 * but no delivery comes earlier than the first day that still takes changes (`earliestFreezeDate`).
 * Undefined when nothing moves.
 */
export function unfreezeMove(subscription: Pick<ClientSubscription, 'freezes' | 'deliveryDates'>, nowMs: number): CalendarMove | undefined {
  const today = todayIso(nowMs);
  const period = currentFreeze(subscription, today);
  if (!period) return undefined;
  const from = addDays(period.dateTo, 1);
  if (period.dateFrom > today) return { from, days: -freezeLength(period) };
  const given = daysBetween(today, period.dateTo) + 1;
  const first = subscription.deliveryDates.filter((d) => d >= from).sort()[0];
  const room = first ? Math.max(0, daysBetween(earliestFreezeDate(nowMs), first)) : given;
  const days = Math.min(given, room);
  return days > 0 ? { from, days: -days } : undefined;
}

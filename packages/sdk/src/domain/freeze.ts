/**
 * A subscription's freezes (personal-cabinet §3 "Subscription", "Freeze", §4, §9), one pure function
 * each: the home the subscriptions list and the freeze dialog both read (issue 32). Dates are ISO
 * calendar days (Moscow). Structural inputs: an API subscription fits them.
 */
import { compareIso, daysBetween } from './dates';

/** A freeze period, both ends included (the API's `FreezePeriod`). */
export interface FreezeDays {
  dateFrom: string;
  dateTo: string;
}

interface WithFreezes {
  freezes: readonly FreezeDays[];
}

/** Days of a freeze period, both ends included (25–27 → 3). */
export const freezeLength = (period: FreezeDays): number => daysBetween(period.dateFrom, period.dateTo) + 1;

/** Freeze days used: every freeze, past and coming, counts against `freeze_days_limit`. */
export const freezeDaysUsed = (subscription: WithFreezes): number =>
  subscription.freezes.reduce((sum, period) => sum + Math.max(0, freezeLength(period)), 0);

/** Freeze days left: the limit minus the used days, never below 0. */
export const freezeDaysLeft = (subscription: WithFreezes & { freeze_days_limit: number }): number =>
  Math.max(0, subscription.freeze_days_limit - freezeDaysUsed(subscription));

/** The freeze in progress or to come (its last day is today or later); the earliest one. */
export function currentFreeze(subscription: WithFreezes, today: string): FreezeDays | undefined {
  return subscription.freezes.filter((p) => p.dateTo >= today).sort((a, b) => compareIso(a.dateFrom, b.dateFrom))[0];
}

export const isFrozenOn = (subscription: WithFreezes, date: string): boolean =>
  subscription.freezes.some((p) => p.dateFrom <= date && date <= p.dateTo);

export type SubscriptionState =
  | { kind: 'active' }
  /** Frozen now or from a coming day: the period is shown. */
  | { kind: 'frozen'; period: FreezeDays }
  | { kind: 'stopped'; since: string | undefined };

/** §4: a subscription is stopped (stop), frozen (a freeze in progress or planned) or active. */
export function subscriptionState(
  subscription: WithFreezes & { status: string; stoppedAt?: string | null | undefined },
  today: string,
): SubscriptionState {
  if (subscription.status === 'stopped') return { kind: 'stopped', since: subscription.stoppedAt ?? undefined };
  const period = currentFreeze(subscription, today);
  return period ? { kind: 'frozen', period } : { kind: 'active' };
}

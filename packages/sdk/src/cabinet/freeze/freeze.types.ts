import type { ClientSubscription, FreezePeriod } from '../../api/schemas/subscriptions';

/** Freeze a subscription for a range of days, or cancel its freeze (personal-cabinet §3 "Freeze", §4). */
export interface FreezeInput {
  subscription: ClientSubscription;
  /** 'unfreeze' opens on cancelling the freeze in progress or planned (`freeze/cancel`). */
  mode: 'freeze' | 'unfreeze';
}

export interface FreezeContext {
  subscription: ClientSubscription;
  mode: 'freeze' | 'unfreeze';
  /** The chosen first day (a delivery day of the calendar); the first offered until chosen. */
  dateFrom: string | undefined;
  /** The chosen length in days; 1 until chosen. */
  days: number;
  /** The period sent with the last SUBMIT. */
  period: FreezePeriod | undefined;
  /** The server took the freeze or the unfreeze (`done` hands the subscription on). */
  saved: boolean;
  /** The server's message (§8 "Freeze errors: show response messages"). */
  error: string | undefined;
}

export type FreezeEvent =
  | { type: 'START.SET'; date: string }
  | { type: 'DAYS.SET'; days: number }
  /** Freeze this period (the connect sends the period it shows). */
  | { type: 'SUBMIT'; period: FreezePeriod }
  /** Unfreeze (in the 'unfreeze' mode). */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** What the dialog ends with: the subscription as the server now has it, or nothing (cancelled). */
export interface FreezeOutput {
  subscription: ClientSubscription | undefined;
}

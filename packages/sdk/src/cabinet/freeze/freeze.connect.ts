import type { SnapshotFrom } from 'xstate';
import type { FreezePeriod } from '../../api/schemas/subscriptions';
import { formatDateWithWeekday, todayIso } from '../../domain/dates';
import { formatDays } from '../../domain/money';
import { FREEZE_TEXTS } from '../../domain/subscription-texts';
import { currentFreeze, freezeDaysLeft, freezeLength } from '../../domain/freeze';
import type { freezeMachine } from './freeze.machine';
import { freezePeriod, freezeLengths, freezeStartDates } from './freeze.rules';
import type { FreezeEvent } from './freeze.types';

export type FreezeSnapshot = SnapshotFrom<typeof freezeMachine>;

export interface FreezeOption<T> {
  value: T;
  /** 'ср, 25.11.2026', '3 дня'. */
  label: string;
}

export interface FreezeView {
  mode: 'freeze' | 'unfreeze';
  title: string;
  /** The delivery days a freeze can start on (the calendar from the earliest day). */
  startOptions: FreezeOption<string>[];
  startLabel: string;
  /** The chosen start (the first offered until the client chooses). */
  start: string | undefined;
  lengthOptions: FreezeOption<number>[];
  lengthLabel: string;
  days: number;
  /** 'Пауза с 25.11.2026 по 27.11.2026, 3 дня'. */
  summary: string | undefined;
  /** 'После этого останется 1 день заморозки'. */
  leftAfter: string | undefined;
  /** Why nothing can be chosen: no days left, no delivery to freeze. */
  unavailable: string | undefined;
  /** In the unfreeze mode: what is cancelled. */
  unfreezeText: string | undefined;
  /** The server's message. */
  error: string | undefined;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  cancelLabel: string;
  /** The dialog is over (the parent closes it). */
  finished: boolean;
}

export interface FreezeHandlers {
  setStart: (date: string) => void;
  setDays: (days: number) => void;
  /** Freeze the shown period, or unfreeze. */
  submit: () => void;
  cancel: () => void;
}

export interface FreezeOptions {
  /** "Now" (the clock port): the earliest day and the calendar depend on it. */
  nowMs?: number | undefined;
}

/** The freeze dialog's model. */
export function freezeView(snapshot: FreezeSnapshot, options: FreezeOptions = {}): FreezeView & { period: FreezePeriod | undefined } {
  const { context } = snapshot;
  const nowMs = options.nowMs ?? Date.now();
  const sub = context.subscription;
  const busy = snapshot.hasTag('busy');
  const finished = snapshot.status === 'done';
  if (context.mode === 'unfreeze') {
    const frozen = currentFreeze(sub, todayIso(nowMs));
    return {
      mode: 'unfreeze',
      title: FREEZE_TEXTS.unfreezeTitle,
      startOptions: [],
      startLabel: FREEZE_TEXTS.startLabel,
      start: undefined,
      lengthOptions: [],
      lengthLabel: FREEZE_TEXTS.lengthLabel,
      days: 0,
      summary: undefined,
      leftAfter: undefined,
      unavailable: undefined,
      unfreezeText: frozen ? FREEZE_TEXTS.unfreezeText(frozen.dateFrom, frozen.dateTo) : undefined,
      error: context.error,
      busy,
      canSubmit: !busy && !finished,
      submitLabel: busy ? FREEZE_TEXTS.unfreezing : FREEZE_TEXTS.unfreezeSubmit,
      cancelLabel: FREEZE_TEXTS.cancel,
      finished,
      period: undefined,
    };
  }
  const starts = freezeStartDates(sub, nowMs);
  const lengths = freezeLengths(sub);
  const start = context.dateFrom && starts.includes(context.dateFrom) ? context.dateFrom : starts[0];
  const days = Math.min(context.days, lengths.length);
  const period = start && days > 0 ? freezePeriod(start, days) : undefined;
  const left = freezeDaysLeft(sub);
  const unavailable = left === 0 ? FREEZE_TEXTS.noDaysLeft : starts.length === 0 ? FREEZE_TEXTS.noDates : undefined;
  return {
    mode: 'freeze',
    title: FREEZE_TEXTS.title,
    startOptions: starts.map((date) => ({ value: date, label: formatDateWithWeekday(date) })),
    startLabel: FREEZE_TEXTS.startLabel,
    start,
    lengthOptions: lengths.map((n) => ({ value: n, label: formatDays(n) })),
    lengthLabel: FREEZE_TEXTS.lengthLabel,
    days,
    summary: period ? FREEZE_TEXTS.summary(period.dateFrom, period.dateTo, freezeLength(period)) : undefined,
    leftAfter: period ? FREEZE_TEXTS.leftAfter(left - freezeLength(period)) : undefined,
    unavailable,
    unfreezeText: undefined,
    error: context.error,
    busy,
    canSubmit: Boolean(period) && !unavailable && !busy && !finished,
    submitLabel: busy ? FREEZE_TEXTS.submitting : FREEZE_TEXTS.submit,
    cancelLabel: FREEZE_TEXTS.cancel,
    finished,
    period,
  };
}

/** The freeze dialog's model and its handlers. */
export function connectFreeze(
  snapshot: FreezeSnapshot,
  send: (event: FreezeEvent) => void,
  options: FreezeOptions = {},
): FreezeView & FreezeHandlers {
  const { period, ...view } = freezeView(snapshot, options);
  return {
    ...view,
    setStart: (date) => send({ type: 'START.SET', date }),
    setDays: (days) => send({ type: 'DAYS.SET', days }),
    submit: () => {
      if (!view.canSubmit) return;
      if (view.mode === 'unfreeze') send({ type: 'CONFIRM' });
      else if (period) send({ type: 'SUBMIT', period });
    },
    cancel: () => send({ type: 'CANCEL' }),
  };
}

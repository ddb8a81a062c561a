import { DELIVERY_CUTOFFS } from './order-constants';
import {
  addDays,
  deliveryWindowLabel,
  deliveryWindowType,
  formatTime,
  formatTimeRange,
  isPastCutoff,
  todayIso,
  type DeliveryWindowType,
} from './dates';

/**
 * One rule for delivery windows and their cut-offs (personal-cabinet §9 "cutoffs 15:00:00 and
 * 19:59:59", issue 31): what a screen offers is exactly what the backend accepts. The cabinet's
 * delivery page, the freeze picker, the customisation and the sandbox's delivery calls all ask
 * `isWindowOpen`; a screen offers only `offeredWindows`, says `windowLimit`, and re-checks at
 * `msUntilNextCutoff` (a window closes at that moment without anything else happening).
 */

/** A delivery day and its window (the API's type, or the window's start time). */
export interface WindowSlot {
  /** The delivery's day, YYYY-MM-DD. */
  date: string;
  type?: string | null | undefined;
  timeFrom?: string | null | undefined;
}

/** §9: the cut-off of a window: 15:00:00 for a morning one, 19:59:59 for an evening one. */
export const windowCutoff = (slot: Pick<WindowSlot, 'type' | 'timeFrom'>): string =>
  deliveryWindowType(slot) === 'morning' ? DELIVERY_CUTOFFS[0] : DELIVERY_CUTOFFS[1];

/**
 * Until when a window of a day takes changes: its cut-off on the day before, Moscow time. The spec
 * gives the two times, not the day they apply to: the day before is ours (what a kitchen that cooks
 * the evening before needs).
 */
export const windowLimit = (slot: WindowSlot): { date: string; time: string } => ({
  date: addDays(slot.date, -1),
  time: windowCutoff(slot),
});

/** Whether a window of a day can still be chosen, moved to, changed or cancelled at `nowMs` (up to and including its cut-off second). */
export function isWindowOpen(slot: WindowSlot, nowMs: number): boolean {
  const today = todayIso(nowMs);
  const { date: dayBefore, time } = windowLimit(slot);
  if (today < dayBefore) return true;
  if (today > dayBefore) return false;
  return !isPastCutoff(nowMs, time);
}

/** The windows of a day still open at `nowMs` (any shape: the API's `{ type, from }` or a slot's `{ type, timeFrom }`). */
export function offeredWindows<
  T extends { type?: string | null | undefined; from?: string | null | undefined; timeFrom?: string | null | undefined },
>(windows: readonly T[], date: string, nowMs: number): T[] {
  return windows.filter((w) => isWindowOpen({ date, type: w.type, timeFrom: w.timeFrom ?? w.from }, nowMs));
}

/** '19:59' of '19:59:59': the last minute changes are taken in. */
export const cutoffTimeText = (cutoff: string): string => formatTime(cutoff);

/**
 * Milliseconds until the next moment a window closes (the second after 15:00:00 or 19:59:59, Moscow
 * time): a screen re-checks what it offers then. Never less than 1.
 */
export function msUntilNextCutoff(nowMs: number): number {
  // Moscow keeps UTC+3 all year (dates.ts).
  const today = todayIso(nowMs);
  const candidates = [today, addDays(today, 1)].flatMap((day) =>
    DELIVERY_CUTOFFS.map((cutoff) => Date.parse(`${day}T${cutoff}+03:00`) + 1_000),
  );
  const next = candidates.filter((ms) => ms > nowMs).sort((a, b) => a - b)[0];
  return Math.max(1, (next ?? nowMs + 86_400_000) - nowMs);
}

/** A window as a screen names it: 'Утро, 07:00–12:00'. */
interface NamedWindow {
  type?: string | null | undefined;
  from: string;
  to: string;
}

/**
 * The names of the windows offered together. Where two windows of one kind overlap on that day
 * ('Вечер 18–23' and 'Вечер 19–23' in Moscow), words tell them apart: 'Вечер пораньше, 18:00–23:00'
 * and 'Вечер попозже, 19:00–23:00'; where only one exists it is just 'Вечер, 18:00–23:00'.
 */
export function windowChoiceLabels(windows: readonly NamedWindow[]): string[] {
  const typeOf = (w: NamedWindow): DeliveryWindowType => deliveryWindowType({ type: w.type, timeFrom: w.from });
  return windows.map((w) => {
    const type = typeOf(w);
    const same = windows
      .filter((o) => typeOf(o) === type)
      .map((o) => formatTime(o.from))
      .sort();
    const range = formatTimeRange(w.from, w.to);
    const name = deliveryWindowLabel(type);
    if (new Set(same).size < 2) return `${name}, ${range}`;
    const start = formatTime(w.from);
    const word = start === same[0] ? WINDOW_WORDS.earlier : start === same[same.length - 1] ? WINDOW_WORDS.later : '';
    return `${name}${word ? ` ${word}` : ''}, ${range}`;
  });
}

// not in the spec: the words that tell two overlapping windows of one kind apart.
export const WINDOW_WORDS = { earlier: 'пораньше', later: 'попозже' };

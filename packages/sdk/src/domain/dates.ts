import { DELIVERY_WINDOWS } from './constants';
import { EVENING, MORNING } from './messages';

/**
 * Dates and delivery windows (order-funnel §9, personal-cabinet §9): date format DD.MM.YYYY,
 * windows 'Утро' 07:00–12:00 and 'Вечер' 18:00–23:00 (19:00–23:00 in places), cut-offs.
 *
 * Calendar dates are ISO `YYYY-MM-DD` strings. "Today" and "tomorrow" are the service's days:
 * by default in Moscow time (Europe/Moscow, UTC+3, which is also Minsk's offset), whatever the
 * device's zone; pass another IANA zone when needed.
 */
export const SERVICE_TIME_ZONE = 'Europe/Moscow';

export type DeliveryWindowType = 'morning' | 'evening';

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The Russian names a screen shows (ru locale: genitive months, weekdays from Monday), as
 * `Intl.DateTimeFormat('ru-RU')` writes them (dates.test.ts holds them equal). A table, not
 * `Intl`: a page's first date formatter loads ICU's date data, one ~25 ms task on a phone (~100 ms
 * at Lighthouse's 4x CPU) inside the checkout's first render.
 */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;
/** 'пн' … 'вс', the Russian week from Monday (a calendar's header). */
export const WEEKDAYS_SHORT: readonly string[] = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const WEEKDAYS_LONG = ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'] as const;

/**
 * Zones that have kept one UTC offset all year since a date: Moscow UTC+3 since 26 October 2014,
 * Minsk UTC+3 since 27 March 2011. Their wall clock is plain arithmetic (no `Intl` formatter, see
 * above); any other zone, or an earlier instant, goes through `Intl`. dates.test.ts compares both
 * ways hour by hour, so a change in the time-zone database shows up as a failing test.
 */
const FIXED_OFFSET_ZONES: Readonly<Record<string, { offsetMinutes: number; sinceMs: number }>> = {
  // 02:00 MSK (UTC+4) on 26.10.2014 became 01:00 MSK (UTC+3).
  'Europe/Moscow': { offsetMinutes: 180, sinceMs: Date.UTC(2014, 9, 25, 22) },
  // 02:00 (UTC+2) on 27.03.2011 became 03:00 (UTC+3), and stayed.
  'Europe/Minsk': { offsetMinutes: 180, sinceMs: Date.UTC(2011, 2, 27, 0) },
  UTC: { offsetMinutes: 0, sinceMs: -8.64e15 },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of an instant in a zone (`Intl` for zones whose offset changes). */
function wallClockInZone(ms: number, timeZone: string): { year: number; month: number; day: number; seconds: number } {
  const fixed = FIXED_OFFSET_ZONES[timeZone];
  if (fixed && ms >= fixed.sinceMs) {
    const local = new Date(ms + fixed.offsetMinutes * 60_000);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      seconds: local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds(),
    };
  }
  let format = formatters.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    };
    format = new Intl.DateTimeFormat('en-US', options);
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), seconds: get('hour') * 3600 + get('minute') * 60 + get('second') };
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function isoDateInZone(ms: number, timeZone: string = SERVICE_TIME_ZONE): string {
  const { year, month, day } = wallClockInZone(ms, timeZone);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * Orders ISO dates ('2026-11-24') and times ('07:00:00') as text, by code units: what `sort()`
 * does, for a comparator. Not `localeCompare`, whose first call loads ICU's collation data (~40 ms
 * of main thread at Lighthouse's 4x CPU, inside the checkout's first render).
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Adds whole days to an ISO date (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Today's ISO date in the service's zone. */
export const todayIso = (nowMs: number, timeZone: string = SERVICE_TIME_ZONE): string => isoDateInZone(nowMs, timeZone);

/**
 * Tomorrow's ISO date in the service's zone (the two-stage placeholder delivery, trial first day).
 * Named `tomorrowIso` because the funnel machine already exports a `tomorrow` of its own.
 */
export const tomorrowIso = (nowMs: number, timeZone: string = SERVICE_TIME_ZONE): string => addDays(isoDateInZone(nowMs, timeZone), 1);

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * 'DD.MM.YYYY'. A date or a date-time without an offset is taken as written; one with an offset
 * or 'Z' is shown as the calendar date in the service's zone. Anything unparseable comes back
 * unchanged (a screen never shows 'NaN').
 */
export function formatDate(iso: string, timeZone: string = SERVICE_TIME_ZONE): string {
  const local = DATE_ONLY.exec(iso.trim());
  if (local) return `${local[3]}.${local[2]}.${local[1]}`;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const [y, m, d] = isoDateInZone(ms, timeZone).split('-');
  return `${d}.${m}.${y}`;
}

/** '12 мая' (Russian genitive month, a no-break space after the day) for an ISO date; unchanged when unparseable. */
export function formatDayMonth(isoDate: string): string {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return isoDate;
  const month = MONTHS_GENITIVE[Number(match[2]) - 1];
  return month ? `${Number(match[3])}\u00a0${month}` : isoDate;
}

/** 'пн' … 'вс' for an ISO date (the week starts on Monday in the ru locale). */
export function formatWeekday(isoDate: string): string {
  return WEEKDAYS_SHORT[weekdayIndex(isoDate)] ?? '';
}

/** 'вторник' … for an ISO date (the full Russian weekday, e.g. a calendar day's accessible name); '' when unparseable. */
export function formatWeekdayLong(isoDate: string): string {
  return WEEKDAYS_LONG[weekdayIndex(isoDate)] ?? '';
}

/** '24' (the day of the month, no leading zero) for an ISO date; '' when unparseable. */
export function dayOfMonth(isoDate: string): string {
  const match = DATE_ONLY.exec(isoDate.trim());
  return match ? String(Number(match[3])) : '';
}

/** '07:00:00' → '07:00'; '7:00' → '07:00'. */
export function formatTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? `${pad(Number(match[1]))}:${match[2]}` : time;
}

/** '07:00–12:00' (en dash). */
export const formatTimeRange = (from: string, to: string): string => `${formatTime(from)}–${formatTime(to)}`;

/**
 * Morning or evening: by the API's type when given, otherwise by the start time (a window that
 * starts before 15:00 is a morning one — the first cut-off).
 */
export function deliveryWindowType(slot: { type?: string | null | undefined; timeFrom?: string | null | undefined }): DeliveryWindowType {
  if (slot.type === 'morning' || slot.type === 'evening') return slot.type;
  const hour = Number(/^(\d{1,2})/.exec(slot.timeFrom ?? '')?.[1] ?? NaN);
  return Number.isFinite(hour) && hour < 15 ? 'morning' : 'evening';
}

/** 'Утро' or 'Вечер'. */
export const deliveryWindowLabel = (type: DeliveryWindowType): string => (type === 'morning' ? MORNING : EVENING);

/** 'Утро, 07:00–12:00' for a slot; the standard hours of its type when the times are missing. */
export function formatDeliveryWindow(slot: {
  type?: string | null | undefined;
  timeFrom?: string | null | undefined;
  timeTo?: string | null | undefined;
}): string {
  const type = deliveryWindowType(slot);
  const fallback = DELIVERY_WINDOWS[type];
  return `${deliveryWindowLabel(type)}, ${formatTimeRange(slot.timeFrom || fallback.from, slot.timeTo || fallback.to)}`;
}

/** Whether the service's wall clock is past a cut-off ('15:00:00', '19:59:59'). */
export function isPastCutoff(nowMs: number, cutoff: string, timeZone: string = SERVICE_TIME_ZONE): boolean {
  const [h = 0, m = 0, s = 0] = cutoff.split(':').map(Number);
  return wallClockInZone(nowMs, timeZone).seconds > h * 3600 + m * 60 + s;
}

/** The week starts on Monday (personal-cabinet §9: Russian locale). */
export const WEEK_STARTS_ON = 1;

/** 0 for Monday … 6 for Sunday (the Russian week); -1 when unparseable. */
export function weekdayIndex(isoDate: string): number {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return -1;
  const sunday0 = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return (sunday0 + 7 - WEEK_STARTS_ON) % 7;
}

/** The Monday of the week an ISO date belongs to (a calendar's first column). */
export const mondayOf = (isoDate: string): string => addDays(isoDate, -Math.max(0, weekdayIndex(isoDate)));

/** 'вт, 24.11.2026': a delivery day a customer reads at a glance (weekday, then DD.MM.YYYY). */
export function formatDateWithWeekday(isoDate: string): string {
  const weekday = formatWeekday(isoDate);
  return weekday ? `${weekday}, ${formatDate(isoDate)}` : formatDate(isoDate);
}

/** Whole days between two ISO dates (b − a). */
export function daysBetween(a: string, b: string): number {
  const [ay = 0, am = 1, ad = 1] = a.split('-').map(Number);
  const [by = 0, bm = 1, bd = 1] = b.split('-').map(Number);
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

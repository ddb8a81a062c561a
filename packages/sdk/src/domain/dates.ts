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

const formatters = new Map<string, Intl.DateTimeFormat>();
/**
 * One `Intl.DateTimeFormat` per locale and options, made on first use and kept: making one costs
 * a few ms each time (the page's first, ICU's date data, ~60 ms at Lighthouse's 4x CPU), and a
 * checkout render asks for today's date and a dozen weekday names.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * Makes the formatters a checkout or calendar uses (today in the service's zone, the Russian
 * day, month and weekday names) ahead of time: a screen calls it in an idle moment while its data
 * loads, so the first render with dates does not also pay for ICU's date data.
 */
export function prepareDateFormats(): void {
  const date = new Date();
  isoDateInZone(date.getTime());
  secondsOfDay(date.getTime(), SERVICE_TIME_ZONE);
  for (const options of [DAY_MONTH, WEEKDAY_SHORT, WEEKDAY_LONG]) dateFormat('ru-RU', options).format(date);
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };
const WEEKDAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', timeZone: 'UTC' };
const WEEKDAY_LONG: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' };

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function isoDateInZone(ms: number, timeZone: string = SERVICE_TIME_ZONE): string {
  const parts = dateFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date(ms));
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

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

/** '12 мая' (Russian genitive month) for an ISO date; unchanged when unparseable. */
export function formatDayMonth(isoDate: string): string {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return isoDate;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormat('ru-RU', DAY_MONTH).format(date);
}

/** 'пн' … 'вс' for an ISO date (the week starts on Monday in the ru locale). */
export function formatWeekday(isoDate: string): string {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormat('ru-RU', WEEKDAY_SHORT).format(date).replace(/\.$/, '');
}

/** 'вторник' … for an ISO date (the full Russian weekday, e.g. a calendar day's accessible name); '' when unparseable. */
export function formatWeekdayLong(isoDate: string): string {
  const match = DATE_ONLY.exec(isoDate.trim());
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormat('ru-RU', WEEKDAY_LONG).format(date);
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
export function formatDeliveryWindow(slot: { type?: string | null | undefined; timeFrom?: string | null | undefined; timeTo?: string | null | undefined }): string {
  const type = deliveryWindowType(slot);
  const fallback = DELIVERY_WINDOWS[type];
  return `${deliveryWindowLabel(type)}, ${formatTimeRange(slot.timeFrom || fallback.from, slot.timeTo || fallback.to)}`;
}

/** Seconds since midnight of the service's zone for an instant. */
function secondsOfDay(ms: number, timeZone: string): number {
  const parts = dateFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(ms));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 3600 + get('minute') * 60 + get('second');
}

/** Whether the service's wall clock is past a cut-off ('15:00:00', '19:59:59'). */
export function isPastCutoff(nowMs: number, cutoff: string, timeZone: string = SERVICE_TIME_ZONE): boolean {
  const [h = 0, m = 0, s = 0] = cutoff.split(':').map(Number);
  return secondsOfDay(nowMs, timeZone) > h * 3600 + m * 60 + s;
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

import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfMonth,
  formatWeekdayLong,
  formatDateWithWeekday,
  mondayOf,
  weekdayIndex,
  deliveryWindowLabel,
  deliveryWindowType,
  formatDate,
  formatDayMonth,
  formatDeliveryWindow,
  formatTime,
  formatTimeRange,
  formatWeekday,
  isoDateInZone,
  isPastCutoff,
  todayIso,
  tomorrowIso,
} from './dates';

describe('dates', () => {
  it('formats DD.MM.YYYY', () => {
    expect(formatDate('2026-05-07')).toBe('07.05.2026');
    expect(formatDate('2026-05-07T10:00:00')).toBe('07.05.2026');
    expect(formatDate('2026-05-07 23:30')).toBe('07.05.2026');
    // 22:30 UTC is already the next day in Moscow.
    expect(formatDate('2026-05-07T22:30:00Z')).toBe('08.05.2026');
    expect(formatDate('2026-05-07T22:30:00Z', 'UTC')).toBe('07.05.2026');
    expect(formatDate('2026-05-07T10:00:00+03:00')).toBe('07.05.2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('gives today and tomorrow in Moscow time', () => {
    const lateUtc = Date.UTC(2026, 11, 31, 22, 0); // 01:00 on 1 January in Moscow
    expect(isoDateInZone(lateUtc, 'UTC')).toBe('2026-12-31');
    expect(todayIso(lateUtc)).toBe('2027-01-01');
    expect(tomorrowIso(lateUtc)).toBe('2027-01-02');
    expect(tomorrowIso(Date.UTC(2026, 1, 28, 12))).toBe('2026-03-01');
    expect(tomorrowIso(Date.UTC(2028, 1, 28, 12))).toBe('2028-02-29');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats day-month and weekday in Russian', () => {
    expect(formatDayMonth('2026-05-12')).toBe('12 мая');
    expect(formatDayMonth('x')).toBe('x');
    expect(formatWeekday('2026-05-11')).toBe('пн');
    expect(formatWeekday('2026-05-17')).toBe('вс');
    expect(formatWeekday('x')).toBe('');
  });

  it('formats times and ranges', () => {
    expect(formatTime('07:00:00')).toBe('07:00');
    expect(formatTime('7:00')).toBe('07:00');
    expect(formatTime('x')).toBe('x');
    expect(formatTimeRange('18:00:00', '23:00:00')).toBe('18:00–23:00');
  });

  it('labels delivery windows Утро and Вечер', () => {
    expect(deliveryWindowType({ type: 'morning' })).toBe('morning');
    expect(deliveryWindowType({ type: 'evening', timeFrom: '07:00' })).toBe('evening');
    expect(deliveryWindowType({ timeFrom: '07:00' })).toBe('morning');
    expect(deliveryWindowType({ timeFrom: '19:00:00' })).toBe('evening');
    expect(deliveryWindowType({})).toBe('evening');
    expect(deliveryWindowLabel('morning')).toBe('Утро');
    expect(deliveryWindowLabel('evening')).toBe('Вечер');
    expect(formatDeliveryWindow({ timeFrom: '07:00:00', timeTo: '12:00:00' })).toBe('Утро, 07:00–12:00');
    expect(formatDeliveryWindow({ type: 'evening', timeFrom: '19:00', timeTo: '23:00' })).toBe('Вечер, 19:00–23:00');
    expect(formatDeliveryWindow({ type: 'evening' })).toBe('Вечер, 18:00–23:00');
  });

  it('compares the Moscow wall clock with the cut-offs', () => {
    const at = (h: number, m: number, s = 0) => Date.UTC(2026, 4, 7, h - 3, m, s);
    expect(isPastCutoff(at(14, 59, 59), '15:00:00')).toBe(false);
    expect(isPastCutoff(at(15, 0, 1), '15:00:00')).toBe(true);
    expect(isPastCutoff(at(19, 59, 59), '19:59:59')).toBe(false);
    expect(isPastCutoff(at(20, 0, 0), '19:59:59')).toBe(true);
  });
});

describe('Russian calendar (personal-cabinet §9: DD.MM.YYYY, week from Monday)', () => {
  it('weekdays count from Monday and the week starts on Monday', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
    expect(weekdayIndex('завтра')).toBe(-1);
  });
  it('a delivery day reads as weekday and DD.MM.YYYY, never ISO', () => {
    expect(formatDateWithWeekday('2026-11-24')).toBe('вт, 24.11.2026');
    expect(formatDateWithWeekday('2026-11-24')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('the full weekday and the day of the month of an ISO date', () => {
    expect(formatWeekdayLong('2026-11-24')).toBe('вторник');
    expect(formatWeekdayLong('2026-11-29')).toBe('воскресенье');
    expect(dayOfMonth('2026-12-01')).toBe('1');
    expect([formatWeekdayLong('nope'), dayOfMonth('nope')]).toEqual(['', '']);
  });
});

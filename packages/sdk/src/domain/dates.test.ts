import { describe, expect, it } from 'vitest';
import {
  addDays,
  compareIso,
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
    expect(formatDayMonth('2026-05-12')).toBe('12\u00a0мая');
    expect(formatDayMonth('x')).toBe('x');
    // No thirteenth month: unchanged, as anything unparseable.
    expect(formatDayMonth('2026-13-05')).toBe('2026-13-05');
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

describe('dates without Intl (the service zones and the Russian names, held equal to Intl)', () => {
  // Intl is the oracle: the tables and the fixed offsets must say what the browser would.
  const isoFormats = new Map<string, Intl.DateTimeFormat>();
  const intlIso = (ms: number, timeZone: string) => {
    if (!isoFormats.has(timeZone))
      isoFormats.set(timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
    return isoFormats.get(timeZone)?.format(new Date(ms));
  };
  const intlSeconds = (ms: number, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(ms));
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return get('hour') * 3600 + get('minute') * 60 + get('second');
  };

  it.each(['Europe/Moscow', 'Europe/Minsk', 'UTC', 'Asia/Yekaterinburg', 'Europe/Berlin'])(
    'the calendar date and the wall clock in %s, every 7 hours 2010-2035',
    (zone) => {
      for (let ms = Date.UTC(2010, 0, 1); ms < Date.UTC(2035, 0, 1); ms += 7 * 3600_000 + 1234) {
        expect(isoDateInZone(ms, zone)).toBe(intlIso(ms, zone));
      }
      // The cut-off compares the zone's wall clock: a second on either side of every hour of one day.
      for (let ms = Date.UTC(2026, 10, 26, 0); ms < Date.UTC(2026, 10, 27, 0); ms += 3600_000) {
        const seconds = intlSeconds(ms, zone);
        const at = (s: number) =>
          `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
        expect(isPastCutoff(ms, at(seconds), zone)).toBe(false);
        if (seconds > 0) expect(isPastCutoff(ms, at(seconds - 1), zone)).toBe(true);
      }
    },
  );

  it('the days around the Moscow switch to a fixed UTC+3 (26.10.2014) match Intl hour by hour', () => {
    for (let ms = Date.UTC(2014, 9, 24); ms < Date.UTC(2014, 9, 28); ms += 1800_000) {
      expect(isoDateInZone(ms, 'Europe/Moscow')).toBe(intlIso(ms, 'Europe/Moscow'));
    }
  });

  it('day-month and weekday names equal Intl ru-RU for every day of 2024 and 2026', () => {
    const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' });
    for (const start of ['2024-01-01', '2026-01-01']) {
      for (let i = 0; i < 366; i++) {
        const iso = addDays(start, i);
        const date = new Date(`${iso}T00:00:00Z`);
        // Intl writes a plain space; ours is a no-break one (a day and its month are not split across lines).
        expect(formatDayMonth(iso)).toBe(dayMonth.format(date).replace(' ', '\u00a0'));
        expect(formatWeekday(iso)).toBe(short.format(date).replace(/\.$/, ''));
        expect(formatWeekdayLong(iso)).toBe(long.format(date));
      }
    }
  });
});

describe('compareIso', () => {
  it('orders ISO dates and times as sort() does, ties included', () => {
    const values = ['2026-11-24', '2026-01-05', '2027-01-01', '2026-11-24', '19:00:00', '07:00:00', '18:00:00'];
    expect([...values].sort(compareIso)).toEqual([...values].sort());
    expect(compareIso('07:00', '07:00')).toBe(0);
    expect(compareIso('2026-02-01', '2026-10-01')).toBeLessThan(0);
  });
});

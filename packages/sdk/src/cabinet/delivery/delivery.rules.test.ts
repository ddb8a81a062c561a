import { describe, expect, it } from 'vitest';
import { cutoffFor, eatingPauseDays, isBeforeCutoff, showsWhatsNew } from './delivery.rules';

/** Moscow wall-clock instants. */
const msk = (iso: string) => Date.parse(`${iso}+03:00`);

describe('delivery rules', () => {
  it('cut-offs: 15:00:00 for a morning delivery, 19:59:59 for an evening one, on the day before', () => {
    expect(cutoffFor({ type: 'morning' })).toBe('15:00:00');
    expect(cutoffFor({ timeFrom: '18:00' })).toBe('19:59:59');
    const morning = { date: '2026-03-11', type: 'morning' };
    const evening = { date: '2026-03-11', type: 'evening' };
    expect(isBeforeCutoff(morning, msk('2026-03-10T15:00:00'))).toBe(true);
    expect(isBeforeCutoff(morning, msk('2026-03-10T15:00:01'))).toBe(false);
    expect(isBeforeCutoff(evening, msk('2026-03-10T19:59:59'))).toBe(true);
    expect(isBeforeCutoff(evening, msk('2026-03-10T20:00:00'))).toBe(false);
    expect(isBeforeCutoff(evening, msk('2026-03-09T23:00:00'))).toBe(true);
    expect(isBeforeCutoff(evening, msk('2026-03-11T08:00:00'))).toBe(false);
  });

  it('eating pause = days since the last delivery minus 2; the what-is-new block from 10', () => {
    const now = msk('2026-03-20T12:00:00');
    expect(eatingPauseDays(undefined, now)).toBe(0);
    expect(eatingPauseDays('2026-03-19', now)).toBe(0);
    expect(eatingPauseDays('2026-03-15', now)).toBe(3);
    expect(showsWhatsNew('2026-03-09', now)).toBe(false);
    expect(eatingPauseDays('2026-03-08', now)).toBe(10);
    expect(showsWhatsNew('2026-03-08', now)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { firstDeliveryDate } from './funnel.payload';

// 2026-11-26 10:00 in Moscow (07:00 UTC).
const now = Date.UTC(2026, 10, 26, 7);

describe('firstDeliveryDate (personal-cabinet §4: trial products start after today)', () => {
  it('a trial product (day, hydra) never starts today or earlier', () => {
    expect(firstDeliveryDate('day', '2026-11-26', now)).toBe('2026-11-27');
    expect(firstDeliveryDate('hydra', '2026-11-20', now)).toBe('2026-11-27');
    expect(firstDeliveryDate('day', '2026-11-29', now)).toBe('2026-11-29');
    expect(firstDeliveryDate('day', undefined, now)).toBe('2026-11-27');
  });

  it('other products keep the chosen date, else tomorrow', () => {
    expect(firstDeliveryDate('standard', '2026-11-26', now)).toBe('2026-11-26');
    expect(firstDeliveryDate('detox', undefined, now)).toBe('2026-11-27');
    // 00:30 in Moscow on the 27th (21:30 UTC): tomorrow is the 28th.
    expect(firstDeliveryDate('day', '2026-11-27', Date.UTC(2026, 10, 26, 21, 30))).toBe('2026-11-28');
  });
});

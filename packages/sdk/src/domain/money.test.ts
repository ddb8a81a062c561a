import { describe, expect, it } from 'vitest';
import { formatDays, formatMoney, plural } from './money';

describe('money', () => {
  it('rounds, groups with a plain space and uses ₽ or руб.', () => {
    expect(formatMoney(11990)).toBe('11 990 ₽');
    expect(formatMoney(889.6, 2)).toBe('890 ₽');
    expect(formatMoney(1234567, 20)).toBe('1 234 567 руб.');
    expect(formatMoney(0)).toBe('0 ₽');
  });

  it('follows Russian plural rules', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => plural(n, forms))).toEqual([
      'день', 'дня', 'дня', 'дней', 'дней', 'дней', 'дней', 'день', 'дня', 'дней', 'день', 'дней',
    ]);
    expect(formatDays(6)).toBe('6 дней');
  });
});

import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatBottles, formatDays, formatDishes, formatMoney, formatWeeks, plural } from './money';

describe('money', () => {
  it('rounds, groups with a plain space and uses ₽ or руб.', () => {
    expect(formatMoney(11990)).toBe('11 990 ₽');
    expect(formatMoney(889.6, 2)).toBe('890 ₽');
    expect(formatMoney(1234567, 20)).toBe('1 234 567 руб.');
    expect(formatMoney(0)).toBe('0 ₽');
    expect(formatMoney(999)).toBe('999 ₽');
    expect(formatMoney(-0.4)).toBe('0 ₽');
    expect(formatMoney(3500, 1)).toBe('3 500 ₽');
  });

  it('never leaves a no-break space in the text', () => {
    expect(formatAmount(1_000_000)).toBe('1 000 000');
    expect(formatAmount(12_345.5)).not.toMatch(/[\u00a0\u202f]/);
    expect(formatAmount(-2500)).toMatch(/2 500$/);
  });

  it('picks the currency by city', () => {
    expect(currencySymbol()).toBe('₽');
    expect(currencySymbol(2)).toBe('₽');
    expect(currencySymbol(20)).toBe('руб.');
  });

  it('follows Russian plural rules', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1001].map((n) => plural(n, forms))).toEqual([
      'дней', 'день', 'дня', 'дня', 'дней', 'дней', 'дней', 'дней', 'день', 'дня', 'дней', 'день', 'дней', 'дней', 'день',
    ]);
    expect(plural(-1, forms)).toBe('день');
    expect(plural(2.5, forms)).toBe('дня');
    expect(formatDays(6)).toBe('6 дней');
    expect(formatDays(1)).toBe('1 день');
    expect(formatDays(24)).toBe('24 дня');
    expect(formatDishes(5)).toBe('5 блюд');
    expect(formatDishes(4)).toBe('4 блюда');
    expect(formatBottles(16)).toBe('16 бутылок');
    expect(formatWeeks(3)).toBe('3 недели');
  });
});

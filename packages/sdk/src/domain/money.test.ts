import { describe, expect, it } from 'vitest';
import { currencySymbol, formatAmount, formatBonuses, formatBottles, formatDays, formatDishes, formatMoney, formatWeeks, plural } from './money';

describe('money', () => {
  it('rounds, groups with a no-break space and uses ₽ or руб.', () => {
    expect(formatMoney(11990)).toBe('11\u00a0990\u00a0₽');
    expect(formatMoney(889.6, 2)).toBe('890\u00a0₽');
    expect(formatMoney(1234567, 20)).toBe('1\u00a0234\u00a0567\u00a0руб.');
    expect(formatMoney(0)).toBe('0\u00a0₽');
    expect(formatMoney(999)).toBe('999\u00a0₽');
    expect(formatMoney(-0.4)).toBe('0\u00a0₽');
    expect(formatMoney(3500, 1)).toBe('3\u00a0500\u00a0₽');
  });

  it('groups with a no-break space, as Intl does, so an amount never wraps (issue 12, defect 4)', () => {
    expect(formatAmount(1_000_000)).toBe('1\u00a0000\u00a0000');
    expect(formatAmount(12_345.5)).not.toMatch(/[ \u202f]/);
    expect(formatMoney(12_345)).not.toMatch(/ /);
    expect(formatAmount(-2500)).toMatch(/2\u00a0500$/);
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

describe('formatBonuses', () => {
  it('groups like money and uses Russian plurals, with no-break spaces', () => {
    expect(formatBonuses(1)).toBe('1\u00a0бонус');
    expect(formatBonuses(3)).toBe('3\u00a0бонуса');
    expect(formatBonuses(21)).toBe('21\u00a0бонус');
    expect(formatBonuses(1850)).toBe('1\u00a0850\u00a0бонусов');
    expect(formatBonuses(0)).toBe('0\u00a0бонусов');
  });
});

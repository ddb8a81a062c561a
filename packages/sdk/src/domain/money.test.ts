import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatBonuses,
  formatBottles,
  formatDays,
  formatDishes,
  formatMoney,
  formatRoubles,
  formatWeeks,
  plural,
} from './money';

describe('money', () => {
  it('rounds, groups with a no-break space and uses ₽ or руб.', () => {
    expect(formatMoney(11990, 2)).toBe('11\u00a0990\u00a0₽');
    expect(formatMoney(889.6, 2)).toBe('890\u00a0₽');
    expect(formatMoney(1234567, 20)).toBe('1\u00a0234\u00a0567\u00a0руб.');
    expect(formatMoney(0, 2)).toBe('0\u00a0₽');
    expect(formatMoney(999, 2)).toBe('999\u00a0₽');
    expect(formatMoney(-0.4, 2)).toBe('0\u00a0₽');
    expect(formatMoney(3500, 1)).toBe('3\u00a0500\u00a0₽');
  });

  it('groups with a no-break space, as Intl does, so an amount never wraps (issue 12, defect 4)', () => {
    expect(formatAmount(1_000_000)).toBe('1\u00a0000\u00a0000');
    expect(formatAmount(12_345.5)).not.toMatch(/[ \u202f]/);
    expect(formatMoney(12_345, 2)).not.toMatch(/ /);
    expect(formatAmount(-2500)).toMatch(/2\u00a0500$/);
  });

  it('groups exactly as Intl.NumberFormat ru-RU does (its narrow no-break space as a no-break space)', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
    const amounts = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1234, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 1_234_567_890,
    ];
    for (const amount of [...amounts, ...amounts.map((a) => -a), 0.4, 0.5, 1499.5, -1499.5, 11_989.6]) {
      const rounded = Math.round(amount);
      expect(formatAmount(amount), String(amount)).toBe(intl.format(Object.is(rounded, -0) ? 0 : rounded).replace(/[\u202f ]/g, '\u00a0'));
    }
  });

  it('picks the currency by city', () => {
    expect(currencySymbol(2)).toBe('₽');
    expect(currencySymbol(20)).toBe('руб.');
  });

  it("roubles whatever the city only when named so (formatRoubles: SBP, the spec's ₽ figures)", () => {
    expect(formatRoubles(990)).toBe('990\u00a0₽');
    // @ts-expect-error issue 30: an amount without its city is a type error, not roubles by default.
    formatMoney(990);
  });

  it('follows Russian plural rules', () => {
    const forms = ['день', 'дня', 'дней'] as const;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1001].map((n) => plural(n, forms))).toEqual([
      'дней',
      'день',
      'дня',
      'дня',
      'дней',
      'дней',
      'дней',
      'дней',
      'день',
      'дня',
      'дней',
      'день',
      'дней',
      'дней',
      'день',
    ]);
    expect(plural(-1, forms)).toBe('день');
    expect(plural(2.5, forms)).toBe('дня');
    expect(formatDays(6)).toBe('6\u00a0дней');
    expect(formatDays(1)).toBe('1\u00a0день');
    expect(formatDays(24)).toBe('24\u00a0дня');
    expect(formatDishes(5)).toBe('5\u00a0блюд');
    expect(formatDishes(4)).toBe('4\u00a0блюда');
    expect(formatBottles(16)).toBe('16\u00a0бутылок');
    expect(formatWeeks(3)).toBe('3\u00a0недели');
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

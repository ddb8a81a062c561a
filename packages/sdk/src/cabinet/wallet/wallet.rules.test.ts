import { describe, expect, it } from 'vitest';
import { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from './wallet.rules';

describe('wallet rules', () => {
  it('signs amounts and keeps money on one line', () => {
    expect(signedAmountText(1200, 2)).toMatch(/^\+1\s200\s₽$/);
    expect(signedAmountText(-350, 2)).toMatch(/^\u2212350\s₽$/);
    // Issue 31: bonuses in bonuses (as the shop), roubles in money.
    expect(signedAmountText(1000, 2, 'bonus')).toMatch(/^\+1\s000\sбонусов$/);
    expect(signedAmountText(-1, 2, 'extra')).toMatch(/^\u22121\sбонус$/);
    expect(signedAmountText(-450, 2, 'rouble')).toMatch(/^\u2212450\s₽$/);
    expect(signedAmountText(-350, 2)).not.toContain(' ');
  });

  it('titles balance kinds in Russian and pages the history', () => {
    expect(balanceKindText('bonus')).toBe('Бонусы');
    expect(hasMoreHistory(1, 3)).toBe(true);
    expect(hasMoreHistory(3, 3)).toBe(false);
    expect(hasMoreHistory(1, 0)).toBe(false);
  });

  it('shows a dated row without ISO dates', () => {
    const row = historyRow({ id: 'w-1', date: '2026-11-20T09:00:00.000Z', amount: -350, type: 'bonus', description: 'Оплата' }, 2);
    expect(row.dateText).not.toContain('2026-11-20');
    expect(row).toMatchObject({ credit: false, kindText: 'Бонусы', description: 'Оплата' });
  });

  it("a Minsk client's money is руб. (issue 30: an amount never forgets its city)", () => {
    expect(signedAmountText(-450, 20, 'rouble')).toMatch(/^\u2212450\sруб\.$/);
  });
});

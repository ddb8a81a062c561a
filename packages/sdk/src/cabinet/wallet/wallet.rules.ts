import type { BalanceKind, WalletHistoryEntry } from '../../api/schemas/wallet';
import { formatDate } from '../../domain/dates';
import { formatBonuses, formatMoney } from '../../domain/money';

/** Russian titles of the balance kinds (personal-cabinet §3 separatedBalance). */
export function balanceKindText(kind: BalanceKind): string {
  return { bonus: 'Бонусы', rouble: 'Рубли на счёте', other: 'Прочие начисления', extra: 'Дополнительные бонусы' }[kind];
}

/**
 * Bonuses are counted in bonuses, as the bonus shop counts them ('1 850 бонусов'); roubles and other
 * credits in money (issue 31: the wallet said '1 850 ₽' for the bonuses the shop beside it called
 * '1 850 бонусов'). The kinds `bonus` and `extra` are bonuses (§3 separatedBalance).
 */
export const isBonusKind = (kind: BalanceKind): boolean => kind === 'bonus' || kind === 'extra';

/** A balance's amount in its unit: '1 850 бонусов', '2 400 ₽' (руб. for a Minsk client). */
export const balanceAmountText = (kind: BalanceKind, value: number, cityId: number): string =>
  isBonusKind(kind) ? formatBonuses(value) : formatMoney(value, cityId);

/** More history exists when the last loaded page is below the page count. */
export function hasMoreHistory(page: number, pages: number): boolean {
  return page < pages;
}

/** A signed amount: '+500 ₽' for a credit, '−350 ₽' for a debit (NBSP inside, never wraps). */
export function signedAmountText(amount: number, cityId: number, kind?: BalanceKind): string {
  return `${amount < 0 ? '\u2212' : '+'}${kind ? balanceAmountText(kind, Math.abs(amount), cityId) : formatMoney(Math.abs(amount), cityId)}`;
}

/** One history row for the screen. */
export function historyRow(
  entry: WalletHistoryEntry,
  cityId: number,
): {
  id: string;
  dateText: string;
  amountText: string;
  credit: boolean;
  kindText: string;
  description: string;
} {
  return {
    id: entry.id,
    dateText: formatDate(entry.date),
    amountText: signedAmountText(entry.amount, cityId, entry.type),
    credit: entry.amount >= 0,
    kindText: balanceKindText(entry.type),
    description: entry.description,
  };
}

import type { BalanceKind, WalletHistoryEntry } from '../../api/schemas/wallet';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';

/** Russian titles of the balance kinds (personal-cabinet §3 separatedBalance). */
export function balanceKindText(kind: BalanceKind): string {
  return { bonus: 'Бонусы', rouble: 'Рубли на счёте', other: 'Прочие начисления', extra: 'Дополнительные бонусы' }[kind];
}

/** More history exists when the last loaded page is below the page count. */
export function hasMoreHistory(page: number, pages: number): boolean {
  return page < pages;
}

/** A signed amount: '+500 ₽' for a credit, '−350 ₽' for a debit (NBSP inside, never wraps). */
export function signedAmountText(amount: number): string {
  return `${amount < 0 ? '\u2212' : '+'}${formatMoney(Math.abs(amount))}`;
}

/** One history row for the screen. */
export function historyRow(entry: WalletHistoryEntry): { id: string; dateText: string; amountText: string; credit: boolean; kindText: string; description: string } {
  return {
    id: entry.id,
    dateText: formatDate(entry.date),
    amountText: signedAmountText(entry.amount),
    credit: entry.amount >= 0,
    kindText: balanceKindText(entry.type),
    description: entry.description,
  };
}

import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The wallet (personal-cabinet §3 profile balances and "Wallet", §7 `client-wallet`,
 * `client-wallet/history`). The spec names the fields (balance, bonus_balance, isBalanceOverpulled,
 * separatedBalance entries of type bonus, rouble, other, extra with value) and "history (page 1)",
 * not the history entry's shape: ours is dated, signed (+ credit, − debit), with a Russian description
 * (packages/sandbox/README.md "Wallet").
 */
/** @internal */
export const BalanceKind = v.picklist(['bonus', 'rouble', 'other', 'extra']);
export type BalanceKind = 'bonus' | 'rouble' | 'other' | 'extra';

/** @internal */
export const SeparatedBalance = v.object({ type: BalanceKind, value: v.number() });
/** @internal */
export interface SeparatedBalanceSchema extends Named<typeof SeparatedBalance> {}
export interface SeparatedBalance {
  type: BalanceKind;
  value: number;
}

/** @internal */
export const Wallet = v.object({
  balance: maybe(v.number()),
  bonus_balance: maybe(v.number()),
  /** The client spent more than the balance held (the balance is below zero). */
  isBalanceOverpulled: v.optional(v.boolean(), false),
  separatedBalance: v.optional(v.array(SeparatedBalance as SeparatedBalanceSchema), []),
});
/** @internal */
export interface WalletSchema extends Named<typeof Wallet> {}
export interface Wallet {
  balance?: number | null | undefined;
  bonus_balance?: number | null | undefined;
  /** The client spent more than the balance held (the balance is below zero). */
  isBalanceOverpulled: boolean;
  separatedBalance: SeparatedBalance[];
}

/** @internal */
export const WalletResponse = v.object({ ...Envelope.entries, wallet: Wallet as WalletSchema });
export interface WalletResponse extends Envelope {
  wallet: Wallet;
}

/** `client-wallet`: the brand whose wallet is read. */
/** @internal */
export const WalletRequest = v.object({ brandId_H: v.optional(v.string()) });
export interface WalletRequest {
  brandId_H?: string | undefined;
}

/** @internal */
export const WalletHistoryEntry = v.object({
  id: v.string(),
  /** ISO date-time of the operation. */
  date: v.string(),
  /** Roubles, positive for a credit and negative for a debit. */
  amount: v.number(),
  type: BalanceKind,
  description: v.string(),
});
/** @internal */
export interface WalletHistoryEntrySchema extends Named<typeof WalletHistoryEntry> {}
export interface WalletHistoryEntry {
  id: string;
  /** ISO date-time of the operation. */
  date: string;
  /** Roubles, positive for a credit and negative for a debit. */
  amount: number;
  type: BalanceKind;
  description: string;
}

/** `client-wallet/history`: page (1 first, WALLET_HISTORY_PAGE). */
/** @internal */
export const WalletHistoryRequest = v.object({ page: v.number(), brandId_H: v.optional(v.string()) });
export interface WalletHistoryRequest {
  page: number;
  brandId_H?: string | undefined;
}

/** @internal */
export const WalletHistoryResponse = v.object({
  ...Envelope.entries,
  history: v.array(WalletHistoryEntry as WalletHistoryEntrySchema),
  page: v.number(),
  /** Pages in all (0 for an empty history). */
  pages: v.number(),
});
export interface WalletHistoryResponse extends Envelope {
  history: WalletHistoryEntry[];
  page: number;
  /** Pages in all (0 for an empty history). */
  pages: number;
}

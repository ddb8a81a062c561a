import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * The wallet (personal-cabinet §3 profile balances and "Wallet", §7 `client-wallet`,
 * `client-wallet/history`). The spec names the fields (balance, bonus_balance, isBalanceOverpulled,
 * separatedBalance entries of type bonus, rouble, other, extra with value) and "history (page 1)",
 * not the history entry's shape: ours is dated, signed (+ credit, − debit), with a Russian description
 * (packages/sandbox/README.md "Wallet").
 */
export const BalanceKind = v.picklist(['bonus', 'rouble', 'other', 'extra']);
export type BalanceKind = v.InferOutput<typeof BalanceKind>;

export const SeparatedBalance = v.object({ type: BalanceKind, value: v.number() });
export interface SeparatedBalanceSchema extends Named<typeof SeparatedBalance> {}
export interface SeparatedBalance extends v.InferOutput<typeof SeparatedBalance> {}

export const Wallet = v.object({
  balance: maybe(v.number()),
  bonus_balance: maybe(v.number()),
  /** The client spent more than the balance held (the balance is below zero). */
  isBalanceOverpulled: v.optional(v.boolean(), false),
  separatedBalance: v.optional(v.array(SeparatedBalance as SeparatedBalanceSchema), []),
});
export interface WalletSchema extends Named<typeof Wallet> {}
export interface Wallet extends v.InferOutput<typeof Wallet> {}

export const WalletResponse = v.object({ ...envelope, wallet: Wallet as WalletSchema });
export interface WalletResponse extends v.InferOutput<typeof WalletResponse> {}

/** `client-wallet`: the brand whose wallet is read. */
export const WalletRequest = v.object({ brandId_H: v.optional(v.string()) });
export interface WalletRequest extends v.InferOutput<typeof WalletRequest> {}

export const WalletHistoryEntry = v.object({
  id: v.string(),
  /** ISO date-time of the operation. */
  date: v.string(),
  /** Roubles, positive for a credit and negative for a debit. */
  amount: v.number(),
  type: BalanceKind,
  description: v.string(),
});
export interface WalletHistoryEntrySchema extends Named<typeof WalletHistoryEntry> {}
export interface WalletHistoryEntry extends v.InferOutput<typeof WalletHistoryEntry> {}

/** `client-wallet/history`: page (1 first, WALLET_HISTORY_PAGE). */
export const WalletHistoryRequest = v.object({ page: v.number(), brandId_H: v.optional(v.string()) });
export interface WalletHistoryRequest extends v.InferOutput<typeof WalletHistoryRequest> {}

export const WalletHistoryResponse = v.object({
  ...envelope,
  history: v.array(WalletHistoryEntry as WalletHistoryEntrySchema),
  page: v.number(),
  /** Pages in all (0 for an empty history). */
  pages: v.number(),
});
export interface WalletHistoryResponse extends v.InferOutput<typeof WalletHistoryResponse> {}

import type { Wallet, WalletHistoryEntry } from '../../api/schemas/wallet';

export interface WalletPage {
  history: WalletHistoryEntry[];
  page: number;
  pages: number;
}

export interface WalletLoaded extends WalletPage {
  wallet: Wallet;
  /** The client's city (`clientCityId`): whose money the amounts are. */
  cityId: number;
}

export interface WalletContext {
  wallet: Wallet | undefined;
  /** The client's city (`clientCityId`): whose money the amounts are (issue 30: a Minsk wallet said ₽). */
  cityId: number;
  history: WalletHistoryEntry[];
  page: number;
  pages: number;
  /** The load failure (Russian), in `error`. */
  error: string | undefined;
  /** The next page's failure (Russian), shown under the list with its retry. */
  moreError: string | undefined;
}

/** REFRESH: the balances changed elsewhere (a bonus shop purchase): load them and page 1 again. */
export type WalletEvent = { type: 'RETRY' } | { type: 'MORE' } | { type: 'REFRESH' };

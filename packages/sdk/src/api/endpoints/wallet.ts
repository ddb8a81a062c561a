import { call } from './declare';
import { WalletHistoryResponse, WalletResponse, type WalletHistoryRequest, type WalletRequest } from '../schemas/wallet';

/** The wallet calls (personal-cabinet §7 "Profile and client"): balances and history pages. */
export const wallet = {
  get: call<WalletRequest, WalletResponse>('GET client-wallet', WalletResponse),
  /** One page of the history, newest first; the cabinet starts at page 1 (WALLET_HISTORY_PAGE). */
  history: call<WalletHistoryRequest, WalletHistoryResponse>('GET client-wallet/history', WalletHistoryResponse),
} as const;

import { defineEndpoint } from '../client';
import { WalletHistoryResponse, WalletResponse, type WalletHistoryRequest, type WalletRequest } from '../schemas/wallet';

/** The wallet calls (personal-cabinet §7 "Profile and client"): balances and history pages. */
export const wallet = {
  get: defineEndpoint<WalletRequest, WalletResponse>({
    name: 'client-wallet',
    method: 'GET',
    path: 'client-wallet',
    response: WalletResponse,
  }),
  /** One page of the history, newest first; the cabinet starts at page 1 (WALLET_HISTORY_PAGE). */
  history: defineEndpoint<WalletHistoryRequest, WalletHistoryResponse>({
    name: 'client-wallet/history',
    method: 'GET',
    path: 'client-wallet/history',
    response: WalletHistoryResponse,
  }),
} as const;

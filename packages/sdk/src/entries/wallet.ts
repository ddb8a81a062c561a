/** The cabinet's wallet: calls, schemas, the wallet machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { wallet } from '../api/endpoints/wallet';
export {
  BalanceKind, SeparatedBalance, Wallet, WalletHistoryEntry, WalletHistoryRequest, WalletHistoryResponse, WalletRequest, WalletResponse,
} from '../api/schemas/wallet';
export { WALLET_TEXTS, walletMachine } from '../cabinet/wallet/wallet.machine';
export { provideWallet } from '../cabinet/wallet/wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from '../cabinet/wallet/wallet.rules';
export type { WalletContext, WalletEvent, WalletLoaded, WalletPage } from '../cabinet/wallet/wallet.types';
export type { WalletMachine } from '../cabinet/wallet/wallet.machine';
export { connectWallet, walletView } from '../cabinet/wallet/wallet.connect';
export type { WalletHandlers, WalletSnapshot, WalletView } from '../cabinet/wallet/wallet.connect';

/** The cabinet's wallet: calls, schemas, the wallet machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { wallet } from '../api/endpoints/wallet';
export {
  BalanceKind, SeparatedBalance, Wallet, WalletHistoryEntry, WalletHistoryRequest, WalletHistoryResponse, WalletRequest, WalletResponse,
} from '../api/schemas/wallet';
export { WALLET_TEXTS, walletMachine } from '../machines/wallet/wallet.machine';
export { provideWallet } from '../machines/wallet/wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from '../machines/wallet/wallet.rules';
export type { WalletContext, WalletEvent, WalletLoaded, WalletMachine, WalletPage } from '../machines/wallet/wallet.types';
export { connectWallet, walletView } from '../machines/wallet/wallet.connect';
export type { WalletHandlers, WalletSnapshot, WalletView } from '../machines/wallet/wallet.connect';

/** The cabinet's wallet: calls, schemas, the wallet machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { wallet } from '../api/endpoints/wallet';
export {
  BalanceKind, SeparatedBalance, Wallet, WalletHistoryEntry, WalletHistoryRequest, WalletHistoryResponse, WalletRequest, WalletResponse,
} from '../api/schemas/wallet';

/**
 * The `wallet` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { wallet } from '@mealflow/sdk/cabinet'`, then `wallet.<name>`; unused members are tree-shaken.
 */
export * from './wallet.connect';
export { WALLET_TEXTS, walletMachine } from './wallet.machine';
export type { WalletContext, WalletEvent, WalletMachine } from './wallet.machine';
export * from './wallet.provide';
export { balanceKindText, hasMoreHistory, historyRow, signedAmountText } from './wallet.rules';
export type * from './wallet.types';

// The client's wallet (personal-cabinet §3 Wallet): the balances and history panel, for the bonus page that hosts it.
export { Wallet } from './WalletPage';
export { WalletLoading } from './WalletLoading';

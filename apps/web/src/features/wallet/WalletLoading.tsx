import { WALLET_TEXTS } from './wallet-texts';
import styles from './Wallet.module.css';

/**
 * The wallet's panel while its balances load. Light (no machine): the router's cabinet frame draws
 * it as the bonus page's skeleton before the screen's chunk and the profile are there
 * (`BonusSkeleton`), and the wallet then draws the same panel.
 */
export function WalletLoading() {
  return (
    <section className={styles['panel']} aria-busy="true" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{WALLET_TEXTS.title}</h2>
      <p role="status">{WALLET_TEXTS.loading}</p>
    </section>
  );
}

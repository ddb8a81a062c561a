import { wallet } from '@mealflow/sdk/cabinet';
import { useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import type { ScreenProps } from '../../shared/screen';
import { Button } from '../../shared/ui/Button';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { WALLET_TEXTS } from './wallet-texts';
import { WalletLoading } from './WalletLoading';
import styles from './Wallet.module.css';

type WalletScreenView = ReturnType<typeof wallet.connectWallet>;

/**
 * /dashboard/bonus (personal-cabinet §2.1 bonus, §3 Wallet): the balances by kind and the history
 * on the wallet machine, page by page. The bonus shop and its categories come with their issue.
 */
export default function WalletPage({ route }: ScreenProps) {
  const actor = useScreenActor(wallet.provideWallet, undefined);
  const view = useConnect(actor, wallet.connectWallet);
  return (
    <CabinetLayout route={route.name}>
      <Wallet view={view} />
    </CabinetLayout>
  );
}

export function Wallet({ view }: { view: WalletScreenView }) {
  if (view.status === 'loading') return <WalletLoading />;
  if (view.status === 'error') {
    return (
      <section className={styles['panel']} aria-labelledby="wallet-title">
        <h2 id="wallet-title">{WALLET_TEXTS.title}</h2>
        <p role="alert" className={styles['error']}>
          {view.error}
        </p>
        <Button onClick={view.retry}>{WALLET_TEXTS.retry}</Button>
      </section>
    );
  }
  return (
    <div className={styles['stack']}>
      <section className={styles['panel']} aria-labelledby="wallet-title">
        <h2 id="wallet-title">{WALLET_TEXTS.title}</h2>
        {view.totalText ? <p>{WALLET_TEXTS.total(view.totalText)}</p> : null}
        <dl className={styles['balances']}>
          {view.balances.map((balance) => (
            <div key={balance.kind}>
              <dt>{balance.title}</dt>
              <dd>{balance.amountText}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles['panel']} aria-labelledby="wallet-history">
        <h2 id="wallet-history">{WALLET_TEXTS.history}</h2>
        {view.status === 'empty' || view.rows.length === 0 ? (
          <p>{WALLET_TEXTS.empty}</p>
        ) : (
          <ul className={styles['history']} aria-label={WALLET_TEXTS.history}>
            {view.rows.map((row) => (
              <li key={row.id} className={styles['row']}>
                <div className={styles['what']}>
                  <div>{row.description}</div>
                  <p className={styles['muted']}>
                    {row.dateText} · {row.kindText}
                  </p>
                </div>
                <span className={`${styles['amount']} ${row.credit ? styles['credit'] : ''}`}>{row.amountText}</span>
              </li>
            ))}
          </ul>
        )}
        {view.moreError ? (
          <p role="alert" className={styles['error']}>
            {view.moreError}
          </p>
        ) : null}
        {view.canLoadMore || view.moreError ? (
          <Button variant="secondary" busy={view.loadingMore} disabled={view.loadingMore} onClick={view.loadMore}>
            {view.moreError ? WALLET_TEXTS.retry : WALLET_TEXTS.more}
          </Button>
        ) : null}
      </section>
    </div>
  );
}

import { bonusShop, loadSettled, wallet as walletGroup } from '@mealflow/sdk/cabinet';
import { type ReactNode, useCallback } from 'react';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Wallet } from '../wallet';
import { BonusShop, GiftCertificates } from './BonusShop';
import styles from './BonusShop.module.css';

type WalletRef = NonNullable<ReturnType<typeof bonusShop.bonusShopWallet>>;

/** The wallet panel over the shop's wallet child (refreshed by the shop after a purchase). */
function ShopWallet({ actor }: { actor: WalletRef }) {
  const view = useConnect(actor, walletGroup.connectWallet);
  return <Wallet view={view} />;
}

/**
 * The wallet, then what `children` draws once the wallet has loaded (or failed): the wallet's height
 * follows its balances and history, so the shop drawn first was pushed down when the wallet arrived
 * (the bonus page's CLS 0.63 on a phone, issue 35).
 */
function WalletFirst({ actor, children }: { actor: WalletRef; children: ReactNode }) {
  const loaded = useActorValue(actor, loadSettled);
  return (
    <>
      <ShopWallet actor={actor} />
      {loaded ? children : null}
    </>
  );
}

/**
 * /dashboard/bonus and /dashboard/bonus/category/{id?} (personal-cabinet §2.1 bonus, shop; §3
 * Wallet): one `bonusShop` screen actor for both routes, so moving between categories keeps the
 * shop. /dashboard/bonus shows the wallet, the shop and the client's gift certificates; a category
 * page shows the shop with that category's items.
 */
export default function BonusShopPage(props: ScreenProps) {
  const { route, params } = props;
  const actor = useScreenActor(bonusShop.provideBonusShop, undefined);
  const category = useScreenInput(props).page === 'category';
  const categoryId = category ? params['id'] : undefined;
  const connect = useCallback(
    (snapshot: bonusShop.BonusShopSnapshot, send: Parameters<typeof bonusShop.connectBonusShop>[1]) =>
      bonusShop.connectBonusShop(snapshot, send, { categoryId }),
    [categoryId],
  );
  const view = useConnect(actor, connect);
  const wallet = useActorValue(actor, bonusShop.bonusShopWallet);
  const home = !category;
  const shop = (
    <>
      <BonusShop view={view} />
      {home ? <GiftCertificates view={view} /> : null}
    </>
  );
  return (
    <CabinetLayout route={route.name}>
      <div className={styles['stack']}>{home && wallet ? <WalletFirst actor={wallet}>{shop}</WalletFirst> : shop}</div>
    </CabinetLayout>
  );
}

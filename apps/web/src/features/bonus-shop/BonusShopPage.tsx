import { type BonusShopSnapshot, bonusShopWallet, connectBonusShop, connectWallet, provideBonusShop } from '@mealflow/sdk/cabinet';
import { useCallback } from 'react';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';
import { Wallet } from '../wallet';
import { BonusShop, GiftCertificates } from './BonusShop';
import styles from './BonusShop.module.css';

type WalletRef = NonNullable<ReturnType<typeof bonusShopWallet>>;

/** The wallet panel over the shop's wallet child (refreshed by the shop after a purchase). */
function ShopWallet({ actor }: { actor: WalletRef }) {
  const view = useConnect(actor, connectWallet);
  return <Wallet view={view} />;
}

/**
 * /dashboard/bonus and /dashboard/bonus/category/{id?} (personal-cabinet §2.1 bonus, shop; §3
 * Wallet): one `bonusShop` screen actor for both routes, so moving between categories keeps the
 * shop. /dashboard/bonus shows the wallet, the shop and the client's gift certificates; a category
 * page shows the shop with that category's items.
 */
export default function BonusShopPage(props: ScreenProps) {
  const { route, params } = props;
  const actor = useScreenActor(provideBonusShop, undefined);
  const category = useScreenInput(props).page === 'category';
  const categoryId = category ? params['id'] : undefined;
  const connect = useCallback(
    (snapshot: BonusShopSnapshot, send: Parameters<typeof connectBonusShop>[1]) => connectBonusShop(snapshot, send, { categoryId }),
    [categoryId],
  );
  const view = useConnect(actor, connect);
  const wallet = useActorValue(actor, bonusShopWallet);
  const home = !category;
  return (
    <CabinetLayout route={route.name}>
      <div className={styles['stack']}>
        {home && wallet ? <ShopWallet actor={wallet} /> : null}
        <BonusShop view={view} />
        {home ? <GiftCertificates view={view} /> : null}
      </div>
    </CabinetLayout>
  );
}

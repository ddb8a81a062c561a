import type { RouteName } from '@mealflow/sdk/routing';
import { PageLoading } from '../../shared/layout/Layout';
import { WalletLoading } from '../wallet';
import styles from './BonusShop.module.css';

/**
 * The bonus page's first panel while loading (`BonusShopPage`: the wallet first, in the page's
 * stack), the route table's skeleton for /dashboard/bonus; a category page starts with the shop.
 */
export function BonusSkeleton({ route }: { route: RouteName }) {
  return route === 'DashboardBonus' ? (
    <div className={styles['stack']}>
      <WalletLoading />
    </div>
  ) : (
    <PageLoading />
  );
}

import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { useCityId } from '../../shared/runtime/city';
import { PageLoading } from '../../shared/layout/Layout';
import styles from '../../shared/layout/Page.module.css';

const OrderBlock = lazy(() => import('./OrderBlock'));

/** /order/login: the funnel's phone step on its own page (order-funnel §2 StepOrdersPhone). */
export default function OrderLoginPage() {
  const query = new URLSearchParams(useSearch());
  const cityId = useCityId();
  return (
    <section className={styles['page']} aria-labelledby="order-login-title">
      <h1 id="order-login-title">{LOGIN_TEXTS.phoneHeading}</h1>
      <Suspense fallback={<PageLoading />}>
        <OrderBlock
          cityId={cityId}
          businessProduct={query.get('businessProduct') ?? 'standard'}
          placement="other"
          queryMenuType={query.get('menuType') ?? undefined}
        />
      </Suspense>
    </section>
  );
}

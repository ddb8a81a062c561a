import { COOKIES, LOGIN_TEXTS, resolveCity } from '@mealflow/sdk';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import styles from '../../shared/layout/Page.module.css';

const OrderBlock = lazy(() => import('./OrderBlock'));

/** /order/login: the funnel's phone step on its own page (order-funnel §2 StepOrdersPhone). */
export default function OrderLoginPage() {
  const query = new URLSearchParams(useSearch());
  const cityId = resolveCity({ queryCity: query.get('city') ?? undefined, host: window.location.host, cookieCityId: createBrowserCookies().get(COOKIES.city) }).cityId;
  return (
    <section className={styles['page']} aria-labelledby="order-login-title">
      <h1 id="order-login-title">{LOGIN_TEXTS.phoneHeading}</h1>
      <Suspense fallback={<PageLoading />}>
        <OrderBlock cityId={cityId} businessProduct={query.get('businessProduct') ?? 'standard'} placement="other" queryMenuType={query.get('menuType') ?? undefined} />
      </Suspense>
    </section>
  );
}

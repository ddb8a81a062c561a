import { landing, session as sessionGroup } from '@mealflow/sdk/storefront';
import { lazy, Suspense } from 'react';
import { Link, useSearch } from 'wouter';
import { useCityId } from '../../shared/runtime/city';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';
import { MobileOrderHead } from './MobileOrderHead';
import { MobileOrderPlanSteps } from './MobileOrderPlanSteps';
import styles from './MobileOrder.module.css';
import { useActorValue } from '../../shared/runtime/useScreenActor';

// The order's checkout (its own chunk, shared with /instant-order): address, profile and payment.
const Checkout = lazy(() => import('../checkout/CheckoutPage'));

/**
 * The smartphone order flow (personal-cabinet §2.2 `/dashboard/mobile/order` plus mealdays, profile,
 * payment): the line, the days and the phone on the landing's order block (one actor across the
 * three steps; the choice also rides in the address, so a reload keeps it), then the created order's
 * checkout. The steps' order and paths are the SDK's (`mobileOrderNav`).
 */
export default function MobileOrderPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const { session } = useRuntime();
  // The visitor's one city for an anonymous order; a client's profile wins.
  const cityId = useCityId();
  // A client's profile (city, phone, origin 13) is known before the order block starts.
  const settling = useActorValue(session, sessionGroup.sessionSettling);
  const step: landing.MobileOrderStep = landing.mobileOrderStepOf(params['step']);
  if (settling) return <PageLoading />;
  if (step === 'payment') return <PaymentStep hid={landing.mobileOrderHid(search)} route={route} />;
  return <MobileOrderPlanSteps step={step} initialChoice={landing.mobileOrderChoiceOf(search)} cityId={cityId} />;
}

function PaymentStep({ hid, route }: { hid: string | undefined; route: ScreenProps['route'] }) {
  return (
    <section className={styles['page']} aria-label={landing.MOBILE_ORDER_TEXTS.steps.payment}>
      <MobileOrderHead step="payment" choice={{}} />
      {hid ? (
        <Suspense fallback={<PageLoading />}>
          <Checkout params={{ hid }} route={route} />
        </Suspense>
      ) : (
        <div className={styles['error']} role="alert">
          <p>{landing.MOBILE_ORDER_TEXTS.noOrder}</p>
          <Link href={landing.mobileOrderPath('menu')}>{landing.MOBILE_ORDER_TEXTS.startAgain}</Link>
        </div>
      )}
    </section>
  );
}

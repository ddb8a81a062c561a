import { session as sessionGroup } from '@mealflow/sdk/storefront';
import { checkout as checkoutGroup } from '@mealflow/sdk/checkout';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import type { ScreenInput } from '@mealflow/sdk/routing';
import { lazy, Suspense, useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useRuntime } from '../../shared/runtime/RuntimeContext';
import { useScreenInput, type ScreenProps } from '../../shared/screen';
import { useActorValue, useConnect, useScreenActor } from '../../shared/runtime/useScreenActor';
import { PageLoading } from '../../shared/layout/Layout';
import { Button } from '../../shared/ui/Button';
import { SbpDialog } from '../payment';
import { AddressBlock } from './AddressBlock';
import { AutoTipsBlock } from './AutoTipsBlock';
import styles from './Checkout.module.css';
import { CheckoutMode } from './CheckoutModes';
import { DeliverySection, DrinksSection, OrderSection, ProfileSection, SummaryLines } from './CheckoutSections';
import { ConfirmDialog } from './ConfirmDialog';
import { PaymentSection } from './PaymentSection';
import { PromoBlock } from './PromoBlock';
import { ReservationTimer } from './ReservationTimer';

// A visitor comes to the checkout from the funnel with a phone: the login steps are a chunk loaded only for one without (issue 35).
const LoginFlow = lazy(() => import('../login').then((module) => ({ default: module.LoginFlow })));

const sameFields = <T extends object>(a: T, b: T) => Object.keys(a).every((k) => a[k as keyof T] === b[k as keyof T]);

type SessionSnapshot = SnapshotFrom<ReturnType<typeof useRuntime>['session']>;
/** What the checkout needs of the session. */
const sessionFacts = (s: SessionSnapshot) => ({
  hasPhone: sessionGroup.signedInWithPhone(s),
  loading: sessionGroup.sessionSettling(s),
  // A profile that failed to load (500, 429, network, malformed) is not a logout: the token stays,
  // the customer gets the error and a retry, never the login form (only a 401 logs out).
  profileError: sessionGroup.sessionView(s).status === 'error' ? (s.context.error ?? '') : undefined,
  hasToken: s.context.hasToken,
});

/** The single-step checkout (order-funnel §2): renders the checkout machine and its children. */
export default function CheckoutPage(props: ScreenProps) {
  const { params } = props;
  const input = useScreenInput(props);
  const { session } = useRuntime();
  // Followed in a transition (`useActorValue`), as the checkout itself: the profile arriving
  // re-renders the whole checkout, which `useSelector` (useSyncExternalStore) made one blocking
  // render (~130 ms at 4x CPU).
  const { hasPhone, loading, profileError, hasToken } = useActorValue(session, sessionFacts, sameFields);
  if (loading && !hasToken) return <PageLoading />;
  if (profileError !== undefined)
    return (
      <section role="alert" className={styles['error']}>
        <p>{profileError}</p>
        <Button onClick={() => session.send({ type: 'RETRY' })}>{LOGIN_TEXTS.retry}</Button>
      </section>
    );
  // Steps 1 and 2 (phone, code) come first for a visitor without a phone.
  if (!loading && !hasPhone)
    return (
      <Suspense fallback={<PageLoading />}>
        <LoginFlow />
      </Suspense>
    );
  // With a token (a returning client, a `?t=` link) the order loads beside the profile, one round
  // trip sooner; the checkout shows once the profile says the client has a phone.
  return (
    <Checkout
      hid={params['hid'] ?? ''}
      businessProduct={params['businessProduct'] ?? 'standard'}
      variant={input.variant ?? 'default'}
      method={input.method}
      query={input.query}
      profileLoading={loading}
    />
  );
}

function Checkout({
  hid,
  businessProduct,
  variant,
  method,
  query: queryValues,
  profileLoading,
}: {
  hid: string;
  businessProduct: string;
  variant: checkoutGroup.CheckoutVariant;
  method?: checkoutGroup.PaymentMethod | undefined;
  query: ScreenInput['query'];
  profileLoading: boolean;
}) {
  const query = useMemo(() => checkoutGroup.checkoutQueryOf(queryValues), [queryValues]);
  // The session is told the name the customer typed when paying saves it (the header's name).
  const { session } = useRuntime();
  const actor = useScreenActor(checkoutGroup.provideCheckout, {
    hid,
    businessProduct,
    variant,
    query,
    session,
    ...(method ? { method } : {}),
  });
  const checkout = useConnect(actor, checkoutGroup.connectCheckout);
  // The children are the checkout's own; each block subscribes to its child alone.
  const children = useActorValue(actor, checkoutGroup.checkoutChildren, sameFields);

  if (profileLoading) return <PageLoading />;
  if (checkout.mode !== 'normal') return <CheckoutMode checkout={checkout} />;
  return (
    <div className={styles['layout']}>
      {/* Above both columns and sticky: the reservation countdown stays in sight while the page scrolls (issue 30, a phone). */}
      {children.reservationTimer ? (
        <div className={styles['timerBar']}>
          <ReservationTimer actor={children.reservationTimer} />
        </div>
      ) : null}
      <div className={styles['column']}>
        <OrderSection checkout={checkout} />
        <ProfileSection checkout={checkout} />
        {children.address ? <AddressBlock actor={children.address} busy={checkout.busy} /> : null}
        <DeliverySection checkout={checkout} />
        {children.autoTips ? <AutoTipsBlock actor={children.autoTips} /> : null}
        <DrinksSection checkout={checkout} />
      </div>

      <div className={styles['column']}>
        <section className={styles['card']} aria-labelledby="summary-title">
          <SummaryLines checkout={checkout} />
          {children.promocode ? <PromoBlock actor={children.promocode} /> : null}
        </section>
        <PaymentSection checkout={checkout} payment={children.payment} />
      </div>

      {children.sbp ? <SbpDialog actor={children.sbp} onClose={checkout.dismiss} /> : null}
      <ConfirmDialog
        open={checkout.dialog === 'cancel'}
        title="Отменить заказ?"
        text="Заказ будет отменён. Это действие нельзя отменить."
        confirmLabel="Да, отменить"
        dismissLabel="Нет"
        onConfirm={checkout.confirm}
        onDismiss={checkout.dismiss}
      />
      <ConfirmDialog
        open={checkout.dialog === 'date'}
        title={checkout.dateDialog.title}
        text={checkout.dateDialog.text}
        confirmLabel="Перенести"
        dismissLabel="Оставить как есть"
        onConfirm={checkout.confirm}
        onDismiss={checkout.dismiss}
      />
    </div>
  );
}

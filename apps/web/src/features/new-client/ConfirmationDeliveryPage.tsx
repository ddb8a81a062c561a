import { newClient } from '@mealflow/sdk/storefront';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../../shared/layout/Layout';
import type { ScreenProps } from '../../shared/screen';

const Checkout = lazy(() => import('../checkout/CheckoutPage'));

/**
 * `/confirmation/{hid}` (personal-cabinet §2.1 ConfirmationDelivery, API v1_1): the order's checkout
 * in its confirmation mode — co=1 (order confirmation), or co=2 with `deliveryIdH` (today's delivery).
 * A link without `co` gets it (replace, so Back does not return to the bare link).
 */
export default function ConfirmationDeliveryPage({ params, route }: ScreenProps) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const missing = newClient.confirmationQuery(search);
  useEffect(() => {
    if (missing !== undefined) navigate(`${location}?${missing}`, { replace: true });
  }, [missing, location, navigate]);
  if (missing !== undefined) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Checkout params={{ hid: params['hid'] ?? '' }} route={route} />
    </Suspense>
  );
}

import { lazy } from 'react';

/** The checkout screen: one lazy component for every route that shows it (`prefetchScreenData` knows it by identity). */
export const Checkout = lazy(() => import('../features/checkout/CheckoutPage'));

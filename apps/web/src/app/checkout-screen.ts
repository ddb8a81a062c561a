import { lazyScreen } from './lazy-screen';

/** The checkout screen: one lazy component for every route that shows it (`prefetchScreenData` knows it by identity). */
export const Checkout = lazyScreen(() => import('../features/checkout/CheckoutPage'));

// A chunk of its own, loaded only when the app starts on a checkout address (`prefetchScreenData`).
import { checkout } from '@mealflow/sdk/checkout';

export const prefetchCheckout = checkout.prefetchCheckout;

// A chunk of its own, loaded only when the app starts on a checkout address (`prefetchScreenData`).
export { prefetchCheckout } from '@mealflow/sdk/checkout';

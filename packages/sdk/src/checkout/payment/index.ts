/**
 * The `payment` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { payment } from '@mealflow/sdk/checkout'`, then `payment.<name>`; unused members are tree-shaken.
 */
export * from './payment.connect';
export { paymentMachine } from './payment.machine';
export type { PaymentMachine } from './payment.machine';
export { paidByOf, rememberPaidBy } from './payment.paid-by';
export type { PaidBy } from './payment.paid-by';
export * from './payment.provide';
export {
  CryptogramError,
  PAYMENT_CHECK_ATTEMPTS,
  PAYMENT_CHECK_RETRY_MS,
  PAYMENT_PROCESSING_POLL_MS,
  PAYMENT_STATUS_TEXTS,
  PAYMENT_UNCERTAIN_RETRY_MS,
  PromoCardError,
  chargeFailureNeedsCheck,
  chargeKey,
  isSafeActionUrl,
  paymentFailureText,
} from './payment.rules';
export type * from './payment.types';

/**
 * The `assistPayment` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { assistPayment } from '@mealflow/sdk/checkout'`, then `assistPayment.<name>`; unused members are tree-shaken.
 */
export * from './assist-payment.connect';
export { assistPaymentMachine } from './assist-payment.machine';
export type {
  AssistOrder,
  AssistPaymentContext,
  AssistPaymentEvent,
  AssistPaymentInput,
  AssistPaymentMachine,
} from './assist-payment.machine';
export * from './assist-payment.provide';
export * from './assist-payment.rules';

/**
 * The `stopSubscription` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { stopSubscription } from '@mealflow/sdk/cabinet'`, then `stopSubscription.<name>`; unused members are tree-shaken.
 */
export * from './stop-subscription.connect';
export { stopSubscriptionMachine } from './stop-subscription.machine';
export type {
  StopSubscriptionContext,
  StopSubscriptionEvent,
  StopSubscriptionInput,
  StopSubscriptionMachine,
  StopSubscriptionOutput,
} from './stop-subscription.machine';
export * from './stop-subscription.provide';
export * from './stop-subscription.rules';
export type * from './stop-subscription.types';

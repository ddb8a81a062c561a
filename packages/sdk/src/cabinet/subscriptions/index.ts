/**
 * The `subscriptions` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { subscriptions } from '@mealflow/sdk/cabinet'`, then `subscriptions.<name>`; unused members are tree-shaken.
 */
export * from './subscriptions.connect';
export { subscriptionsMachine } from './subscriptions.machine';
export type { SubscriptionsMachine } from './subscriptions.machine';
export * from './subscriptions.provide';
export {
  canFreeze,
  canStop,
  canUnfreeze,
  nextCharge,
  nextSubscriptionDelivery,
  replaceSubscription,
  subscriptionDiscounts,
  subscriptionPlanKind,
} from './subscriptions.rules';
export type { ChargePlan, SubscriptionDiscount } from './subscriptions.rules';
export type { SubscriptionsContext, SubscriptionsEvent, SubscriptionsInput } from './subscriptions.types';

/**
 * The `subscriptionMenu` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { subscriptionMenu } from '@mealflow/sdk/cabinet'`, then `subscriptionMenu.<name>`; unused members are tree-shaken.
 */
export * from './subscription-menu.connect';
export { subscriptionMenuMachine } from './subscription-menu.machine';
export type {
  SubscriptionMenuContext,
  SubscriptionMenuEvent,
  SubscriptionMenuInput,
  SubscriptionMenuMachine,
} from './subscription-menu.machine';
export * from './subscription-menu.provide';
export * from './subscription-menu.rules';
export type * from './subscription-menu.types';

/**
 * The `subscribe` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { subscribe } from '@mealflow/sdk/cabinet'`, then `subscribe.<name>`; unused members are tree-shaken.
 */
export * from './subscribe-from-order.rules';
export type { FromOrderConfirmView, FromOrderView } from './subscribe-from-order.view';
export * from './subscribe.connect';
export { subscribeMachine } from './subscribe.machine';
export type { SubscribeMachine } from './subscribe.machine';
export * from './subscribe.provide';
export * from './subscribe.rules';
export * from './subscribe-info';
export type { SubmitInput, SubscribeContext, SubscribeEvent, SubscribeInput, SubscribeLoaded } from './subscribe.types';

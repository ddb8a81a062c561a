/**
 * The `funnel` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { funnel } from '@mealflow/sdk/storefront'`, then `funnel.<name>`; unused members are tree-shaken.
 */
export * from './funnel.connect';
export * from './funnel.handoff';
export { funnelMachine, selectionKey } from './funnel.machine';
export type { FunnelMachine } from './funnel.machine';
export {
  ANALYTICS_COOKIES,
  REFERRER_COOKIE,
  TWO_STAGE_PRODUCTS,
  buildCreateOrderRequest,
  checkoutRoute,
  confirmRoute,
  firstDeliveryDate,
  isSubscriptionOffer,
  offersCustomMenu,
  orderOriginId,
  readAnalyticalData,
  selectionFromMenu,
  subscribeStepRoute,
  tomorrow,
  tryCustomizationCheckoutIn,
  usesTwoStageCreation,
} from './funnel.payload';
export type { FunnelCheckoutIn, FunnelFlow, FunnelSelection, OrderFacts } from './funnel.payload';
export * from './funnel.provide';
export * from './funnel.rules';
export type * from './funnel.types';

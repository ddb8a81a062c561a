/**
 * The `marketing` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { marketing } from '@mealflow/sdk/storefront'`, then `marketing.<name>`; unused members are tree-shaken.
 */
export * from './marketing.connect';
export { marketingConfigMachine } from './marketing.machine';
export type { MarketingConfigContext, MarketingConfigEvent, MarketingConfigInput, MarketingConfigMachine } from './marketing.machine';
export * from './marketing.provide';
export { VCP_ID, marketingContextOf, treesOf } from './marketing.rules';
export type { MarketingFiles, MarketingVisitor } from './marketing.rules';
export type * from './marketing.types';
export * from './promotion.connect';
export { PROMOTION_TEXTS, activityName, promotionMachine } from './promotion.machine';
export type { PromotionContext, PromotionEvent, PromotionInput, PromotionMachine } from './promotion.machine';
export * from './promotion.provide';
export type * from './promotion.types';

/**
 * The `loyalty` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { loyalty } from '@mealflow/sdk/cabinet'`, then `loyalty.<name>`; unused members are tree-shaken.
 */
export * from './loyalty.connect';
export { loyaltyMachine } from './loyalty.machine';
export type { LoyaltyContext, LoyaltyEvent, LoyaltyMachine } from './loyalty.machine';
export * from './loyalty.provide';
export { isLoyaltyEnabled, nextStatus, orderedStatuses, progressPercent, remainingTo } from './loyalty.rules';
export type * from './loyalty.types';

/**
 * The `bonusShop` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { bonusShop } from '@mealflow/sdk/cabinet'`, then `bonusShop.<name>`; unused members are tree-shaken.
 */
export * from './bonus-shop.connect';
export { bonusShopMachine } from './bonus-shop.machine';
export type { BonusShopContext, BonusShopEvent, BonusShopMachine } from './bonus-shop.machine';
export * from './bonus-shop.provide';
export { balanceAfter, canAfford, itemsOfCategory, newPurchaseKey, purchaseOutcomeUnknown, shortage } from './bonus-shop.rules';
export type * from './bonus-shop.types';

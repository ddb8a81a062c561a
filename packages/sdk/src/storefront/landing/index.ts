/**
 * The `landing` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { landing } from '@mealflow/sdk/storefront'`, then `landing.<name>`; unused members are tree-shaken.
 */
export * from './cabinet-order';
export * from './catalog.connect';
export { catalogMachine, menuTypeFacts, typesOfGoal } from './catalog.machine';
export * from './catalog.provide';
export type { CatalogContext, CatalogEvent, CatalogInput, CatalogMachine } from './catalog.machine';
export * from './mobile-order';
export * from './order-block.connect';
export { orderBlockMachine } from './order-block.machine';
export type { OrderBlockContext, OrderBlockEvent, OrderBlockInput, OrderBlockMachine, SessionRef } from './order-block.machine';
export * from './order-block.provide';

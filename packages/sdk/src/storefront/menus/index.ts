/**
 * The `menus` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { menus } from '@mealflow/sdk/storefront'`, then `menus.<name>`; unused members are tree-shaken.
 */
export type { MenuDishView } from './dish-view';
export * from './menu-page.connect';
export { menuPageMachine } from './menu-page.machine';
export type { MenuPageMachine } from './menu-page.machine';
export * from './menu-page.provide';
export * from './menu-page.rules';
export type * from './menu-page.types';
export * from './product-menu.connect';
export { productMenuMachine } from './product-menu.machine';
export type { ProductMenuContext, ProductMenuEvent, ProductMenuInput, ProductMenuMachine } from './product-menu.machine';
export * from './product-menu.provide';
export { productMenuDays, productMenuFile, productMenuLines } from './product-menu.rules';
export type { ProductMenuFile } from './product-menu.rules';
export * from './target-details.connect';
export { targetDetailsMachine } from './target-details.machine';
export type {
  TargetDetailsContext,
  TargetDetailsData,
  TargetDetailsEvent,
  TargetDetailsInput,
  TargetDetailsMachine,
} from './target-details.machine';
export * from './target-details.provide';

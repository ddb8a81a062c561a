/**
 * The `city` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { city } from '@mealflow/sdk/storefront'`, then `city.<name>`; unused members are tree-shaken.
 */
export * from './city.connect';
export * from './city.machine';
export * from './city.rules';

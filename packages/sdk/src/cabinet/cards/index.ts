/**
 * The `cards` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { cards } from '@mealflow/sdk/cabinet'`, then `cards.<name>`; unused members are tree-shaken.
 */
export * from './cards.connect';
export { cardsMachine } from './cards.machine';
export type { CardsContext, CardsEvent, CardsMachine } from './cards.machine';
export * from './cards.provide';
export * from './cards.rules';
export type * from './cards.types';

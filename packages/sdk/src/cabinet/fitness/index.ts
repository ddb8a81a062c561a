/**
 * The `fitness` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { fitness } from '@mealflow/sdk/cabinet'`, then `fitness.<name>`; unused members are tree-shaken.
 */
export * from './fitness.connect';
export { fitnessMachine } from './fitness.machine';
export type { FitnessContext, FitnessEvent, FitnessInput, FitnessMachine } from './fitness.machine';
export * from './fitness.provide';
export * from './fitness.rules';
export type * from './fitness.types';

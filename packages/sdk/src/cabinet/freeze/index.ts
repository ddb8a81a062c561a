/**
 * The `freeze` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { freeze } from '@mealflow/sdk/cabinet'`, then `freeze.<name>`; unused members are tree-shaken.
 */
export * from './freeze.connect';
export { freezeMachine } from './freeze.machine';
export type { FreezeContext, FreezeEvent, FreezeInput, FreezeMachine, FreezeOutput } from './freeze.machine';
export * from './freeze.provide';
export * from './freeze.rules';
export type * from './freeze.types';

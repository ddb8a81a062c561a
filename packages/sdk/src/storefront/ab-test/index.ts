/**
 * The `abTest` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { abTest } from '@mealflow/sdk/storefront'`, then `abTest.<name>`; unused members are tree-shaken.
 */
export * from './ab-test.connect';
export { abTestMachine, allocateTests, provideAbTest } from './ab-test.machine';
export type { AbTestContext, AbTestEvent, AbTestInput, AbTestMachine, AbTestOptions, AllocationIO } from './ab-test.machine';
export * from './ab-test.rules';
export * from './active-tests.connect';
export * from './running-tests';
export * from './visitor';

/**
 * The `cabinetRoot` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { cabinetRoot } from '@mealflow/sdk/cabinet'`, then `cabinetRoot.<name>`; unused members are tree-shaken.
 */
export * from './cabinet-root.connect';
export { cabinetRootMachine } from './cabinet-root.machine';
export type { CabinetRootContext, CabinetRootEvent, CabinetRootInput, CabinetRootMachine } from './cabinet-root.machine';
export * from './cabinet-root.provide';
export * from './cabinet-root.rules';

/**
 * The `homeIcon` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { homeIcon } from '@mealflow/sdk/cabinet'`, then `homeIcon.<name>`; unused members are tree-shaken.
 */
export * from './home-icon.connect';
export { homeIconMachine } from './home-icon.machine';
export type { HomeIconContext, HomeIconEvent, HomeIconMachine, HomeIconMachineInput } from './home-icon.machine';
export * from './home-icon.provide';

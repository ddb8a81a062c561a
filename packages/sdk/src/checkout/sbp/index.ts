/**
 * The `sbp` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { sbp } from '@mealflow/sdk/checkout'`, then `sbp.<name>`; unused members are tree-shaken.
 */
export * from './sbp.connect';
export { SBP_BACKOFF_MS, SBP_POLL_MS, SBP_STORAGE_KEY, provideSbp, sbpMachine } from './sbp.machine';
export type { SbpContext, SbpEvent, SbpInput, SbpMachine } from './sbp.machine';

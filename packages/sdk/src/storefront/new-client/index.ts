/**
 * The `newClient` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { newClient } from '@mealflow/sdk/storefront'`, then `newClient.<name>`; unused members are tree-shaken.
 */
export * from './new-client-profile.connect';
export { newClientProfileMachine } from './new-client-profile.machine';
export type {
  NewClientProfileContext,
  NewClientProfileEvent,
  NewClientProfileInput,
  NewClientProfileLoaded,
  NewClientProfileMachine,
  NewClientSessionRef,
} from './new-client-profile.machine';
export * from './new-client-profile.provide';
export * from './new-client-profile.rules';
export * from './new-client';

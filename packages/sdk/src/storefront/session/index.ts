/**
 * The `session` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { session } from '@mealflow/sdk/storefront'`, then `session.<name>`; unused members are tree-shaken.
 */
export * from './session.connect';
export { SESSION_STORAGE, provideSession, readLogoutProfile, sessionMachine } from './session.machine';
export type { SessionContext, SessionEvent, SessionMachine } from './session.machine';

/**
 * The `login` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { login } from '@mealflow/sdk/storefront'`, then `login.<name>`; unused members are tree-shaken.
 */
export * from './login.connect';
export { isWrongCodeError, loginMachine } from './login.machine';
export type { LoginContext, LoginEvent, LoginInput, LoginMachine, LoginOutput } from './login.machine';
export * from './login.provide';

/**
 * The `invite` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { invite } from '@mealflow/sdk/cabinet'`, then `invite.<name>`; unused members are tree-shaken.
 */
export * from './invite.connect';
export { inviteMachine } from './invite.machine';
export type { InviteContext, InviteEvent, InviteMachine } from './invite.machine';
export * from './invite.provide';
export type * from './invite.types';

/**
 * The `referral` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { referral } from '@mealflow/sdk/cabinet'`, then `referral.<name>`; unused members are tree-shaken.
 */
export { referralMachine } from './referral.machine';
export type { ReferralContext, ReferralEvent, ReferralInput, ReferralMachine } from './referral.machine';
export * from './referral.connect';
export * from './referral.provide';
export * from './referral.rules';
export type * from './referral.types';

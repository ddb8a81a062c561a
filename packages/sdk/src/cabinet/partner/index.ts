/**
 * The `partner` group of `@mealflow/sdk/cabinet`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { partner } from '@mealflow/sdk/cabinet'`, then `partner.<name>`; unused members are tree-shaken.
 */
export * from './partner.connect';
export { partnerMachine } from './partner.machine';
export type { PartnerMachine } from './partner.machine';
export * from './partner.provide';
export * from './partner.rules';
export type { PartnerContext, PartnerEvent, PartnerInput, PartnerPage } from './partner.types';

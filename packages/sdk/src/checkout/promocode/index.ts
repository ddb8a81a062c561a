/**
 * The `promocode` group of `@mealflow/sdk/checkout`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { promocode } from '@mealflow/sdk/checkout'`, then `promocode.<name>`; unused members are tree-shaken.
 */
export * from './promocode.connect';
export { CAMPAIGN_PROMOCODES, FRIEND_REFERRAL_CODE, isPromoInputHidden, promoCardBin, promocodeMachine } from './promocode.machine';
export type { PromocodeContext, PromocodeEmitted, PromocodeEvent, PromocodeInput, PromocodeMachine } from './promocode.machine';
export { providePromocode } from './promocode.provide';

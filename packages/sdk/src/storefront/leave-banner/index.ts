/**
 * The `leaveBanner` group of `@mealflow/sdk/storefront`: this feature's public names (machine, provide, connect, view types,
 * rules, texts). `import { leaveBanner } from '@mealflow/sdk/storefront'`, then `leaveBanner.<name>`; unused members are tree-shaken.
 */
export {
  connectLeaveBanner,
  formatMinutesSeconds,
  leaveBannerLogin,
  leaveBannerSecondsLeft,
  leaveBannerView,
} from './leave-banner.connect';
export type { LeaveBannerConnect, LeaveBannerLogin, LeaveBannerSnapshot, LeaveBannerView } from './leave-banner.connect';
export { LEAVE_BANNER_AUDIENCE, LEAVE_BANNER_STORAGE_KEY, leaveBannerMachine, provideLeaveBanner } from './leave-banner.machine';
export type {
  LeaveBannerContext,
  LeaveBannerEvent,
  LeaveBannerInput,
  LeaveBannerMachine,
  LeaveBannerOutput,
  LeaveBannerVariant,
} from './leave-banner.machine';

export { AppBanner, APP_BANNER_DISMISSED_KEY } from './AppBanner';
export type { AppBannerProps } from './AppBanner';

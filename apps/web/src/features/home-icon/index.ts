export { HomeIconBanner } from './HomeIconBanner';
export { HomeIconHint } from './HomeIconHint';

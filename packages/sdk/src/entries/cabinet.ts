/**
 * `@mealflow/sdk/cabinet`: the personal cabinet: orders and deliveries, subscriptions, settings and cards, wallet,
 * longation, bonuses, preferences, ratings, invites, customization, week overview.
 * A module whose every export is public is re-exported whole (`export *`); one that keeps names inside is listed by name.
 */
export * from '../cabinet/cabinet.prefetch';
export { loadSettled } from '../shared/loadable';
export * as bonusShop from '../cabinet/bonus-shop';
export * as cabinetRoot from '../cabinet/cabinet-root';
export * as cards from '../cabinet/cards';
export * as courierRating from '../cabinet/courier-rating';
export * as customization from '../cabinet/customization';
export * as delivery from '../cabinet/delivery';
export * as emailPopup from '../cabinet/email-popup';
export * as fitness from '../cabinet/fitness';
export * as freeze from '../cabinet/freeze';
export * as homeIcon from '../cabinet/home-icon';
export * as invite from '../cabinet/invite';
export * as longate from '../cabinet/longate';
export * as loyalty from '../cabinet/loyalty';
export * as onboarding from '../cabinet/onboarding';
export * as orderDetail from '../cabinet/order-detail';
export * as ordersList from '../cabinet/orders-list';
export * as partner from '../cabinet/partner';
export * as preferences from '../cabinet/preferences';
export * as referral from '../cabinet/referral';
export * as settings from '../cabinet/settings';
export * as stopSubscription from '../cabinet/stop-subscription';
export * as subscribe from '../cabinet/subscribe';
export * as subscriptionMenu from '../cabinet/subscription-menu';
export * as subscriptions from '../cabinet/subscriptions';
export * as wallet from '../cabinet/wallet';
export * as weekOverview from '../cabinet/week-overview';
export * from '../shared/service-now';

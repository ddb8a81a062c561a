/** The subscription's own pages: its menu (with fastpay) and the fitness page (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { FITNESS_TEXTS, formatMonths, SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_PAGES_TEXTS } from '../domain/subscription-pages-texts';
export { subscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export { provideSubscriptionMenu } from '../cabinet/subscription-menu/subscription-menu.provide';
export { canRateDelivery, comingDeliveries, deliversMenu, hasDishes, menuDay } from '../cabinet/subscription-menu/subscription-menu.rules';
export { connectSubscriptionMenu, subscriptionMenuView } from '../cabinet/subscription-menu/subscription-menu.connect';
export type {
  SubscriptionMenuDeliveryView, SubscriptionMenuDishView, SubscriptionMenuHandlers, SubscriptionMenuOptions, SubscriptionMenuOrderView,
  SubscriptionMenuSectionView, SubscriptionMenuSnapshot, SubscriptionMenuView,
} from '../cabinet/subscription-menu/subscription-menu.connect';
export type { SubscriptionMenuContext, SubscriptionMenuEntry, SubscriptionMenuEvent, SubscriptionMenuInput, SubscriptionMenuOrder } from '../cabinet/subscription-menu/subscription-menu.types';
export type { SubscriptionMenuMachine } from '../cabinet/subscription-menu/subscription-menu.machine';
export { fitnessMachine } from '../cabinet/fitness/fitness.machine';
export { provideFitness } from '../cabinet/fitness/fitness.provide';
export { canRequestPromo, includesSportsClub, promoRequestFailureText, PromoRequestRefused } from '../cabinet/fitness/fitness.rules';
export { connectFitness, fitnessView } from '../cabinet/fitness/fitness.connect';
export type { FitnessCardView, FitnessHandlers, FitnessOptions, FitnessSnapshot, FitnessView } from '../cabinet/fitness/fitness.connect';
export type { FitnessContext, FitnessEvent, FitnessInput } from '../cabinet/fitness/fitness.types';
export type { FitnessMachine } from '../cabinet/fitness/fitness.machine';

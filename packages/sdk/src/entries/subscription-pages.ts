/** The subscription's own pages: its menu (with fastpay) and the fitness page (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { FITNESS_TEXTS, formatMonths, SUBSCRIPTION_MENU_TEXTS, SUBSCRIPTION_PAGES_TEXTS } from '../domain/subscription-pages-texts';
export { subscriptionMenuMachine } from '../machines/subscription-menu/subscription-menu.machine';
export { provideSubscriptionMenu } from '../machines/subscription-menu/subscription-menu.provide';
export { canRateDelivery, comingDeliveries, deliversMenu, hasDishes, menuDay } from '../machines/subscription-menu/subscription-menu.rules';
export { connectSubscriptionMenu, subscriptionMenuView } from '../machines/subscription-menu/subscription-menu.connect';
export type {
  SubscriptionMenuDeliveryView, SubscriptionMenuDishView, SubscriptionMenuHandlers, SubscriptionMenuOptions, SubscriptionMenuOrderView,
  SubscriptionMenuSectionView, SubscriptionMenuSnapshot, SubscriptionMenuView,
} from '../machines/subscription-menu/subscription-menu.connect';
export type {
  SubscriptionMenuContext, SubscriptionMenuEntry, SubscriptionMenuEvent, SubscriptionMenuInput, SubscriptionMenuMachine, SubscriptionMenuOrder,
} from '../machines/subscription-menu/subscription-menu.types';
export { fitnessMachine } from '../machines/fitness/fitness.machine';
export { provideFitness } from '../machines/fitness/fitness.provide';
export { canRequestPromo, includesSportsClub, promoRequestFailureText, PromoRequestRefused } from '../machines/fitness/fitness.rules';
export { connectFitness, fitnessView } from '../machines/fitness/fitness.connect';
export type { FitnessCardView, FitnessHandlers, FitnessOptions, FitnessSnapshot, FitnessView } from '../machines/fitness/fitness.connect';
export type { FitnessContext, FitnessEvent, FitnessInput, FitnessMachine } from '../machines/fitness/fitness.types';

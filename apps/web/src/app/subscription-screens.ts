import type { RouteName } from '@mealflow/sdk/routing';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { cabinetScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';
import { Checkout } from './checkout-screen';

/**
 * The subscription's own pages by route (personal-cabinet §2.1 Dashboard subscriptions: menu with
 * fastpay/{hid}, fitness, rates/{hid}), spread into the router's table after its 'coming soon'
 * entries. The menu's pay action is the existing checkout with its payment machines (as
 * /dashboard/orders/fastpay/{hid}); the ratings are the courier rating screen.
 */
const SubscriptionMenu = cabinetScreen(() => import('../features/subscriptions/SubscriptionMenuPage'), 'subscriptionMenu');
const Fitness = cabinetScreen(() => import('../features/subscriptions/FitnessPage'));
const Rates = cabinetScreen(() => import('../features/rates/RatesPage'));

export const SUBSCRIPTION_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  DashboardSubscriptionsMenu: SubscriptionMenu,
  DashboardSubscriptionsFastpay: Checkout,
  DashboardSubscriptionsFitness: Fitness,
  DashboardSubscriptionsRates: Rates,
};

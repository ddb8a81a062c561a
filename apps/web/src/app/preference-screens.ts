import type { RouteName } from '@mealflow/sdk/routing';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '../shared/screen';

/**
 * The cabinet's preferences, auto-tips and courier-rating screens by route (personal-cabinet §2.1
 * preferences, autotips, /new-dashboard rates, /dashboard/subscriptions rates), spread into the
 * router's table after its 'coming soon' and order entries, so these routes render these screens.
 */
const Preferences = lazy(() => import('../features/preferences/PreferencesPage'));
const Autotips = lazy(() => import('../features/autotips/AutotipsPage'));
const Rates = lazy(() => import('../features/rates/RatesPage'));

export const PREFERENCE_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  DashboardPreferences: Preferences,
  DashboardAutotips: Autotips,
  NewDashboardRates: Rates,
  DashboardSubscriptionsRates: Rates,
};

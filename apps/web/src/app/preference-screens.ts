import type { RouteName } from '@mealflow/sdk/routing';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { cabinetScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * The cabinet's preferences, auto-tips and courier-rating screens by route (personal-cabinet §2.1
 * preferences, autotips, /new-dashboard rates, /dashboard/subscriptions rates), spread into the
 * router's table after its 'coming soon' and order entries, so these routes render these screens.
 */
const Preferences = cabinetScreen(() => import('../features/preferences/PreferencesPage'));
const Autotips = cabinetScreen(() => import('../features/autotips/AutotipsPage'));
const Rates = cabinetScreen(() => import('../features/rates/RatesPage'));

export const PREFERENCE_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  DashboardPreferences: Preferences,
  DashboardAutotips: Autotips,
  NewDashboardRates: Rates,
  DashboardSubscriptionsRates: Rates,
};

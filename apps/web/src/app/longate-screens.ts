import type { RouteName } from '@mealflow/sdk/routing';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * The extension (longate) flow's screens by route (personal-cabinet §2.1), kept beside the router's
 * table: its sub-pages, /longate/{hid} without `aal` (where the cabinet's entries redirect a
 * logged-in client; with `aal` it stays the longate landing), and the burning bonuses.
 */
export const LongateFlowScreen = lazyScreen(() => import('../features/longate/LongatePage'));

export const LONGATE_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  StepPaymentLongateCreditCard: LongateFlowScreen,
  DashboardLongateStep: LongateFlowScreen,
  LongateBonus: lazyScreen(() => import('../features/longate/LongateBonusPage')),
};

/** A longate landing route opened without `aal`: the extension flow's screen, not the landing. */
export const isLongateFlowEntry = (name: RouteName, search: string): boolean =>
  (name === 'LongationLanding' || name === 'WowfoodLongationLanding') && !new URLSearchParams(search).has('aal');

import type { RouteName } from '@mealflow/sdk/routing';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * The menu routes (personal-cabinet §2.1 Menus, WeekMenu, TargetDetails): a line's week menu,
 * the storefront's week menu, an order's menu on the `menuPage` machine; a goal's page on the
 * `targetDetails` machine with the landing's order block (checkout at SingleStepOrderInTargets).
 */
const Menus = lazyScreen(() => import('../features/menus/MenusPage'));

export const MENU_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  MenuPageByType: Menus,
  MenuPageByTypeBusnessProduct: Menus,
  MenuPageByOrder: Menus,
  WeekMenu: Menus,
  TargetDetails: lazyScreen(() => import('../features/menus/TargetDetailsPage')),
};

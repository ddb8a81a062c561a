import type { RouteName } from '@mealflow/sdk/routing';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '../shared/screen';

/**
 * The menu routes (personal-cabinet §2.1 Menus, WeekMenu, TargetDetails): a line's week menu,
 * the storefront's week menu, an order's menu on the `menuPage` machine; a goal's page on the
 * `targetDetails` machine with the landing's order block (checkout at SingleStepOrderInTargets).
 */
const Menus = lazy(() => import('../features/menus/MenusPage'));

export const MENU_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  MenuPageByType: Menus,
  MenuPageByTypeBusnessProduct: Menus,
  MenuPageByOrder: Menus,
  WeekMenu: Menus,
  TargetDetails: lazy(() => import('../features/menus/TargetDetailsPage')),
};

import type { RouteName } from '@mealflow/sdk/routing';
import { type ComponentType, type LazyExoticComponent } from 'react';
import { cabinetScreen, lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * Menu customisation by route (personal-cabinet §2.1; issue 16): the landing's 'Собрать своё меню'
 * (/try-customization), the order wizard in its two places, the desktop wizard's 3-D Secure return
 * (order-funnel §2: the payment's return page) and the order's packs in the cabinet frame.
 */
const OrderWizard = lazyScreen(() => import('../features/customization/OrderWizardPage'));

export const CUSTOMIZATION_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  TryCustomization: lazyScreen(() => import('../features/customization/TryCustomizationPage')),
  OrderWizardInTryCustomization: OrderWizard,
  OrderWizard,
  WizardDesktopResponse: lazyScreen(() => import('../features/payment/ThreeDsReturnPage')),
  OrderPacks: cabinetScreen(() => import('../features/customization/OrderPacksPage'), 'packs'),
};

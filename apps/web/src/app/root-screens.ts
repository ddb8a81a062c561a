import type { RouteName } from '@mealflow/sdk/routing';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '../shared/screen';

/**
 * Root-view routes (personal-cabinet §2.1): /mobile (TransflandPage, business product and placement
 * transfland) is the transfland product's landing, the same screen as /transfland with the mobile
 * app's department; /mob-payment-redirect (MobappPaymentResult) shows a mobile-app payment's outcome.
 */
export const ROOT_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  TransflandPage: lazy(() => import('../features/landing/LandingPage')),
  MobappPaymentResult: lazy(() => import('../features/mobapp/MobappPaymentResultPage')),
};

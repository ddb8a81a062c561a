import type { RouteName } from '@mealflow/sdk/routing';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * Root-view routes (personal-cabinet §2.1): /mobile (TransflandPage, business product and placement
 * transfland) is the transfland product's landing, the same screen as /transfland with the mobile
 * app's department; /mob-payment-redirect (MobappPaymentResult) shows a mobile-app payment's outcome.
 */
export const ROOT_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  TransflandPage: lazyScreen(() => import('../features/landing/LandingPage')),
  MobappPaymentResult: lazyScreen(() => import('../features/mobapp/MobappPaymentResultPage')),
};

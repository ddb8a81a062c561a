import type { RouteName } from '@mealflow/sdk/routing';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * The desktop new-client order's screens by route (personal-cabinet §2.1 `/dashboard/order`: second,
 * tariff, {hid}/tariff/confirm, {hid}/profile; the payment steps; /order/trial-unavailable and
 * /confirmation/{hid}), kept beside the router's table. The results are the payment screens'.
 */
const Tariff = lazyScreen(() => import('../features/new-client/NewClientTariffPage'));
const Payment = lazyScreen(() => import('../features/new-client/NewClientPaymentPage'));

export const NEW_CLIENT_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  NewClientTariff: Tariff,
  NewClientSecond: Tariff,
  NewClientTariffConfirm: lazyScreen(() => import('../features/new-client/NewClientConfirmPage')),
  NewClientProfile: lazyScreen(() => import('../features/new-client/NewClientProfilePage')),
  StepPaymentChoose: Payment,
  StepPaymentCard: Payment,
  TrialUnavailable: lazyScreen(() => import('../features/new-client/TrialUnavailablePage')),
  ConfirmationDelivery: lazyScreen(() => import('../features/new-client/ConfirmationDeliveryPage')),
};

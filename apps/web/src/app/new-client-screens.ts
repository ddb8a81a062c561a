import type { RouteName } from '@mealflow/sdk/routing';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '../shared/screen';

/**
 * The desktop new-client order's screens by route (personal-cabinet §2.1 `/dashboard/order`: second,
 * tariff, {hid}/tariff/confirm, {hid}/profile; the payment steps; /order/trial-unavailable and
 * /confirmation/{hid}), kept beside the router's table. The results are the payment screens'.
 */
const Tariff = lazy(() => import('../features/new-client/NewClientTariffPage'));
const Payment = lazy(() => import('../features/new-client/NewClientPaymentPage'));

export const NEW_CLIENT_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  NewClientTariff: Tariff,
  NewClientSecond: Tariff,
  NewClientTariffConfirm: lazy(() => import('../features/new-client/NewClientConfirmPage')),
  NewClientProfile: lazy(() => import('../features/new-client/NewClientProfilePage')),
  StepPaymentChoose: Payment,
  StepPaymentCard: Payment,
  TrialUnavailable: lazy(() => import('../features/new-client/TrialUnavailablePage')),
  ConfirmationDelivery: lazy(() => import('../features/new-client/ConfirmationDeliveryPage')),
};

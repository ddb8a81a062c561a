import type { RouteName } from '@mealflow/sdk/routing';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreen } from './lazy-screen';
import type { ScreenProps } from '../shared/screen';

/**
 * The payment steps' screens by route (order-funnel §2; personal-cabinet §2.1 'New-client order,
 * desktop', /assist-payment), kept beside the router's table so the router names them once.
 */
const PaymentResult = lazyScreen(() => import('../features/payment/PaymentResultPage'));

export const PAYMENT_SCREENS: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  // The desktop new-client results: the result page, flow and result from the route (it asks the order first).
  StepNewClientSuccess: PaymentResult,
  StepNewClientFail: PaymentResult,
  StepNewClientCash: PaymentResult,
  StepNewClientConfirm: PaymentResult,
  StepNewClientRecall: PaymentResult,
  StepNewClientCardBind: PaymentResult,
  StepOnlineCertSuccess: PaymentResult,
  StepOnlineCertFail: PaymentResult,
  // /assist-payment (login needed): an order paid on the Assist page.
  AssistPayment: lazyScreen(() => import('../features/payment/AssistPaymentPage')),
};

import type { HttpHandler } from 'msw';
import type { Sandbox } from '../route';
import { authHandlers } from './auth';
import { cabinetHandlers } from './cabinet';
import { checkoutHandlers } from './checkout';
import { tipHandlers } from './tips';
import { paymentHandlers } from './payments';
import { cardBindingHandlers } from './card-binding';
import { commonHandlers } from './common';
import { deliveryHandlers } from './deliveries';
import { funnelHandlers } from './funnel';
import { menuHandlers } from './menu';
import { profileHandlers } from './profile';
import { settingsHandlers } from './settings';
import { walletHandlers } from './wallet';
import { bonusHandlers } from './bonus';
import { referralHandlers } from './referral';
import { preferenceHandlers } from './preferences';
import { ratingHandlers } from './rating';
import { subscriptionHandlers } from './subscriptions';
import { subscribeHandlers } from './subscribe';
import { longateHandlers } from './longate';
import { standInHandlers } from '../stand-ins';
import { rootCallHandlers } from './root-calls';
import { analyticsHandlers } from './analytics';

/**
 * Every handler group of the sandbox. A feature adds its group here (one file per API group
 * under `handlers/`).
 */
export function createHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    ...authHandlers(sandbox),
    ...profileHandlers(sandbox),
    ...settingsHandlers(sandbox),
    ...walletHandlers(sandbox),
    ...referralHandlers(sandbox),
    ...bonusHandlers(sandbox),
    ...commonHandlers(sandbox),
    ...deliveryHandlers(sandbox),
    ...cabinetHandlers(sandbox),
    ...subscriptionHandlers(sandbox),
    ...subscribeHandlers(sandbox),
    ...longateHandlers(sandbox),
    ...checkoutHandlers(sandbox),
    ...tipHandlers(sandbox),
    ...preferenceHandlers(sandbox),
    ...ratingHandlers(sandbox),
    ...paymentHandlers(sandbox),
    ...cardBindingHandlers(sandbox),
    ...menuHandlers(sandbox),
    ...funnelHandlers(sandbox),
    ...standInHandlers(sandbox),
    ...rootCallHandlers(sandbox),
    ...analyticsHandlers(sandbox),
  ];
}

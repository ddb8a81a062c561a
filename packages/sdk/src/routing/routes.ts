import type { ApiVersion } from '../api/schemas/common';

/**
 * The route table as data (personal-cabinet §2.1, order-funnel §2). Paths use `:param` and
 * `:param?` (optional). Order matters only between routes that could match the same path:
 * static routes come before dynamic ones in `matchPath`.
 */
export interface RouteDef {
  name: string;
  path: string;
  /** Login needed. */
  requiresAuth?: boolean;
  /** Token holders are sent away from this route (to the saved redirect or the dashboard). */
  redirectToAuth?: boolean;
  placement?: string;
  businessProduct?: string;
}

/** Business products with their own landing (order-funnel §1). `standard` is the Index. */
export const BUSINESS_PRODUCTS = [
  'standard', 'wowfood', 'day', 'detox', 'superdetox', '21', 'subscription', 'poll', 'local', 'longate',
  'one-more', 'wowfood-subscription', 'wowfood-longate', 'wowfood-one-more', 'transfland',
] as const;
export type BusinessProduct = (typeof BUSINESS_PRODUCTS)[number];

const landing = (name: string, path: string, businessProduct: BusinessProduct): RouteDef => ({ name, path, placement: 'landing', businessProduct });

export const ROUTES = [
  { name: 'Index', path: '/', placement: 'landing', businessProduct: 'standard' },
  { name: 'Login', path: '/login', redirectToAuth: true },
  { name: 'NotFound', path: '/404' },
  // Landings per business product.
  landing('WowFoodProduct', '/wowfood', 'wowfood'),
  landing('TrialProduct', '/day', 'day'),
  landing('DetoxProduct', '/detox', 'detox'),
  landing('SuperDetoxProduct', '/superdetox', 'superdetox'),
  landing('ReloadProduct', '/21', '21'),
  landing('SubscriptionProduct', '/subscription', 'subscription'),
  landing('PollProduct', '/poll', 'poll'),
  landing('LocalProduct', '/local', 'local'),
  landing('LongationLanding', '/longate/:hid?', 'longate'),
  landing('OneMoreLanding', '/one-more', 'one-more'),
  landing('WowfoodSubscriptionProduct', '/wowfood-subscription', 'wowfood-subscription'),
  landing('WowfoodLongationLanding', '/wowfood-longate/:hid?', 'wowfood-longate'),
  landing('WowfoodOneMoreLanding', '/wowfood-one-more', 'wowfood-one-more'),
  landing('TransflandLanding', '/transfland', 'transfland'),
  { name: 'TransflandPage', path: '/mobile', placement: 'transfland', businessProduct: 'transfland' },
  { name: 'ActivateGift', path: '/activate-gift', placement: 'landing' },
  { name: 'TryCustomization', path: '/try-customization', placement: 'landing' },
  { name: 'SingleStepOrderInTryCustomization', path: '/try-customization/single-step-order/:hid' },
  { name: 'ThankYouForSubscribe', path: '/thankyou' },
  { name: 'WeekMenu', path: '/week-menu', placement: 'landing' },
  { name: 'LongateBonus', path: '/longate-bonus', requiresAuth: true, placement: 'longatebonus' },
  { name: 'AssistPayment', path: '/assist-payment', requiresAuth: true, placement: 'assistPayment' },
  { name: 'Promotion', path: '/promotion' },
  { name: 'MobappPaymentResult', path: '/mob-payment-redirect' },
  { name: 'MenuPageByType', path: '/menu/:city/:type/:week?' },
  { name: 'MenuPageByOrder', path: '/menus/:orderId' },
  // Order funnel.
  { name: 'StepOrdersPhone', path: '/order/login' },
  { name: 'TrialUnavailable', path: '/order/trial-unavailable' },
  { name: 'OrderConfirm', path: '/order/:hid/confirm' },
  { name: 'OrderMobileLogin', path: '/order/mobile/login' },
  { name: 'OrderMobileConfirm', path: '/order/mobile/:hid/confirm' },
  { name: 'SingleStepOrder', path: '/:businessProduct?/instant-order/:hid?' },
  // The spec names these variants, not their paths: ours.
  { name: 'SingleStepOrderInTargets', path: '/targets/instant-order/:hid' },
  { name: 'SingleStepOrderWithCustomMenu', path: '/custom-menu/instant-order/:hid' },
  { name: 'InstantCert', path: '/:businessProduct?/instant-cert' },
  { name: 'ConfirmationDelivery', path: '/confirmation/:hid' },
  { name: 'OrderWizard', path: '/order-wizard/:hid?' },
  { name: 'WizardDesktopResponse', path: '/wizard-desktop/response/:hid?' },
  // Payments.
  { name: 'Step3DsResult', path: '/dashboard/order/:hid/payment/3Ds/:flow?', requiresAuth: true },
  { name: 'StepPaymentSuccess', path: '/dashboard/order/:hid/payments/payment/success', requiresAuth: true },
  { name: 'StepPaymentFail', path: '/dashboard/order/:hid/payments/payment/fail', requiresAuth: true },
  { name: 'StepPaymentCash', path: '/dashboard/order/:hid/payments/payment/cash-success', requiresAuth: true },
  { name: 'StepPaymentRecall', path: '/dashboard/order/:hid/payments/payment/recall-success', requiresAuth: true },
  { name: 'StepPaymentByFlow', path: '/dashboard/order/:hid/payment/:flow/:result', requiresAuth: true },
  { name: 'OrderPacks', path: '/dashboard/order/:hid/packs', requiresAuth: true },
  // Dashboard.
  { name: 'DashboardOrderRoot', path: '/dashboard/order' },
  { name: 'Dashboard', path: '/dashboard', requiresAuth: true },
  { name: 'DashboardOrders', path: '/dashboard/orders/:hid?', requiresAuth: true },
  { name: 'DashboardOrderDeliveries', path: '/dashboard/orders/:hid/deliveries/:deliveryId?', requiresAuth: true },
  { name: 'DashboardSubscriptions', path: '/dashboard/subscriptions/deliveries', requiresAuth: true },
  { name: 'CreateNewOrder', path: '/dashboard/order/new/:hid?', requiresAuth: true },
  { name: 'SingleStepOrderInDashboard', path: '/dashboard/instant-order/:hid', requiresAuth: true },
  { name: 'DashboardSettings', path: '/dashboard/settings', requiresAuth: true },
  { name: 'DashboardBonus', path: '/dashboard/bonus', requiresAuth: true },
  { name: 'DashboardLoyalty', path: '/dashboard/loyalty-program', requiresAuth: true },
  { name: 'DashboardInvite', path: '/dashboard/invite', requiresAuth: true },
  { name: 'DashboardPromotion', path: '/dashboard/promotion', requiresAuth: true },
  { name: 'DashboardPreferences', path: '/dashboard/preferences', requiresAuth: true },
  { name: 'DashboardAutotips', path: '/dashboard/autotips', requiresAuth: true },
  { name: 'NewDashboard', path: '/new-dashboard', requiresAuth: true },
  { name: 'NewDashboardCreateNewOrder', path: '/new-dashboard/new-order/create/:hid', requiresAuth: true },
  { name: 'SingleStepOrderInNewDashboardCreateNewOrder', path: '/new-dashboard/new-order/instant-order/:hid', requiresAuth: true },
  // Subscription.
  { name: 'Subscribe', path: '/subscribe' },
  { name: 'GetMenuPlan', path: '/subscribe/plan/:id' },
  { name: 'AllFields', path: '/subscribe/get/:hid/fields' },
  // City landing last: any single segment that is a city alias.
  { name: 'IndexCity', path: '/:city', placement: 'landing', businessProduct: 'standard' },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export const routeByName = (name: RouteName): RouteDef => ROUTES.find((r) => r.name === name) as RouteDef;

/** API version by route name: NewDashboard and ConfirmationDelivery routes use v1_1 (personal-cabinet §2.3). */
export const apiVersionForRoute = (name: string): ApiVersion =>
  name.includes('NewDashboard') || name.includes('ConfirmationDelivery') ? 'v1_1' : 'v1';

/** Payment result flows (order-funnel §2). */
export type PaymentFlow = 'payment' | 'longate' | 'newclient' | 'subscribe' | 'cardbind' | 'onlinecert';

/** The result page of a flow: success, fail, cash (payment, newclient), cardbind and confirm (newclient). */
export const paymentResultPath = (hid: string, flow: PaymentFlow, result: 'success' | 'fail' | 'cash' | 'cardbind' | 'confirm') =>
  `/dashboard/order/${encodeURIComponent(hid)}/payment/${flow}/${result}`;

import { CITY_ALIASES } from '../domain/cities';
import { INDEX_ROUTE, INDEX_ROW } from './index-route';

/**
 * The route table as data (personal-cabinet §2.1, §2.2, order-funnel §2). Paths use `:param` and
 * `:param?` (optional). `matchPath` tries static segments before dynamic ones, so the order here
 * matters only between routes of the same shape (then the first one wins).
 */

/** API version of a route (personal-cabinet §2.3). */
export type RouteApiVersion = 'v1' | 'v1_1';

/** One row of the table as written. */
export interface RouteSpec {
  name: string;
  path: string;
  /** Login needed: without a token the guard saves the path and goes to Login. */
  requiresAuth?: boolean;
  /** Token holders are sent away from this route (to the saved redirect or the dashboard). */
  redirectToAuth?: boolean;
  placement?: string;
  businessProduct?: string;
  /** Allowed values of params (a path with another value does not match this route). */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Entering this path redirects to this pattern (same params; the query is kept). */
  redirectTo?: string;
  /** The city selector is shown on this page. */
  citySelector?: boolean;
  /** The page scrolls to the top on entry. */
  scrollToTop?: boolean;
  /** The name of the smartphone equivalent. */
  mobile?: string;
}

/** Business products with their own landing (order-funnel §1). `standard` is the Index. */
export const BUSINESS_PRODUCTS = [
  'standard', 'wowfood', 'day', 'hydra', 'detox', 'superdetox', '21', 'subscription', 'poll', 'local', 'longate',
  'one-more', 'wowfood-subscription', 'wowfood-longate', 'wowfood-one-more', 'transfland', 'aviasales',
] as const;
export type BusinessProduct = (typeof BUSINESS_PRODUCTS)[number];

/** Products whose landing also has a menu page `/{product}/menu/{city}/{type}/{week?}`. */
export const MENU_PAGE_PRODUCTS = ['day', 'wowfood', 'local'] as const;

/** Payment result flows (order-funnel §2). */
export const PAYMENT_FLOWS = ['payment', 'longate', 'newclient', 'subscribe', 'cardbind', 'onlinecert'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export const PAYMENT_RESULTS = ['success', 'fail', 'cash', 'cardbind', 'confirm'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];
/** 3-D Secure return suffixes (order-funnel §2): none, /cardbind, /longate, /newclient, /onlinecert. */
export const THREE_DS_FLOWS = ['cardbind', 'longate', 'newclient', 'onlinecert'] as const;

const landing = <N extends string, P extends string>(name: N, path: P, businessProduct: BusinessProduct) =>
  ({ name, path, placement: 'landing', businessProduct }) as const;

/** Products a checkout URL may carry in its first segment. */
const PRODUCT_SEGMENT = BUSINESS_PRODUCTS.filter((p) => p !== 'standard');

const TABLE = [
  // --- Landing and public --------------------------------------------------------------------
  INDEX_ROW,
  { name: 'Login', path: '/login', redirectToAuth: true },
  { name: 'NotFound', path: '/404' },
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
  // personal-cabinet §1's list names them without a page of their own (ours): hydra is a trial
  // product like day (its first delivery after today, funnel.payload TRIAL_PRODUCTS), aviasales a
  // partner's storefront of the standard lines.
  landing('HydraProduct', '/hydra', 'hydra'),
  landing('AviasalesLanding', '/aviasales', 'aviasales'),
  { name: 'ActivateGift', path: '/activate-gift', placement: 'landing' },
  { name: 'MenuPageByTypeBusnessProduct', path: '/:businessProduct/menu/:city/:type/:week?', params: { businessProduct: MENU_PAGE_PRODUCTS } },
  { name: 'TransflandPage', path: '/mobile', placement: 'transfland', businessProduct: 'transfland' },
  { name: 'TryCustomization', path: '/try-customization', placement: 'landing', scrollToTop: true },
  { name: 'SingleStepOrderInTryCustomization', path: '/try-customization/single-step-order/:hid' },
  { name: 'OrderWizardInTryCustomization', path: '/try-customization/order-wizard/:hid' },
  { name: 'ThankYouForSubscribe', path: '/thankyou' },
  { name: 'WeekMenu', path: '/week-menu', placement: 'landing', scrollToTop: true },
  { name: 'LongateBonus', path: '/longate-bonus', requiresAuth: true, placement: 'longatebonus' },
  { name: 'AssistPayment', path: '/assist-payment', requiresAuth: true, placement: 'assistPayment' },
  { name: 'Promotion', path: '/promotion' },
  { name: 'PromotionAlias', path: '/marketing_activity', redirectTo: '/promotion' },
  { name: 'MobappPaymentResult', path: '/mob-payment-redirect' },
  { name: 'MenuPageByType', path: '/menu/:city/:type/:week?' },
  { name: 'MenuPageByOrder', path: '/menus/:orderId' },
  // The documents the funnel's legal text links to (ours: the spec names the links, not their paths).
  { name: 'DocumentOffer', path: '/documents/offer' },
  { name: 'DocumentPersonalData', path: '/documents/personal-data' },

  // --- Order funnel ----------------------------------------------------------------------------
  { name: 'OrderRoot', path: '/order', redirectTo: '/order/login' },
  { name: 'StepOrdersPhone', path: '/order/login', mobile: 'OrderMobileLogin' },
  { name: 'TrialUnavailable', path: '/order/trial-unavailable' },
  { name: 'OrderConfirm', path: '/order/:hid/confirm', mobile: 'OrderMobileConfirm' },
  { name: 'OrderMobileLogin', path: '/order/mobile/login' },
  { name: 'OrderMobileConfirm', path: '/order/mobile/:hid/confirm' },
  { name: 'SingleStepOrder', path: '/:businessProduct?/instant-order/:hid?', params: { businessProduct: PRODUCT_SEGMENT } },
  // Certificates are also sold for the product called men (order-funnel §1): /men/instant-cert.
  { name: 'InstantCert', path: '/:businessProduct?/instant-cert', params: { businessProduct: [...PRODUCT_SEGMENT, 'men'] } },
  // The spec names these variants (and TargetDetails), not their paths: ours.
  { name: 'TargetDetails', path: '/targets/:target', scrollToTop: true },
  { name: 'SingleStepOrderInTargets', path: '/targets/instant-order/:hid' },
  { name: 'SingleStepOrderWithCustomMenu', path: '/custom-menu/instant-order/:hid' },
  { name: 'ConfirmationDelivery', path: '/confirmation/:hid' },
  { name: 'OrderWizard', path: '/order-wizard/:hid?' },
  { name: 'WizardDesktopResponse', path: '/wizard-desktop/response/:hid?' },

  // --- Order pages under /dashboard/order ------------------------------------------------------
  { name: 'DashboardOrderRoot', path: '/dashboard/order', requiresAuth: true, redirectTo: '/dashboard' },
  { name: 'OrderPacks', path: '/dashboard/order/:hid/packs', requiresAuth: true },
  { name: 'StepPaymentCard', path: '/dashboard/order/:hid/payment/card', requiresAuth: true },
  { name: 'Step3DsResult', path: '/dashboard/order/:hid/payment/3Ds/:flow?', requiresAuth: true, params: { flow: THREE_DS_FLOWS } },
  // The checkout machine's result URLs (`paymentResultPath`).
  {
    name: 'StepPaymentByFlow',
    path: '/dashboard/order/:hid/payment/:flow/:result',
    requiresAuth: true,
    params: { flow: PAYMENT_FLOWS, result: PAYMENT_RESULTS },
  },
  { name: 'StepPaymentChoose', path: '/dashboard/order/:hid/payment/:flow?/:subscribe?', requiresAuth: true },
  // §2.1 'Payments: /dashboard/order/{hid}/payments with children …': the parent itself is the
  // order's payment (ours: its fastpay page, where an order awaiting payment is paid; issue 31).
  { name: 'StepPayments', path: '/dashboard/order/:hid/payments', requiresAuth: true, redirectTo: '/dashboard/orders/fastpay/:hid' },
  { name: 'StepPaymentSuccess', path: '/dashboard/order/:hid/payments/payment/success', requiresAuth: true },
  { name: 'StepPaymentFail', path: '/dashboard/order/:hid/payments/payment/fail', requiresAuth: true },
  { name: 'StepPaymentCash', path: '/dashboard/order/:hid/payments/payment/cash-success', requiresAuth: true },
  { name: 'StepPaymentRecall', path: '/dashboard/order/:hid/payments/payment/recall-success', requiresAuth: true },
  { name: 'Step3DsPaymentsResult', path: '/dashboard/order/:hid/payments/payment/3Ds/:flow?', requiresAuth: true, params: { flow: THREE_DS_FLOWS } },
  // Extension (longate): the entries go to /longate/{hid} (the flow's first page); its sub-pages render.
  { name: 'DashboardLongate', path: '/dashboard/order/:hid/longate', requiresAuth: true, redirectTo: '/longate/:hid' },
  { name: 'StepPaymentLongateCreditCard', path: '/dashboard/order/:hid/longate/creditcard', requiresAuth: true },
  {
    name: 'DashboardLongateStep',
    path: '/dashboard/order/:hid/longate/:step',
    requiresAuth: true,
    params: { step: ['deliveries', 'change', 'success', 'fail', 'recall-success', 'cancel'] },
  },
  { name: 'DashboardMobileLongate', path: '/dashboard/mobile/order/:hid/longate/:content?', requiresAuth: true, redirectTo: '/longate/:hid' },
  // New-client order, desktop (no login: the SMS step is one of them).
  { name: 'NewClientSecond', path: '/dashboard/order/second' },
  { name: 'NewClientTariff', path: '/dashboard/order/tariff', citySelector: true, mobile: 'MobileOrder' },
  { name: 'NewClientTariffConfirm', path: '/dashboard/order/:hid/tariff/confirm' },
  { name: 'NewClientProfile', path: '/dashboard/order/:hid/profile' },
  { name: 'StepNewClientSuccess', path: '/dashboard/order/:hid/newclient/success' },
  { name: 'StepNewClientFail', path: '/dashboard/order/:hid/newclient/fail' },
  { name: 'StepNewClientCash', path: '/dashboard/order/:hid/newclient/cash' },
  { name: 'StepNewClientConfirm', path: '/dashboard/order/:hid/newclient/confirm' },
  { name: 'StepNewClientRecall', path: '/dashboard/order/:hid/newclient/recall-success' },
  { name: 'StepNewClientCardBind', path: '/dashboard/order/:hid/newclient/cardbind' },
  { name: 'StepOnlineCertSuccess', path: '/dashboard/order/:hid/onlinecert/success' },
  { name: 'StepOnlineCertFail', path: '/dashboard/order/:hid/onlinecert/fail' },
  { name: 'CreateNewOrder', path: '/dashboard/order/new/:hid?', requiresAuth: true, scrollToTop: true },

  // --- Subscription ----------------------------------------------------------------------------
  { name: 'Subscribe', path: '/subscribe', mobile: 'MobileSubscribe' },
  // The subscription menu, optionally opened on a menu line (ours: `:type?`, where the old menu link lands).
  { name: 'SubscribeSubscription', path: '/subscribe/subscription/:type?' },
  { name: 'GetMenuPlan', path: '/subscribe/plan/:id', scrollToTop: true, mobile: 'MobileGetMenuPlan' },
  { name: 'SubscribeChange', path: '/subscribe/change/:hid/:id', mobile: 'MobileSubscribeChange' },
  { name: 'AllFields', path: '/subscribe/get/:hid/fields', mobile: 'MobileAllFields' },
  { name: 'SubscribeSuccess', path: '/subscribe/success' },
  { name: 'SubscribeLead', path: '/subscribe/lead' },
  { name: 'SubscribeFail', path: '/subscribe/fail' },
  { name: 'OldSubscriptionMenu', path: '/dashboard/subscriptions/menu/:city/:type/:data?', redirectTo: '/subscribe/subscription/:type' },

  // --- Dashboard (login needed) ----------------------------------------------------------------
  { name: 'Dashboard', path: '/dashboard', requiresAuth: true, mobile: 'NewDashboard' },
  { name: 'DashboardOrders', path: '/dashboard/orders', requiresAuth: true, mobile: 'NewDashboardOrders' },
  { name: 'DashboardOrdersAll', path: '/dashboard/orders/all/:hid?/:content?/:taskId?', requiresAuth: true },
  { name: 'DashboardOrderFastpay', path: '/dashboard/orders/fastpay/:hid', requiresAuth: true },
  { name: 'DashboardOrderDeliveries', path: '/dashboard/orders/:hid/deliveries/:deliveryId?', requiresAuth: true, mobile: 'NewDashboardOrderDeliveries' },
  { name: 'SingleOrder', path: '/dashboard/orders/:hid/:content?/:taskId?', requiresAuth: true, mobile: 'NewDashboardOrder' },
  // not in the spec: the section's bare path leads to its list (the spec's subscriptions pages are all below it).
  { name: 'DashboardSubscriptionsRoot', path: '/dashboard/subscriptions', requiresAuth: true, redirectTo: '/dashboard/subscriptions/deliveries' },
  { name: 'DashboardSubscriptions', path: '/dashboard/subscriptions/deliveries', requiresAuth: true },
  { name: 'DashboardSubscriptionsMenu', path: '/dashboard/subscriptions/menu', requiresAuth: true },
  { name: 'DashboardSubscriptionsFastpay', path: '/dashboard/subscriptions/menu/fastpay/:hid', requiresAuth: true },
  { name: 'DashboardSubscriptionsFitness', path: '/dashboard/subscriptions/fitness', requiresAuth: true },
  { name: 'DashboardSubscriptionsRates', path: '/dashboard/subscriptions/rates/:hid', requiresAuth: true, mobile: 'NewDashboardRates' },
  { name: 'DashboardNewOrder', path: '/dashboard/new-order/:create?', requiresAuth: true, mobile: 'NewDashboardNewOrder' },
  { name: 'SingleStepOrderInDashboard', path: '/dashboard/instant-order/:hid', requiresAuth: true },
  { name: 'DashboardSettings', path: '/dashboard/settings', requiresAuth: true },
  { name: 'DashboardSettingsCards', path: '/dashboard/settings/cards', requiresAuth: true },
  { name: 'DashboardBonus', path: '/dashboard/bonus', requiresAuth: true },
  { name: 'DashboardBonusCategory', path: '/dashboard/bonus/category/:id?', requiresAuth: true },
  { name: 'DashboardShopAbout', path: '/dashboard/shop/about', requiresAuth: true, redirectTo: '/dashboard/bonus' },
  { name: 'DashboardLoyalty', path: '/dashboard/loyalty-program', requiresAuth: true },
  { name: 'DashboardInvite', path: '/dashboard/invite', requiresAuth: true },
  { name: 'DashboardPromotion', path: '/dashboard/promotion', requiresAuth: true },
  { name: 'DashboardPreferences', path: '/dashboard/preferences', requiresAuth: true },
  { name: 'DashboardSubscribe', path: '/dashboard/subscribe', requiresAuth: true },
  { name: 'DashboardPacks', path: '/dashboard/packs', requiresAuth: true },
  { name: 'DashboardAutotips', path: '/dashboard/autotips', requiresAuth: true },

  // --- Smartphone dashboard (login needed) -----------------------------------------------------
  { name: 'NewDashboard', path: '/new-dashboard', requiresAuth: true },
  { name: 'NewDashboardOrders', path: '/new-dashboard/orders', requiresAuth: true },
  { name: 'NewDashboardRates', path: '/new-dashboard/rates/:orderId?', requiresAuth: true },
  { name: 'NewDashboardNewOrder', path: '/new-dashboard/new-order', requiresAuth: true },
  { name: 'NewDashboardCreateNewOrder', path: '/new-dashboard/new-order/create/:hid', requiresAuth: true },
  { name: 'SingleStepOrderInNewDashboardCreateNewOrder', path: '/new-dashboard/new-order/instant-order/:hid', requiresAuth: true },
  { name: 'NewDashboardOrderDeliveries', path: '/new-dashboard/:orderId/deliveries/:deliveryId?', requiresAuth: true },
  { name: 'NewDashboardOrder', path: '/new-dashboard/:orderId', requiresAuth: true },
  { name: 'PartnerInvite', path: '/partner-invite' },
  { name: 'PartnerInviteInvited', path: '/partner-invite/invited' },
  { name: 'PartnerInviteHasInvite', path: '/partner-invite/has-invite' },

  // --- Mobile routes (§2.2) --------------------------------------------------------------------
  { name: 'MobileOrder', path: '/dashboard/mobile/order' },
  { name: 'MobileOrderStep', path: '/dashboard/mobile/order/:step', params: { step: ['mealdays', 'profile', 'payment'] } },
  { name: 'MobileTaLogin', path: '/dashboard/mobile/ta/login' },
  { name: 'MobileSubscribe', path: '/mobile/subscribe' },
  { name: 'MobileSubscribeFaq', path: '/mobile/subscribe/faq' },
  { name: 'MobileSubscribeChange', path: '/mobile/subscribe/change/:hid/:id' },
  { name: 'MobileSubscribeType', path: '/mobile/subscribe/type/:hid/:id' },
  { name: 'MobileGetMenuPlan', path: '/mobile/subscribe/plan/:id', scrollToTop: true },
  { name: 'MobileAllFields', path: '/mobile/subscribe/get/:hid/fields/:step?' },

  // City landing: a single segment that is a city alias (personal-cabinet §2.1 `/:city`).
  { name: 'IndexCity', path: '/:city', placement: 'landing', businessProduct: 'standard', citySelector: true, params: { city: CITY_ALIASES } },
] as const satisfies readonly RouteSpec[];

export type RouteName = (typeof TABLE)[number]['name'];

/** A route of the table, with its API version. */
export interface RouteDef extends RouteSpec {
  name: RouteName;
  apiVersion: RouteApiVersion;
}

/** API version by route name: names containing NewDashboard or ConfirmationDelivery use v1_1 (personal-cabinet §2.3). */
export const apiVersionForRoute = (name: string): RouteApiVersion =>
  name.includes('NewDashboard') || name.includes('ConfirmationDelivery') ? 'v1_1' : 'v1';

export const ROUTES: readonly RouteDef[] = TABLE.map((route): RouteDef =>
  route === INDEX_ROW ? INDEX_ROUTE : { ...route, apiVersion: apiVersionForRoute(route.name) },
);

export const ROUTE_NAMES: readonly RouteName[] = ROUTES.map((r) => r.name);

const byName = new Map<string, RouteDef>(ROUTES.map((r) => [r.name, r]));

export const routeByName = (name: RouteName): RouteDef => {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
};

export const isRouteName = (name: string): name is RouteName => byName.has(name);

/**
 * The result page of a flow as the checkout machine navigates to it:
 * `/dashboard/order/{hid}/payment/{flow}/{result}` (route StepPaymentByFlow).
 */
export const paymentResultPath = (hid: string, flow: PaymentFlow, result: PaymentResult): string =>
  flow === 'longate' && (result === 'success' || result === 'fail')
    ? longatePath(hid, result)
    : `/dashboard/order/${encodeURIComponent(hid)}/payment/${flow}/${result}`;

/** The extension flow's pages (personal-cabinet §2.1): `/longate/{hid}`, else `/dashboard/order/{hid}/longate/{step}`. */
export type LongateStep = 'deliveries' | 'creditcard' | 'change' | 'success' | 'fail' | 'recall-success' | 'cancel';
/** The longate flow's success and fail are its own sub-pages, so a longation's payment (card, SBP, 3-D Secure /longate) ends there. */
export const longatePath = (hid: string, step?: LongateStep): string =>
  step ? `/dashboard/order/${encodeURIComponent(hid)}/longate/${step}` : `/longate/${encodeURIComponent(hid)}`;

/** The 3-D Secure return path of a flow (order-funnel §2); the desktop wizard has its own. */
export function threeDsReturnPath(hid: string, flow?: (typeof THREE_DS_FLOWS)[number] | 'payment' | 'wizard'): string {
  if (flow === 'wizard') return `/wizard-desktop/response/${encodeURIComponent(hid)}`;
  // onlinecert has no order yet: order id 0.
  const id = flow === 'onlinecert' ? '0' : encodeURIComponent(hid);
  return `/dashboard/order/${id}/payment/3Ds${flow && flow !== 'payment' ? `/${flow}` : ''}`;
}

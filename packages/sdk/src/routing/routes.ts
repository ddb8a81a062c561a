import { CITY_ALIASES } from '../domain/cities';
import { INDEX_ROUTE, INDEX_ROW } from './index-route';
import { ROUTE_PATHS } from './paths';
import type { RouteName } from './route-names';
import {
  type RouteApiVersion,
  type RouteSpec,
  BUSINESS_PRODUCTS,
  type BusinessProduct,
  MENU_PAGE_PRODUCTS,
  PAYMENT_FLOWS,
  type PaymentFlow,
  PAYMENT_RESULTS,
  type PaymentResult,
  THREE_DS_FLOWS,
} from './route-spec';

export type { RouteName } from './route-names';

/**
 * The route table as data (personal-cabinet §2.1, §2.2, order-funnel §2). Paths use `:param` and
 * `:param?` (optional). `matchPath` tries static segments before dynamic ones, so the order here
 * matters only between routes of the same shape (then the first one wins).
 */

export * from './route-spec';

type PathName = keyof typeof ROUTE_PATHS;
/** What a row says beyond its name: its path is always its name's (`ROUTE_PATHS`), written once there. */
type RowExtras = Omit<RouteSpec, 'name' | 'path'>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a row without extras adds nothing
const route = <N extends PathName, const E extends RowExtras = {}>(name: N, extras?: E) =>
  ({ name, path: ROUTE_PATHS[name], ...extras }) as { readonly name: N; readonly path: (typeof ROUTE_PATHS)[N] } & E;
/** A page behind the login (the guard saves the path and goes to Login). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a row without extras adds nothing
const authed = <N extends PathName, const E extends RowExtras = {}>(name: N, extras?: E) =>
  route(name, { requiresAuth: true, ...extras } as { readonly requiresAuth: true } & E);
const landing = <N extends PathName>(name: N, businessProduct: BusinessProduct) => route(name, { placement: 'landing', businessProduct });

/** Products a checkout URL may carry in its first segment. */
const PRODUCT_SEGMENT = BUSINESS_PRODUCTS.filter((p) => p !== 'standard');

const TABLE = [
  // --- Landing and public --------------------------------------------------------------------
  INDEX_ROW,
  route('Login', { redirectToAuth: true }),
  route('NotFound'),
  landing('WowFoodProduct', 'wowfood'),
  landing('TrialProduct', 'day'),
  landing('DetoxProduct', 'detox'),
  landing('SuperDetoxProduct', 'superdetox'),
  landing('ReloadProduct', '21'),
  landing('SubscriptionProduct', 'subscription'),
  landing('PollProduct', 'poll'),
  landing('LocalProduct', 'local'),
  landing('LongationLanding', 'longate'),
  landing('OneMoreLanding', 'one-more'),
  landing('WowfoodSubscriptionProduct', 'wowfood-subscription'),
  landing('WowfoodLongationLanding', 'wowfood-longate'),
  landing('WowfoodOneMoreLanding', 'wowfood-one-more'),
  landing('TransflandLanding', 'transfland'),
  // personal-cabinet §1's list names them without a page of their own (ours): hydra is a trial
  // product like day (its first delivery after today, funnel.payload TRIAL_PRODUCTS), aviasales a
  // partner's storefront of the standard lines.
  landing('HydraProduct', 'hydra'),
  landing('AviasalesLanding', 'aviasales'),
  route('ActivateGift', { placement: 'landing' }),
  route('MenuPageByTypeBusnessProduct', { params: { businessProduct: MENU_PAGE_PRODUCTS } }),
  route('TransflandPage', { placement: 'transfland', businessProduct: 'transfland' }),
  route('TryCustomization', { placement: 'landing', scrollToTop: true }),
  route('SingleStepOrderInTryCustomization', { screen: { variant: 'tryCustomization' } }),
  route('OrderWizardInTryCustomization', { screen: { variant: 'tryCustomization' } }),
  route('ThankYouForSubscribe', { screen: { page: 'thankYou' } }),
  route('WeekMenu', { placement: 'landing', scrollToTop: true, screen: { page: 'week' } }),
  authed('LongateBonus', { placement: 'longatebonus' }),
  authed('AssistPayment', { placement: 'assistPayment' }),
  route('Promotion'),
  route('PromotionAlias', { redirectTo: '/promotion' }),
  route('MobappPaymentResult'),
  route('MenuPageByType'),
  route('MenuPageByOrder', { screen: { page: 'order' } }),
  // The documents the funnel's legal text links to (ours: the spec names the links, not their paths).
  route('DocumentOffer', { screen: { page: 'offer' } }),
  route('DocumentPersonalData', { screen: { page: 'personalData' } }),

  // --- Order funnel ----------------------------------------------------------------------------
  route('OrderRoot', { redirectTo: '/order/login' }),
  route('StepOrdersPhone', { mobile: 'OrderMobileLogin' }),
  route('TrialUnavailable'),
  route('OrderConfirm', { mobile: 'OrderMobileConfirm' }),
  route('OrderMobileLogin'),
  route('OrderMobileConfirm'),
  route('SingleStepOrder', { params: { businessProduct: PRODUCT_SEGMENT } }),
  // Certificates are also sold for the product called men (order-funnel §1): /men/instant-cert.
  route('InstantCert', { params: { businessProduct: [...PRODUCT_SEGMENT, 'men'] } }),
  // The spec names these variants (and TargetDetails), not their paths: ours.
  route('TargetDetails', { scrollToTop: true }),
  route('SingleStepOrderInTargets', { screen: { variant: 'targets' } }),
  route('SingleStepOrderWithCustomMenu', { screen: { variant: 'customMenu' } }),
  route('ConfirmationDelivery'),
  route('OrderWizard', { screen: { variant: 'customMenu' } }),
  route('WizardDesktopResponse'),

  // --- Order pages under /dashboard/order ------------------------------------------------------
  authed('DashboardOrderRoot', { redirectTo: '/dashboard' }),
  authed('OrderPacks'),
  authed('StepPaymentCard', { screen: { method: 'creditCard' } }),
  authed('Step3DsResult', { params: { flow: THREE_DS_FLOWS } }),
  // The checkout machine's result URLs (`paymentResultPath`).
  authed('StepPaymentByFlow', { params: { flow: PAYMENT_FLOWS, result: PAYMENT_RESULTS } }),
  authed('StepPaymentChoose'),
  // §2.1 'Payments: /dashboard/order/{hid}/payments with children …': the parent itself is the
  // order's payment (ours: its fastpay page, where an order awaiting payment is paid; issue 31).
  authed('StepPayments', { redirectTo: '/dashboard/orders/fastpay/:hid' }),
  authed('StepPaymentSuccess', { screen: { flow: 'payment', result: 'success' } }),
  authed('StepPaymentFail', { screen: { flow: 'payment', result: 'fail' } }),
  authed('StepPaymentCash', { screen: { flow: 'payment', result: 'cash' } }),
  authed('StepPaymentRecall', { screen: { flow: 'payment', result: 'recall' } }),
  authed('Step3DsPaymentsResult', { params: { flow: THREE_DS_FLOWS } }),
  // Extension (longate): the entries go to /longate/{hid} (the flow's first page); its sub-pages render.
  authed('DashboardLongate', { redirectTo: '/longate/:hid' }),
  authed('StepPaymentLongateCreditCard', { screen: { page: 'creditcard' } }),
  authed('DashboardLongateStep', { params: { step: ['deliveries', 'change', 'success', 'fail', 'recall-success', 'cancel'] } }),
  authed('DashboardMobileLongate', { redirectTo: '/longate/:hid' }),
  // New-client order, desktop (no login: the SMS step is one of them).
  route('NewClientSecond'),
  route('NewClientTariff', { citySelector: true, mobile: 'MobileOrder' }),
  route('NewClientTariffConfirm'),
  route('NewClientProfile'),
  route('StepNewClientSuccess', { screen: { flow: 'newclient', result: 'success' } }),
  route('StepNewClientFail', { screen: { flow: 'newclient', result: 'fail' } }),
  route('StepNewClientCash', { screen: { flow: 'newclient', result: 'cash' } }),
  route('StepNewClientConfirm', { screen: { flow: 'newclient', result: 'confirm' } }),
  route('StepNewClientRecall', { screen: { flow: 'newclient', result: 'recall' } }),
  route('StepNewClientCardBind', { screen: { flow: 'newclient', result: 'cardbind' } }),
  route('StepOnlineCertSuccess', { screen: { flow: 'onlinecert', result: 'success' } }),
  route('StepOnlineCertFail', { screen: { flow: 'onlinecert', result: 'fail' } }),
  authed('CreateNewOrder', { scrollToTop: true }),

  // --- Subscription ----------------------------------------------------------------------------
  route('Subscribe', { mobile: 'MobileSubscribe' }),
  // The subscription menu, optionally opened on a menu line (ours: `:type?`, where the old menu link lands).
  route('SubscribeSubscription'),
  route('GetMenuPlan', { scrollToTop: true, mobile: 'MobileGetMenuPlan', screen: { page: 'plan', loginFirst: true } }),
  route('SubscribeChange', { mobile: 'MobileSubscribeChange', screen: { page: 'plan', loginFirst: true } }),
  route('AllFields', { mobile: 'MobileAllFields' }),
  route('SubscribeSuccess', { screen: { page: 'success' } }),
  route('SubscribeLead', { screen: { page: 'lead' } }),
  route('SubscribeFail', { screen: { page: 'fail' } }),
  route('OldSubscriptionMenu', { redirectTo: '/subscribe/subscription/:type' }),

  // --- Dashboard (login needed) ----------------------------------------------------------------
  authed('Dashboard', { mobile: 'NewDashboard' }),
  authed('DashboardOrders', { mobile: 'NewDashboardOrders' }),
  authed('DashboardOrdersAll'),
  authed('DashboardOrderFastpay'),
  authed('DashboardOrderDeliveries', { mobile: 'NewDashboardOrderDeliveries' }),
  authed('SingleOrder', { mobile: 'NewDashboardOrder' }),
  // not in the spec: the section's bare path leads to its list (the spec's subscriptions pages are all below it).
  authed('DashboardSubscriptionsRoot', { redirectTo: '/dashboard/subscriptions/deliveries' }),
  authed('DashboardSubscriptions'),
  authed('DashboardSubscriptionsMenu'),
  authed('DashboardSubscriptionsFastpay'),
  authed('DashboardSubscriptionsFitness'),
  authed('DashboardSubscriptionsRates', { mobile: 'NewDashboardRates' }),
  authed('DashboardNewOrder', { mobile: 'NewDashboardNewOrder' }),
  authed('SingleStepOrderInDashboard', { screen: { variant: 'dashboard' } }),
  authed('DashboardSettings'),
  authed('DashboardSettingsCards', { screen: { page: 'cards' } }),
  authed('DashboardBonus'),
  authed('DashboardBonusCategory', { screen: { page: 'category' } }),
  authed('DashboardShopAbout', { redirectTo: '/dashboard/bonus' }),
  authed('DashboardLoyalty'),
  authed('DashboardInvite'),
  authed('DashboardPromotion', { screen: { frame: 'cabinet' } }),
  authed('DashboardPreferences'),
  authed('DashboardSubscribe', { screen: { frame: 'cabinet' } }),
  authed('DashboardPacks', { screen: { frame: 'cabinet', page: 'packs' } }),
  authed('DashboardAutotips'),

  // --- Smartphone dashboard (login needed) -----------------------------------------------------
  authed('NewDashboard'),
  authed('NewDashboardOrders'),
  authed('NewDashboardRates'),
  authed('NewDashboardNewOrder'),
  authed('NewDashboardCreateNewOrder'),
  authed('SingleStepOrderInNewDashboardCreateNewOrder', { screen: { variant: 'newDashboard' } }),
  authed('NewDashboardOrderDeliveries'),
  authed('NewDashboardOrder'),
  route('PartnerInvite', { screen: { page: 'invite' } }),
  route('PartnerInviteInvited', { screen: { page: 'invited' } }),
  route('PartnerInviteHasInvite', { screen: { page: 'hasInvite' } }),

  // --- Mobile routes (§2.2) --------------------------------------------------------------------
  route('MobileOrder'),
  route('MobileOrderStep', { params: { step: ['mealdays', 'profile', 'payment'] } }),
  route('MobileTaLogin'),
  route('MobileSubscribe', { screen: { frame: 'mobile' } }),
  route('MobileSubscribeFaq', { screen: { page: 'faq' } }),
  route('MobileSubscribeChange', { screen: { page: 'plan', loginFirst: true, frame: 'mobile' } }),
  route('MobileSubscribeType', { screen: { page: 'plan', loginFirst: true, frame: 'mobile' } }),
  route('MobileGetMenuPlan', { scrollToTop: true, screen: { page: 'plan', loginFirst: true, frame: 'mobile' } }),
  route('MobileAllFields'),

  // City landing: a single segment that is a city alias (personal-cabinet §2.1 `/:city`).
  route('IndexCity', { placement: 'landing', businessProduct: 'standard', citySelector: true, params: { city: CITY_ALIASES } }),
] as const satisfies readonly RouteSpec[];

/** The table's names are exactly `RouteName`'s (checked both ways at compile time). */
type TableName = (typeof TABLE)[number]['name'];
type SameNames = [TableName] extends [RouteName] ? ([RouteName] extends [TableName] ? true : false) : false;
type Holds<T extends true> = T;
/** `tsc` fails here when the table and `RouteName` differ (a type only: nothing at run time). */
export type RouteNamesChecked = Holds<SameNames>;

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

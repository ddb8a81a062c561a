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

const landing = <N extends string, P extends string>(name: N, path: P, businessProduct: BusinessProduct) =>
  ({ name, path, placement: 'landing', businessProduct }) as const;

/** Products a checkout URL may carry in its first segment. */
const PRODUCT_SEGMENT = BUSINESS_PRODUCTS.filter((p) => p !== 'standard');

const TABLE = [
  // --- Landing and public --------------------------------------------------------------------
  INDEX_ROW,
  { name: 'Login', path: ROUTE_PATHS.Login, redirectToAuth: true },
  { name: 'NotFound', path: ROUTE_PATHS.NotFound },
  landing('WowFoodProduct', ROUTE_PATHS.WowFoodProduct, 'wowfood'),
  landing('TrialProduct', ROUTE_PATHS.TrialProduct, 'day'),
  landing('DetoxProduct', ROUTE_PATHS.DetoxProduct, 'detox'),
  landing('SuperDetoxProduct', ROUTE_PATHS.SuperDetoxProduct, 'superdetox'),
  landing('ReloadProduct', ROUTE_PATHS.ReloadProduct, '21'),
  landing('SubscriptionProduct', ROUTE_PATHS.SubscriptionProduct, 'subscription'),
  landing('PollProduct', ROUTE_PATHS.PollProduct, 'poll'),
  landing('LocalProduct', ROUTE_PATHS.LocalProduct, 'local'),
  landing('LongationLanding', ROUTE_PATHS.LongationLanding, 'longate'),
  landing('OneMoreLanding', ROUTE_PATHS.OneMoreLanding, 'one-more'),
  landing('WowfoodSubscriptionProduct', ROUTE_PATHS.WowfoodSubscriptionProduct, 'wowfood-subscription'),
  landing('WowfoodLongationLanding', ROUTE_PATHS.WowfoodLongationLanding, 'wowfood-longate'),
  landing('WowfoodOneMoreLanding', ROUTE_PATHS.WowfoodOneMoreLanding, 'wowfood-one-more'),
  landing('TransflandLanding', ROUTE_PATHS.TransflandLanding, 'transfland'),
  // personal-cabinet §1's list names them without a page of their own (ours): hydra is a trial
  // product like day (its first delivery after today, funnel.payload TRIAL_PRODUCTS), aviasales a
  // partner's storefront of the standard lines.
  landing('HydraProduct', ROUTE_PATHS.HydraProduct, 'hydra'),
  landing('AviasalesLanding', ROUTE_PATHS.AviasalesLanding, 'aviasales'),
  { name: 'ActivateGift', path: ROUTE_PATHS.ActivateGift, placement: 'landing' },
  { name: 'MenuPageByTypeBusnessProduct', path: ROUTE_PATHS.MenuPageByTypeBusnessProduct, params: { businessProduct: MENU_PAGE_PRODUCTS } },
  { name: 'TransflandPage', path: ROUTE_PATHS.TransflandPage, placement: 'transfland', businessProduct: 'transfland' },
  { name: 'TryCustomization', path: ROUTE_PATHS.TryCustomization, placement: 'landing', scrollToTop: true },
  {
    name: 'SingleStepOrderInTryCustomization',
    path: ROUTE_PATHS.SingleStepOrderInTryCustomization,
    screen: { variant: 'tryCustomization' },
  },
  { name: 'OrderWizardInTryCustomization', path: ROUTE_PATHS.OrderWizardInTryCustomization, screen: { variant: 'tryCustomization' } },
  { name: 'ThankYouForSubscribe', path: ROUTE_PATHS.ThankYouForSubscribe, screen: { page: 'thankYou' } },
  { name: 'WeekMenu', path: ROUTE_PATHS.WeekMenu, placement: 'landing', scrollToTop: true, screen: { page: 'week' } },
  { name: 'LongateBonus', path: ROUTE_PATHS.LongateBonus, requiresAuth: true, placement: 'longatebonus' },
  { name: 'AssistPayment', path: ROUTE_PATHS.AssistPayment, requiresAuth: true, placement: 'assistPayment' },
  { name: 'Promotion', path: ROUTE_PATHS.Promotion },
  { name: 'PromotionAlias', path: ROUTE_PATHS.PromotionAlias, redirectTo: '/promotion' },
  { name: 'MobappPaymentResult', path: ROUTE_PATHS.MobappPaymentResult },
  { name: 'MenuPageByType', path: ROUTE_PATHS.MenuPageByType },
  { name: 'MenuPageByOrder', path: ROUTE_PATHS.MenuPageByOrder, screen: { page: 'order' } },
  // The documents the funnel's legal text links to (ours: the spec names the links, not their paths).
  { name: 'DocumentOffer', path: ROUTE_PATHS.DocumentOffer, screen: { page: 'offer' } },
  { name: 'DocumentPersonalData', path: ROUTE_PATHS.DocumentPersonalData, screen: { page: 'personalData' } },

  // --- Order funnel ----------------------------------------------------------------------------
  { name: 'OrderRoot', path: ROUTE_PATHS.OrderRoot, redirectTo: '/order/login' },
  { name: 'StepOrdersPhone', path: ROUTE_PATHS.StepOrdersPhone, mobile: 'OrderMobileLogin' },
  { name: 'TrialUnavailable', path: ROUTE_PATHS.TrialUnavailable },
  { name: 'OrderConfirm', path: ROUTE_PATHS.OrderConfirm, mobile: 'OrderMobileConfirm' },
  { name: 'OrderMobileLogin', path: ROUTE_PATHS.OrderMobileLogin },
  { name: 'OrderMobileConfirm', path: ROUTE_PATHS.OrderMobileConfirm },
  { name: 'SingleStepOrder', path: ROUTE_PATHS.SingleStepOrder, params: { businessProduct: PRODUCT_SEGMENT } },
  // Certificates are also sold for the product called men (order-funnel §1): /men/instant-cert.
  { name: 'InstantCert', path: ROUTE_PATHS.InstantCert, params: { businessProduct: [...PRODUCT_SEGMENT, 'men'] } },
  // The spec names these variants (and TargetDetails), not their paths: ours.
  { name: 'TargetDetails', path: ROUTE_PATHS.TargetDetails, scrollToTop: true },
  { name: 'SingleStepOrderInTargets', path: ROUTE_PATHS.SingleStepOrderInTargets, screen: { variant: 'targets' } },
  { name: 'SingleStepOrderWithCustomMenu', path: ROUTE_PATHS.SingleStepOrderWithCustomMenu, screen: { variant: 'customMenu' } },
  { name: 'ConfirmationDelivery', path: ROUTE_PATHS.ConfirmationDelivery },
  { name: 'OrderWizard', path: ROUTE_PATHS.OrderWizard, screen: { variant: 'customMenu' } },
  { name: 'WizardDesktopResponse', path: ROUTE_PATHS.WizardDesktopResponse },

  // --- Order pages under /dashboard/order ------------------------------------------------------
  { name: 'DashboardOrderRoot', path: ROUTE_PATHS.DashboardOrderRoot, requiresAuth: true, redirectTo: '/dashboard' },
  { name: 'OrderPacks', path: ROUTE_PATHS.OrderPacks, requiresAuth: true },
  { name: 'StepPaymentCard', path: ROUTE_PATHS.StepPaymentCard, requiresAuth: true, screen: { method: 'creditCard' } },
  { name: 'Step3DsResult', path: ROUTE_PATHS.Step3DsResult, requiresAuth: true, params: { flow: THREE_DS_FLOWS } },
  // The checkout machine's result URLs (`paymentResultPath`).
  {
    name: 'StepPaymentByFlow',
    path: ROUTE_PATHS.StepPaymentByFlow,
    requiresAuth: true,
    params: { flow: PAYMENT_FLOWS, result: PAYMENT_RESULTS },
  },
  { name: 'StepPaymentChoose', path: ROUTE_PATHS.StepPaymentChoose, requiresAuth: true },
  // §2.1 'Payments: /dashboard/order/{hid}/payments with children …': the parent itself is the
  // order's payment (ours: its fastpay page, where an order awaiting payment is paid; issue 31).
  { name: 'StepPayments', path: ROUTE_PATHS.StepPayments, requiresAuth: true, redirectTo: '/dashboard/orders/fastpay/:hid' },
  { name: 'StepPaymentSuccess', path: ROUTE_PATHS.StepPaymentSuccess, requiresAuth: true, screen: { flow: 'payment', result: 'success' } },
  { name: 'StepPaymentFail', path: ROUTE_PATHS.StepPaymentFail, requiresAuth: true, screen: { flow: 'payment', result: 'fail' } },
  { name: 'StepPaymentCash', path: ROUTE_PATHS.StepPaymentCash, requiresAuth: true, screen: { flow: 'payment', result: 'cash' } },
  { name: 'StepPaymentRecall', path: ROUTE_PATHS.StepPaymentRecall, requiresAuth: true, screen: { flow: 'payment', result: 'recall' } },
  { name: 'Step3DsPaymentsResult', path: ROUTE_PATHS.Step3DsPaymentsResult, requiresAuth: true, params: { flow: THREE_DS_FLOWS } },
  // Extension (longate): the entries go to /longate/{hid} (the flow's first page); its sub-pages render.
  { name: 'DashboardLongate', path: ROUTE_PATHS.DashboardLongate, requiresAuth: true, redirectTo: '/longate/:hid' },
  {
    name: 'StepPaymentLongateCreditCard',
    path: ROUTE_PATHS.StepPaymentLongateCreditCard,
    requiresAuth: true,
    screen: { page: 'creditcard' },
  },
  {
    name: 'DashboardLongateStep',
    path: ROUTE_PATHS.DashboardLongateStep,
    requiresAuth: true,
    params: { step: ['deliveries', 'change', 'success', 'fail', 'recall-success', 'cancel'] },
  },
  { name: 'DashboardMobileLongate', path: ROUTE_PATHS.DashboardMobileLongate, requiresAuth: true, redirectTo: '/longate/:hid' },
  // New-client order, desktop (no login: the SMS step is one of them).
  { name: 'NewClientSecond', path: ROUTE_PATHS.NewClientSecond },
  { name: 'NewClientTariff', path: ROUTE_PATHS.NewClientTariff, citySelector: true, mobile: 'MobileOrder' },
  { name: 'NewClientTariffConfirm', path: ROUTE_PATHS.NewClientTariffConfirm },
  { name: 'NewClientProfile', path: ROUTE_PATHS.NewClientProfile },
  { name: 'StepNewClientSuccess', path: ROUTE_PATHS.StepNewClientSuccess, screen: { flow: 'newclient', result: 'success' } },
  { name: 'StepNewClientFail', path: ROUTE_PATHS.StepNewClientFail, screen: { flow: 'newclient', result: 'fail' } },
  { name: 'StepNewClientCash', path: ROUTE_PATHS.StepNewClientCash, screen: { flow: 'newclient', result: 'cash' } },
  { name: 'StepNewClientConfirm', path: ROUTE_PATHS.StepNewClientConfirm, screen: { flow: 'newclient', result: 'confirm' } },
  { name: 'StepNewClientRecall', path: ROUTE_PATHS.StepNewClientRecall, screen: { flow: 'newclient', result: 'recall' } },
  { name: 'StepNewClientCardBind', path: ROUTE_PATHS.StepNewClientCardBind, screen: { flow: 'newclient', result: 'cardbind' } },
  { name: 'StepOnlineCertSuccess', path: ROUTE_PATHS.StepOnlineCertSuccess, screen: { flow: 'onlinecert', result: 'success' } },
  { name: 'StepOnlineCertFail', path: ROUTE_PATHS.StepOnlineCertFail, screen: { flow: 'onlinecert', result: 'fail' } },
  { name: 'CreateNewOrder', path: ROUTE_PATHS.CreateNewOrder, requiresAuth: true, scrollToTop: true, title: 'Новый заказ' },

  // --- Subscription ----------------------------------------------------------------------------
  { name: 'Subscribe', path: ROUTE_PATHS.Subscribe, mobile: 'MobileSubscribe' },
  // The subscription menu, optionally opened on a menu line (ours: `:type?`, where the old menu link lands).
  { name: 'SubscribeSubscription', path: ROUTE_PATHS.SubscribeSubscription },
  {
    name: 'GetMenuPlan',
    path: ROUTE_PATHS.GetMenuPlan,
    scrollToTop: true,
    mobile: 'MobileGetMenuPlan',
    screen: { page: 'plan', loginFirst: true },
  },
  {
    name: 'SubscribeChange',
    path: ROUTE_PATHS.SubscribeChange,
    mobile: 'MobileSubscribeChange',
    screen: { page: 'plan', loginFirst: true },
  },
  { name: 'AllFields', path: ROUTE_PATHS.AllFields, mobile: 'MobileAllFields' },
  { name: 'SubscribeSuccess', path: ROUTE_PATHS.SubscribeSuccess, screen: { page: 'success' } },
  { name: 'SubscribeLead', path: ROUTE_PATHS.SubscribeLead, screen: { page: 'lead' } },
  { name: 'SubscribeFail', path: ROUTE_PATHS.SubscribeFail, screen: { page: 'fail' } },
  { name: 'OldSubscriptionMenu', path: ROUTE_PATHS.OldSubscriptionMenu, redirectTo: '/subscribe/subscription/:type' },

  // --- Dashboard (login needed) ----------------------------------------------------------------
  { name: 'Dashboard', path: ROUTE_PATHS.Dashboard, requiresAuth: true, mobile: 'NewDashboard' },
  { name: 'DashboardOrders', path: ROUTE_PATHS.DashboardOrders, requiresAuth: true, mobile: 'NewDashboardOrders' },
  { name: 'DashboardOrdersAll', path: ROUTE_PATHS.DashboardOrdersAll, requiresAuth: true },
  { name: 'DashboardOrderFastpay', path: ROUTE_PATHS.DashboardOrderFastpay, requiresAuth: true },
  {
    name: 'DashboardOrderDeliveries',
    path: ROUTE_PATHS.DashboardOrderDeliveries,
    requiresAuth: true,
    mobile: 'NewDashboardOrderDeliveries',
  },
  { name: 'SingleOrder', path: ROUTE_PATHS.SingleOrder, requiresAuth: true, mobile: 'NewDashboardOrder' },
  // not in the spec: the section's bare path leads to its list (the spec's subscriptions pages are all below it).
  {
    name: 'DashboardSubscriptionsRoot',
    path: ROUTE_PATHS.DashboardSubscriptionsRoot,
    requiresAuth: true,
    redirectTo: '/dashboard/subscriptions/deliveries',
  },
  { name: 'DashboardSubscriptions', path: ROUTE_PATHS.DashboardSubscriptions, requiresAuth: true },
  { name: 'DashboardSubscriptionsMenu', path: ROUTE_PATHS.DashboardSubscriptionsMenu, requiresAuth: true, title: 'Меню подписки' },
  { name: 'DashboardSubscriptionsFastpay', path: ROUTE_PATHS.DashboardSubscriptionsFastpay, requiresAuth: true, title: 'Оплата подписки' },
  {
    name: 'DashboardSubscriptionsFitness',
    path: ROUTE_PATHS.DashboardSubscriptionsFitness,
    requiresAuth: true,
    title: 'Подписка на фитнес',
  },
  {
    name: 'DashboardSubscriptionsRates',
    path: ROUTE_PATHS.DashboardSubscriptionsRates,
    requiresAuth: true,
    mobile: 'NewDashboardRates',
    title: 'Оценка доставки',
  },
  {
    name: 'DashboardNewOrder',
    path: ROUTE_PATHS.DashboardNewOrder,
    requiresAuth: true,
    mobile: 'NewDashboardNewOrder',
    title: 'Новый заказ',
  },
  {
    name: 'SingleStepOrderInDashboard',
    path: ROUTE_PATHS.SingleStepOrderInDashboard,
    requiresAuth: true,
    screen: { variant: 'dashboard' },
  },
  { name: 'DashboardSettings', path: ROUTE_PATHS.DashboardSettings, requiresAuth: true },
  {
    name: 'DashboardSettingsCards',
    path: ROUTE_PATHS.DashboardSettingsCards,
    requiresAuth: true,
    screen: { page: 'cards' },
    title: 'Банковские карты',
  },
  { name: 'DashboardBonus', path: ROUTE_PATHS.DashboardBonus, requiresAuth: true },
  {
    name: 'DashboardBonusCategory',
    path: ROUTE_PATHS.DashboardBonusCategory,
    requiresAuth: true,
    screen: { page: 'category' },
    title: 'Бонусы и магазин',
  },
  { name: 'DashboardShopAbout', path: ROUTE_PATHS.DashboardShopAbout, requiresAuth: true, redirectTo: '/dashboard/bonus' },
  { name: 'DashboardLoyalty', path: ROUTE_PATHS.DashboardLoyalty, requiresAuth: true },
  { name: 'DashboardInvite', path: ROUTE_PATHS.DashboardInvite, requiresAuth: true },
  { name: 'DashboardPromotion', path: ROUTE_PATHS.DashboardPromotion, requiresAuth: true, screen: { frame: 'cabinet' } },
  { name: 'DashboardPreferences', path: ROUTE_PATHS.DashboardPreferences, requiresAuth: true },
  { name: 'DashboardSubscribe', path: ROUTE_PATHS.DashboardSubscribe, requiresAuth: true, screen: { frame: 'cabinet' }, title: 'Подписка' },
  {
    name: 'DashboardPacks',
    path: ROUTE_PATHS.DashboardPacks,
    requiresAuth: true,
    screen: { frame: 'cabinet', page: 'packs' },
    title: 'Наборы',
  },
  { name: 'DashboardAutotips', path: ROUTE_PATHS.DashboardAutotips, requiresAuth: true },

  // --- Smartphone dashboard (login needed) -----------------------------------------------------
  { name: 'NewDashboard', path: ROUTE_PATHS.NewDashboard, requiresAuth: true },
  { name: 'NewDashboardOrders', path: ROUTE_PATHS.NewDashboardOrders, requiresAuth: true },
  { name: 'NewDashboardRates', path: ROUTE_PATHS.NewDashboardRates, requiresAuth: true, title: 'Оценка доставки' },
  { name: 'NewDashboardNewOrder', path: ROUTE_PATHS.NewDashboardNewOrder, requiresAuth: true, title: 'Новый заказ' },
  { name: 'NewDashboardCreateNewOrder', path: ROUTE_PATHS.NewDashboardCreateNewOrder, requiresAuth: true, title: 'Новый заказ' },
  {
    name: 'SingleStepOrderInNewDashboardCreateNewOrder',
    path: ROUTE_PATHS.SingleStepOrderInNewDashboardCreateNewOrder,
    screen: { variant: 'newDashboard' },
    requiresAuth: true,
  },
  { name: 'NewDashboardOrderDeliveries', path: ROUTE_PATHS.NewDashboardOrderDeliveries, requiresAuth: true },
  { name: 'NewDashboardOrder', path: ROUTE_PATHS.NewDashboardOrder, requiresAuth: true },
  { name: 'PartnerInvite', path: ROUTE_PATHS.PartnerInvite, screen: { page: 'invite' } },
  { name: 'PartnerInviteInvited', path: ROUTE_PATHS.PartnerInviteInvited, screen: { page: 'invited' } },
  { name: 'PartnerInviteHasInvite', path: ROUTE_PATHS.PartnerInviteHasInvite, screen: { page: 'hasInvite' } },

  // --- Mobile routes (§2.2) --------------------------------------------------------------------
  { name: 'MobileOrder', path: ROUTE_PATHS.MobileOrder },
  { name: 'MobileOrderStep', path: ROUTE_PATHS.MobileOrderStep, params: { step: ['mealdays', 'profile', 'payment'] } },
  { name: 'MobileTaLogin', path: ROUTE_PATHS.MobileTaLogin },
  { name: 'MobileSubscribe', path: ROUTE_PATHS.MobileSubscribe, screen: { frame: 'mobile' } },
  { name: 'MobileSubscribeFaq', path: ROUTE_PATHS.MobileSubscribeFaq, screen: { page: 'faq' } },
  { name: 'MobileSubscribeChange', path: ROUTE_PATHS.MobileSubscribeChange, screen: { page: 'plan', loginFirst: true, frame: 'mobile' } },
  { name: 'MobileSubscribeType', path: ROUTE_PATHS.MobileSubscribeType, screen: { page: 'plan', loginFirst: true, frame: 'mobile' } },
  {
    name: 'MobileGetMenuPlan',
    path: ROUTE_PATHS.MobileGetMenuPlan,
    scrollToTop: true,
    screen: { page: 'plan', loginFirst: true, frame: 'mobile' },
  },
  { name: 'MobileAllFields', path: ROUTE_PATHS.MobileAllFields },

  // City landing: a single segment that is a city alias (personal-cabinet §2.1 `/:city`).
  {
    name: 'IndexCity',
    path: ROUTE_PATHS.IndexCity,
    placement: 'landing',
    businessProduct: 'standard',
    citySelector: true,
    params: { city: CITY_ALIASES },
  },
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

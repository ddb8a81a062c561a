import { brandOfLanding } from '@mealflow/sdk/domain';
import { COOKIES, type ApiClient } from '@mealflow/sdk/api';
import {
  isDashboardPath,
  resolveNavigation,
  type NavigationDecision,
  type RouteDef,
  type RouteName,
  type RouteParams,
} from '@mealflow/sdk/routing';
import { referral } from '@mealflow/sdk/cabinet';
import { adoptLinkParams } from '@mealflow/sdk/routing';
import { createBrowserCookies, createBrowserDevice } from '@mealflow/sdk/browser';
import { Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { cabinetFrameOf, cabinetScreen, lazyScreen, preloadScreen, screenLoader } from './lazy-screen';
import type * as CabinetChunk from './cabinet-skeletons';
import { AppBanner } from '../features/app-banner';
import { HomeIconBanner } from '../features/home-icon';
import type { LoadCabinetRootView } from '../shared/layout/cabinet-root-slot';
import { countedLoad, usePageSettled } from '../shared/page-settled';
import type { ScreenProps } from '../shared/screen';
import { Checkout } from './checkout-screen';
import { appConfig, brandOfHost } from '../shared/runtime/config';
import { CUSTOMIZATION_SCREENS } from './customization-screens';
import { useInitialCallError } from './initial-call-error';
import { forgetOpenedSearch, openedSearch } from './link-address';
import { isLongateFlowEntry, LONGATE_SCREENS, LongateFlowScreen } from './longate-screens';
import { MENU_SCREENS } from './menu-screens';
import { NEW_CLIENT_SCREENS } from './new-client-screens';
import { PAYMENT_SCREENS } from './payment-screens';
import { PREFERENCE_SCREENS } from './preference-screens';
import { ROOT_SCREENS } from './root-screens';
import type { AppRuntime } from '../shared/runtime/runtime';
import { SUBSCRIPTION_SCREENS } from './subscription-screens';

import { matchPath } from '@mealflow/sdk/routing';

export { matchPath };

/**
 * The navigation chunk: the route table, the guards and every screen but the landing, each a lazy
 * chunk of its own (a landing visitor does not download the cabinet, the checkout or the payment
 * code). The entry (`Router.tsx`) renders the landing at `/` without it and loads it after first
 * paint; every other address waits for it (`main.tsx`). `route-modules.json` (generated from this map
 * by `route-modules.test.ts`) lists the modules for the bench and the build.
 */
const PaymentResult = lazyScreen(() => import('../features/payment/PaymentResultPage'));
const OrderLogin = lazyScreen(() => import('../features/funnel/OrderLoginPage'));
const OrderConfirm = lazyScreen(() => import('../features/funnel/OrderConfirmPage'));
const MobileOrder = lazyScreen(() => import('../features/mobile-order/MobileOrderPage'));
// The cabinet (personal-cabinet §2.1 Dashboard, /new-dashboard): the frame and its screens.
const CabinetOrders = cabinetScreen(() => import('../features/dashboard/DashboardPage'), 'dashboard');
const CabinetSettings = cabinetScreen(() => import('../features/settings/SettingsPage'));
const CabinetSubscriptions = cabinetScreen(() => import('../features/subscriptions/SubscriptionsPage'), 'subscriptions');
/** /promotion, /marketing_activity and the cabinet's promotion page (marketing configuration, issue 16). */
const PromotionPage = lazyScreen(() => import('../features/promotion/PromotionPage'));
// The bonus page (wallet, shop, certificates) and its categories; the loyalty program (issue 15).
const CabinetBonus = cabinetScreen(() => import('../features/bonus-shop/BonusShopPage'), 'bonus');
const CabinetLoyalty = cabinetScreen(() => import('../features/loyalty/LoyaltyPage'));
const CabinetInvite = cabinetScreen(() => import('../features/invite/InvitePage'));
// The partner's invitation (personal-cabinet §2.1 /partner-invite, invited, has-invite): one screen.
const PartnerInvite = lazyScreen(() => import('../features/partner/PartnerInvitePage'));
/** A new order from the cabinet: menu line, days, then the cabinet's checkout (origin 13). */
const CabinetNewOrder = cabinetScreen(() => import('../features/new-order/NewOrderPage'));
const CABINET_NEW_ORDER: RouteName[] = ['DashboardNewOrder', 'CreateNewOrder', 'NewDashboardNewOrder', 'NewDashboardCreateNewOrder'];
const CabinetOrder = cabinetScreen(() => import('../features/dashboard/OrderPage'), 'order');
const CABINET_ORDERS: RouteName[] = ['Dashboard', 'DashboardOrders', 'NewDashboard', 'NewDashboardOrders'];
/** An order (orders/all and rates without one show the list). */
const CABINET_ORDER: RouteName[] = ['SingleOrder', 'DashboardOrdersAll', 'NewDashboardOrder', 'NewDashboardRates'];
const CabinetDeliveries = cabinetScreen(() => import('../features/dashboard/DeliveriesPage'), 'order');
/** The cabinet frame's root view (§2.4), loaded by the frame after the page (`CabinetRootSlot`, filled by the router). */
export const loadCabinetRootView: LoadCabinetRootView = () => import('../features/dashboard/CabinetRootView');
/** The subscribe flow (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe): offers, a plan for an order, a subscription from an order. */
const Subscribe = lazyScreen(() => import('../features/subscribe/SubscribePage'));
const SUBSCRIBE: RouteName[] = [
  'Subscribe',
  'SubscribeSubscription',
  'GetMenuPlan',
  'SubscribeChange',
  'MobileSubscribe',
  'MobileSubscribeChange',
  'MobileSubscribeType',
  'MobileGetMenuPlan',
  'DashboardSubscribe',
  'DashboardPacks',
];
const SubscribeInfo = lazyScreen(() => import('../features/subscribe/SubscribeInfoPage'));
const SUBSCRIBE_INFO: RouteName[] = ['SubscribeSuccess', 'SubscribeLead', 'SubscribeFail', 'ThankYouForSubscribe', 'MobileSubscribeFaq'];

/** Every business product's landing: one screen, the entry's (`landing-screen.ts`). */
const LANDINGS: RouteName[] = [
  'Index',
  'IndexCity',
  'WowFoodProduct',
  'TrialProduct',
  'DetoxProduct',
  'SuperDetoxProduct',
  'ReloadProduct',
  'SubscriptionProduct',
  'PollProduct',
  'LocalProduct',
  'LongationLanding',
  'OneMoreLanding',
  'WowfoodSubscriptionProduct',
  'WowfoodLongationLanding',
  'WowfoodOneMoreLanding',
  'TransflandLanding',
  'HydraProduct',
  'AviasalesLanding',
  'ActivateGift',
];

const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  // The subscription's menu (with its fastpay), fitness and rates pages (issue 14).
  ...SUBSCRIPTION_SCREENS,
  ...LONGATE_SCREENS,
  ...Object.fromEntries(CABINET_ORDERS.map((name) => [name, CabinetOrders])),
  ...Object.fromEntries(CABINET_NEW_ORDER.map((name) => [name, CabinetNewOrder])),
  DashboardSettings: CabinetSettings,
  DashboardSettingsCards: CabinetSettings,
  DashboardSubscriptions: CabinetSubscriptions,
  ...Object.fromEntries(SUBSCRIBE.map((name) => [name, Subscribe])),
  ...Object.fromEntries(SUBSCRIBE_INFO.map((name) => [name, SubscribeInfo])),
  // A subscription order's fields and payment (AllFields): the checkout in the subscribe flow.
  AllFields: Checkout,
  MobileAllFields: Checkout,
  DashboardBonus: CabinetBonus,
  DashboardBonusCategory: CabinetBonus,
  DashboardLoyalty: CabinetLoyalty,
  DashboardInvite: CabinetInvite,
  PartnerInvite,
  PartnerInviteInvited: PartnerInvite,
  PartnerInviteHasInvite: PartnerInvite,
  ...Object.fromEntries(CABINET_ORDER.map((name) => [name, CabinetOrder])),
  // Preferences, auto-tips and the courier ratings (issue 15): after the entries they replace.
  ...PREFERENCE_SCREENS,
  DashboardOrderDeliveries: CabinetDeliveries,
  NewDashboardOrderDeliveries: CabinetDeliveries,
  // The pay action of an order awaiting payment: the existing checkout and its payment machines.
  DashboardOrderFastpay: Checkout,
  // The smartphone order flow and its login (personal-cabinet §2.2).
  MobileOrder: MobileOrder,
  MobileOrderStep: MobileOrder,
  MobileTaLogin: lazyScreen(() => import('../features/mobile-order/MobileTaLoginPage')),
  StepOrdersPhone: OrderLogin,
  OrderMobileLogin: OrderLogin,
  OrderConfirm,
  OrderMobileConfirm: OrderConfirm,
  Login: lazyScreen(() => import('../features/login/LoginPage')),
  ...PAYMENT_SCREENS,
  ...ROOT_SCREENS,
  ...CUSTOMIZATION_SCREENS,
  ...NEW_CLIENT_SCREENS,
  ...MENU_SCREENS,
  StepPaymentByFlow: PaymentResult,
  InstantCert: lazyScreen(() => import('../features/payment/GiftCertificatePage')),
  StepPaymentSuccess: PaymentResult,
  StepPaymentFail: PaymentResult,
  StepPaymentCash: PaymentResult,
  StepPaymentRecall: PaymentResult,
  Step3DsPaymentsResult: lazyScreen(() => import('../features/payment/ThreeDsReturnPage')),
  Step3DsResult: lazyScreen(() => import('../features/payment/ThreeDsReturnPage')),
  SingleStepOrder: Checkout,
  SingleStepOrderInDashboard: Checkout,
  SingleStepOrderInTryCustomization: Checkout,
  SingleStepOrderInNewDashboardCreateNewOrder: Checkout,
  SingleStepOrderInTargets: Checkout,
  SingleStepOrderWithCustomMenu: Checkout,
  DocumentOffer: lazyScreen(() => import('../features/documents/DocumentPage')),
  DocumentPersonalData: lazyScreen(() => import('../features/documents/DocumentPage')),
  Promotion: PromotionPage,
  PromotionAlias: PromotionPage,
  DashboardPromotion: PromotionPage,
  NotFound: lazyScreen(() => import('../features/not-found/NotFoundPage')),
};

const NotFound = screens.NotFound!;
/** The route names that have a screen (route-coverage.test: every route of the table that is not a redirect). */
export const ROUTES_WITH_SCREENS: ReadonlySet<RouteName> = new Set([...LANDINGS, ...(Object.keys(screens) as RouteName[])]);
const cookies = createBrowserCookies();
const device = createBrowserDevice({ brandOf: (host) => brandOfHost(host) });

/**
 * What a link carries, taken in before any guard runs (personal-cabinet §2.3): a `t`/`ct` token
 * becomes the token cookie and leaves the URL, utm are saved, so `/dashboard?t=…` renders the
 * dashboard instead of parking the token in the redirect cookie. On the first brand an invited
 * smartphone visitor goes to the app-install tracking link (the invite cookie is saved for a
 * later visit). Runs once, as the chunk loads (`navigation-loader.ts`).
 */
export function adoptLocation(): void {
  const { pathname, hash } = window.location;
  const target = adoptLinkParams({ pathname, search: openedSearch(), hash }, cookies);
  forgetOpenedSearch();
  if (target !== undefined && target !== `${pathname}${window.location.search}${hash}`)
    window.history.replaceState(window.history.state, '', target);
  const appInstall = referral.appInstallRedirect(
    { search: window.location.search, isSmartphone: device.isSmartphone(), brand: device.brand() },
    appConfig.appInstallUrl,
  );
  if (appInstall !== undefined) window.location.replace(appInstall);
}

/** The guards' decision for an address (`search`: `?a=b` or ''), with the visitor's cookies and device. */
export function decide(pathname: string, search: string): NavigationDecision {
  return resolveNavigation({
    pathname,
    search,
    hasToken: Boolean(cookies.get(COOKIES.clientToken)),
    redirectCookie: cookies.get(COOKIES.redirect),
    host: device.host(),
    isSmartphone: device.isSmartphone(),
    brand: device.brand(),
  });
}

/** The table's screen of each route but the landings (`isLanding`): the entry's own component (`landing-screen.ts`). */
export const SCREENS: Partial<Record<RouteName, ComponentType<ScreenProps>>> = screens;

/**
 * Asks for the first data of the address's screen as the runtime starts, before the screen's chunk
 * has rendered, for a client with a token (a guest sees the login steps first): the checkout's order,
 * line, drinks, days and profile (`prefetchCheckout`); a cabinet page's first reads (`prefetchCabinet`:
 * the dashboard's orders and subscriptions, an order, the subscriptions) and its screen's chunk, which
 * would otherwise be asked for once the session has the profile. The screen's own calls take the answers.
 */
export function prefetchScreenData(api: ApiClient, pathname: string): void {
  const match = matchPath(pathname);
  if (!match || !api.token()) return;
  const hid = match.params['hid'];
  if (hid && screens[match.route.name] === Checkout) {
    void countedLoad(import('./checkout-prefetch')).then(({ prefetchCheckout }) => prefetchCheckout(api, hid));
    return;
  }
  if (!isDashboardPath(match.route.path)) return;
  preloadScreen(screens[match.route.name], match.params);
  // Counted until its calls are on the wire (counted too): the page is not settled in between.
  void countedLoad(import('./cabinet-prefetch')).then(({ prefetchCabinet }) =>
    prefetchCabinet(api, { route: match.route.name, params: match.params, brand: device.brand() }),
  );
}
export { isLongateFlowEntry, LongateFlowScreen, NotFound };

let cabinetChunk: typeof CabinetChunk | undefined;

/**
 * Loads the router's cabinet frame and the screens' skeletons (a chunk of their own, preloaded by
 * `cabinet.html`) when the app opens on a cabinet address: `navigation-loader.ts` waits for them
 * before the first render, so the frame paints with its page's heading. Elsewhere undefined: the
 * landing and the checkout never load them (the frame in the route table's chunk put 0.6 KB gzip
 * on the checkout, over its ceiling).
 */
export function loadCabinetSkeletons(pathname: string): Promise<void> | undefined {
  if (!isDashboardPath(pathname)) return undefined;
  return import('./cabinet-skeletons').then((module) => void (cabinetChunk = module));
}

/**
 * The router's cabinet frame for a route (a `cabinetScreen`'s): the frame, its skeleton (undefined
 * for the loading line) and the screen's chunk loader; undefined where the screen draws its own
 * frame (`CabinetLayout` alone, as it does in stories): a screen the table does not mark, or a
 * cabinet page reached from another page, the frame's chunk not loaded.
 */
export function cabinetFrame(name: RouteName):
  | {
      Frame: typeof CabinetChunk.RouteCabinetFrame;
      Skeleton: CabinetChunk.CabinetSkeleton | undefined;
      loadScreen: ((params: RouteParams) => Promise<unknown>) | undefined;
    }
  | undefined {
  const screen = screens[name];
  const skeleton = screen ? cabinetFrameOf(screen) : undefined;
  if (!screen || skeleton === undefined || !cabinetChunk) return undefined;
  return {
    Frame: cabinetChunk.RouteCabinetFrame,
    Skeleton: skeleton ? cabinetChunk.CABINET_SKELETONS[skeleton] : undefined,
    loadScreen: screenLoader(screen),
  };
}

/** The browser's device, as the runtime's port answers (the cabinet frame's shape before the runtime has loaded). */
export const browserDevice = device;
/** A landing route: every business product's landing, but a longate landing without `aal` (the extension flow). */
export const isLanding = (name: RouteName, search: string): boolean => LANDINGS.includes(name) && !isLongateFlowEntry(name, search);

/** What a route adds around its screen: its document title, the mobile-app banner and, on dashboard pages, the home-screen icon hint. */
export function RouteChrome({ route }: { route: RouteDef }) {
  // The page's title (the tab, the history list, a screen reader's announcement): the SDK's table,
  // a chunk of its own loaded after the page's first commit (no first paint needs it: 1.5 KB gzip
  // off every route's JS, issue 35). Titles set in the order the routes were entered.
  const brand = device.brand();
  useEffect(() => {
    void import('./page-title').then(({ setPageTitle }) => setPageTitle(route.name, brand));
  }, [route.name, brand]);
  // The hint's chunk and machine after the page's first load (issue 35: not beside its content).
  const settled = usePageSettled();
  return (
    <>
      {/* The mobile-app banner (personal-cabinet §2.4): the SDK's rule decides per route, brand and phone. */}
      <AppBanner route={route} brand={brandOfLanding(device.brand(), route.businessProduct)} os={device.os()} />
      {/* The home-screen icon hint (§2.4): on dashboard pages, the smartphone's /new-dashboard ones
          too (issue 31: a prefix check here left them out); the SDK's homeIcon machine decides. */}
      {settled && isDashboardPath(route.path) ? (
        <Suspense fallback={null}>
          <HomeIconBanner />
        </Suspense>
      ) : null}
    </>
  );
}

/** The router's effects that need the table: §8's initial call error. Renders nothing. */
export function RouteEffects({
  runtime,
  navigate,
}: {
  runtime: AppRuntime | null;
  navigate: (to: string, options: { replace: boolean }) => void;
}) {
  useInitialCallError(runtime, navigate);
  return null;
}

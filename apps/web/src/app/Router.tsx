import { brandOfLanding, COOKIES, resolveNavigation, type RouteName } from '@mealflow/sdk';
import { createBrowserCookies, createBrowserDevice } from '@mealflow/sdk/browser';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AppBanner } from '../features/app-banner';
import { HomeIconBanner } from '../features/home-icon';
import { PageLoading } from '../shared/layout/Layout';
import type { ScreenProps } from '../shared/screen';
import { brandOfHost } from './config';
import { useDepartmentLoader, useHashLinkScroll, useInitialCallError, useRouteScroll, useUrlChangeTracking } from './navigation-effects';
import { PREFERENCE_SCREENS } from './preference-screens';
import { isLongateFlowEntry, LONGATE_SCREENS, LongateFlowScreen } from './longate-screens';
import { PAYMENT_SCREENS } from './payment-screens';
import { ROOT_SCREENS } from './root-screens';
import { CUSTOMIZATION_SCREENS } from './customization-screens';
import { NEW_CLIENT_SCREENS } from './new-client-screens';
import { MENU_SCREENS } from './menu-screens';
import { SUBSCRIPTION_SCREENS } from './subscription-screens';
import { useOptionalRuntime } from './RuntimeContext';

/**
 * Screens by route name, each a lazy chunk: a landing visitor does not download the cabinet,
 * the checkout or the payment code. `route-modules.json` lists the same modules for the bench.
 */
const loadLanding = () => import('../features/landing/LandingPage');
const Landing = lazy(loadLanding);
let landingLoaded: ComponentType<ScreenProps> | undefined;
/**
 * Loads the landing before the first render of a prerendered page (`main.tsx`), so the client's
 * first paint is the same landing over the build-time HTML, never a loading state in between.
 */
export async function preloadLanding(): Promise<void> {
  landingLoaded = (await loadLanding()).default;
}
const Checkout = lazy(() => import('../features/checkout/CheckoutPage'));
const PaymentResult = lazy(() => import('../features/payment/PaymentResultPage'));
const OrderLogin = lazy(() => import('../features/funnel/OrderLoginPage'));
const OrderConfirm = lazy(() => import('../features/funnel/OrderConfirmPage'));
const MobileOrder = lazy(() => import('../features/mobile-order/MobileOrderPage'));
// The cabinet (personal-cabinet §2.1 Dashboard, /new-dashboard): the frame and its screens.
const CabinetOrders = lazy(() => import('../features/dashboard/DashboardPage'));
const CabinetSettings = lazy(() => import('../features/settings/SettingsPage'));
const CabinetSubscriptions = lazy(() => import('../features/subscriptions/SubscriptionsPage'));
/** /promotion, /marketing_activity and the cabinet's promotion page (marketing configuration, issue 16). */
const PromotionPage = lazy(() => import('../features/promotion/PromotionPage'));
// The bonus page (wallet, shop, certificates) and its categories; the loyalty program (issue 15).
const CabinetBonus = lazy(() => import('../features/bonus-shop/BonusShopPage'));
const CabinetLoyalty = lazy(() => import('../features/loyalty/LoyaltyPage'));
const CabinetInvite = lazy(() => import('../features/invite/InvitePage'));
// The partner's invitation (personal-cabinet §2.1 /partner-invite, invited, has-invite): one screen.
const PartnerInvite = lazy(() => import('../features/partner/PartnerInvitePage'));
/** A new order from the cabinet: menu line, days, then the cabinet's checkout (origin 13). */
const CabinetNewOrder = lazy(() => import('../features/new-order/NewOrderPage'));
const CABINET_NEW_ORDER: RouteName[] = ['DashboardNewOrder', 'CreateNewOrder', 'NewDashboardNewOrder', 'NewDashboardCreateNewOrder'];
const CabinetOrder = lazy(() => import('../features/dashboard/OrderPage'));
const CABINET_ORDERS: RouteName[] = ['Dashboard', 'DashboardOrders', 'NewDashboard', 'NewDashboardOrders'];
/** An order (orders/all and rates without one show the list). */
const CABINET_ORDER: RouteName[] = ['SingleOrder', 'DashboardOrdersAll', 'NewDashboardOrder', 'NewDashboardRates'];
const CabinetDeliveries = lazy(() => import('../features/dashboard/DeliveriesPage'));
/** The subscribe flow (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe): offers, a plan for an order, a subscription from an order. */
const Subscribe = lazy(() => import('../features/subscribe/SubscribePage'));
const SUBSCRIBE: RouteName[] = [
  'Subscribe', 'SubscribeSubscription', 'GetMenuPlan', 'SubscribeChange', 'MobileSubscribe', 'MobileSubscribeChange', 'MobileSubscribeType', 'MobileGetMenuPlan',
  'DashboardSubscribe', 'DashboardPacks',
];
const SubscribeInfo = lazy(() => import('../features/subscribe/SubscribeInfoPage'));
const SUBSCRIBE_INFO: RouteName[] = ['SubscribeSuccess', 'SubscribeLead', 'SubscribeFail', 'ThankYouForSubscribe', 'MobileSubscribeFaq'];
const LANDINGS: RouteName[] = [
  'Index', 'IndexCity', 'WowFoodProduct', 'TrialProduct', 'DetoxProduct', 'SuperDetoxProduct', 'ReloadProduct', 'SubscriptionProduct',
  'PollProduct', 'LocalProduct', 'LongationLanding', 'OneMoreLanding', 'WowfoodSubscriptionProduct', 'WowfoodLongationLanding',
  'WowfoodOneMoreLanding', 'TransflandLanding', 'ActivateGift',
];

const screens: Partial<Record<RouteName, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
  ...Object.fromEntries(LANDINGS.map((name) => [name, Landing])),
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
  MobileTaLogin: lazy(() => import('../features/mobile-order/MobileTaLoginPage')),
  StepOrdersPhone: OrderLogin,
  OrderMobileLogin: OrderLogin,
  OrderConfirm,
  OrderMobileConfirm: OrderConfirm,
  Login: lazy(() => import('../features/login/LoginPage')),
  ...PAYMENT_SCREENS,
  ...ROOT_SCREENS,
  ...CUSTOMIZATION_SCREENS,
  ...NEW_CLIENT_SCREENS,
  ...MENU_SCREENS,
  StepPaymentByFlow: PaymentResult,
  InstantCert: lazy(() => import('../features/payment/GiftCertificatePage')),
  StepPaymentSuccess: PaymentResult,
  StepPaymentFail: PaymentResult,
  StepPaymentCash: PaymentResult,
  StepPaymentRecall: PaymentResult,
  Step3DsPaymentsResult: lazy(() => import('../features/payment/ThreeDsReturnPage')),
  Step3DsResult: lazy(() => import('../features/payment/ThreeDsReturnPage')),
  SingleStepOrder: Checkout,
  SingleStepOrderInDashboard: Checkout,
  SingleStepOrderInTryCustomization: Checkout,
  SingleStepOrderInNewDashboardCreateNewOrder: Checkout,
  SingleStepOrderInTargets: Checkout,
  SingleStepOrderWithCustomMenu: Checkout,
  DocumentOffer: lazy(() => import('../features/documents/DocumentPage')),
  DocumentPersonalData: lazy(() => import('../features/documents/DocumentPage')),
  Promotion: PromotionPage,
  PromotionAlias: PromotionPage,
  DashboardPromotion: PromotionPage,
  NotFound: lazy(() => import('../features/not-found/NotFoundPage')),
};

const NotFound = screens.NotFound!;
/** The route names that have a screen (route-coverage.test: every route of the table that is not a redirect). */
export const ROUTES_WITH_SCREENS: ReadonlySet<RouteName> = new Set(Object.keys(screens) as RouteName[]);
const cookies = createBrowserCookies();
const device = createBrowserDevice({ brandOf: (host) => brandOfHost(host) });

/** Bumps whenever the session changes (login, logout, 401), so the guards run again. */
function useAuthVersion(): string {
  const runtime = useOptionalRuntime();
  const [version, setVersion] = useState('');
  useEffect(() => {
    if (!runtime) return;
    const read = () => {
      const snapshot = runtime.session.getSnapshot();
      return `${snapshot.context.hasToken}:${JSON.stringify(snapshot.value)}`;
    };
    setVersion(read());
    const subscription = runtime.session.subscribe(() => setVersion(read()));
    return () => subscription.unsubscribe();
  }, [runtime]);
  return version;
}

/** Renders the route the SDK's guards allow, or performs the redirect they ask for. */
export function Router() {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const authVersion = useAuthVersion();
  const runtime = useOptionalRuntime();

  const decision = useMemo(
    () =>
      resolveNavigation({
        pathname,
        search: search ? `?${search}` : '',
        hasToken: Boolean(cookies.get(COOKIES.clientToken)),
        redirectCookie: cookies.get(COOKIES.redirect),
        host: device.host(),
        isSmartphone: device.isSmartphone(),
        brand: device.brand(),
      }),
    // authVersion: the cookie is read again when the session changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pathname, search, authVersion],
  );

  useEffect(() => {
    // A render may use up the saved redirect too (the saved page is the one being opened).
    if (decision.clearRedirectCookie) cookies.remove(COOKIES.redirect);
    if (decision.kind !== 'redirect') return;
    // A route disabled in the brand (personal-cabinet §2.3) is logged, not shown.
    if (decision.consoleError) console.error(decision.consoleError);
    if (decision.setRedirectCookie) cookies.set(COOKIES.redirect, decision.setRedirectCookie, { days: 1 });
    navigate(decision.to, { replace: true });
  }, [decision, navigate]);

  const rendered = decision.kind === 'render' ? decision.route : undefined;
  useUrlChangeTracking(runtime?.ports.analytics, pathname, rendered?.name);
  useRouteScroll(rendered, pathname);
  useHashLinkScroll();
  useInitialCallError(runtime, navigate);
  // Another business product or site department: the loader, the view destroyed, 300 ms (§2.3).
  const departmentLoading = useDepartmentLoader(rendered, decision.kind === 'render' ? decision.params : undefined);

  if (decision.kind === 'redirect' || departmentLoading) return <PageLoading />;
  const Screen = isLongateFlowEntry(decision.route.name, search)
    ? LongateFlowScreen
    : ((landingLoaded && LANDINGS.includes(decision.route.name) ? landingLoaded : screens[decision.route.name]) ?? NotFound);
  return (
    <>
      {/* The mobile-app banner (personal-cabinet §2.4): the SDK's rule decides per route, brand and phone. */}
      <AppBanner route={decision.route} brand={brandOfLanding(device.brand(), decision.route.businessProduct)} os={device.os()} />
      {/* The home-screen icon hint (§2.4): on dashboard pages; the SDK's homeIcon machine decides. */}
      {decision.route.path.startsWith('/dashboard') ? (
        <Suspense fallback={null}>
          <HomeIconBanner />
        </Suspense>
      ) : null}
      <Suspense fallback={<PageLoading />}>
        <Screen params={decision.params} route={decision.route} />
      </Suspense>
    </>
  );
}

import type { AnalyticalData, CreateOrderRequest, OrderOriginId } from '../../api/schemas/funnel';
import type { MenuType, OfferConfig } from '../../api/schemas/menu';
import type { TestsFlow } from '../../domain/active-tests';
import { ORDER_ORIGIN } from '../../domain/constants';
import type { CookiePort } from '../../ports';
import { buildPath } from '../../routing/match';
import { readUtm } from '../../routing/session-params';
import { TRIAL_PRODUCTS } from '../../domain/constants';

/** What the landing chose: the menu line, the days and the price plan (and the offer, if any). */
export interface FunnelSelection {
  menuType: string;
  mealDays: number;
  pricePlanId: number;
  /** Menu price of the choice, shown by the quick stage (twoStageFakeData). */
  price: number;
  /** Amount to pay when it differs from the price (a landing discount). */
  debPrice?: number;
  offerId?: number;
  /** An offer of kind 3 (abonement) or with a subscription: a subscription offer. */
  subscriptionId_H?: string;
  offerKind?: '1' | '2' | '3';
  isAutoLongatedTrial?: boolean;
  promocode?: string;
  configKey?: string;
  trialOnIndexMode?: boolean;
  /** YYYY-MM-DD; tomorrow by default. */
  deliveriesStartDate?: string;
  deliveriesStartDateType?: 'morning' | 'evening';
}

/** Business products created in two stages (order-funnel §4). */
export const TWO_STAGE_PRODUCTS: readonly string[] = ['standard', 'day', 'detox'];

export const isSubscriptionOffer = (selection: FunnelSelection): boolean =>
  selection.subscriptionId_H !== undefined || selection.offerKind === '3';

/** Two stages (quick, then complete) for standard, day and detox, not for subscription offers. */
export const usesTwoStageCreation = (businessProduct: string, selection: FunnelSelection): boolean =>
  TWO_STAGE_PRODUCTS.includes(businessProduct) && !isSubscriptionOffer(selection);

/** Order origin id: 1 anonymous, 12 landing and logged in, 13 otherwise logged in. */
export const orderOriginId = (loggedIn: boolean, placement: 'landing' | 'other'): OrderOriginId =>
  !loggedIn ? ORDER_ORIGIN.anonymous : placement === 'landing' ? ORDER_ORIGIN.landingLoggedIn : ORDER_ORIGIN.loggedIn;

const DAY_MS = 86_400_000;
/** Moscow time (UTC+3, no DST; Minsk too): the calendar the service delivers by. */
const MSK_OFFSET_MS = 3 * 3_600_000;

/** Tomorrow's date (YYYY-MM-DD) in Moscow time: the two-stage placeholder delivery starts then. */
export const tomorrow = (now: number): string => new Date(now + MSK_OFFSET_MS + DAY_MS).toISOString().slice(0, 10);

/** Trial business products (day, hydra): one list, in the domain's constants. */
export { TRIAL_PRODUCTS };

/**
 * The order's first delivery date (YYYY-MM-DD): the chosen one, else tomorrow. A trial product's
 * first delivery is after today (Moscow calendar): a chosen date of today or earlier becomes tomorrow.
 */
export function firstDeliveryDate(businessProduct: string, chosen: string | undefined, now: number): string {
  const next = tomorrow(now);
  if (!chosen) return next;
  return TRIAL_PRODUCTS.includes(businessProduct) && chosen < next ? next : chosen;
}

/** Analytics cookies sent with an order (ours: the spec names the field, not the cookies). */
export const ANALYTICS_COOKIES = [
  '_ga',
  '_ym_uid',
  'admitad_uid',
  'advcake_track_id',
  'advcake_track_url',
  'aud',
  'audt',
  'invite',
] as const;
export const REFERRER_COOKIE = 'referrer';

export function readAnalyticalData(cookies: CookiePort, host: string): AnalyticalData {
  const cookie: Record<string, string> = {};
  for (const name of ANALYTICS_COOKIES) {
    const value = cookies.get(name);
    if (value) cookie[name] = value;
  }
  return { cookie, utm: { ...readUtm(cookies) }, referrer: cookies.get(REFERRER_COOKIE) ?? '', host };
}

/** What the visitor ordered, and from where: the funnel's creation input and the payload's facts share it. */
export interface OrderChoice {
  phone: string;
  cityId: number;
  businessProduct: string;
  selection: FunnelSelection;
  loggedIn: boolean;
  placement: 'landing' | 'other';
}

export interface OrderFacts extends OrderChoice {
  recaptchaToken?: string | undefined;
  analyticalData: AnalyticalData;
  now: number;
}

/** The creation payload (order-funnel §3). Empty optional fields are left out. */
export function buildCreateOrderRequest(facts: OrderFacts): CreateOrderRequest {
  const { selection } = facts;
  const twoStage = usesTwoStageCreation(facts.businessProduct, selection);
  const token = facts.loggedIn ? undefined : facts.recaptchaToken;
  const request: CreateOrderRequest = {
    phone: facts.phone,
    ...(token ? { recaptchaToken: token } : {}),
    businessProduct: facts.businessProduct,
    menuType: selection.menuType,
    deliveriesStartDate: firstDeliveryDate(facts.businessProduct, selection.deliveriesStartDate, facts.now),
    client: { phone: facts.phone, cityId: facts.cityId, ...(token ? { recaptchaToken: token } : {}) },
    order: {
      order_origin_id: orderOriginId(facts.loggedIn, facts.placement),
      mealDays: selection.mealDays,
      price_plan_id: selection.pricePlanId,
      is_auto_longated_trial: selection.isAutoLongatedTrial ?? false,
      phone: facts.phone,
      ...(selection.offerId !== undefined ? { offerId: selection.offerId } : {}),
    },
    analyticalData: facts.analyticalData,
  };
  if (selection.deliveriesStartDateType) request.deliveriesStartDateType = selection.deliveriesStartDateType;
  if (selection.trialOnIndexMode) request.trialOnIndexMode = true;
  if (selection.promocode) request.promocode = selection.promocode;
  if (selection.subscriptionId_H) request.subscriptionId_H = selection.subscriptionId_H;
  if (selection.configKey) request.configKey = selection.configKey;
  if (twoStage) {
    request.twoStageFakeData = {
      menu_price: selection.price,
      deb_price: selection.debPrice ?? selection.price,
      number_of_days: selection.mealDays,
      menu_type: selection.menuType,
      ...(selection.promocode ? { promocode: selection.promocode } : {}),
    };
  }
  return request;
}

export type FunnelFlow = 'newclient' | 'subscribe';

/** Where the SMS confirmation of an anonymous order happens (the desktop new-client flow has its own step: `/dashboard/order/{hid}/tariff/confirm`). */
export const confirmRoute = (hid: string, checkoutIn: FunnelCheckoutIn = 'site'): string =>
  checkoutIn === 'newClient' ? buildPath('NewClientTariffConfirm', { hid }) : buildPath('OrderConfirm', { hid });

/**
 * The subscribe steps of the spec (order-funnel §4 "SMS confirm"): AllFields when the offer
 * already carries its subscription plan, otherwise GetMenuPlan (ours: with the order hid as its id).
 */
export function subscribeStepRoute(hid: string, subscriptionId_H?: string): string {
  return subscriptionId_H ? buildPath('AllFields', { hid }) : buildPath('GetMenuPlan', { id: hid });
}

/**
 * Where the visitor goes once the order is theirs (after the SMS code, or at once when logged
 * in): the checkout of the order; on the site a subscription (flow subscribe) goes to its subscribe
 * step instead (order-funnel §4: AllFields, whose screen is the order's checkout, or GetMenuPlan,
 * which sets the plan of the same order and then opens AllFields).
 */
export function checkoutRoute(
  hid: string,
  businessProduct: string,
  flow: FunnelFlow = 'newclient',
  subscriptionId_H?: string,
  checkoutIn: FunnelCheckoutIn = 'site',
): string {
  if (checkoutIn === 'dashboard') return buildPath('SingleStepOrderInDashboard', { hid });
  if (checkoutIn === 'newDashboard') return buildPath('SingleStepOrderInNewDashboardCreateNewOrder', { hid });
  if (flow === 'subscribe' && checkoutIn === 'site') return subscribeStepRoute(hid, subscriptionId_H);
  // A goal's page (TargetDetails): the checkout's targets variant, closed back in the history.
  if (checkoutIn === 'targets') return buildPath('SingleStepOrderInTargets', { hid });
  // The smartphone order flow's last step (personal-cabinet §2.2 /dashboard/mobile/order/payment).
  if (checkoutIn === 'mobileOrder') return buildPath('MobileOrderStep', { step: 'payment' }, { hid });
  // The desktop new-client flow (personal-cabinet §2.1 /dashboard/order): the profile step, then the payment.
  if (checkoutIn === 'newClient') return buildPath('NewClientProfile', { hid });
  // 'Собрать своё меню' (TryCustomization): the menu is built before the checkout (personal-cabinet §2.1),
  // or, in the easy flow, its checkout at once (`tryCustomizationCheckoutIn`).
  if (checkoutIn === 'tryCustomization') return buildPath('OrderWizardInTryCustomization', { hid });
  if (checkoutIn === 'tryCustomizationCheckout') return buildPath('SingleStepOrderInTryCustomization', { hid });
  return buildPath('SingleStepOrder', { hid, businessProduct: businessProduct === 'standard' ? undefined : businessProduct });
}

/** Where the checkout of a created order opens: the site's, or the cabinet's (`/dashboard/…`, `/new-dashboard/…`). */
export type FunnelCheckoutIn =
  'site' | 'targets' | 'dashboard' | 'newDashboard' | 'mobileOrder' | 'newClient' | 'tryCustomization' | 'tryCustomizationCheckout';

/**
 * TryCustomization's order by the active tests state's flow (personal-cabinet §2.1 its two children,
 * §3 flow hard|easy): hard builds the menu in the order wizard, then the checkout; easy opens the
 * checkout at once (the menu stays changeable from the order's packs).
 */
export const tryCustomizationCheckoutIn = (flow: TestsFlow): FunnelCheckoutIn =>
  flow === 'easy' ? 'tryCustomizationCheckout' : 'tryCustomization';

/** The form offers 'Собрать своё меню' everywhere but on TryCustomization itself. */
export const offersCustomMenu = (checkoutIn: FunnelCheckoutIn | undefined): boolean =>
  checkoutIn !== 'tryCustomization' && checkoutIn !== 'tryCustomizationCheckout';

/** The selection for a menu type and a number of days of a `menu/full` answer (kind 1 regular unless told). */
export function selectionFromMenu(
  menu: { menus: readonly MenuType[]; offerConfig?: OfferConfig | undefined },
  menuType: string,
  days?: number,
  offerKind: '1' | '2' | '3' = '1',
): FunnelSelection | undefined {
  const type = menu.menus.find((t) => t.type === menuType);
  const option = days === undefined ? type?.mealDays[0] : type?.mealDays.find((d) => d.days === days);
  if (!type || !option) return undefined;
  const offer = menu.offerConfig?.[menuType]?.[offerKind]?.[String(option.days)];
  if (offerKind !== '1' && !offer) return undefined;
  return {
    menuType,
    mealDays: option.days,
    pricePlanId: offer?.price_plan_id ?? option.price_plan_id,
    price: offer?.fullPrice ?? option.price,
    ...(offer ? { offerId: offer.id, offerKind } : {}),
    ...(offer?.subscriptionId_H ? { subscriptionId_H: offer.subscriptionId_H } : {}),
  };
}

import type { Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import { VK_PAY_MIN } from '../../domain/constants';
import { isBelarus } from '../../domain/cities';
import { orderInstalments } from '../../domain/instalments';
import { countsAsPaid } from '../../domain/pricing';
import { LONGATION_STATUS_TEXT } from '../../domain/server-texts';
import { validateEmail, validateFirstName, validateFlat, validateLastName } from '../../domain/validation';
import type { PaymentFlow } from '../../routing/routes';
import { preferSavedCard } from '../payment/payment.rules';
import { savedCardIdOf } from '../payment/saved-card';
import { firstDelivery, firstDeliveryClosed, type DateFacts } from './checkout.dates';

/** Pure checkout rules (order-funnel §4, §5, §6). */

/** `externalCard`: the profile's saved external card (order-funnel §1), charged as a saved card (charge-token) with its own id. */
export type PaymentMethod = 'creditCard' | 'card' | 'externalCard' | 'sbp' | 'cash' | 'vkpay';

export interface CheckoutQuery {
  /** co=1 order confirmation, co=2 delivery confirmation. */
  co?: '1' | '2' | undefined;
  deliveryIdH?: string | undefined;
  disablecash?: boolean | undefined;
  /** A `link` query parameter hides VK Pay. */
  link?: boolean | undefined;
  openAutotips?: boolean | undefined;
}

/** The checkout's query (`?co=1&deliveryIdH=…&disablecash=1&link&openAutotips`) as `screenInput` hands it over. */
export function checkoutQueryOf(query: Readonly<Record<string, string>>): CheckoutQuery {
  const co = query['co'];
  return {
    ...(co === '1' || co === '2' ? { co } : {}),
    ...(query['deliveryIdH'] ? { deliveryIdH: query['deliveryIdH'] } : {}),
    disablecash: query['disablecash'] === '1',
    link: 'link' in query,
    openAutotips: 'openAutotips' in query,
  };
}

/** An order counts as paid if the amount to pay is 0 or the promo discount equals the menu price: the domain's `countsAsPaid`, which the result page uses too. */
export const isPaid = (order: Pick<Order, 'deb_price' | 'menu_price' | 'promocode_discounts'>): boolean => countsAsPaid(order);

/** Trial orders allow only instant methods. */
export const isTrialOrder = (order: Pick<Order, 'business_product' | 'menu_type'>) =>
  order.business_product === 'day' || order.menu_type.endsWith('_trial');

export const canAddDrinksTo = (order: Pick<Order, 'menu_type'>) => !['power', 'cv_light', 'cv_max'].includes(order.menu_type);

export interface MethodFacts {
  order: Order;
  profile: Profile | undefined;
  query: CheckoutQuery;
  drinksAdded: number;
  /** The taxi-partner channel (utm/partner flag): no cash. */
  taxiPartner?: boolean;
  /** False when no VK Pay adapter is configured (the production build today): never offer a method that cannot work. */
  vkPayAvailable?: boolean;
}

/** order-funnel §4: cash is not offered once drinks are added. The one place this rule lives. */
export const cashUnavailableWithDrinks = (drinksAdded: number): boolean => drinksAdded > 0;

/** Why cash is not offered, or undefined when it is. */
export function cashUnavailableReason(
  facts: MethodFacts,
): 'drinks' | 'autolongation' | 'instalments' | 'disablecash' | 'trial' | 'order' | 'partner' | undefined {
  const { order, query } = facts;
  if (cashUnavailableWithDrinks(facts.drinksAdded)) return 'drinks';
  if (order.autoLongationBlock?.isAutolongationEnabled) return 'autolongation';
  // Paid in stages: the later payments are charged from the card automatically, as auto-longation's
  // are (§4 'cash is unavailable when auto-longation is enabled'; ours for the stages).
  if (orderInstalments(order).length > 1) return 'instalments';
  if (query.disablecash) return 'disablecash';
  if (facts.taxiPartner) return 'partner';
  if (isTrialOrder(order)) return 'trial';
  if (!order.canBePaidInCash) return 'order';
  return undefined;
}

/**
 * SBP (Russia's fast-payment system, roubles only) is offered when the backend says the order can
 * be paid by it (`canBePaidBySbp`) and the order is not a Belarusian (BYN, city 20) one — whatever
 * the flag says (ours: README "Payment methods by country").
 */
export const sbpOffered = (order: Pick<Order, 'canBePaidBySbp' | 'city_id'>): boolean => order.canBePaidBySbp && !isBelarus(order.city_id);

/**
 * VK Pay (order-funnel §5: 'shown only if the amount to pay is at least 3300') charges roubles: it is
 * offered on an order in roubles from `VK_PAY_MIN`, never on a Belarusian one (руб.), whose 3 300 руб.
 * are no 3 300 ₽ (ours, as for SBP: README "Payment methods by country").
 */
export const vkPayOffered = (order: Pick<Order, 'city_id' | 'deb_price'>): boolean =>
  !isBelarus(order.city_id) && order.deb_price >= VK_PAY_MIN.roubles;

/** Delivery is free only when the order charges none (a far-region order charges it: no 'Бесплатная доставка'). */
export const hasFreeDelivery = (order: Pick<Order, 'delivery_price'>): boolean => !order.delivery_price;

/** A subscription order (its benefits name the subscription period). */
export const isSubscriptionOrder = (order: Pick<Order, 'is_client_subscription' | 'business_product'>): boolean =>
  order.is_client_subscription || Boolean(order.business_product?.includes('subscription'));

/**
 * The order button pays online ('Оплатить 9 540 ₽'), or places the order ('Оформить заказ'): cash
 * is paid to the courier, and an order with nothing left to pay is not paid at all (ours: §4 names
 * the pay button only).
 */
export const payButtonKind = (method: PaymentMethod | undefined, debPrice: number): 'pay' | 'place' =>
  method === 'cash' || debPrice === 0 ? 'place' : 'pay';

/** The payment methods offered, in the profile's paymentTypesSort order. */
export function availableMethods(facts: MethodFacts): PaymentMethod[] {
  const { order, profile, query } = facts;
  const methods: PaymentMethod[] = ['creditCard'];
  if (profile?.card || profile?.recurrentCard) methods.push('card');
  if (externalCardOf(profile)) methods.push('externalCard');
  if (sbpOffered(order)) methods.push('sbp');
  if (!cashUnavailableReason(facts) || order.deb_price === 0) methods.push('cash');
  if (facts.vkPayAvailable !== false && !isTrialOrder(order) && vkPayOffered(order) && !query.link) methods.push('vkpay');
  const sort = profile?.paymentTypesSort ?? [];
  const rank = (m: PaymentMethod) => {
    const key = m === 'creditCard' || m === 'card' || m === 'externalCard' ? 'card' : m;
    const index = sort.indexOf(key);
    return index < 0 ? sort.length : index;
  };
  return methods.sort((a, b) => rank(a) - rank(b));
}

/** The method to start with: cash when nothing is left to pay, else the saved card over a new one, else the first offered (`preferSavedCard`). */
export function defaultMethod(facts: MethodFacts): PaymentMethod | undefined {
  if (facts.order.deb_price === 0) return 'cash';
  return preferSavedCard(availableMethods(facts));
}

/**
 * The method after the order changed (loaded, drinks, dates, address): cash when nothing is left to
 * pay (order-funnel §4, deb_price 0), else the current one if still offered, else the default.
 */
export function methodAfterOrderChange(facts: MethodFacts, current: PaymentMethod | undefined): PaymentMethod | undefined {
  if (facts.order.deb_price === 0) return 'cash';
  return current && availableMethods(facts).includes(current) ? current : defaultMethod(facts);
}

export { savedCardIdOf };

/**
 * The profile's saved external card (order-funnel §1 "saved external card"; §3 `externalCards`), the
 * first one when there are several (ours: the spec names the method, not a choice among them).
 */
export const externalCardOf = (profile: Pick<Profile, 'externalCards'> | undefined) => profile?.externalCards?.[0];

/** The card a saved-card method charges: the saved (or recurrent) card, or the external one. */
export const chargedCardIdOf = (
  method: PaymentMethod | undefined,
  profile: Pick<Profile, 'card' | 'recurrentCard' | 'externalCards'> | undefined,
): string | undefined => (method === 'externalCard' ? externalCardOf(profile)?.id : savedCardIdOf(profile));

/** A custom-menu order (its first date moves through update-first-delivery-date; on a phone success goes to SingleOrder). */
export { isCustomOrder } from '../../domain/order-status';

export { firstDelivery } from './checkout.dates';

/** What the pay gate reads (the checkout's context has all of it). */
export interface PayGateFacts {
  order: Order | undefined;
  profile: Profile | undefined;
  firstName: string;
  lastName: string;
  email: string;
  requireEmail: boolean;
  flat: string | undefined;
  method: PaymentMethod | undefined;
  addressState: 0 | 1 | 2 | 3;
  addressError: string | undefined;
  /** The first delivery against the cut-offs (checkout.dates.ts). */
  dates: DateFacts['dates'];
  datesFailed: boolean;
  nowMs: number | undefined;
}

export interface PayGate {
  canPay: boolean;
  /** Why not, for tests and the inspector. */
  reasons: string[];
  firstNameError: string | undefined;
  lastNameError: string | undefined;
  emailError: string | undefined;
  flatError: string | undefined;
  /** A longation order that is not unformed cannot be paid (order-funnel §4). */
  longationError: string | undefined;
}

/**
 * order-funnel §4: the order button's conditions (profile phone, ready order, no address error, no
 * loading block, a chosen address, address check state < 3), plus a method and the profile
 * block's rules (§5). `busy` = a call of the checkout itself is running. The one pay-button rule:
 * the `canPay` guard and the connect's `canPay` both call it.
 */
export function payGate(facts: PayGateFacts, busy = false): PayGate {
  const reasons: string[] = [];
  const order = facts.order;
  const first = validateFirstName(facts.firstName);
  // §5: the last name is required when shown, and the checkout always shows it (issue 30: it was optional).
  const last = validateLastName(facts.lastName, { required: true });
  const email = validateEmail(facts.email, { required: facts.requireEmail });
  const flat = validateFlat(facts.flat ?? '');
  const firstNameError = first.ok ? undefined : first.message;
  const lastNameError = last.ok ? undefined : last.message;
  const emailError = email.ok ? undefined : email.message;
  const flatError = flat.ok ? undefined : flat.message;
  const longationError = order && isLongationNotUnformed(order) ? LONGATION_STATUS_TEXT : undefined;
  if (!facts.profile?.phone) reasons.push('no profile phone');
  if (!order?.is_ready) reasons.push('order not ready');
  if (facts.addressError) reasons.push('address error');
  if (busy || facts.addressState === 1) reasons.push('loading');
  if (!firstDelivery(order)?.client_address_id_H) reasons.push('no address');
  if (facts.addressState >= 3) reasons.push('address unavailable');
  if (!facts.method) reasons.push('no method');
  if (firstNameError) reasons.push('first name');
  if (lastNameError) reasons.push('last name');
  if (emailError) reasons.push('email');
  if (flatError) reasons.push('flat');
  if (longationError) reasons.push('longation not unformed');
  // No payment for a day whose cut-off has passed (issue 30).
  if (firstDeliveryClosed(facts)) reasons.push('date closed');
  return { canPay: reasons.length === 0, reasons, firstNameError, lastNameError, emailError, flatError, longationError };
}

export type CheckoutVariant = 'default' | 'dashboard' | 'targets' | 'customMenu' | 'tryCustomization' | 'newDashboard';

/**
 * Where closing the checkout goes (order-funnel §2). `back` = browser history. Until the spec's
 * targets render (CreateNewOrder and NewDashboardCreateNewOrder show 'Раздел скоро появится'),
 * closing goes to a screen that exists (README "Closing"): dashboard → the cabinet's orders
 * (/dashboard), new dashboard → /new-dashboard; try-customization → TryCustomization (the spec's).
 */
export function closeTarget(variant: CheckoutVariant, hid: string, businessProduct: string): string | 'back' {
  switch (variant) {
    case 'dashboard':
      return '/dashboard/order/new';
    case 'targets':
      return 'back';
    case 'newDashboard':
      return `/new-dashboard/new-order/create/${encodeURIComponent(hid)}?isSSOclosed=true`;
    case 'tryCustomization':
      return '/try-customization';
    default:
      return businessProduct === 'standard' ? '/' : `/${businessProduct}`;
  }
}

/**
 * Where 'Оформить новый' on a cancelled order leads (ours: the spec shows the cancelled mode only):
 * a signed-in client to the cabinet's new order (CreateNewOrder), anyone else to the order form of
 * the order's landing with its line.
 */
export function newOrderTarget(signedIn: boolean, businessProduct: string, menuType: string | undefined): string {
  if (signedIn) return '/dashboard/order/new';
  const landing = businessProduct === 'standard' ? '/' : `/${businessProduct}`;
  return `${landing}${menuType ? `?menuType=${encodeURIComponent(menuType)}` : ''}#order-form`;
}

/** The safe-delivery option's id sent with the courier comment (ours: the spec names the field only). */
export const SAFE_DELIVERY_OPTION_ID = 'safe-delivery';

/** Longation orders must be unformed (order-funnel §4: 'order for longation should be in status 1'). */
export const isLongationNotUnformed = (order: Pick<Order, 'business_product' | 'status_unformed'>) =>
  Boolean(order.business_product?.includes('longate')) && !order.status_unformed;

/**
 * The payment flow of an order (order-funnel §2, §4), for its result routes: longate products →
 * longate; subscription orders → subscribe; a client's first order → newclient; else payment.
 * (Ours where the spec is silent on how the flow is picked.)
 */
export function paymentFlowOf(
  order: Pick<Order, 'business_product' | 'is_client_subscription'>,
  profile: Pick<Profile, 'orders_count' | 'isNew'> | undefined,
): PaymentFlow {
  if (order.business_product?.includes('longate')) return 'longate';
  if (isSubscriptionOrder(order)) return 'subscribe';
  if (!profile || profile.isNew || !profile.orders_count) return 'newclient';
  return 'payment';
}

export const NAME_PATTERN = /^[A-Za-zА-Яа-яЁё ]+$/;
export const validFirstName = (value: string) => value.trim().length >= 2 && NAME_PATTERN.test(value.trim());
export const validLastName = (value: string) => value.trim().length >= 2 && NAME_PATTERN.test(value.trim());
export const validEmail = (value: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());

/** The promocode child's start from a preset code (order-funnel §9): applied if the order has it, else applying itself. */
export function presetPromoInput(
  code: string | undefined,
  order: Pick<Order, 'promocode_discounts'> | undefined,
): { code: string; preset: true } | { applied: string } | Record<string, never> {
  if (!code) return {};
  const has = order?.promocode_discounts.find((p) => p.promocode.toUpperCase() === code.toUpperCase());
  return has ? { applied: has.promocode } : { code, preset: true };
}

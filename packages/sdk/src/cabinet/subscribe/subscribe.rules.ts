import type { CabinetOrder } from '../../api/schemas/cabinet';
import type { MenuByProductResponse, Offer, OfferKind, SubscriptionPlan } from '../../api/schemas/menu';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { CUSTOM_ABONEMENT_CONFIG_KEYS, isMonthlySubscription, SUBSCRIPTION } from '../../domain/constants';
import { addDays, tomorrowIso, weekdayIndex } from '../../domain/dates';
import { firstInstalment } from '../../domain/instalments';

/**
 * The subscribe flow's rules (personal-cabinet §2.1 Subscription, §3 offer config, §9; order-funnel
 * §5, §9). Pure functions: the machine's guards, the connect and the sandbox call them.
 */

/** The offers of the subscribe screen: abonement first, then pay partly (personal-cabinet §3 kinds). */
export const SUBSCRIPTION_KINDS: readonly OfferKind[] = ['3', '2'];
/** The cabinet's packs (/dashboard/packs): every kind, regular packs first. */
export const PACK_KINDS: readonly OfferKind[] = ['1', '3', '2'];

export interface OfferChoice {
  menuType: string;
  kind: OfferKind;
  days: number;
}

/** An offer of the config with its place in it. */
export interface OfferEntry extends OfferChoice {
  offer: Offer;
}

type Catalogue = Pick<MenuByProductResponse, 'menus' | 'offerConfig'>;

/** The menu lines that have an offer of one of the kinds, in the menu's order. */
export function offerMenuTypes(menu: Catalogue, kinds: readonly OfferKind[]): string[] {
  return menu.menus.map((m) => m.type).filter((type) => offersOf(menu, type, kinds).length > 0);
}

/** A menu line's offers of the kinds: by kind in the given order, then by days. */
export function offersOf(menu: Catalogue, menuType: string, kinds: readonly OfferKind[]): OfferEntry[] {
  const byKind = menu.offerConfig[menuType] ?? {};
  return kinds.flatMap((kind) =>
    Object.entries(byKind[kind] ?? {})
      .map(([days, offer]) => ({ menuType, kind, days: Number(days), offer }))
      .sort((a, b) => a.days - b.days),
  );
}

/** The offer a menu line opens with: its default one of the first kind that has one, else its first. */
export function defaultOffer(menu: Catalogue, menuType: string, kinds: readonly OfferKind[]): OfferEntry | undefined {
  const offers = offersOf(menu, menuType, kinds);
  return offers.find((o) => o.offer.isDefault) ?? offers[0];
}

export const sameChoice = (a: OfferChoice | undefined, b: OfferChoice | undefined): boolean =>
  a !== undefined && b !== undefined && a.menuType === b.menuType && a.kind === b.kind && a.days === b.days;

export function findOffer(menu: Catalogue, choice: OfferChoice | undefined): OfferEntry | undefined {
  if (!choice) return undefined;
  const offer = menu.offerConfig[choice.menuType]?.[choice.kind]?.[String(choice.days)];
  return offer ? { ...choice, offer } : undefined;
}

/** Kinds 2 (pay partly) and 3 (abonement) are subscriptions; kind 1 is a one-off pack. */
export const isSubscriptionKind = (kind: OfferKind): boolean => kind !== '1';

/**
 * The first delivery day of an offer (personal-cabinet §3: deliveryPlanMode, default only_sunday):
 * tomorrow in Moscow, or for only_sunday the first Sunday from tomorrow on. (Ours: the spec names
 * the mode, not its meaning.)
 */
export function firstDeliveryDay(mode: string | null | undefined, now: number): string {
  const tomorrow = tomorrowIso(now);
  if ((mode ?? 'only_sunday') !== 'only_sunday') return tomorrow;
  return addDays(tomorrow, (6 - weekdayIndex(tomorrow) + 7) % 7);
}

/** The offer's price after its percent and absolute discounts (meal-day gifts change no price). */
export function discountedPrice(offer: Pick<Offer, 'fullPrice' | 'promoInfo'>): number {
  const discounts = offer.promoInfo?.discounts ?? [];
  const percent = discounts.filter((d) => d.discountType === 'percent').reduce((sum, d) => sum + d.discountValue, 0);
  const absolute = discounts.filter((d) => d.discountType === 'absolute').reduce((sum, d) => sum + d.discountValue, 0);
  return Math.max(0, Math.round(offer.fullPrice * (1 - percent / 100) - absolute));
}

/**
 * What the client pays now: a pack is paid whole; a subscription's first payment of its plan
 * (`firstInstalment`, the one rule of 'Оплата частями': subscription 24 = the first of 4 orders of 6 days).
 */
export function offerDebPrice(
  offer: Pick<Offer, 'fullPrice' | 'promoInfo' | 'numberOfMealDays' | 'subscriptionDays'>,
  kind: OfferKind,
): number {
  return firstInstalment(discountedPrice(offer), offer.subscriptionDays ?? offer.numberOfMealDays, isSubscriptionKind(kind));
}

/** §9: how a subscription of these days is paid, in the words of `SUBSCRIPTION_TEXTS`. */
export function planRule(days: number): 'sub24' | 'monthly' | 'stages' {
  const { orders, daysPerOrder } = SUBSCRIPTION.sub24;
  if (days === orders * daysPerOrder) return 'sub24';
  return isMonthlySubscription(days) ? 'monthly' : 'stages';
}

/** A custom abonement's config key (order-funnel §5, §9): slim, fitness or strong 1–4. */
export const isCustomAbonementKey = (configKey: string): boolean => /^(slim|fitness|strong)_[1-4]$/.test(configKey);

/** order-funnel §5: a custom abonement sends its promocode only for slim, fitness and strong 2–4. */
export function customAbonementPromocode(configKey: string, promocode: string | undefined): string | undefined {
  const code = promocode?.trim();
  return code && CUSTOM_ABONEMENT_CONFIG_KEYS.includes(configKey) ? code : undefined;
}

/**
 * The plan an order offers (personal-cabinet §4 "created from an order"; ours where the spec is
 * silent): a paid-or-payable order that is no subscription yet, not cancelled and not already the
 * order of one of the client's subscriptions, offers the longest plan whose days are a whole number
 * of such orders (subscription 24 = 4 orders of 6 days).
 */
export function planOfferedBy(
  order: Pick<CabinetOrder, 'id_H' | 'is_client_subscription' | 'is_canceled' | 'number_of_days' | 'is_ready'>,
  plans: readonly SubscriptionPlan[],
  subscriptions: readonly Pick<ClientSubscription, 'orderId_H' | 'status'>[],
): SubscriptionPlan | undefined {
  if (order.is_client_subscription || order.is_canceled || !order.is_ready || order.number_of_days <= 0) return undefined;
  if (subscriptions.some((s) => s.orderId_H === order.id_H && s.status !== 'stopped')) return undefined;
  return [...plans]
    .filter((p) => p.meal_days_count > order.number_of_days && p.meal_days_count % order.number_of_days === 0)
    .sort((a, b) => b.meal_days_count - a.meal_days_count)[0];
}

/** The business products whose landing orders go to GetMenuPlan (order-funnel §4). */
const SUBSCRIPTION_PRODUCTS: readonly string[] = ['subscription', 'wowfood-subscription'];

/**
 * Whose offers a plan for an order comes from (GetMenuPlan, change): the order's own subscription
 * product and city, else the flow's (ours: `orders/update-subscription` takes only an offer of the
 * order's product and city; a St Petersburg wowfood-subscription order offered Moscow's main-brand
 * offers was refused with 'Это предложение больше недоступно').
 */
export function planCatalogueOf(
  order: Pick<CabinetOrder, 'business_product' | 'city_id'> | undefined,
  input: { businessProduct?: string | undefined; cityId: number },
): { businessProduct: string; cityId: number } {
  const own = order && SUBSCRIPTION_PRODUCTS.includes(order.business_product) ? order.business_product : undefined;
  return { businessProduct: own ?? input.businessProduct ?? 'subscription', cityId: order?.city_id ?? input.cityId };
}

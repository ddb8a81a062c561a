import type { SnapshotFrom } from 'xstate';
import type { Offer, OfferKind } from '../../api/schemas/menu';
import { SUBSCRIPTION } from '../../domain/constants';
import { formatMoney, formatRoubles } from '../../domain/money';
import { SUBSCRIBE_TEXTS as T } from '../../domain/subscribe-texts';
import { SUBSCRIPTION_TEXTS } from '../../domain/subscription-texts';
import { todayIso } from '../../domain/dates';
import type { subscribeMachine } from './subscribe.machine';
import { fromOrdersView, type FromOrderConfirmView, type FromOrderView } from './subscribe-from-order.view';
import {
  discountedPrice,
  findOffer,
  firstDeliveryDay,
  isSubscriptionKind,
  offerDebPrice,
  offerMenuTypes,
  offersOf,
  planRule,
  sameChoice,
} from './subscribe.rules';
import type { SubscribeEvent } from './subscribe.types';
import { loadStatus } from '../../shared/loadable';

export type SubscribeSnapshot = SnapshotFrom<typeof subscribeMachine>;
export type { FromOrderConfirmView, FromOrderView } from './subscribe-from-order.view';

export interface SubscribeOfferView {
  key: string;
  kind: OfferKind;
  days: number;
  kindText: string;
  title: string;
  priceText: string;
  /** What is paid now, when it differs from the price (a subscription's first stage). */
  firstChargeText: string | undefined;
  benefits: string[];
  selected: boolean;
}

export interface SubscribeSummaryView {
  title: string;
  kindText: string;
  priceText: string;
  firstChargeText: string | undefined;
  benefits: string[];
  /** §9 in words: subscription 24, monthly or stages (subscriptions only). */
  ruleText: string | undefined;
  startText: string;
  freezeText: string | undefined;
  cancellationText: string | undefined;
  subscription: boolean;
}

export interface SubscribeView {
  status: 'loading' | 'error' | 'empty' | 'ready' | 'submitting' | 'done';
  /** offers: create an order; plan: give an existing order its plan (GetMenuPlan, change). */
  mode: 'offers' | 'plan';
  error: string | undefined;
  menuTypes: Array<{ type: string; title: string; subtitle: string | undefined; selected: boolean }>;
  offers: SubscribeOfferView[];
  summary: SubscribeSummaryView | undefined;
  submitText: string;
  canSubmit: boolean;
  submitError: string | undefined;
  fromOrders: FromOrderView[];
  /** The open confirmation of a subscription from an order (a dialog), else undefined. */
  fromOrderConfirm: FromOrderConfirmView | undefined;
}

export interface SubscribeHandlers {
  retry: () => void;
  selectType: (menuType: string) => void;
  selectOffer: (kind: OfferKind, days: number) => void;
  submit: () => void;
  /** A custom abonement of the chosen menu line: 18 days of `configKey` (slim/fitness/strong 1–4). */
  submitCustom: (configKey: string, promocode?: string) => void;
  /** An order whose menu line and days are chosen next on GetMenuPlan, of the plan `subscriptionId_H` or of none. */
  startPlan: (subscriptionId_H?: string) => void;
  /** Opens the confirmation for the order (nothing is made yet). */
  subscribeOrder: (orderId_H: string) => void;
  confirmOrder: () => void;
  cancelOrder: () => void;
}

function benefitsOf(offer: Offer, cityId: number): string[] {
  const promo = offer.promoInfo;
  const out: string[] = [];
  for (const d of promo?.discounts ?? []) {
    if (d.discountType === 'percent') out.push(T.percent(d.discountValue));
    else if (d.discountType === 'absolute') out.push(T.absolute(formatMoney(d.discountValue, cityId)));
    else out.push(T.mealDays(d.discountValue));
  }
  if (out.length === 0 && promo?.benefitStr) out.push(promo.benefitStr);
  const cashback = (promo?.baseCashback ?? 0) + (promo?.extraCashback ?? 0);
  if (cashback > 0) out.push(T.cashback(cashback, cityId));
  if (offer.deliveryDiscount) out.push(T.deliveryDiscount(offer.deliveryDiscount, cityId));
  return out;
}

/** §9 in words for a subscription of these days. */
export function planRuleText(days: number): string {
  const rule = planRule(days);
  const { orders, daysPerOrder, permanentDiscountPercent } = SUBSCRIPTION.sub24;
  if (rule === 'sub24') return SUBSCRIPTION_TEXTS.planSub24(orders, daysPerOrder, permanentDiscountPercent);
  return rule === 'monthly' ? SUBSCRIPTION_TEXTS.planMonthly : SUBSCRIPTION_TEXTS.planStages;
}

function firstCharge(offer: Offer, kind: OfferKind, cityId: number): string | undefined {
  const now = offerDebPrice(offer, kind);
  return now !== offer.fullPrice ? T.firstCharge(formatMoney(now, cityId)) : undefined;
}

/** The subscribe screen's view model (Russian texts, NBSP money, '24 ноября' dates). */
export function subscribeView(snapshot: SubscribeSnapshot, now: number): SubscribeView {
  const c = snapshot.context;
  const cityId = c.input.cityId;
  const types = offerMenuTypes(c.menu, c.kinds);
  const chosen = findOffer(c.menu, c.choice);
  const status =
    loadStatus(snapshot) ??
    (snapshot.hasTag('done') ? 'done' : snapshot.hasTag('submitting') ? 'submitting' : types.length === 0 ? 'empty' : 'ready');
  const offers = c.choice
    ? offersOf(c.menu, c.choice.menuType, c.kinds).map((e) => ({
        key: `${e.kind}-${e.days}`,
        kind: e.kind,
        days: e.days,
        kindText: T.kind[e.kind],
        title: T.days(e.days),
        priceText: formatMoney(discountedPrice(e.offer), cityId),
        firstChargeText: firstCharge(e.offer, e.kind, cityId),
        benefits: benefitsOf(e.offer, cityId),
        selected: sameChoice(e, c.choice),
      }))
    : [];
  let summary: SubscribeSummaryView | undefined;
  if (chosen) {
    const subscription = isSubscriptionKind(chosen.kind);
    const plan = c.menu.subscriptions.find((p) => p.id_H === (chosen.offer.subscriptionId_H ?? c.input.planId));
    const start = firstDeliveryDay(chosen.offer.deliveryPlanMode, now);
    const typeTitle = c.menu.menuTypesData[chosen.menuType]?.title ?? '';
    summary = {
      title: `${typeTitle}, ${T.days(chosen.days)}`.replace(/^, /, ''),
      kindText: T.kind[chosen.kind],
      priceText: T.price(formatMoney(discountedPrice(chosen.offer), cityId)),
      firstChargeText: firstCharge(chosen.offer, chosen.kind, cityId),
      benefits: benefitsOf(chosen.offer, cityId),
      ruleText: subscription ? planRuleText(chosen.offer.subscriptionDays ?? chosen.days) : undefined,
      startText: (chosen.offer.deliveryPlanMode ?? 'only_sunday') === 'only_sunday' ? T.startSunday(start) : T.start(start),
      freezeText: plan && plan.freeze_days_limit > 0 ? T.freeze(plan.freeze_days_limit) : undefined,
      cancellationText: subscription ? T.cancellation(formatRoubles(SUBSCRIPTION.cancellationFee)) : undefined,
      subscription,
    };
  }
  const { fromOrders, fromOrderConfirm } = fromOrdersView(
    c,
    { asking: snapshot.hasTag('asking'), busy: snapshot.hasTag('busy') },
    todayIso(now),
    planRuleText,
  );
  return {
    status,
    mode: c.input.orderId_H ? 'plan' : 'offers',
    error: c.error,
    menuTypes: types.map((type) => ({
      type,
      title: c.menu.menuTypesData[type]?.title ?? '',
      subtitle: c.menu.menuTypesData[type]?.subtitle ?? undefined,
      selected: c.choice?.menuType === type,
    })),
    offers,
    summary,
    submitText:
      status === 'submitting'
        ? T.submitting
        : c.input.orderId_H
          ? T.planSubmit
          : summary && !summary.subscription
            ? T.submitPack
            : T.submit,
    canSubmit: snapshot.matches({ ready: 'idle' }) && chosen !== undefined,
    submitError: c.submitError,
    fromOrders,
    fromOrderConfirm,
  };
}

/** View model and handlers for the subscribe screens. */
export function connectSubscribe(
  snapshot: SubscribeSnapshot,
  send: (event: SubscribeEvent) => void,
  now: number = Date.now(),
): SubscribeView & SubscribeHandlers {
  return {
    ...subscribeView(snapshot, now),
    retry: () => send({ type: 'RETRY' }),
    selectType: (menuType) => send({ type: 'SELECT_TYPE', menuType }),
    selectOffer: (kind, days) => send({ type: 'SELECT_OFFER', kind, days }),
    submit: () => send({ type: 'SUBMIT' }),
    submitCustom: (configKey, promocode) => send({ type: 'SUBMIT_CUSTOM', configKey, promocode }),
    startPlan: (subscriptionId_H) => send({ type: 'START_PLAN', subscriptionId_H }),
    subscribeOrder: (orderId_H) => send({ type: 'SUBSCRIBE_ORDER', orderId_H }),
    confirmOrder: () => send({ type: 'CONFIRM_ORDER' }),
    cancelOrder: () => send({ type: 'CANCEL_ORDER' }),
  };
}

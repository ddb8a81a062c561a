import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ClientSubscription } from '../../api/schemas/subscriptions';
import { todayIso } from '../../domain/dates';
import { menuTypeTitle } from '../../domain/menu';
import { SUBSCRIPTION } from '../../domain/constants';
import { RETRY } from '../../domain/messages';
import { formatMoney } from '../../domain/money';
import { SUBSCRIPTION_TEXTS as T } from '../../domain/subscription-texts';
import { buildPath } from '../../routing/match';
import type { freezeMachine } from '../freeze/freeze.machine';
import type { stopSubscriptionMachine } from '../stop-subscription/stop-subscription.machine';
import type { subscriptionsMachine } from './subscriptions.machine';
import {
  canFreeze,
  canStop,
  canUnfreeze,
  freezeDaysLeft,
  freezeDaysUsed,
  nextCharge,
  nextSubscriptionDelivery,
  subscriptionDiscounts,
  subscriptionPlanKind,
  subscriptionState,
  type SubscriptionDiscount,
  type SubscriptionState,
} from './subscriptions.rules';
import type { SubscriptionsEvent } from './subscriptions.types';
import { loadStatus } from '../../shared/loadable';
import { shownState } from '../../shared/shown-state';

export type SubscriptionsSnapshot = SnapshotFrom<typeof subscriptionsMachine>;

/** One subscription card: every string ready to render. */
export interface SubscriptionCardView {
  id: string;
  /** 'Подписка 24'. */
  title: string;
  /** The menu line ('Фит'), never its code. */
  menuTitle: string;
  /** '24 дня питания'. */
  mealDaysText: string;
  /** 'Скидка 5 %', 'Скидка 1 000 ₽', '+2 дня в подарок'. */
  discounts: string[];
  /** §9 in words: subscription 24's discount over 4 orders and 5 % with auto payment; monthly or by stages. */
  planText: string;
  state: SubscriptionState['kind'];
  /** 'Активна', 'Заморожена', 'Остановлена'. */
  stateText: string;
  /** 'Заморожена с 25.11.2026 по 27.11.2026', 'Остановлена 16.11.2026'. */
  stateDetail: string | undefined;
  /** 'Следующая доставка: 25.11.2026'. */
  nextDeliveryText: string | undefined;
  /** Why the charge differs from the order's amount: 'Это стоимость заказа со скидкой подписки: 5 %' (issue 31). */
  chargeWhyText: string | undefined;
  /** 'Списание 9 063 ₽ — 29.11.2026'. */
  nextChargeText: string | undefined;
  /** 'Напомним о списании 28.11.2026'. */
  reminderText: string | undefined;
  /** 'Оплата каждые 6 дней'. */
  paymentEveryText: string | undefined;
  /** 'Заморозка: использовано 3 из 7 дней'. */
  freezeUsageText: string;
  /** 'Осталось 4 дня заморозки'. */
  freezeLeftText: string;
  canFreeze: boolean;
  canUnfreeze: boolean;
  canStop: boolean;
}

export interface SubscriptionsView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  error: string | undefined;
  cards: SubscriptionCardView[];
  /** Which dialog is open (its child is `freezeActor` or `stopActor`). */
  dialog: 'freeze' | 'unfreeze' | 'stop' | undefined;
  /** The id of the subscription the dialog is for (to give the focus back to its card). */
  dialogFor: string | undefined;
  /** What the last dialog did, for a polite live region. */
  notice: string | undefined;
  texts: {
    title: string;
    loading: string;
    empty: string;
    emptyHint: string;
    /** The empty state's link: 'Оформить подписку'. */
    subscribe: string;
    retry: string;
    freeze: string;
    unfreeze: string;
    stop: string;
  };
  /** Where 'Оформить подписку' leads (the cabinet's subscribe page): the empty list is not a dead end. */
  subscribePath: string;
}

export interface SubscriptionsOptions {
  /** "Now" (the clock port); the wall clock by default. */
  nowMs?: number | undefined;
}

const STATE_TEXT: Record<SubscriptionState['kind'], string> = { active: T.stateActive, frozen: T.stateFrozen, stopped: T.stateStopped };

function discountText(discount: SubscriptionDiscount, cityId: number): string {
  if (discount.kind === 'percent') return T.percentDiscount(discount.value);
  if (discount.kind === 'absolute') return T.absoluteDiscount(discount.value, cityId);
  return T.promoMealDays(discount.value);
}

/**
 * The charge is the order's amount with the subscription's discount (`subscriptionFromOrder`: the
 * percentage off the menu price, then the fixed amount), so the card says so beside the order's own
 * amount (issue 31: 'Списание 9 063 ₽' next to the order's 9 540 ₽ said nothing of why).
 */
function chargeWhy(sub: ClientSubscription): string | undefined {
  const parts = [
    ...(sub.percentDiscount > 0 ? [`${sub.percentDiscount}\u00a0%`] : []),
    ...(sub.absoluteDiscount > 0 ? [formatMoney(sub.absoluteDiscount, sub.city_id)] : []),
  ];
  return parts.length > 0 ? T.chargeWhy(parts) : undefined;
}

function planText(sub: ClientSubscription): string {
  const kind = subscriptionPlanKind(sub);
  const { orders, daysPerOrder, permanentDiscountPercent } = SUBSCRIPTION.sub24;
  if (kind === 'sub24') return T.planSub24(orders, daysPerOrder, permanentDiscountPercent);
  return kind === 'monthly' ? T.planMonthly : T.planStages;
}

/** One subscription's card (§3 fields, §9 next charge and delivery). */
export function subscriptionCard(sub: ClientSubscription, today: string): SubscriptionCardView {
  const state = subscriptionState(sub, today);
  const next = nextSubscriptionDelivery(sub, today);
  const charge = nextCharge(sub, today);
  const stopped = state.kind === 'stopped';
  return {
    id: sub.clientSubscriptionId_H,
    title: sub.title ?? T.title,
    menuTitle: menuTypeTitle(sub.menu_type, sub.menu_type_title),
    mealDaysText: T.mealDays(sub.meal_days_count),
    discounts: subscriptionDiscounts(sub).map((d) => discountText(d, sub.city_id)),
    planText: planText(sub),
    state: state.kind,
    stateText: STATE_TEXT[state.kind],
    stateDetail:
      state.kind === 'frozen'
        ? T.frozenPeriod(state.period.dateFrom, state.period.dateTo)
        : state.kind === 'stopped' && state.since
          ? T.stoppedOn(state.since)
          : undefined,
    nextDeliveryText: stopped ? undefined : next ? T.nextDelivery(next) : T.noNextDelivery,
    nextChargeText: charge
      ? T.nextCharge(charge.charge, sub.paymentAmount ? formatMoney(sub.paymentAmount, sub.city_id) : undefined)
      : undefined,
    reminderText: charge && charge.reminder < charge.charge ? T.reminder(charge.reminder) : undefined,
    chargeWhyText: charge && sub.paymentAmount ? chargeWhy(sub) : undefined,
    paymentEveryText: stopped ? undefined : T.paymentEvery(sub.paymentEveryDays),
    freezeUsageText: T.freezeUsage(freezeDaysUsed(sub), sub.freeze_days_limit),
    freezeLeftText: T.freezeLeft(freezeDaysLeft(sub)),
    canFreeze: canFreeze(sub, today),
    canUnfreeze: canUnfreeze(sub, today),
    canStop: canStop(sub),
  };
}

/** The dialog each state shows (\`shownState\`). */
const DIALOGS = [
  [{ ready: 'freezing' }, 'freeze'],
  [{ ready: 'unfreezing' }, 'unfreeze'],
  [{ ready: 'stopping' }, 'stop'],
] as const;

export function subscriptionsView(snapshot: SubscriptionsSnapshot, options: SubscriptionsOptions = {}): SubscriptionsView {
  const { context } = snapshot;
  const today = todayIso(options.nowMs ?? Date.now());
  const status = loadStatus(snapshot) ?? (snapshot.matches({ ready: 'empty' }) ? 'empty' : 'ready');
  const dialog = shownState(snapshot, DIALOGS, undefined);
  return {
    status,
    error: status === 'error' ? context.error : undefined,
    cards: status === 'ready' ? context.subscriptions.map((s) => subscriptionCard(s, today)) : [],
    dialog,
    dialogFor: dialog ? context.selectedId : undefined,
    notice: context.notice,
    texts: {
      title: T.title,
      loading: T.loading,
      empty: T.empty,
      emptyHint: T.emptyHint,
      subscribe: T.subscribe,
      retry: RETRY,
      freeze: T.freeze,
      unfreeze: T.unfreeze,
      stop: T.stop,
    },
    subscribePath: buildPath('DashboardSubscribe'),
  };
}

/** The list's dialogs: each is there only while its dialog is open. */
export interface SubscriptionsChildren {
  /** The freeze dialog (also in its unfreeze mode). */
  freeze: ActorRefFrom<typeof freezeMachine> | undefined;
  /** The stop dialog. */
  stop: ActorRefFrom<typeof stopSubscriptionMachine> | undefined;
}

/** The open dialog's child: the freeze (or unfreeze) machine, or the stop machine. */
export function subscriptionsChildren(snapshot: SubscriptionsSnapshot): SubscriptionsChildren {
  return { freeze: snapshot.children.freeze, stop: snapshot.children.stopSubscription };
}

export interface SubscriptionsHandlers {
  retry: () => void;
  reload: () => void;
  freeze: (id: string) => void;
  unfreeze: (id: string) => void;
  stop: (id: string) => void;
}

/** The list's model and its handlers. */
export function connectSubscriptions(
  snapshot: SubscriptionsSnapshot,
  send: (event: SubscriptionsEvent) => void,
  options: SubscriptionsOptions = {},
): SubscriptionsView & SubscriptionsHandlers {
  return {
    ...subscriptionsView(snapshot, options),
    retry: () => send({ type: 'RETRY' }),
    reload: () => send({ type: 'RELOAD' }),
    freeze: (id) => send({ type: 'FREEZE.OPEN', id }),
    unfreeze: (id) => send({ type: 'UNFREEZE.OPEN', id }),
    stop: (id) => send({ type: 'STOP.OPEN', id }),
  };
}

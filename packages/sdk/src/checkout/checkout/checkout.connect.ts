import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addressMachine } from '../address/address.machine';
import type { autoTipsMachine } from '../auto-tips/auto-tips.machine';
import type { CardSource, paymentMachine } from '../payment/payment.machine';
import type { promocodeMachine } from '../promocode/promocode.machine';
import type { reservationTimerMachine } from '../reservation-timer/reservation-timer.machine';
import type { sbpMachine } from '../sbp/sbp.machine';
import { formatAddressLine } from '../../domain/address';
import { CHECKOUT_VIEW_TEXTS } from '../../domain/checkout-texts';
import { CHECKOUT_TEXTS } from '../../domain/messages';
import { formatDays, formatMoney } from '../../domain/money';
import { isPromoInputHidden } from '../promocode/promocode.machine';
import { methodFacts, type CheckoutEvent } from './checkout.actions';
import type { checkoutMachine } from './checkout.machine';
import { COURIER_COMMENT_MAX, courierCommentCounter } from './checkout.draft';
import { availableMethods, firstDelivery, payGate, paymentFlowOf, savedCardIdOf, type PaymentMethod } from './checkout.rules';
import {
  confirmedDelivery,
  confirmedWindowText,
  dateOptions,
  deliveryConfirmationTitle,
  deliveryDays,
  deliverySchedule,
  deliveryText,
  externalCardLabel,
  instalmentLines,
  orderBenefits,
  orderTitle,
  payLabel,
  priceLines,
  savedCardLabel,
  type DateOption,
  type DayChoice,
  type PriceLine,
} from './checkout.view';
import type { PaymentFlow } from '../../routing/routes';
import { shownState } from '../../shared/shown-state';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
export type { DateOption, DayChoice, LineFacts, PriceLine, WindowChoice } from './checkout.view';

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  creditCard: 'Новой картой',
  card: 'Сохранённой картой',
  externalCard: 'Сохранённой внешней картой',
  sbp: 'СБП — по QR-коду',
  cash: 'Наличными курьеру',
  vkpay: 'VK Pay',
};

export type CheckoutMode =
  'loading' | 'failed' | 'cancelled' | 'paid' | 'deliveryConfirmed' | 'deliveryConfirmation' | 'orderConfirmation' | 'normal';

export interface CheckoutView {
  mode: CheckoutMode;
  error: string | undefined;
  hid: string;
  /** A call that blocks the form is running (the pay gate's "no loading block"). */
  busy: boolean;
  dialog: 'cancel' | 'date' | undefined;
  title: string;
  duration: string;
  benefits: string[];
  priceLines: PriceLine[];
  /** The deliveries by date: '3 доставки: 24 ноября, 26 ноября, 28 ноября'. */
  schedule: string | undefined;
  total: string;
  /** The pay bar's label of the total: 'Итого', or 'К оплате сейчас' when `instalments` says the rest is paid later. */
  totalLabel: string;
  /** The summary's: 'К оплате', or 'К оплате сейчас'. */
  summaryTotalLabel: string;
  /** 'Оплата частями': what is paid now, the payments after it, the whole total (undefined: paid at once). */
  instalments: string[] | undefined;
  cashback: string | undefined;
  profile: {
    firstName: string;
    lastName: string;
    email: string;
    firstNameLocked: boolean;
    lastNameLocked: boolean;
    firstNameError: string | undefined;
    lastNameError: string | undefined;
    emailError: string | undefined;
  };
  methods: Array<{ method: PaymentMethod; label: string; selected: boolean }>;
  /** The chosen payment method. */
  selectedMethod: PaymentMethod | undefined;
  /** The new-card form is shown (the card data stays in it; PAY carries its reader). */
  cardFormShown: boolean;
  /** The result-route flow of this order (payment, longate, newclient, subscribe). */
  flow: PaymentFlow;
  /** 'order for longation should be in status 1' for a longation order that is not unformed. */
  longationError: string | undefined;
  /** Why the pay button is disabled (for tests and the inspector). */
  payBlockedBy: string[];
  /** Why the pay button is disabled, for people (the first reason the page does not already say in place). */
  payHint: string | undefined;
  /** The first delivery's cut-off passed: what was done ('Приём заказов на … закрылся. …'). */
  dateNotice: string | undefined;
  /** The delivery days failed to load: 'Не удалось загрузить дни доставки.' with `retryDates`. */
  datesError: string | undefined;
  /** A note under the payment methods (cash with drinks, a card refused for the promo code). */
  notice: string | undefined;
  /** The server recalculated the order (a far-region address): its new price, said before paying. */
  priceNotice: string | undefined;
  safeDelivery: boolean;
  safeDeliveryAvailable: boolean;
  courierComment: string;
  /**
   * The comment reaches the courier only with safe delivery (its `safe-delivery info` call carries
   * it): the field is shown only then, never to be dropped silently.
   */
  courierCommentShown: boolean;
  /** The field's limit (`maxLength`) and '12 из 500 знаков' under it. */
  courierCommentMax: number;
  courierCommentCounter: string;
  /** The first delivery's address as the checkout sees it (the form itself is the address child's). */
  address: { text: string | undefined; state: 0 | 1 | 2 | 3; error: string | undefined; flat: string; flatError: string | undefined };
  /**
   * The first delivery: 'вт, 24.11.2026' and 'Вечер, 18:00–23:00'; `options` (by index for
   * `selectDate`) and the same as a Monday-first calendar of `days`, each with its windows.
   */
  delivery: { date: string | undefined; window: string | undefined; options: DateOption[]; days: DayChoice[] };
  confirmedWindow: string | undefined;
  /** co=2: 'Подтвердите условия сегодняшней доставки' (or tomorrow's, or a later day's by its date). */
  deliveryConfirmationTitle: string;
  /** `addText`: the add button's words, 'Добавить 2 напитка'. */
  drinks: { available: boolean; count: number; pricePerDrink: string; addText: string } | undefined;
  promoHidden: boolean;
  /** The profile's saved card, for auto-tips. */
  savedCardId: string | undefined;
  canPay: boolean;
  payLabel: string;
  /** A payment (or the SBP screens) is under way. */
  paying: boolean;
  /** The last payment's failure, under the card form. */
  paymentError: string | undefined;
  /** Grows with each failed payment: the card form clears its CVV when it changes. */
  paymentFailures: number;
  /** SBP may be offered instead of waiting out the bank's 3-D Secure window (the order allows SBP; issue 36). */
  sbpInsteadLabel: string | undefined;
  dateDialog: { title: string; text: string };
}

const MODES = (['failed', 'cancelled', 'paid', 'deliveryConfirmed', 'deliveryConfirmation', 'orderConfirmation', 'normal'] as const).map(
  (mode) => [mode, mode] as const,
);
/** The confirm dialog each state shows (\`shownState\`). */
const DIALOGS = [
  [{ normal: 'confirmingCancel' }, 'cancel'],
  [{ normal: 'confirmingDate' }, 'date'],
] as const;

export function checkoutMode(snapshot: CheckoutSnapshot): CheckoutMode {
  return shownState(snapshot, MODES, 'loading');
}

/** The checkout screen's model; components render it, and call the handlers of `connectCheckout`. */
export function checkoutView(snapshot: CheckoutSnapshot): CheckoutView {
  const { context } = snapshot;
  const order = context.order;
  const city = order?.city_id;
  const busy = checkoutBusy(snapshot);
  const gate = payGate(context, busy);
  const methods = checkoutAvailableMethods(snapshot);
  const delivery = firstDelivery(order);
  const options = dateOptions(order, context.dates);
  const confirmed = confirmedDelivery(order, context.query.deliveryIdH);
  const idle = snapshot.matches({ normal: 'idle' });
  const instalments = order ? instalmentLines(order) : undefined;
  return {
    mode: checkoutMode(snapshot),
    error: context.error,
    hid: context.hid,
    busy,
    dialog: shownState(snapshot, DIALOGS, undefined),
    title: order ? orderTitle(order, context.line) : '',
    duration: order ? formatDays(order.number_of_days) : '',
    benefits: order ? orderBenefits(order, context.line) : [],
    priceLines: order
      ? priceLines(
          order,
          context.drinks
            ? { count: context.drinks.alreadyAddedCount, pricePerDrink: context.drinks.price - context.drinks.drinksOfferDiscountPerDrink }
            : undefined,
        )
      : [],
    schedule: deliverySchedule(order),
    total: order ? formatMoney(order.deb_price, order.city_id) : '',
    totalLabel: instalments ? CHECKOUT_VIEW_TEXTS.totalNowLabel : CHECKOUT_VIEW_TEXTS.totalLabel,
    summaryTotalLabel: instalments ? CHECKOUT_VIEW_TEXTS.totalNowLabel : CHECKOUT_VIEW_TEXTS.toPayLabel,
    instalments,
    cashback: order?.cashbackIncomeInfo ? `Кешбэк ${formatMoney(order.cashbackIncomeInfo.sum, order.city_id)} бонусами` : undefined,
    profile: {
      firstName: context.firstName,
      lastName: context.lastName,
      email: context.email,
      firstNameLocked: Boolean(context.profile?.first_name),
      lastNameLocked: Boolean(context.profile?.last_name),
      firstNameError: context.touched ? gate.firstNameError : undefined,
      lastNameError: context.touched || context.lastName ? gate.lastNameError : undefined,
      emailError: gate.emailError,
    },
    methods: methods.map((method) => ({
      method,
      label:
        method === 'card'
          ? savedCardLabel(context.profile)
          : method === 'externalCard'
            ? externalCardLabel(context.profile)
            : METHOD_LABELS[method],
      selected: method === context.method,
    })),
    selectedMethod: context.method,
    cardFormShown: context.method === 'creditCard',
    flow: order ? paymentFlowOf(order, context.profile) : 'newclient',
    // Once: a failed cancel of the same order already says it in `error`.
    longationError: gate.longationError === context.error ? undefined : gate.longationError,
    payBlockedBy: idle ? gate.reasons : [...gate.reasons, 'not idle'],
    payHint: idle ? payHintOf(gate.reasons) : undefined,
    dateNotice: context.dateNotice,
    datesError: context.datesFailed ? CHECKOUT_VIEW_TEXTS.datesFailed : undefined,
    notice: context.notice,
    priceNotice: context.priceNotice,
    safeDelivery: context.safeDelivery,
    safeDeliveryAvailable: context.method !== 'cash',
    courierComment: context.courierComment,
    courierCommentShown: context.safeDelivery && context.method !== 'cash',
    courierCommentMax: COURIER_COMMENT_MAX,
    courierCommentCounter: courierCommentCounter(context.courierComment.length),
    address: {
      text: delivery?.clientAddress ? formatAddressLine(delivery.clientAddress, city) || undefined : undefined,
      state: context.addressState,
      error: context.addressError,
      flat: context.flat ?? '',
      flatError: gate.flatError,
    },
    delivery: { ...deliveryText(order), options, days: deliveryDays(options, delivery?.deliveryDate?.type) },
    confirmedWindow: confirmedWindowText(order, context.query.deliveryIdH),
    deliveryConfirmationTitle: deliveryConfirmationTitle(confirmed?.date, context.today),
    drinks:
      context.drinks && order
        ? {
            available: context.drinks.canAddDrinks,
            count: context.drinks.alreadyAddedCount,
            pricePerDrink: formatMoney(context.drinks.price - context.drinks.drinksOfferDiscountPerDrink, order.city_id),
            addText: CHECKOUT_VIEW_TEXTS.addDrinks(DRINKS_PER_ADD),
          }
        : undefined,
    promoHidden: order ? isPromoInputHidden(order) : true,
    savedCardId: savedCardIdOf(context.profile),
    canPay: checkoutCanPay(snapshot),
    payLabel: payLabel(order, context.method),
    paying: snapshot.hasTag('paying'),
    paymentError: context.paymentError,
    paymentFailures: context.paymentFailures,
    sbpInsteadLabel: order && checkoutAvailableMethods(snapshot).includes('sbp') ? CHECKOUT_TEXTS.payBySbpInstead : undefined,
    dateDialog: { title: CHECKOUT_TEXTS.moveDelivery, text: CHECKOUT_TEXTS.loseMenuChanges },
  };
}

/** What the views call: every event of the checkout is built here, never in a component. */
export interface CheckoutHandlers {
  retry: () => void;
  close: () => void;
  /** A cancelled order: 'Оформить новый'. */
  newOrder: () => void;
  confirmDelivery: () => void;
  confirmOrder: () => void;
  changeProfile: (field: 'firstName' | 'lastName' | 'email', value: string) => void;
  selectMethod: (method: PaymentMethod) => void;
  toggleSafeDelivery: (value: boolean) => void;
  changeComment: (value: string) => void;
  addDrinks: () => void;
  dropDrinks: () => void;
  /** An option of `delivery.options`, by index. */
  selectDate: (index: number) => void;
  cancel: () => void;
  confirm: () => void;
  dismiss: () => void;
  /** Reads the delivery days again after they failed to load. */
  retryDates: () => void;
  /** The new-card form changed: a shown decline is cleared (it was about the card typed before). */
  cardEdited: () => void;
  /** `card`: the card form's reader (new card only); the payment machine reads it once. */
  pay: (card?: CardSource) => void;
  /** Back from the bank's 3-D Secure page: pay by SBP now (shown with the payment's `threeDsOpen`). */
  payBySbpInstead: () => void;
}

/** Drinks the 'add' button adds (ours: the spec shows one button). */
export const DRINKS_PER_ADD = 2;

/** Zag-style connect: the screen model and the handlers that send the checkout's events. */
export function connectCheckout(snapshot: CheckoutSnapshot, send: (event: CheckoutEvent) => void): CheckoutView & CheckoutHandlers {
  const view = checkoutView(snapshot);
  return {
    ...view,
    retry: () => send({ type: 'RETRY' }),
    close: () => send({ type: 'CLOSE' }),
    newOrder: () => send({ type: 'NEW_ORDER' }),
    confirmDelivery: () => send({ type: 'CONFIRM_DELIVERY' }),
    confirmOrder: () => send({ type: 'CONFIRM_ORDER' }),
    changeProfile: (field, value) => send({ type: 'PROFILE.CHANGE', field, value }),
    selectMethod: (method) => send({ type: 'METHOD.SELECT', method }),
    toggleSafeDelivery: (value) => send({ type: 'SAFE_DELIVERY.TOGGLE', value }),
    changeComment: (value) => send({ type: 'COURIER_COMMENT.CHANGE', value }),
    addDrinks: () => send({ type: 'DRINKS.ADD', count: DRINKS_PER_ADD }),
    dropDrinks: () => send({ type: 'DRINKS.DROP' }),
    selectDate: (index) => {
      const option = view.delivery.options[index];
      if (option) send({ type: 'DATE.SELECT', date: option.date, from: option.from, to: option.to, interval: option.type });
    },
    cancel: () => send({ type: 'CANCEL' }),
    confirm: () => send({ type: 'CONFIRM' }),
    dismiss: () => send({ type: 'DISMISS' }),
    retryDates: () => send({ type: 'DATES.RETRY' }),
    cardEdited: () => {
      if (view.paymentError) send({ type: 'CARD.EDIT' });
    },
    pay: (card) => send(view.cardFormShown && card ? { type: 'PAY', card } : { type: 'PAY' }),
    payBySbpInstead: () => send({ type: 'PAY.SBP_INSTEAD' }),
  };
}

/** The first reason of the pay gate that a person is told (issue 30: 'demo-not-ready' said nothing). */
export const payHintOf = (reasons: readonly string[]): string | undefined =>
  reasons.map((r) => CHECKOUT_VIEW_TEXTS.payBlocked[r]).find((text) => text !== undefined);

/** A call of the checkout runs (its states tagged `busy`), or the address is being checked: the pay gate's "loading block". */
export function checkoutBusy(snapshot: CheckoutSnapshot): boolean {
  return snapshot.hasTag('busy') || (snapshot.matches('normal') && snapshot.context.addressState === 1);
}

/** The methods offered now (order-funnel §4, §6 rules), in the profile's order. */
export function checkoutAvailableMethods(snapshot: CheckoutSnapshot): PaymentMethod[] {
  const facts = methodFacts(snapshot.context);
  return facts ? availableMethods(facts) : [];
}

/** The chosen method. */
export const checkoutSelectedMethod = (snapshot: CheckoutSnapshot): PaymentMethod | undefined => snapshot.context.method;

/** The pay button is enabled (the pay gate, and the form is idle). */
export const checkoutCanPay = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches({ normal: 'idle' }) && payGate(snapshot.context, checkoutBusy(snapshot)).canPay;

/** The checkout's children, read from the snapshot (each is there only while its state is active). */
export interface CheckoutChildren {
  address: ActorRefFrom<typeof addressMachine> | undefined;
  promocode: ActorRefFrom<typeof promocodeMachine> | undefined;
  reservationTimer: ActorRefFrom<typeof reservationTimerMachine> | undefined;
  autoTips: ActorRefFrom<typeof autoTipsMachine> | undefined;
  /** While paying by card / saved card / cash / VK Pay: its `paymentView` says 'processing' or 'uncertain'. */
  payment: ActorRefFrom<typeof paymentMachine> | undefined;
  sbp: ActorRefFrom<typeof sbpMachine> | undefined;
}

export function checkoutChildren(snapshot: CheckoutSnapshot): CheckoutChildren {
  const children = snapshot.children as Record<string, unknown>;
  return {
    address: children['address'] as CheckoutChildren['address'],
    promocode: children['promocode'] as CheckoutChildren['promocode'],
    reservationTimer: children['reservationTimer'] as CheckoutChildren['reservationTimer'],
    autoTips: children['autoTips'] as CheckoutChildren['autoTips'],
    payment: children['payment'] as CheckoutChildren['payment'],
    sbp: children['sbp'] as CheckoutChildren['sbp'],
  };
}

/** The invoked address machine (in the normal mode). */
export const checkoutAddressActor = (snapshot: CheckoutSnapshot) => checkoutChildren(snapshot).address;

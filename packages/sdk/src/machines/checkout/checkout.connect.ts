import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addressMachine } from '../address/address.machine';
import { DELIVERY_WINDOWS } from '../../domain/constants';
import { CHECKOUT_TEXTS } from '../../domain/messages';
import { formatDays, formatMoney } from '../../domain/money';
import { isPromoInputHidden } from '../promocode/promocode.machine';
import { firstDelivery, payGate, type checkoutMachine } from './checkout.machine';
import { availableMethods, cashUnavailableReason, paymentFlowOf, type PaymentMethod } from './checkout.rules';
import type { PaymentFlow } from '../../routing/routes';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  creditCard: 'Новой картой',
  card: 'Сохранённой картой',
  sbp: 'СБП — по QR-коду',
  cash: 'Наличными курьеру',
  vkpay: 'VK Pay',
};

export type CheckoutMode = 'loading' | 'failed' | 'cancelled' | 'paid' | 'deliveryConfirmed' | 'deliveryConfirmation' | 'orderConfirmation' | 'normal';

export interface PriceLine {
  label: string;
  value: string;
}

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
  total: string;
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
    phone: string | undefined;
  };
  methods: Array<{ method: PaymentMethod; label: string; selected: boolean }>;
  /** The chosen payment method (what `checkout.pay` hands over). */
  selectedMethod: PaymentMethod | undefined;
  availableMethods: PaymentMethod[];
  /** The result-route flow of this order (payment, longate, newclient, subscribe). */
  flow: PaymentFlow;
  /** 'order for longation should be in status 1' for a longation order that is not unformed. */
  longationError: string | undefined;
  /** Why the pay button is disabled (for tests and the inspector). */
  payBlockedBy: string[];
  autoTipsOpen: boolean;
  cashNote: string | undefined;
  notice: string | undefined;
  safeDelivery: boolean;
  safeDeliveryAvailable: boolean;
  courierComment: string;
  address: { text: string | undefined; state: 0 | 1 | 2 | 3; error: string | undefined; saved: Array<{ id: string; text: string }>; flat: string; flatError: string | undefined };
  delivery: { date: string | undefined; window: string | undefined; options: Array<{ date: string; from: string; to: string; type: 'morning' | 'evening'; label: string; selected: boolean }> };
  confirmedWindow: string | undefined;
  drinks: { available: boolean; count: number; pricePerDrink: string } | undefined;
  promoHidden: boolean;
  /** The profile's saved card, for auto-tips. */
  savedCardId: string | undefined;
  canPay: boolean;
  payLabel: string;
  dateDialog: { title: string; text: string };
}

const windowLabel = (from: string, to: string, type: 'morning' | 'evening') =>
  `${type === 'morning' ? DELIVERY_WINDOWS.morning.label : DELIVERY_WINDOWS.evening.label}, ${from}–${to}`;

export function checkoutMode(snapshot: CheckoutSnapshot): CheckoutMode {
  for (const mode of ['failed', 'cancelled', 'paid', 'deliveryConfirmed', 'deliveryConfirmation', 'orderConfirmation', 'normal'] as const) {
    if (snapshot.matches(mode)) return mode;
  }
  return 'loading';
}

/** The checkout screen's model; components render it and send events, nothing else. */
export function checkoutView(snapshot: CheckoutSnapshot): CheckoutView {
  const { context } = snapshot;
  const order = context.order;
  const city = order?.city_id;
  const busy = checkoutBusy(snapshot);
  const gate = payGate(context, busy);
  const methods = f0(snapshot);
  const f = order ? { order, profile: context.profile, query: context.query, drinksAdded: context.drinks?.alreadyAddedCount ?? 0 } : undefined;
  const delivery = firstDelivery(order);
  const promoSum = order?.promocode_discounts.reduce((s, p) => s + p.discount_sum, 0) ?? 0;
  const lines: PriceLine[] = order
    ? [
        { label: 'Стоимость рациона', value: formatMoney(order.menu_price, city) },
        { label: 'Доставка', value: order.delivery_price ? formatMoney(order.delivery_price, city) : 'бесплатно' },
        ...order.discounts.map((d) => ({ label: d.title, value: `−${formatMoney(d.sum, city)}` })),
        ...(order.discount_sum ? [{ label: 'Скидка', value: `−${formatMoney(order.discount_sum, city)}` }] : []),
        ...(order.bonuses_sum ? [{ label: 'Бонусы', value: `−${formatMoney(order.bonuses_sum, city)}` }] : []),
        ...(order.referralPayment?.sum ? [{ label: 'Реферальная скидка', value: `−${formatMoney(order.referralPayment.sum, city)}` }] : []),
        ...(promoSum ? [{ label: `Промокод ${order.promocode_discounts.map((p) => p.promocode).join(', ')}`, value: `−${formatMoney(promoSum, city)}` }] : []),
      ]
    : [];
  const reason = f ? cashUnavailableReason(f) : undefined;
  return {
    mode: checkoutMode(snapshot),
    error: context.error,
    hid: context.hid,
    busy,
    dialog: snapshot.matches({ normal: 'confirmingCancel' }) ? 'cancel' : snapshot.matches({ normal: 'confirmingDate' }) ? 'date' : undefined,
    title: order ? `Рацион «${order.menu_type}»` : '',
    duration: order ? formatDays(order.number_of_days) : '',
    benefits: order
      ? [
          'Бесплатная доставка',
          ...(['fit', 'super_fit', 'balance', 'daily'].includes(order.menu_type) ? ['Меню можно настроить'] : []),
          'Поддержка 24/7',
          ...(order.is_client_subscription ? ['Подписка'] : []),
          ...(order.clientSubscription ? [`Заморозка до ${formatDays(order.clientSubscription.subscription.freeze_days_limit)}`] : []),
        ]
      : [],
    priceLines: lines,
    total: order ? formatMoney(order.deb_price, city) : '',
    cashback: order?.cashbackIncomeInfo ? `Кешбэк ${formatMoney(order.cashbackIncomeInfo.sum, city)} бонусами` : undefined,
    profile: {
      firstName: context.firstName,
      lastName: context.lastName,
      email: context.email,
      firstNameLocked: Boolean(context.profile?.first_name),
      lastNameLocked: Boolean(context.profile?.last_name),
      firstNameError: context.touched ? gate.firstNameError : undefined,
      lastNameError: gate.lastNameError,
      emailError: gate.emailError,
      phone: context.profile?.phone ?? undefined,
    },
    methods: methods.map((method) => ({ method, label: METHOD_LABELS[method], selected: method === context.method })),
    selectedMethod: context.method,
    availableMethods: methods,
    flow: order ? paymentFlowOf(order, context.profile) : 'newclient',
    longationError: gate.longationError,
    payBlockedBy: snapshot.matches({ normal: 'idle' }) ? gate.reasons : [...gate.reasons, 'not idle'],
    autoTipsOpen: Boolean(context.query.openAutotips),
    cashNote: reason === 'drinks' ? 'Оплата наличными недоступна при добавлении напитков' : undefined,
    notice: context.notice,
    safeDelivery: context.safeDelivery,
    safeDeliveryAvailable: context.method !== 'cash',
    courierComment: context.courierComment,
    address: {
      text: delivery?.clientAddress?.text ?? undefined,
      state: context.addressState,
      error: context.addressError,
      saved: (context.profile?.addresses ?? []).filter((a) => a.city_id === order?.city_id).map((a) => ({ id: a.id_H, text: a.text ?? a.id_H })),
      flat: context.flat ?? '',
      flatError: gate.flatError,
    },
    delivery: {
      date: delivery?.date,
      window: delivery?.deliveryDate ? windowLabel(delivery.deliveryDate.timeFrom, delivery.deliveryDate.timeTo, delivery.deliveryDate.type) : undefined,
      options: Object.entries(context.dates).flatMap(([date, intervals]) =>
        intervals.map((i) => ({
          date,
          from: i.from,
          to: i.to,
          type: (i.type ?? 'evening') as 'morning' | 'evening',
          label: windowLabel(i.from, i.to, (i.type ?? 'evening') as 'morning' | 'evening'),
          selected: delivery?.date === date && delivery.deliveryDate?.timeFrom === i.from && delivery.deliveryDate.timeTo === i.to,
        })),
      ),
    },
    confirmedWindow: delivery?.deliveryDate ? `${delivery.date}, ${windowLabel(delivery.deliveryDate.timeFrom, delivery.deliveryDate.timeTo, delivery.deliveryDate.type)}` : undefined,
    drinks: context.drinks && order ? { available: context.drinks.canAddDrinks, count: context.drinks.alreadyAddedCount, pricePerDrink: formatMoney(context.drinks.price - context.drinks.drinksOfferDiscountPerDrink, city) } : undefined,
    promoHidden: order ? isPromoInputHidden(order) : true,
    savedCardId: context.profile?.card?.id ?? context.profile?.recurrentCard?.id ?? undefined,
    canPay: snapshot.matches({ normal: 'idle' }) && gate.canPay,
    payLabel: order ? `Оплатить ${formatMoney(order.deb_price, city)}` : 'Оплатить',
    dateDialog: { title: CHECKOUT_TEXTS.moveDelivery, text: CHECKOUT_TEXTS.loseMenuChanges },
  };
}

/** A call of the checkout runs, or the address is being checked: the pay gate's "loading block". */
export function checkoutBusy(snapshot: CheckoutSnapshot): boolean {
  if (!snapshot.matches('normal')) return false;
  const formIdle = snapshot.matches({ normal: 'idle' }) || snapshot.matches({ normal: 'confirmingCancel' }) || snapshot.matches({ normal: 'confirmingDate' });
  return !formIdle || snapshot.context.addressState === 1;
}

function f0(snapshot: CheckoutSnapshot): PaymentMethod[] {
  const { context } = snapshot;
  if (!context.order) return [];
  return availableMethods({ order: context.order, profile: context.profile, query: context.query, drinksAdded: context.drinks?.alreadyAddedCount ?? 0 });
}

/** The methods offered now (order-funnel §4, §6 rules), in the profile's order. */
export const checkoutAvailableMethods = (snapshot: CheckoutSnapshot): PaymentMethod[] => f0(snapshot);

/** The chosen method, which `PAY` hands over in `checkout.pay`. */
export const checkoutSelectedMethod = (snapshot: CheckoutSnapshot): PaymentMethod | undefined => snapshot.context.method;

/** The pay button is enabled. */
export const checkoutCanPay = (snapshot: CheckoutSnapshot): boolean => snapshot.matches({ normal: 'idle' }) && payGate(snapshot.context, checkoutBusy(snapshot)).canPay;

/** The invoked address machine (in the normal mode), to render its form with `addressView`. */
export const checkoutAddressActor = (snapshot: CheckoutSnapshot): ActorRefFrom<typeof addressMachine> | undefined =>
  snapshot.children['address'] as ActorRefFrom<typeof addressMachine> | undefined;

import { amountDueNow, isWindowOpen } from '@mealflow/sdk/domain';
import { type Delivery, type Order } from '@mealflow/sdk/api';
import { mskDay, orderDefaults } from './order-defaults';

/**
 * Seeded orders for the checkout, one per display mode and flag combination (see the README,
 * section "Checkout"). Readable by anyone (no owner phone). Deliveries start on the first day whose
 * evening is still open when the store is seeded: tomorrow, or the day after once 19:59:59 (Moscow)
 * has passed, so a seeded order is never born past its cut-off (issue 30: the checkout then moves it).
 */

/** Days from the seeding day to the first seeded delivery (1 or 2). */
export const firstDeliveryOffset = (now: number): number => (isWindowOpen({ date: mskDay(now, 1), type: 'evening' }, now) ? 1 : 2);

/** The day (ISO, Moscow) of the seeded orders' first delivery for a store seeded at `now`. */
export const firstSeededDelivery = (now: number): string => mskDay(now, firstDeliveryOffset(now));

function deliveries(hid: string, now: number, count: number, confirmed = false): Delivery[] {
  const offset = firstDeliveryOffset(now);
  return Array.from({ length: count }, (_, i) => {
    const day = mskDay(now, offset + i * 2);
    return {
      id_H: `${hid}-d${i + 1}`,
      date: day,
      itemDate: day,
      client_address_id_H: null,
      clientAddress: null,
      isConfirmed: confirmed,
      deliveryDate: { title: 'Вечер', date: day, timeFrom: '18:00', timeTo: '23:00', type: 'evening' },
      possibleDeliveryDays: null,
    };
  });
}

/** A checkout order: the seeded order's defaults, 9 540 ₽ to pay, not formed yet, the confirm timer, 5 % cashback, three evening deliveries from tomorrow. */
/** An unpaid order's amount to pay as the backend answers it: the first payment of its plan (`amountDueNow`). */
const dueNow = (order: Order): Order => ({ ...order, deb_price: amountDueNow(order) });

function base(hid: string, now: number, overrides: Partial<Order> = {}): Order {
  return {
    ...orderDefaults(hid),
    deb_price: 9540,
    status_unformed: true,
    showConfirmTimer: true,
    cashbackIncomeInfo: { sum: 477, percent: 5 },
    deliveries: deliveries(hid, now, 3),
    ...overrides,
  };
}

export const DEMO_ORDERS = {
  standard: 'demo-standard',
  paid: 'demo-paid',
  cancelled: 'demo-cancelled',
  confirm: 'demo-confirm',
  delivery: 'demo-delivery',
  longate: 'demo-longate',
  longateFormed: 'demo-longate-formed',
  custom: 'demo-custom',
  abonement: 'demo-abonement',
  wowfood: 'demo-wowfood',
  power: 'demo-power',
  autolongation: 'demo-autolongation',
  trial: 'demo-trial',
  expensive: 'demo-expensive',
  far: 'demo-far',
  deliveryConfirmed: 'demo-delivery-confirmed',
  promoPaid: 'demo-promo-paid',
  campaign: 'demo-campaign',
  fit21: 'demo-21',
  trialDiscounted: 'demo-trial-discounted',
  notReady: 'demo-not-ready',
  spb: 'demo-spb',
  minsk: 'demo-minsk',
  subscription: 'demo-subscription',
} as const;

export function seedCheckoutOrders(now: number): Order[] {
  return [
    base(DEMO_ORDERS.standard, now),
    base(DEMO_ORDERS.paid, now, { deb_price: 0 }),
    base(DEMO_ORDERS.cancelled, now, { is_canceled: true, can_be_canceled: false }),
    base(DEMO_ORDERS.confirm, now, { showConfirmTimer: false }),
    base(DEMO_ORDERS.delivery, now, { deliveries: deliveries(DEMO_ORDERS.delivery, now, 3) }),
    base(DEMO_ORDERS.longate, now, { business_product: 'longate' }),
    base(DEMO_ORDERS.longateFormed, now, { business_product: 'longate', status_unformed: false }),
    base(DEMO_ORDERS.custom, now, {
      custom_config: [{ mealDate: mskDay(now, firstDeliveryOffset(now)), mealNumber: 1, packId: 101, type: 'change', count: 1 }],
    }),
    base(DEMO_ORDERS.abonement, now, { abonement_type: 'fitness_1', number_of_days: 5 }),
    base(DEMO_ORDERS.wowfood, now, { business_product: 'wowfood' }),
    base(DEMO_ORDERS.power, now, { menu_type: 'power', menu_type_id: 7 }),
    base(DEMO_ORDERS.autolongation, now, { autoLongationBlock: { isAutolongationEnabled: true }, canBePaidInCash: false }),
    base(DEMO_ORDERS.trial, now, {
      business_product: 'day',
      menu_type: 'fit_trial',
      number_of_days: 1,
      menu_price: 890,
      deb_price: 890,
      canBePaidInCash: false,
    }),
    base(DEMO_ORDERS.expensive, now, { number_of_days: 24, menu_price: 34_340, deb_price: 34_340 }),
    base(DEMO_ORDERS.far, now, { isFarRegion: true, is_far_moscow_region: true, delivery_price: 500, deb_price: 10_040 }),
    base(DEMO_ORDERS.deliveryConfirmed, now, {
      isDeliveryConfirmed: true,
      deliveries: deliveries(DEMO_ORDERS.deliveryConfirmed, now, 3, true),
    }),
    // The promo discount equals the menu price: paid, although delivery is still due.
    base(DEMO_ORDERS.promoPaid, now, {
      delivery_price: 300,
      deb_price: 300,
      promocode_discounts: [{ promocode: 'GIFT100', is_internal: true, discount_sum: 9540 }],
    }),
    base(DEMO_ORDERS.campaign, now, { promocodeToApply: 'SBER2025', discount_sum: 954, deb_price: 8586 }),
    base(DEMO_ORDERS.fit21, now, { business_product: '21', menu_type: 'fit', number_of_days: 6 }),
    base(DEMO_ORDERS.trialDiscounted, now, {
      business_product: 'day',
      menu_type: 'fit_trial',
      number_of_days: 1,
      menu_price: 890,
      discount_sum: 89,
      deb_price: 801,
      canBePaidInCash: false,
    }),
    base(DEMO_ORDERS.notReady, now, { is_ready: false }),
    // The same pack in St Petersburg and in Minsk (BYN): addresses are suggested and checked in the order's city.
    base(DEMO_ORDERS.spb, now, { city_id: 1, menu_price: 9240, deb_price: 9240 }),
    base(DEMO_ORDERS.minsk, now, { city_id: 20, menu_price: 310, deb_price: 310, canBePaidBySbp: false, cashbackIncomeInfo: null }),
    // A stage-paid subscription with its freeze-days limit (benefits: period and freeze, order-funnel §2):
    // 31 290 ₽ for 21 days, paid 'частями' (6 + 5 + 5 + 5 days); the amount to pay is the first payment, 8 940 ₽.
    dueNow(
      base(DEMO_ORDERS.subscription, now, {
        business_product: 'subscription',
        is_client_subscription: true,
        number_of_days: 21,
        menu_price: 31_290,
        clientSubscription: { subscription: { freeze_days_limit: 14 } },
      }),
    ),
  ];
}

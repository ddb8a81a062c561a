import type { Order } from '@mealflow/sdk/api';

const DAY_MS = 86_400_000;
const MSK = 3 * 3_600_000;
/** The Moscow day `plus` days after `now` (YYYY-MM-DD): seeded deliveries are dated relative to the seed's "now". */
export const mskDay = (now: number, plus: number): string => new Date(now + MSK + plus * DAY_MS).toISOString().slice(0, 10);

/**
 * What a seeded order (the checkout's demo orders, the cabinet's orders) is unless it says
 * otherwise: a standard `fit` order of 6 days for one person in Moscow, 9 540 ₽, ready and
 * cancellable, no discounts, custom menu, subscription or draft. Each seed adds what differs: the
 * amount to pay, formed or not, the confirm timer, the cashback, the deliveries.
 */
export function orderDefaults(hid: string) {
  return {
    id_H: hid,
    business_product: 'standard',
    menu_type: 'fit',
    menu_type_id: 3,
    abonement_type: null,
    number_of_days: 6,
    numberOfPersons: 1,
    city_id: 2,
    menu_price: 9540,
    delivery_price: 0,
    bonuses_sum: 0,
    referralPayment: null,
    discount_sum: 0,
    discounts: [],
    promocode_discounts: [],
    is_ready: true,
    is_canceled: false,
    isFarRegion: false,
    is_far_moscow_region: false,
    custom_config: null,
    is_client_subscription: false,
    clientSubscription: null,
    canBePaidBySbp: true,
    canBePaidInCash: true,
    can_be_canceled: true,
    autoLongationBlock: { isAutolongationEnabled: false },
    first_delivery_id_H: `${hid}-d1`,
    draft: null,
    permanent_discount_subscription: null,
    promocodeToApply: null,
    isDeliveryConfirmed: false,
  } satisfies Omit<Order, 'deb_price' | 'status_unformed' | 'showConfirmTimer' | 'cashbackIncomeInfo' | 'deliveries'>;
}

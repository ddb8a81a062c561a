import type { ClientSubscription } from '@mealflow/sdk/api';
import { mskDay } from './order-defaults';

/**
 * The returning client's subscriptions (README, section "Subscriptions"). Owned by
 * `+79990000001`: other clients see none. Dates are Moscow days relative to the seed's "now".
 */

export const SEED_SUBSCRIPTIONS = {
  /** Подписка 24, active: 3 of 7 freeze days used (a past freeze). */
  active: 'cs-24',
  /** Frozen since yesterday for 4 days (yesterday … in 2 days) of 7. */
  frozen: 'cs-frozen',
  /** Stopped a week ago. */
  stopped: 'cs-stopped',
} as const;

/** Deliveries every 2 days (personal-cabinet §9) from tomorrow, for four weeks. */
const calendar = (now: number, first = 1) => Array.from({ length: 14 }, (_, i) => mskDay(now, first + i * 2));

export function seedSubscriptions(now: number): ClientSubscription[] {
  return [
    {
      clientSubscriptionId_H: SEED_SUBSCRIPTIONS.active,
      id_H: 'sub-24',
      brandId_H: 'main',
      title: 'Подписка 24',
      menu_type: 'fit',
      menu_type_title: null,
      city_id: 2,
      meal_days_count: 24,
      promo_meal_days_count: 2,
      percentDiscount: 5,
      absoluteDiscount: 0,
      fitness_months: null,
      penalty_value_rub: null,
      freeze_days_limit: 7,
      freezes: [{ dateFrom: mskDay(now, -20), dateTo: mskDay(now, -18) }],
      status: 'active',
      stoppedAt: null,
      deliveryDates: calendar(now),
      paymentEveryDays: 6,
      paidUntil: mskDay(now, 6),
      paymentAmount: 9_063,
      orderId_H: 'lk-paid',
    },
    {
      clientSubscriptionId_H: SEED_SUBSCRIPTIONS.frozen,
      id_H: 'sub-prime',
      brandId_H: 'main',
      title: 'Прайм',
      menu_type: 'balance',
      menu_type_title: null,
      city_id: 2,
      meal_days_count: 30,
      promo_meal_days_count: 0,
      percentDiscount: 10,
      absoluteDiscount: 1_000,
      fitness_months: 3,
      penalty_value_rub: 3_500,
      freeze_days_limit: 7,
      freezes: [{ dateFrom: mskDay(now, -1), dateTo: mskDay(now, 2) }],
      status: 'active',
      stoppedAt: null,
      deliveryDates: calendar(now, 3),
      paymentEveryDays: 5,
      paidUntil: mskDay(now, 5),
      paymentAmount: 8_990,
      orderId_H: 'lk-awaiting',
    },
    {
      clientSubscriptionId_H: SEED_SUBSCRIPTIONS.stopped,
      id_H: 'sub-21',
      brandId_H: 'main',
      title: 'Подписка 21',
      menu_type: 'daily',
      menu_type_title: null,
      city_id: 2,
      meal_days_count: 21,
      promo_meal_days_count: 0,
      percentDiscount: 0,
      absoluteDiscount: 500,
      fitness_months: null,
      penalty_value_rub: null,
      freeze_days_limit: 5,
      freezes: [],
      status: 'stopped',
      stoppedAt: mskDay(now, -7),
      deliveryDates: [],
      paymentEveryDays: 5,
      paidUntil: null,
      paymentAmount: null,
      orderId_H: null,
    },
  ];
}

/** Plans `client-subscriptions/create` accepts (ours): 'sub-24' and 'sub-21'. */
export const SUBSCRIPTION_PLANS = {
  'sub-24': { title: 'Подписка 24', meal_days_count: 24, percentDiscount: 5, freeze_days_limit: 7, paymentEveryDays: 6 },
  'sub-21': { title: 'Подписка 21', meal_days_count: 21, percentDiscount: 0, freeze_days_limit: 5, paymentEveryDays: 5 },
} as const;

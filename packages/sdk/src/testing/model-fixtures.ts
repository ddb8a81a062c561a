import type { EventObject } from 'xstate';
import { ApiError } from '../api/errors';
import type { Order } from '../api/schemas/order';

/**
 * The checkout family's model and invariant tests' fixtures (checkout, address, new-client profile,
 * checkout-family model and invariants): one order, one profile and the actor answers, written once.
 * Model tests feed them to the machine's transition function as `xstate.done.actor.<id>` outputs,
 * so nothing here runs against the sandbox.
 */

/** A formed, unpaid 6-day 'Фит' order in Moscow, one unconfirmed delivery on `deliveryDate`. */
export const modelOrder = (over: Record<string, unknown> = {}, deliveryDate = '2026-01-01'): Order =>
  ({
    id_H: 'h',
    business_product: 'standard',
    menu_type: 'fit',
    menu_type_id: 3,
    number_of_days: 6,
    city_id: 2,
    menu_price: 100,
    delivery_price: 0,
    deb_price: 100,
    discount_sum: 0,
    bonuses_sum: 0,
    discounts: [],
    promocode_discounts: [],
    is_ready: true,
    is_canceled: false,
    is_far_moscow_region: false,
    status_unformed: true,
    canBePaidInCash: true,
    canBePaidBySbp: true,
    first_delivery_id_H: 'd1',
    deliveries: [{ id_H: 'd1', date: deliveryDate, client_address_id_H: 'a1', isConfirmed: false }],
    custom_config: null,
    ...over,
  }) as unknown as Order;

/** The returning client's profile: named, with an email, no saved addresses or cards. */
export const modelProfile = {
  id: 1,
  phone: '+79990000001',
  first_name: 'Анна',
  last_name: 'Смирнова',
  email: 'anna@example.ru',
  addresses: [],
  externalCards: [],
  paymentTypesSort: [],
};

/** The drinks offer: one drink added, 150 ₽ each with 20 ₽ off. */
export const modelDrinks = { canAddDrinks: true, alreadyAddedCount: 1, addedCount: 1, price: 150, drinksOfferDiscountPerDrink: 20 };

/** The checkout's load answers: a formed order, a cancelled one, one paid by bonuses, a custom one, a longation; the load failing and RETRY. */
export function checkoutLoads(loaded: (over: Record<string, unknown>) => EventObject): EventObject[] {
  return [
    loaded({}),
    loaded({ is_canceled: true }),
    loaded({ deb_price: 0 }),
    loaded({ custom_config: [{}] }),
    loaded({ business_product: 'longate' }),
    actorFailed('load'),
    { type: 'RETRY' },
  ];
}

/** A network failure, as the API client raises it. */
export const networkError = () => new ApiError({ kind: 'network', call: 'x', message: 'x', userMessage: 'x', messages: [] });

/** An invoked actor's answer. */
export const actorDone = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });

/** An invoked actor's failure (a network error unless told). */
export const actorFailed = (id: string, error: unknown = networkError()) => ({ type: `xstate.error.actor.${id}`, error });

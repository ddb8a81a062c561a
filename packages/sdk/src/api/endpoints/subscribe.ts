import { defineEndpoint } from '../client';
import { OrderResponse } from '../schemas/order';
import type {
  AbonementRequest, CustomAbonementRequest, OrderWithoutTariffRequest, SubscriptionOrderWithoutTariffRequest, UpdateSubscriptionRequest,
} from '../schemas/subscribe';

const orderCall = <I>(path: string) => defineEndpoint<I, OrderResponse>({ name: `orders/${path}`, method: 'POST', path: `orders/${path}`, response: OrderResponse });

/**
 * The subscribe flow's order calls (personal-cabinet §2.1 Subscription, §7; order-funnel §7). Each
 * answers with the order. `client-subscriptions/create` (a subscription from an order) is
 * `clientSubscriptions.create`.
 */
export const subscribeOrders = {
  /** An order of one offer (kind 1 regular, 2 pay partly, 3 abonement). */
  abonement: orderCall<AbonementRequest>('abonement'),
  /** A custom abonement: 18 meal days of a config key. */
  createCustomAbonement: orderCall<CustomAbonementRequest>('create-custom-abonement'),
  /** A subscription's order whose menu line and days are chosen next (GetMenuPlan). */
  subscriptionOrderWithoutTariff: orderCall<SubscriptionOrderWithoutTariffRequest>('subscription-order-without-tariff'),
  /** An order whose menu line and days are chosen next, without a subscription. */
  orderWithoutTariff: orderCall<OrderWithoutTariffRequest>('order-without-tariff'),
  /** The order gets its plan and subscription. */
  updateSubscription: orderCall<UpdateSubscriptionRequest>('update-subscription'),
} as const;

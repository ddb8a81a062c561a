import { REPLAY_CREATE } from './declare';
import { defineEffect } from '../effects';
import { defineEndpoint } from '../client';
import { OrderResponse } from '../schemas/order';
import type {
  AbonementRequest,
  CustomAbonementRequest,
  OrderWithoutTariffRequest,
  SubscriptionOrderWithoutTariffRequest,
  UpdateSubscriptionRequest,
} from '../schemas/subscribe';

const orderCall = <I>(path: string) =>
  defineEndpoint<I, OrderResponse>({ name: `orders/${path}`, method: 'POST', path: `orders/${path}`, response: OrderResponse });
/** A call that creates an order: ours, `replay` (no spec call finds an order by the press that made it; the same key answers with the first order). */
const orderCreation = <I>(path: string) =>
  defineEffect<I, OrderResponse>({
    name: `orders/${path}`,
    method: 'POST',
    path: `orders/${path}`,
    response: OrderResponse,
    effect: REPLAY_CREATE,
  });

/**
 * The subscribe flow's order calls (personal-cabinet §2.1 Subscription, §7; order-funnel §7). Each
 * answers with the order. `client-subscriptions/create` (a subscription from an order) is
 * `clientSubscriptions.create`.
 */
export const subscribeOrders = {
  /** An order of one offer (kind 1 regular, 2 pay partly, 3 abonement). */
  abonement: orderCreation<AbonementRequest>('abonement'),
  /** A custom abonement: 18 meal days of a config key. */
  createCustomAbonement: orderCreation<CustomAbonementRequest>('create-custom-abonement'),
  /** A subscription's order whose menu line and days are chosen next (GetMenuPlan). */
  subscriptionOrderWithoutTariff: orderCreation<SubscriptionOrderWithoutTariffRequest>('subscription-order-without-tariff'),
  /** An order whose menu line and days are chosen next, without a subscription. */
  orderWithoutTariff: orderCreation<OrderWithoutTariffRequest>('order-without-tariff'),
  /** The order gets its plan and subscription. */
  updateSubscription: orderCall<UpdateSubscriptionRequest>('update-subscription'),
} as const;

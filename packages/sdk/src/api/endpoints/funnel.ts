import { defineEndpoint } from '../client';
import { defineEffect, type EffectDeclaration } from '../effects';
import { SuccessResponse } from '../schemas/common';
import type {
  CertificateOrderRequest,
  CompleteOrderRequest,
  CreateOrderRequest,
  ForgotToOrderRequest,
  PhoneInputLogRequest,
} from '../schemas/funnel';
import { ForgotToOrderResponse } from '../schemas/funnel';
import { OrderResponse } from '../schemas/order';

/**
 * The order funnel's calls (order-funnel §7). The spec leaves the anonymous creation path open:
 * ours is `orders/create/quick` then `orders/create/complete` for the two-stage products
 * (standard, day, detox; not subscription offers) and `orders` for the rest, for anonymous and
 * logged-in visitors alike (`order.order_origin_id` tells them apart).
 *
 * Every creation is an effect: the spec gives no call that finds an order by the attempt that made
 * it, so ours is `replay` — the same call with the same key answers with the first order.
 */
const creates: EffectDeclaration = { kind: 'create', status: { ask: 'replay' } };

export const funnel = {
  createQuick: defineEffect<CreateOrderRequest, OrderResponse>({
    name: 'orders/create/quick',
    method: 'POST',
    path: 'orders/create/quick',
    response: OrderResponse,
    effect: creates,
  }),
  createComplete: defineEffect<CompleteOrderRequest, OrderResponse>({
    name: 'orders/create/complete',
    method: 'POST',
    path: 'orders/create/complete',
    response: OrderResponse,
    effect: creates,
  }),
  /** One-stage creation (subscription offers and every product that is not two-stage). */
  create: defineEffect<CreateOrderRequest, OrderResponse>({
    name: 'orders',
    method: 'POST',
    path: 'orders',
    response: OrderResponse,
    effect: creates,
  }),
  /** The gift product's order (ActivateGift): phone and certificate days. */
  certificate: defineEffect<CertificateOrderRequest, OrderResponse>({
    name: 'orders/certificate',
    method: 'POST',
    path: 'orders/certificate',
    response: OrderResponse,
    effect: creates,
  }),
  forgotToOrder: defineEndpoint<ForgotToOrderRequest, ForgotToOrderResponse>({
    name: 'orders/forgot-to-order',
    method: 'POST',
    path: 'orders/forgot-to-order',
    response: ForgotToOrderResponse,
  }),
  getOrder: defineEndpoint<{ orderId_H: string }, OrderResponse>({
    name: 'orders/get',
    method: 'GET',
    path: 'orders/get',
    response: OrderResponse,
  }),
  /** debug/landing-phone-input-log: the "logged" of the forgotten-order rule. */
  phoneInputLog: defineEndpoint<PhoneInputLogRequest, SuccessResponse>({
    name: 'debug/landing-phone-input-log',
    method: 'POST',
    path: 'debug/landing-phone-input-log',
    response: SuccessResponse,
  }),
} as const;

import { defineEndpoint } from '../client';
import { SuccessResponse } from '../schemas/common';
import type { CertificateOrderRequest, CompleteOrderRequest, CreateOrderRequest, ForgotToOrderRequest, PhoneInputLogRequest } from '../schemas/funnel';
import { ForgotToOrderResponse } from '../schemas/funnel';
import { OrderResponse } from '../schemas/order';

/**
 * The order funnel's calls (order-funnel §7). The spec leaves the anonymous creation path open:
 * ours is `orders/create/quick` then `orders/create/complete` for the two-stage products
 * (standard, day, detox; not subscription offers) and `orders` for the rest, for anonymous and
 * logged-in visitors alike (`order.order_origin_id` tells them apart).
 */
export const funnel = {
  createQuick: defineEndpoint<CreateOrderRequest, OrderResponse>({
    name: 'orders/create/quick',
    method: 'POST',
    path: 'orders/create/quick',
    response: OrderResponse,
  }),
  createComplete: defineEndpoint<CompleteOrderRequest, OrderResponse>({
    name: 'orders/create/complete',
    method: 'POST',
    path: 'orders/create/complete',
    response: OrderResponse,
  }),
  /** One-stage creation (subscription offers and every product that is not two-stage). */
  create: defineEndpoint<CreateOrderRequest, OrderResponse>({
    name: 'orders',
    method: 'POST',
    path: 'orders',
    response: OrderResponse,
  }),
  /** The gift product's order (ActivateGift): phone and certificate days. */
  certificate: defineEndpoint<CertificateOrderRequest, OrderResponse>({
    name: 'orders/certificate',
    method: 'POST',
    path: 'orders/certificate',
    response: OrderResponse,
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

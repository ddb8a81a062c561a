import { call, effect, REPLAY_CREATE } from './declare';
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

export const funnel = {
  createQuick: effect<CreateOrderRequest, OrderResponse>('POST orders/create/quick', OrderResponse, REPLAY_CREATE),
  createComplete: effect<CompleteOrderRequest, OrderResponse>('POST orders/create/complete', OrderResponse, REPLAY_CREATE),
  /** One-stage creation (subscription offers and every product that is not two-stage). */
  create: effect<CreateOrderRequest, OrderResponse>('POST orders', OrderResponse, REPLAY_CREATE),
  /** The gift product's order (ActivateGift): phone and certificate days. */
  certificate: effect<CertificateOrderRequest, OrderResponse>('POST orders/certificate', OrderResponse, REPLAY_CREATE),
  forgotToOrder: call<ForgotToOrderRequest, ForgotToOrderResponse>('POST orders/forgot-to-order', ForgotToOrderResponse),
  getOrder: call<{ orderId_H: string }, OrderResponse>('GET orders/get', OrderResponse),
  /** debug/landing-phone-input-log: the "logged" of the forgotten-order rule. */
  phoneInputLog: call<PhoneInputLogRequest, SuccessResponse>('POST debug/landing-phone-input-log', SuccessResponse),
} as const;

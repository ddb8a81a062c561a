import { call, effect, REPLAY_CREATE, REPLAY_CHARGE } from './declare';
import {
  AssistPayResponse,
  ClientCardResponse,
  type AssistPayRequest,
  type ClientCardRequest,
  type TokenBindingRequest,
} from '../schemas/card-binding';
import { PaymentInfo } from '../schemas/payments';

/**
 * Card binding and Assist (order-funnel §7 "Payments"): `payments/for-token-binding` opens the
 * 1 ₽ binding payment (its card is then charged with `payments/charge-card`, the same call and
 * cryptogram as an order's), `payments/get-client-card` says whether the card got bound, and
 * `payments/assist-pay-request` gives the Assist page of an order.
 */
export const cardBinding = {
  /** Creates the 1 ₽ binding payment; ours, `replay` (its state, `payments/get-client-card`, needs the payment the lost answer carried). */
  forTokenBinding: effect<TokenBindingRequest, PaymentInfo>('POST payments/for-token-binding', PaymentInfo, REPLAY_CREATE),
  clientCard: call<ClientCardRequest, ClientCardResponse>('POST payments/get-client-card', ClientCardResponse),
  /** The order's Assist payment: asked by `orders/is-payment-processing` once paid there; the request itself replays. */
  assistPayRequest: effect<AssistPayRequest, AssistPayResponse>('POST payments/assist-pay-request', AssistPayResponse, REPLAY_CHARGE),
} as const;

import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
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
  forTokenBinding: defineEffect<TokenBindingRequest, PaymentInfo>({
    name: 'payments/for-token-binding',
    method: 'POST',
    path: 'payments/for-token-binding',
    response: PaymentInfo,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  clientCard: defineEndpoint<ClientCardRequest, ClientCardResponse>({
    name: 'payments/get-client-card',
    method: 'POST',
    path: 'payments/get-client-card',
    response: ClientCardResponse,
  }),
  /** The order's Assist payment: asked by `orders/is-payment-processing` once paid there; the request itself replays. */
  assistPayRequest: defineEffect<AssistPayRequest, AssistPayResponse>({
    name: 'payments/assist-pay-request',
    method: 'POST',
    path: 'payments/assist-pay-request',
    response: AssistPayResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
} as const;

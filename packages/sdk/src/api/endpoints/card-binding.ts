import { defineEndpoint } from '../client';
import { AssistPayResponse, ClientCardResponse, type AssistPayRequest, type ClientCardRequest, type TokenBindingRequest } from '../schemas/card-binding';
import { PaymentInfo } from '../schemas/payments';

/**
 * Card binding and Assist (order-funnel §7 "Payments"): `payments/for-token-binding` opens the
 * 1 ₽ binding payment (its card is then charged with `payments/charge-card`, the same call and
 * cryptogram as an order's), `payments/get-client-card` says whether the card got bound, and
 * `payments/assist-pay-request` gives the Assist page of an order.
 */
export const cardBinding = {
  forTokenBinding: defineEndpoint<TokenBindingRequest, PaymentInfo>({
    name: 'payments/for-token-binding',
    method: 'POST',
    path: 'payments/for-token-binding',
    response: PaymentInfo,
  }),
  clientCard: defineEndpoint<ClientCardRequest, ClientCardResponse>({
    name: 'payments/get-client-card',
    method: 'POST',
    path: 'payments/get-client-card',
    response: ClientCardResponse,
  }),
  assistPayRequest: defineEndpoint<AssistPayRequest, AssistPayResponse>({
    name: 'payments/assist-pay-request',
    method: 'POST',
    path: 'payments/assist-pay-request',
    response: AssistPayResponse,
  }),
} as const;

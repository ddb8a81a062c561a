import * as v from 'valibot';
import type { ClientCardSchema } from './settings';
import { Envelope, maybe } from './common';
import { ClientCard } from './settings';

/**
 * Card binding ('ruble mechanics', order-funnel §2, §7 `payments/for-token-binding`,
 * `payments/get-client-card`) and the Assist payment page (personal-cabinet §2.1 /assist-payment,
 * §7 `payments/assist-pay-request`). The spec names the calls and a few fields (urlReturnOk,
 * urlReturnError); the rest of the shapes are ours (packages/sandbox/README.md "Card binding").
 */

/** `payments/for-token-binding`: a payment of 1 ₽ that is refunded once the card is bound. No body of ours is needed. */
/** @internal */
export const TokenBindingRequest = v.object({
  /** The order a new client binds the card for (the newclient cardbind step); none from the cabinet's cards. */
  orderId_H: v.optional(v.string()),
});
export interface TokenBindingRequest {
  /** The order a new client binds the card for (the newclient cardbind step); none from the cabinet's cards. */
  orderId_H?: string | undefined;
}

/** `payments/get-client-card` (ours: by the binding payment): the bound card, or whether the bank still decides. */
/** @internal */
export const ClientCardRequest = v.object({ payment: v.string() });
export interface ClientCardRequest {
  payment: string;
}

/** @internal */
export const ClientCardResponse = v.object({
  ...Envelope.entries,
  /** The card the binding saved; null while it is not bound. */
  card: maybe(ClientCard as ClientCardSchema),
  /** The bank's 3-D Secure page is still open, or the charge is on the wire. */
  isProcessing: v.boolean(),
});
export interface ClientCardResponse extends Envelope {
  /** The card the binding saved; null while it is not bound. */
  card?: ClientCard | null | undefined;
  /** The bank's 3-D Secure page is still open, or the charge is on the wire. */
  isProcessing: boolean;
}

/** `payments/assist-pay-request`: where Assist sends the client back after paying or giving up. */
/** @internal */
export const AssistPayRequest = v.object({
  orderId_H: v.string(),
  urlReturnOk: v.string(),
  urlReturnError: v.string(),
});
export interface AssistPayRequest {
  orderId_H: string;
  urlReturnOk: string;
  urlReturnError: string;
}

/** Its answer (ours): the Assist page to open, with the form to post there when it asks for one. */
/** @internal */
export const AssistPayResponse = v.object({
  ...Envelope.entries,
  url: v.string(),
  method: v.optional(v.picklist(['GET', 'POST']), 'GET'),
  params: maybe(v.record(v.string(), v.string())),
});
export interface AssistPayResponse extends Envelope {
  url: string;
  method: 'GET' | 'POST';
  params?: Record<string, string> | null | undefined;
}

import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import { SuccessResponse } from '../schemas/common';
import {
  ChargeResponse,
  ChargeSbpResponse,
  GiftPurchaseResponse,
  GiftPurchaseState,
  PaymentInfo,
  PaymentProcessingResponse,
  SbpStatusResponse,
  type ChargeCardRequest,
  type ChargeTokenRequest,
  type ForOrderRequest,
  type GiftPurchaseRequest,
} from '../schemas/payments';

/** Payment calls (order-funnel §7 "Payments"). */
export const payments = {
  forOrder: defineEndpoint<ForOrderRequest, PaymentInfo>({
    name: 'payments/for-order',
    method: 'POST',
    path: 'payments/for-order',
    response: PaymentInfo,
  }),
  /**
   * A new card's charge. Asked by the order's `orders/is-payment-processing` (a gift's: `GET
   * gift-certificate-purchases/{id}`; a card binding's: `payments/get-client-card`; a tip's: the
   * same call again with the same key — the spec has no tip state call).
   */
  chargeCard: defineEffect<ChargeCardRequest, ChargeResponse>({
    name: 'payments/charge-card',
    method: 'POST',
    path: 'payments/charge-card',
    response: ChargeResponse,
    effect: { kind: 'charge', status: { ask: 'orders/is-payment-processing' } },
  }),
  chargeToken: defineEffect<ChargeTokenRequest, ChargeResponse>({
    name: 'payments/charge-token',
    method: 'POST',
    path: 'payments/charge-token',
    response: ChargeResponse,
    effect: { kind: 'charge', status: { ask: 'orders/is-payment-processing' } },
  }),
  /**
   * The customer will pay the courier in cash. The spec gives no state call that shows a cash
   * confirmation (ours: `replay` — the same key answers with the first confirmation, made once).
   */
  confirmCash: defineEffect<{ orderId_H: string }, SuccessResponse>({
    name: 'payments/confirm-cash',
    method: 'POST',
    path: 'payments/confirm-cash',
    response: SuccessResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
  /**
   * Starts the SBP payment (QR, link and banks); the bank's answer is then polled with
   * `payments/check-sbp-status`. A lost start is asked by `replay` (ours): the QR and the link are
   * in the first answer only, and the same key (`sbp:<payment>`, the payment kept per order) answers
   * with it, so a retry or a reload never opens a second SBP payment for one order (issue 36).
   */
  chargeSbp: defineEffect<{ payment: string; needImage: boolean }, ChargeSbpResponse>({
    name: 'payments/charge-sbp',
    method: 'POST',
    path: 'payments/charge-sbp',
    response: ChargeSbpResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
  setPaymentData: defineEndpoint<{ payment: string; bankId_H: string }, SuccessResponse>({
    name: 'payments/set-payment-data',
    method: 'POST',
    path: 'payments/set-payment-data',
    response: SuccessResponse,
  }),
  checkSbpStatus: defineEndpoint<{ payment: string }, SbpStatusResponse>({
    name: 'payments/check-sbp-status',
    method: 'POST',
    path: 'payments/check-sbp-status',
    response: SbpStatusResponse,
  }),
  /** Creates a gift purchase. Its state call needs the id the lost answer carried: ours, `replay` (the same key answers the first purchase). */
  giftPurchase: defineEffect<GiftPurchaseRequest, GiftPurchaseResponse>({
    name: 'gift-certificate-purchases',
    method: 'POST',
    path: 'gift-certificate-purchases',
    response: GiftPurchaseResponse,
    effect: { kind: 'create', status: { ask: 'replay' } },
  }),
  forGiftPurchase: defineEndpoint<{ purchaseId: string }, PaymentInfo>({
    name: 'payments/for-gift-certificate-purchases',
    method: 'POST',
    path: 'payments/for-gift-certificate-purchases',
    response: PaymentInfo,
  }),
  giftPurchaseState: defineEndpoint<{ purchaseId: string }, GiftPurchaseState>({
    name: 'gift-certificate-purchases',
    method: 'GET',
    path: (input) => `gift-certificate-purchases/${encodeURIComponent(input.purchaseId)}`,
    query: () => ({}),
    response: GiftPurchaseState,
  }),
  isPaymentProcessing: defineEndpoint<{ orderId_H: string }, PaymentProcessingResponse>({
    name: 'orders/is-payment-processing',
    method: 'GET',
    path: 'orders/is-payment-processing',
    response: PaymentProcessingResponse,
  }),
} as const;

import { defineEndpoint } from '../client';
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
  forOrder: defineEndpoint<ForOrderRequest, PaymentInfo>({ name: 'payments/for-order', method: 'POST', path: 'payments/for-order', response: PaymentInfo }),
  chargeCard: defineEndpoint<ChargeCardRequest, ChargeResponse>({ name: 'payments/charge-card', method: 'POST', path: 'payments/charge-card', response: ChargeResponse }),
  chargeToken: defineEndpoint<ChargeTokenRequest, ChargeResponse>({ name: 'payments/charge-token', method: 'POST', path: 'payments/charge-token', response: ChargeResponse }),
  confirmCash: defineEndpoint<{ orderId_H: string }, SuccessResponse>({ name: 'payments/confirm-cash', method: 'POST', path: 'payments/confirm-cash', response: SuccessResponse }),
  chargeSbp: defineEndpoint<{ payment: string; needImage: boolean }, ChargeSbpResponse>({ name: 'payments/charge-sbp', method: 'POST', path: 'payments/charge-sbp', response: ChargeSbpResponse }),
  setPaymentData: defineEndpoint<{ payment: string; bankId_H: string }, SuccessResponse>({ name: 'payments/set-payment-data', method: 'POST', path: 'payments/set-payment-data', response: SuccessResponse }),
  checkSbpStatus: defineEndpoint<{ payment: string }, SbpStatusResponse>({ name: 'payments/check-sbp-status', method: 'POST', path: 'payments/check-sbp-status', response: SbpStatusResponse }),
  giftPurchase: defineEndpoint<GiftPurchaseRequest, GiftPurchaseResponse>({ name: 'gift-certificate-purchases', method: 'POST', path: 'gift-certificate-purchases', response: GiftPurchaseResponse }),
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

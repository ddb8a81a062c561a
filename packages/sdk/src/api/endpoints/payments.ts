import { call, effect, REPLAY_CREATE, REPLAY_CHARGE, chargeAskedBy } from './declare';
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
import { PaymentCommandResponse } from '../schemas/root';

/** Payment calls (order-funnel §7 "Payments"). */
export const payments = {
  /**
   * Opens the payment a charge of the order then uses (its id and `publicId`). Each run opens another
   * payment, so it is an effect: its key is kept per payment attempt (`paymentScope`, the checkout;
   * the SBP dialog's) until the charge uses the payment. The spec gives no call that finds a payment
   * whose answer was lost: ours, `replay` (the same key answers with the first payment).
   */
  forOrder: effect<ForOrderRequest, PaymentInfo>('POST payments/for-order', PaymentInfo, REPLAY_CREATE),
  /**
   * A new card's charge. Asked by the order's `orders/is-payment-processing` (a gift's: `GET
   * gift-certificate-purchases/{id}`; a card binding's: `payments/get-client-card`; a tip's: the
   * same call again with the same key — the spec has no tip state call).
   */
  chargeCard: effect<ChargeCardRequest, ChargeResponse>(
    'POST payments/charge-card',
    ChargeResponse,
    chargeAskedBy('orders/is-payment-processing'),
  ),
  chargeToken: effect<ChargeTokenRequest, ChargeResponse>(
    'POST payments/charge-token',
    ChargeResponse,
    chargeAskedBy('orders/is-payment-processing'),
  ),
  /**
   * The customer will pay the courier in cash. The spec gives no state call that shows a cash
   * confirmation (ours: `replay` — the same key answers with the first confirmation, made once).
   */
  confirmCash: effect<{ orderId_H: string }, SuccessResponse>('POST payments/confirm-cash', SuccessResponse, REPLAY_CHARGE),
  /**
   * Starts the SBP payment (QR, link and banks); the bank's answer is then polled with
   * `payments/check-sbp-status`. A lost start is asked by `replay` (ours): the QR and the link are
   * in the first answer only, and the same key (`sbp:<payment>`, the payment kept per order) answers
   * with it, so a retry or a reload never opens a second SBP payment for one order (issue 36).
   */
  chargeSbp: effect<{ payment: string; needImage: boolean }, ChargeSbpResponse>(
    'POST payments/charge-sbp',
    ChargeSbpResponse,
    REPLAY_CHARGE,
  ),
  setPaymentData: call<{ payment: string; bankId_H: string }, SuccessResponse>('POST payments/set-payment-data', SuccessResponse),
  checkSbpStatus: call<{ payment: string }, SbpStatusResponse>('POST payments/check-sbp-status', SbpStatusResponse),
  /** A gift certificate paid with the saved card; asked by the purchase's `GET gift-certificate-purchases/{id}`. */
  chargeTokenGift: effect<{ purchaseId: string; card: string }, PaymentCommandResponse>(
    'POST payments/charge-token-gift-certificate-purchases',
    PaymentCommandResponse,
    chargeAskedBy('gift-certificate-purchases'),
  ),
  /** Creates a gift purchase. Its state call needs the id the lost answer carried: ours, `replay` (the same key answers the first purchase). */
  giftPurchase: effect<GiftPurchaseRequest, GiftPurchaseResponse>('POST gift-certificate-purchases', GiftPurchaseResponse, REPLAY_CREATE),
  /** Opens the payment of a gift purchase: an effect like `forOrder` (one payment per purchase until its charge; `replay`). */
  forGiftPurchase: effect<{ purchaseId: string }, PaymentInfo>('POST payments/for-gift-certificate-purchases', PaymentInfo, REPLAY_CREATE),
  giftPurchaseState: defineEndpoint<{ purchaseId: string }, GiftPurchaseState>({
    name: 'gift-certificate-purchases',
    method: 'GET',
    path: (input) => `gift-certificate-purchases/${encodeURIComponent(input.purchaseId)}`,
    query: () => ({}),
    response: GiftPurchaseState,
  }),
  isPaymentProcessing: call<{ orderId_H: string }, PaymentProcessingResponse>(
    'GET orders/is-payment-processing',
    PaymentProcessingResponse,
  ),
} as const;

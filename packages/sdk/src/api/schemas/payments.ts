import * as v from 'valibot';
import { envelope, maybe } from './common';

/** Payments (order-funnel §3 "Payment info", §7 "Payments"). */

export const ForOrderRequest = v.object({
  orderId_H: v.string(),
  autoPayment: v.optional(v.boolean()),
  permanent_discount_subscription: v.optional(v.boolean()),
  /** Masked or bin only: the full number never leaves the cryptogram. */
  cardNumber: v.optional(v.string()),
  requiresVkPaySession: v.optional(v.boolean()),
});
export type ForOrderRequest = v.InferOutput<typeof ForOrderRequest>;

export const PaymentInfo = v.object({
  ...envelope,
  /** The payment's id (sent back as `payment`). Not in the spec's list: the provider needs one. */
  payment: v.string(),
  publicId: v.string(),
  paymentInfo: maybe(v.object({ amount: v.number(), currency: v.optional(v.string(), 'RUB'), description: maybe(v.string()) })),
  vkPaySession: maybe(v.unknown()),
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfo>;

export const ChargeCardRequest = v.object({
  payment: v.string(),
  name: v.string(),
  email: v.optional(v.string()),
  autoPayment: v.optional(v.boolean()),
  cryptogram: v.string(),
  redirect_after_3ds_to: v.string(),
  permanent_discount_subscription: v.optional(v.boolean()),
});
export type ChargeCardRequest = v.InferOutput<typeof ChargeCardRequest>;

export const ChargeResponse = v.object({
  ...envelope,
  require3DS: v.optional(v.boolean(), false),
  action_url: maybe(v.string()),
  method: maybe(v.picklist(['POST', 'GET'])),
  params: maybe(v.record(v.string(), v.string())),
  message: maybe(v.string()),
  data: maybe(v.unknown()),
});
export type ChargeResponse = v.InferOutput<typeof ChargeResponse>;

export const ChargeTokenRequest = v.object({ payment: v.string(), card: v.string(), autoPayment: v.optional(v.boolean()), permanent_discount_subscription: v.optional(v.boolean()) });
export type ChargeTokenRequest = v.InferOutput<typeof ChargeTokenRequest>;

export const SbpBank = v.object({ id_H: v.string(), bankName: v.string(), logoURL: v.string() });
export type SbpBank = v.InferOutput<typeof SbpBank>;

export const ChargeSbpResponse = v.object({
  ...envelope,
  banks: v.array(SbpBank),
  link: v.string(),
  transactionId: v.string(),
  /** QR code image (data URL) when `needImage`. */
  image: maybe(v.string()),
});
export type ChargeSbpResponse = v.InferOutput<typeof ChargeSbpResponse>;

/** The spec names the statuses, not the ping's shape: ours. */
export const SbpStatus = v.picklist(['Created', 'Pending', 'Authorized', 'Completed', 'Declined', 'Cancelled']);
export type SbpStatus = v.InferOutput<typeof SbpStatus>;

export const SbpStatusResponse = v.object({ ...envelope, status: SbpStatus });
export type SbpStatusResponse = v.InferOutput<typeof SbpStatusResponse>;

export const PaymentProcessingResponse = v.object({ ...envelope, isProcessing: v.boolean(), isPaid: v.boolean() });
export type PaymentProcessingResponse = v.InferOutput<typeof PaymentProcessingResponse>;

export const GiftPurchaseRequest = v.object({
  email: v.string(),
  mealDays: v.picklist([2, 6, 18, 24]),
  /** Not in the spec's list: how the certificate is handed over (ours). */
  delivery: v.optional(v.picklist(['online', 'offline'])),
});
export type GiftPurchaseRequest = v.InferOutput<typeof GiftPurchaseRequest>;

export const GiftPurchaseResponse = v.object({ ...envelope, giftCertificatePurchaseId: v.string() });
export type GiftPurchaseResponse = v.InferOutput<typeof GiftPurchaseResponse>;

/** Ours (the spec names no status call for a purchase): `GET gift-certificate-purchases/{id}`. */
export const GiftPurchaseState = v.object({
  ...envelope,
  giftCertificatePurchaseId: v.string(),
  email: maybe(v.string()),
  mealDays: maybe(v.number()),
  isPaid: v.boolean(),
  isProcessing: v.boolean(),
});
export type GiftPurchaseState = v.InferOutput<typeof GiftPurchaseState>;

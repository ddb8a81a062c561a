import * as v from 'valibot';
import type { Named } from './common';
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
export interface ForOrderRequest extends v.InferOutput<typeof ForOrderRequest> {}

export const PaymentInfo = v.object({
  ...envelope,
  /** The payment's id (sent back as `payment`). Not in the spec's list: the provider needs one. */
  payment: v.string(),
  publicId: v.string(),
  paymentInfo: maybe(v.object({ amount: v.number(), currency: v.optional(v.string(), 'RUB'), description: maybe(v.string()) })),
  vkPaySession: maybe(v.unknown()),
});
export interface PaymentInfo extends v.InferOutput<typeof PaymentInfo> {}

export const ChargeCardRequest = v.object({
  payment: v.string(),
  name: v.string(),
  email: v.optional(v.string()),
  autoPayment: v.optional(v.boolean()),
  cryptogram: v.string(),
  redirect_after_3ds_to: v.string(),
  permanent_discount_subscription: v.optional(v.boolean()),
});
export interface ChargeCardRequest extends v.InferOutput<typeof ChargeCardRequest> {}

export const ChargeResponse = v.object({
  ...envelope,
  require3DS: v.optional(v.boolean(), false),
  action_url: maybe(v.string()),
  method: maybe(v.picklist(['POST', 'GET'])),
  params: maybe(v.record(v.string(), v.string())),
  message: maybe(v.string()),
  data: maybe(v.unknown()),
});
export interface ChargeResponse extends v.InferOutput<typeof ChargeResponse> {}

export const ChargeTokenRequest = v.object({
  payment: v.string(),
  card: v.string(),
  autoPayment: v.optional(v.boolean()),
  permanent_discount_subscription: v.optional(v.boolean()),
});
export interface ChargeTokenRequest extends v.InferOutput<typeof ChargeTokenRequest> {}

export const SbpBank = v.object({ id_H: v.string(), bankName: v.string(), logoURL: v.string() });
export interface SbpBankSchema extends Named<typeof SbpBank> {}
export interface SbpBank extends v.InferOutput<typeof SbpBank> {}

export const ChargeSbpResponse = v.object({
  ...envelope,
  banks: v.array(SbpBank as SbpBankSchema),
  link: v.string(),
  transactionId: v.string(),
  /** QR code image (data URL) when `needImage`. */
  image: maybe(v.string()),
});
export interface ChargeSbpResponse extends v.InferOutput<typeof ChargeSbpResponse> {}

/** The spec names the statuses, not the ping's shape: ours. */
export const SbpStatus = v.picklist(['Created', 'Pending', 'Authorized', 'Completed', 'Declined', 'Cancelled']);
export type SbpStatus = v.InferOutput<typeof SbpStatus>;

export const SbpStatusResponse = v.object({ ...envelope, status: SbpStatus });
export interface SbpStatusResponse extends v.InferOutput<typeof SbpStatusResponse> {}

export const PaymentProcessingResponse = v.object({ ...envelope, isProcessing: v.boolean(), isPaid: v.boolean() });
export interface PaymentProcessingResponse extends v.InferOutput<typeof PaymentProcessingResponse> {}

/**
 * Ours (the spec names offline delivery of a certificate, not its fields): where and when the
 * courier brings an offline certificate — the address as typed, the flat, the day and the window.
 */
export const GiftCourier = v.object({
  address: v.string(),
  flat: v.optional(v.string()),
  date: v.string(),
  window: v.picklist(['morning', 'evening']),
});
export interface GiftCourierSchema extends Named<typeof GiftCourier> {}
export interface GiftCourier extends v.InferOutput<typeof GiftCourier> {}

export const GiftPurchaseRequest = v.object({
  email: v.string(),
  mealDays: v.picklist([2, 6, 18, 24]),
  /** Not in the spec's list: how the certificate is handed over (ours). */
  delivery: v.optional(v.picklist(['online', 'offline'])),
  /** Offline only: the courier's address and time (ours). */
  courier: v.optional(GiftCourier as GiftCourierSchema),
});
export interface GiftPurchaseRequest extends v.InferOutput<typeof GiftPurchaseRequest> {}

export const GiftPurchaseResponse = v.object({ ...envelope, giftCertificatePurchaseId: v.string() });
export interface GiftPurchaseResponse extends v.InferOutput<typeof GiftPurchaseResponse> {}

/** Ours (the spec names no status call for a purchase): `GET gift-certificate-purchases/{id}`. */
export const GiftPurchaseState = v.object({
  ...envelope,
  giftCertificatePurchaseId: v.string(),
  email: maybe(v.string()),
  mealDays: maybe(v.number()),
  /** Ours: online (e-mail) or offline (courier), and the courier's address and time. */
  delivery: maybe(v.picklist(['online', 'offline'])),
  courier: maybe(GiftCourier as GiftCourierSchema),
  isPaid: v.boolean(),
  isProcessing: v.boolean(),
});
export interface GiftPurchaseState extends v.InferOutput<typeof GiftPurchaseState> {}

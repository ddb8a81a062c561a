import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/** Payments (order-funnel §3 "Payment info", §7 "Payments"). */

/** @internal */
export const ForOrderRequest = v.object({
  orderId_H: v.string(),
  autoPayment: v.optional(v.boolean()),
  permanent_discount_subscription: v.optional(v.boolean()),
  /** Masked or bin only: the full number never leaves the cryptogram. */
  cardNumber: v.optional(v.string()),
  requiresVkPaySession: v.optional(v.boolean()),
});
export interface ForOrderRequest {
  orderId_H: string;
  autoPayment?: boolean | undefined;
  permanent_discount_subscription?: boolean | undefined;
  /** Masked or bin only: the full number never leaves the cryptogram. */
  cardNumber?: string | undefined;
  requiresVkPaySession?: boolean | undefined;
}

/** @internal */
export const PaymentInfo = v.object({
  ...Envelope.entries,
  /** The payment's id (sent back as `payment`). Not in the spec's list: the provider needs one. */
  payment: v.string(),
  publicId: v.string(),
  paymentInfo: maybe(v.object({ amount: v.number(), currency: v.optional(v.string(), 'RUB'), description: maybe(v.string()) })),
  vkPaySession: maybe(v.unknown()),
});
export interface PaymentInfo extends Envelope {
  /** The payment's id (sent back as `payment`). Not in the spec's list: the provider needs one. */
  payment: string;
  publicId: string;
  paymentInfo?: { amount: number; currency: string; description?: string | null | undefined } | null | undefined;
  vkPaySession?: unknown | null | undefined;
}

/** @internal */
export const ChargeCardRequest = v.object({
  payment: v.string(),
  name: v.string(),
  email: v.optional(v.string()),
  autoPayment: v.optional(v.boolean()),
  cryptogram: v.string(),
  redirect_after_3ds_to: v.string(),
  permanent_discount_subscription: v.optional(v.boolean()),
});
export interface ChargeCardRequest {
  payment: string;
  name: string;
  email?: string | undefined;
  autoPayment?: boolean | undefined;
  cryptogram: string;
  redirect_after_3ds_to: string;
  permanent_discount_subscription?: boolean | undefined;
}

/** @internal */
export const ChargeResponse = v.object({
  ...Envelope.entries,
  require3DS: v.optional(v.boolean(), false),
  action_url: maybe(v.string()),
  method: maybe(v.picklist(['POST', 'GET'])),
  params: maybe(v.record(v.string(), v.string())),
  message: maybe(v.string()),
  data: maybe(v.unknown()),
});
export interface ChargeResponse extends Envelope {
  require3DS: boolean;
  action_url?: string | null | undefined;
  method?: 'POST' | 'GET' | null | undefined;
  params?: Record<string, string> | null | undefined;
  message?: string | null | undefined;
  data?: unknown | null | undefined;
}

/** @internal */
export const ChargeTokenRequest = v.object({
  payment: v.string(),
  card: v.string(),
  autoPayment: v.optional(v.boolean()),
  permanent_discount_subscription: v.optional(v.boolean()),
});
export interface ChargeTokenRequest {
  payment: string;
  card: string;
  autoPayment?: boolean | undefined;
  permanent_discount_subscription?: boolean | undefined;
}

/** @internal */
export const SbpBank = v.object({ id_H: v.string(), bankName: v.string(), logoURL: v.string() });
/** @internal */
export interface SbpBankSchema extends Named<typeof SbpBank> {}
export interface SbpBank {
  id_H: string;
  bankName: string;
  logoURL: string;
}

/** @internal */
export const ChargeSbpResponse = v.object({
  ...Envelope.entries,
  banks: v.array(SbpBank as SbpBankSchema),
  link: v.string(),
  transactionId: v.string(),
  /** QR code image (data URL) when `needImage`. */
  image: maybe(v.string()),
});
export interface ChargeSbpResponse extends Envelope {
  banks: SbpBank[];
  link: string;
  transactionId: string;
  /** QR code image (data URL) when `needImage`. */
  image?: string | null | undefined;
}

/** The spec names the statuses, not the ping's shape: ours. */
/** @internal */
export const SbpStatus = v.picklist(['Created', 'Pending', 'Authorized', 'Completed', 'Declined', 'Cancelled']);
export type SbpStatus = 'Created' | 'Pending' | 'Authorized' | 'Completed' | 'Declined' | 'Cancelled';

/** @internal */
export const SbpStatusResponse = v.object({ ...Envelope.entries, status: SbpStatus });
export interface SbpStatusResponse extends Envelope {
  status: SbpStatus;
}

/** @internal */
export const PaymentProcessingResponse = v.object({ ...Envelope.entries, isProcessing: v.boolean(), isPaid: v.boolean() });
export interface PaymentProcessingResponse extends Envelope {
  isProcessing: boolean;
  isPaid: boolean;
}

/**
 * Ours (the spec names offline delivery of a certificate, not its fields): where and when the
 * courier brings an offline certificate — the address as typed, the flat, the day and the window.
 */
/** @internal */
export const GiftCourier = v.object({
  address: v.string(),
  flat: v.optional(v.string()),
  date: v.string(),
  window: v.picklist(['morning', 'evening']),
});
/** @internal */
export interface GiftCourierSchema extends Named<typeof GiftCourier> {}
export interface GiftCourier {
  address: string;
  flat?: string | undefined;
  date: string;
  window: 'morning' | 'evening';
}

/** @internal */
export const GiftPurchaseRequest = v.object({
  email: v.string(),
  mealDays: v.picklist([2, 6, 18, 24]),
  /** Not in the spec's list: how the certificate is handed over (ours). */
  delivery: v.optional(v.picklist(['online', 'offline'])),
  /** Offline only: the courier's address and time (ours). */
  courier: v.optional(GiftCourier as GiftCourierSchema),
});
export interface GiftPurchaseRequest {
  email: string;
  mealDays: 2 | 6 | 18 | 24;
  /** Not in the spec's list: how the certificate is handed over (ours). */
  delivery?: 'online' | 'offline' | undefined;
  /** Offline only: the courier's address and time (ours). */
  courier?: GiftCourier | undefined;
}

/** @internal */
export const GiftPurchaseResponse = v.object({ ...Envelope.entries, giftCertificatePurchaseId: v.string() });
export interface GiftPurchaseResponse extends Envelope {
  giftCertificatePurchaseId: string;
}

/** Ours (the spec names no status call for a purchase): `GET gift-certificate-purchases/{id}`. */
/** @internal */
export const GiftPurchaseState = v.object({
  ...Envelope.entries,
  giftCertificatePurchaseId: v.string(),
  email: maybe(v.string()),
  mealDays: maybe(v.number()),
  /** Ours: online (e-mail) or offline (courier), and the courier's address and time. */
  delivery: maybe(v.picklist(['online', 'offline'])),
  courier: maybe(GiftCourier as GiftCourierSchema),
  isPaid: v.boolean(),
  isProcessing: v.boolean(),
});
export interface GiftPurchaseState extends Envelope {
  giftCertificatePurchaseId: string;
  email?: string | null | undefined;
  mealDays?: number | null | undefined;
  /** Ours: online (e-mail) or offline (courier), and the courier's address and time. */
  delivery?: 'online' | 'offline' | null | undefined;
  courier?: GiftCourier | null | undefined;
  isPaid: boolean;
  isProcessing: boolean;
}

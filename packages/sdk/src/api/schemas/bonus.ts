import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * The bonus shop and the client's gift certificates (personal-cabinet §2.1 bonus, shop; §7 "Bonuses
 * and other": GET and POST `bonus/store`, GET `gift-certificates`). The spec names the calls, not
 * their bodies: ours are written down in packages/sandbox/README.md "Bonus shop and gift certificates".
 */

/** A shop category (`/dashboard/bonus/category/{id}`). */
export const BonusStoreCategory = v.object({ id: v.string(), title: v.string() });
export interface BonusStoreCategorySchema extends Named<typeof BonusStoreCategory> {}
export interface BonusStoreCategory extends v.InferOutput<typeof BonusStoreCategory> {}

/** What an item is: goods sent with a delivery, or a gift certificate for meal days (it joins `gift-certificates`). */
export const BonusStoreItemKind = v.picklist(['goods', 'certificate']);
export type BonusStoreItemKind = v.InferOutput<typeof BonusStoreItemKind>;

export const BonusStoreItem = v.object({
  id: v.string(),
  categoryId: v.string(),
  title: v.string(),
  description: v.optional(v.string(), ''),
  /** The price in bonuses (one bonus is one rouble of the `bonus` balance). */
  price: v.number(),
  kind: v.optional(BonusStoreItemKind, 'goods'),
  /** Meal days of a certificate item. */
  mealDays: maybe(v.number()),
});
export interface BonusStoreItemSchema extends Named<typeof BonusStoreItem> {}
export interface BonusStoreItem extends v.InferOutput<typeof BonusStoreItem> {}

/** `GET bonus/store`: the categories, the items and the client's bonuses to spend. */
export const BonusStoreResponse = v.object({
  ...envelope,
  categories: v.array(BonusStoreCategory as BonusStoreCategorySchema),
  items: v.array(BonusStoreItem as BonusStoreItemSchema),
  /** The client's bonuses (the wallet's `bonus` kind). */
  balance: v.number(),
});
export interface BonusStoreResponse extends v.InferOutput<typeof BonusStoreResponse> {}

/** `POST bonus/store`: buy one item with bonuses (sent with an `Idempotency-Key`). */
export const BonusPurchaseRequest = v.object({ itemId: v.string() });
export interface BonusPurchaseRequest extends v.InferOutput<typeof BonusPurchaseRequest> {}

export const BonusPurchase = v.object({
  id: v.string(),
  itemId: v.string(),
  title: v.string(),
  price: v.number(),
  /** ISO date-time of the purchase. */
  date: v.string(),
});
export interface BonusPurchaseSchema extends Named<typeof BonusPurchase> {}
export interface BonusPurchase extends v.InferOutput<typeof BonusPurchase> {}

/** The purchase and the bonuses left; a refusal (not enough bonuses) is `success: false` with messages. */
export const BonusPurchaseResponse = v.object({
  ...envelope,
  success: v.literal(true),
  purchase: BonusPurchase as BonusPurchaseSchema,
  balance: v.number(),
});
export interface BonusPurchaseResponse extends v.InferOutput<typeof BonusPurchaseResponse> {}

export const GiftCertificateStatus = v.picklist(['active', 'used', 'expired']);
export type GiftCertificateStatus = v.InferOutput<typeof GiftCertificateStatus>;

/** A gift certificate the client owns. */
export const OwnedGiftCertificate = v.object({
  id: v.string(),
  /** The code the client gives away or activates. */
  code: v.string(),
  mealDays: v.number(),
  status: GiftCertificateStatus,
  /** ISO date (YYYY-MM-DD) the certificate is valid until. */
  validUntil: v.string(),
});
export interface OwnedGiftCertificateSchema extends Named<typeof OwnedGiftCertificate> {}
export interface OwnedGiftCertificate extends v.InferOutput<typeof OwnedGiftCertificate> {}

/** `GET gift-certificates`: the client's certificates, newest first. */
export const GiftCertificatesResponse = v.object({
  ...envelope,
  certificates: v.array(OwnedGiftCertificate as OwnedGiftCertificateSchema),
});
export interface GiftCertificatesResponse extends v.InferOutput<typeof GiftCertificatesResponse> {}

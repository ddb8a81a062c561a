import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The bonus shop and the client's gift certificates (personal-cabinet §2.1 bonus, shop; §7 "Bonuses
 * and other": GET and POST `bonus/store`, GET `gift-certificates`). The spec names the calls, not
 * their bodies: ours are written down in packages/sandbox/README.md "Bonus shop and gift certificates".
 */

/** A shop category (`/dashboard/bonus/category/{id}`). */
/** @internal */
export const BonusStoreCategory = v.object({ id: v.string(), title: v.string() });
/** @internal */
export interface BonusStoreCategorySchema extends Named<typeof BonusStoreCategory> {}
export interface BonusStoreCategory {
  id: string;
  title: string;
}

/** What an item is: goods sent with a delivery, or a gift certificate for meal days (it joins `gift-certificates`). */
/** @internal */
export const BonusStoreItemKind = v.picklist(['goods', 'certificate']);
export type BonusStoreItemKind = 'goods' | 'certificate';

/** @internal */
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
/** @internal */
export interface BonusStoreItemSchema extends Named<typeof BonusStoreItem> {}
export interface BonusStoreItem {
  id: string;
  categoryId: string;
  title: string;
  description: string;
  /** The price in bonuses (one bonus is one rouble of the `bonus` balance). */
  price: number;
  kind: BonusStoreItemKind;
  /** Meal days of a certificate item. */
  mealDays?: number | null | undefined;
}

/** `GET bonus/store`: the categories, the items and the client's bonuses to spend. */
/** @internal */
export const BonusStoreResponse = v.object({
  ...Envelope.entries,
  categories: v.array(BonusStoreCategory as BonusStoreCategorySchema),
  items: v.array(BonusStoreItem as BonusStoreItemSchema),
  /** The client's bonuses (the wallet's `bonus` kind). */
  balance: v.number(),
});
export interface BonusStoreResponse extends Envelope {
  categories: BonusStoreCategory[];
  items: BonusStoreItem[];
  /** The client's bonuses (the wallet's `bonus` kind). */
  balance: number;
}

/** `POST bonus/store`: buy one item with bonuses (sent with an `Idempotency-Key`). */
/** @internal */
export const BonusPurchaseRequest = v.object({ itemId: v.string() });
export interface BonusPurchaseRequest {
  itemId: string;
}

/** @internal */
export const BonusPurchase = v.object({
  id: v.string(),
  itemId: v.string(),
  title: v.string(),
  price: v.number(),
  /** ISO date-time of the purchase. */
  date: v.string(),
});
/** @internal */
export interface BonusPurchaseSchema extends Named<typeof BonusPurchase> {}
export interface BonusPurchase {
  id: string;
  itemId: string;
  title: string;
  price: number;
  /** ISO date-time of the purchase. */
  date: string;
}

/** The purchase and the bonuses left; a refusal (not enough bonuses) is `success: false` with messages. */
/** @internal */
export const BonusPurchaseResponse = v.object({
  ...Envelope.entries,
  success: v.literal(true),
  purchase: BonusPurchase as BonusPurchaseSchema,
  balance: v.number(),
});
export interface BonusPurchaseResponse extends Omit<Envelope, 'success'> {
  success: true;
  purchase: BonusPurchase;
  balance: number;
}

/** @internal */
export const GiftCertificateStatus = v.picklist(['active', 'used', 'expired']);
export type GiftCertificateStatus = 'active' | 'used' | 'expired';

/** A gift certificate the client owns. */
/** @internal */
export const OwnedGiftCertificate = v.object({
  id: v.string(),
  /** The code the client gives away or activates. */
  code: v.string(),
  mealDays: v.number(),
  status: GiftCertificateStatus,
  /** ISO date (YYYY-MM-DD) the certificate is valid until. */
  validUntil: v.string(),
});
/** @internal */
export interface OwnedGiftCertificateSchema extends Named<typeof OwnedGiftCertificate> {}
export interface OwnedGiftCertificate {
  id: string;
  /** The code the client gives away or activates. */
  code: string;
  mealDays: number;
  status: GiftCertificateStatus;
  /** ISO date (YYYY-MM-DD) the certificate is valid until. */
  validUntil: string;
}

/** `GET gift-certificates`: the client's certificates, newest first. */
/** @internal */
export const GiftCertificatesResponse = v.object({
  ...Envelope.entries,
  certificates: v.array(OwnedGiftCertificate as OwnedGiftCertificateSchema),
});
export interface GiftCertificatesResponse extends Envelope {
  certificates: OwnedGiftCertificate[];
}

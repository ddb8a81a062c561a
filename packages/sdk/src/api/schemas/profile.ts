import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/** @internal */
export const ActivityStatus = v.picklist(['new', 'unauthorized', 'old', 'freshly_active', 'second_order_active']);
export type ActivityStatus = 'new' | 'unauthorized' | 'old' | 'freshly_active' | 'second_order_active';

/** @internal */
export const ProfileAddress = v.object({
  id_H: v.string(),
  city_id: v.number(),
  is_far_moscow_region: maybe(v.boolean()),
  flat: maybe(v.string()),
  text: maybe(v.string()),
  street: maybe(v.string()),
  house: maybe(v.string()),
  block: maybe(v.string()),
  entrance: maybe(v.string()),
  comment: maybe(v.string()),
  latitude: maybe(v.number()),
  longitude: maybe(v.number()),
});
/** @internal */
export interface ProfileAddressSchema extends Named<typeof ProfileAddress> {}
export interface ProfileAddress {
  id_H: string;
  city_id: number;
  is_far_moscow_region?: boolean | null | undefined;
  flat?: string | null | undefined;
  text?: string | null | undefined;
  street?: string | null | undefined;
  house?: string | null | undefined;
  block?: string | null | undefined;
  entrance?: string | null | undefined;
  comment?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** @internal */
export const ExternalCard = v.object({
  id: v.string(),
  type: v.string(),
  paymentSortType: maybe(v.string()),
  mask: maybe(v.string()),
});
/** @internal */
export interface ExternalCardSchema extends Named<typeof ExternalCard> {}
export interface ExternalCard {
  id: string;
  type: string;
  paymentSortType?: string | null | undefined;
  mask?: string | null | undefined;
}

/** @internal */
export const SavedCard = v.object({
  id: v.string(),
  mask: v.string(),
  type: maybe(v.string()),
});
/** @internal */
export interface SavedCardSchema extends Named<typeof SavedCard> {}
export interface SavedCard {
  id: string;
  mask: string;
  type?: string | null | undefined;
}

/** The client profile (personal-cabinet §3). Only what the front end reads is validated. */
/** @internal */
export const Profile = v.object({
  id: v.union([v.number(), v.string()]),
  id_H: maybe(v.string()),
  phone: maybe(v.string()),
  phone_number: maybe(v.string()),
  email: maybe(v.string()),
  first_name: maybe(v.string()),
  last_name: maybe(v.string()),
  /** 'YYYY-MM-DD' (`client-details/update-details`). */
  birthday: maybe(v.string()),
  gender: maybe(v.picklist(['male', 'female'])),
  /**
   * The offer agreement waits for the client's answer ('Принимаю' / 'Не принимаю', `client-agreements`).
   * The spec names the modal and the call, not the flag: this name is ours (sandbox README).
   */
  needsOfferAgreement: maybe(v.boolean()),
  /** Body data (§3 client details, `client-details/update-details`): cm, kg, the lifestyle's id_H, kg. */
  height: maybe(v.number()),
  weight: maybe(v.number()),
  lifestyleId_H: maybe(v.string()),
  purposeWeight: maybe(v.number()),
  bmiFilled: maybe(v.boolean()),
  /**
   * The client's own invite slug (the `name_slug` a friend's visit carries as `invite`) and what an
   * invitation gives the friend and the client, roubles. Names ours: the spec names only `name_slug`.
   */
  name_slug: maybe(v.string()),
  referralBonus: maybe(v.object({ friend: v.number(), inviter: v.number() })),
  city_id: maybe(v.number()),
  activity_status: maybe(ActivityStatus),
  orders_count: maybe(v.number()),
  isNew: maybe(v.boolean()),
  isAutoTipsEnabled: maybe(v.boolean()),
  isLoyaltyEnabled: maybe(v.boolean()),
  proposeFiltersChange: maybe(v.boolean()),
  /** The filters the client last applied (`client-details/update-last-filter`). */
  lastFilterIds: v.optional(v.array(v.string())),
  has_active_subscription: maybe(v.boolean()),
  /** The client's last delivered day (YYYY-MM-DD…): the eating pause (§4) and the visitor facts of §2.3. */
  last_actual_delivery_date: maybe(v.string()),
  /** §3 last_menu_type: the line of the client's last order (§4: first in the default menu type's priority). */
  last_menu_type: maybe(v.string()),
  /** The client has read what cancelling a delivery means (`client-details/confirm-cancellation-info`). */
  isInformedAboutDeliveriesCancellation: maybe(v.boolean()),
  bonus_balance: maybe(v.number()),
  balance: maybe(v.number()),
  addresses: v.optional(v.array(ProfileAddress as ProfileAddressSchema), []),
  externalCards: v.optional(v.array(ExternalCard as ExternalCardSchema), []),
  card: maybe(SavedCard as SavedCardSchema),
  recurrentCard: maybe(SavedCard as SavedCardSchema),
  paymentTypesSort: v.optional(v.array(v.string()), []),
});
/** @internal */
export interface ProfileSchema extends Named<typeof Profile> {}
export interface Profile {
  id: number | string;
  id_H?: string | null | undefined;
  phone?: string | null | undefined;
  phone_number?: string | null | undefined;
  email?: string | null | undefined;
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  /** 'YYYY-MM-DD' (`client-details/update-details`). */
  birthday?: string | null | undefined;
  gender?: 'male' | 'female' | null | undefined;
  /**
   * The offer agreement waits for the client's answer ('Принимаю' / 'Не принимаю', `client-agreements`).
   * The spec names the modal and the call, not the flag: this name is ours (sandbox README).
   */
  needsOfferAgreement?: boolean | null | undefined;
  /** Body data (§3 client details, `client-details/update-details`): cm, kg, the lifestyle's id_H, kg. */
  height?: number | null | undefined;
  weight?: number | null | undefined;
  lifestyleId_H?: string | null | undefined;
  purposeWeight?: number | null | undefined;
  bmiFilled?: boolean | null | undefined;
  /**
   * The client's own invite slug (the `name_slug` a friend's visit carries as `invite`) and what an
   * invitation gives the friend and the client, roubles. Names ours: the spec names only `name_slug`.
   */
  name_slug?: string | null | undefined;
  referralBonus?: { friend: number; inviter: number } | null | undefined;
  city_id?: number | null | undefined;
  activity_status?: ActivityStatus | null | undefined;
  orders_count?: number | null | undefined;
  isNew?: boolean | null | undefined;
  isAutoTipsEnabled?: boolean | null | undefined;
  isLoyaltyEnabled?: boolean | null | undefined;
  proposeFiltersChange?: boolean | null | undefined;
  /** The filters the client last applied (`client-details/update-last-filter`). */
  lastFilterIds?: string[] | undefined;
  has_active_subscription?: boolean | null | undefined;
  /** The client's last delivered day (YYYY-MM-DD…): the eating pause (§4) and the visitor facts of §2.3. */
  last_actual_delivery_date?: string | null | undefined;
  /** §3 last_menu_type: the line of the client's last order (§4: first in the default menu type's priority). */
  last_menu_type?: string | null | undefined;
  /** The client has read what cancelling a delivery means (`client-details/confirm-cancellation-info`). */
  isInformedAboutDeliveriesCancellation?: boolean | null | undefined;
  bonus_balance?: number | null | undefined;
  balance?: number | null | undefined;
  addresses: ProfileAddress[];
  externalCards: ExternalCard[];
  card?: SavedCard | null | undefined;
  recurrentCard?: SavedCard | null | undefined;
  paymentTypesSort: string[];
}

/** @internal */
export const ProfileResponse = v.object({ ...Envelope.entries, profile: Profile as ProfileSchema });
export interface ProfileResponse extends Envelope {
  profile: Profile;
}

/** @internal */
export const ProfileSetRequest = v.object({
  first_name: v.optional(v.string()),
  last_name: v.optional(v.string()),
  email: v.optional(v.string()),
});
export interface ProfileSetRequest {
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
}

/** Body data an anonymous visitor keeps locally and sends after login (personal-cabinet §3). */
/** @internal */
export const ClientDetails = v.object({
  height: v.optional(v.number()),
  weight: v.optional(v.number()),
  purposeWeight: v.optional(v.number()),
  gender: v.optional(v.picklist(['male', 'female'])),
  birthday: v.optional(v.string()),
  lifestyleId_H: v.optional(v.string()),
});
export interface ClientDetails {
  height?: number | undefined;
  weight?: number | undefined;
  purposeWeight?: number | undefined;
  gender?: 'male' | 'female' | undefined;
  birthday?: string | undefined;
  lifestyleId_H?: string | undefined;
}

import { call, effect, type NoInput, REPLAY_CHARGE } from './declare';
import { BonusPurchaseResponse, BonusStoreResponse, GiftCertificatesResponse, type BonusPurchaseRequest } from '../schemas/bonus';
import { LoyaltyProgressResponse, LoyaltyStatusesResponse } from '../schemas/loyalty';

/** The bonus shop and gift certificates (personal-cabinet §7 "Bonuses and other"). */
export const bonusStore = {
  /** The shop's categories and items and the client's bonuses. */
  get: call<NoInput, BonusStoreResponse>('GET bonus/store', BonusStoreResponse),
  /** Buys an item with bonuses. Ours: `replay` (the same key answers with the first purchase). */
  buy: effect<BonusPurchaseRequest, BonusPurchaseResponse>('POST bonus/store', BonusPurchaseResponse, REPLAY_CHARGE),
  /** The gift certificates the client owns. */
  giftCertificates: call<NoInput, GiftCertificatesResponse>('GET gift-certificates', GiftCertificatesResponse),
} as const;

/** The loyalty program (personal-cabinet §7 "Profile and client"). */
export const loyalty = {
  /** The client's status and progress (`progress: null` before the first paid order). */
  progress: call<NoInput, LoyaltyProgressResponse>('GET clients/loyalty/progress', LoyaltyProgressResponse),
  /** Every status of the program with its threshold and benefits. */
  statuses: call<NoInput, LoyaltyStatusesResponse>('GET loyalty/statuses', LoyaltyStatusesResponse),
} as const;

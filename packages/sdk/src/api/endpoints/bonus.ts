import { defineEndpoint } from '../client';
import { defineEffect } from '../effects';
import { BonusPurchaseResponse, BonusStoreResponse, GiftCertificatesResponse, type BonusPurchaseRequest } from '../schemas/bonus';
import { LoyaltyProgressResponse, LoyaltyStatusesResponse } from '../schemas/loyalty';

/** The bonus shop and gift certificates (personal-cabinet §7 "Bonuses and other"). */
export const bonusStore = {
  /** The shop's categories and items and the client's bonuses. */
  get: defineEndpoint<Record<string, never>, BonusStoreResponse>({
    name: 'bonus/store',
    method: 'GET',
    path: 'bonus/store',
    response: BonusStoreResponse,
  }),
  /** Buys an item with bonuses. Ours: `replay` (the same key answers with the first purchase). */
  buy: defineEffect<BonusPurchaseRequest, BonusPurchaseResponse>({
    name: 'bonus/store',
    method: 'POST',
    path: 'bonus/store',
    response: BonusPurchaseResponse,
    effect: { kind: 'charge', status: { ask: 'replay' } },
  }),
  /** The gift certificates the client owns. */
  giftCertificates: defineEndpoint<Record<string, never>, GiftCertificatesResponse>({
    name: 'gift-certificates',
    method: 'GET',
    path: 'gift-certificates',
    response: GiftCertificatesResponse,
  }),
} as const;

/** The loyalty program (personal-cabinet §7 "Profile and client"). */
export const loyalty = {
  /** The client's status and progress (`progress: null` before the first paid order). */
  progress: defineEndpoint<Record<string, never>, LoyaltyProgressResponse>({
    name: 'clients/loyalty/progress',
    method: 'GET',
    path: 'clients/loyalty/progress',
    response: LoyaltyProgressResponse,
  }),
  /** Every status of the program with its threshold and benefits. */
  statuses: defineEndpoint<Record<string, never>, LoyaltyStatusesResponse>({
    name: 'loyalty/statuses',
    method: 'GET',
    path: 'loyalty/statuses',
    response: LoyaltyStatusesResponse,
  }),
} as const;

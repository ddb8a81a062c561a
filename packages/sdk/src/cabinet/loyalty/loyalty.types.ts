import type { LoyaltyProgress, LoyaltyStatus } from '../../api/schemas/loyalty';

/** What `loadLoyalty` brings: disabled for the profile (§3 isLoyaltyEnabled), or the progress and the statuses. */
export type LoyaltyLoaded =
  { enabled: false } | { enabled: true; progress: LoyaltyProgress | null; statuses: LoyaltyStatus[]; cityId: number };

export interface LoyaltyContext {
  progress: LoyaltyProgress | null;
  statuses: LoyaltyStatus[];
  /** The client's city (`clientCityId`): whose money the amounts are. */
  cityId: number;
  /** The load failure (Russian), in `error`. */
  error: string | undefined;
}

export type LoyaltyEvent = { type: 'RETRY' };

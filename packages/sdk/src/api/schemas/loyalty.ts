import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * The loyalty program (personal-cabinet §2.1 loyalty-program, §3 isLoyaltyEnabled, §7 GET
 * `clients/loyalty/progress`, GET `loyalty/statuses`). The spec names the calls, not their bodies:
 * ours are written down in packages/sandbox/README.md "Loyalty program".
 */

/** One status of the program, cheapest first: from `threshold` roubles of paid orders it gives `benefits`. */
/** @internal */
export const LoyaltyStatus = v.object({
  id: v.string(),
  title: v.string(),
  /** Roubles of paid orders from which the status holds. */
  threshold: v.number(),
  /** What the status gives, in Russian, one line each. */
  benefits: v.array(v.string()),
});
/** @internal */
export interface LoyaltyStatusSchema extends Named<typeof LoyaltyStatus> {}
export interface LoyaltyStatus {
  id: string;
  title: string;
  /** Roubles of paid orders from which the status holds. */
  threshold: number;
  /** What the status gives, in Russian, one line each. */
  benefits: string[];
}

/** @internal */
export const LoyaltyStatusesResponse = v.object({ ...Envelope.entries, statuses: v.array(LoyaltyStatus as LoyaltyStatusSchema) });
export interface LoyaltyStatusesResponse extends Envelope {
  statuses: LoyaltyStatus[];
}

/** The client's place in the program: the current status and the roubles of paid orders so far. */
/** @internal */
export const LoyaltyProgress = v.object({
  statusId: v.string(),
  /** Roubles of paid orders that count. */
  amount: v.number(),
  /** The next status, absent at the top. */
  nextStatusId: maybe(v.string()),
});
/** @internal */
export interface LoyaltyProgressSchema extends Named<typeof LoyaltyProgress> {}
export interface LoyaltyProgress {
  statusId: string;
  /** Roubles of paid orders that count. */
  amount: number;
  /** The next status, absent at the top. */
  nextStatusId?: string | null | undefined;
}

/** `progress` is null for a client without a paid order yet (no status). */
/** @internal */
export const LoyaltyProgressResponse = v.object({ ...Envelope.entries, progress: v.nullable(LoyaltyProgress as LoyaltyProgressSchema) });
export interface LoyaltyProgressResponse extends Envelope {
  progress: LoyaltyProgress | null;
}

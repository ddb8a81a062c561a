import type { ReferralContext } from './referral.types';

/** What a reader needs of the referral actor's snapshot: its context and its tags (`busy`, `charged`, `chargeFailed`). */
export interface ReferralSnapshot {
  context: ReferralContext;
  hasTag(tag: string): boolean;
}

/**
 * The referral bonus has no screen (the bonus is the backend's business, personal-cabinet §4): its
 * model says where the one charge is, for the dev panel, logs and tests. It takes no events from a
 * screen (the machine listens to the session), so there are no handlers.
 */
export interface ReferralView {
  status: 'watching' | 'charging' | 'charged' | 'failed';
  /** The slug that was charged (or refused). */
  slug: string | undefined;
}

export const referralView = (snapshot: ReferralSnapshot): ReferralView => ({
  status: snapshot.hasTag('busy')
    ? 'charging'
    : snapshot.hasTag('charged')
      ? 'charged'
      : snapshot.hasTag('chargeFailed')
        ? 'failed'
        : 'watching',
  slug: snapshot.context.slug,
});

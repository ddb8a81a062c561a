import type { Profile } from '../../api/schemas/profile';

/** The load's answer: the profile and the storefront's host (the link's origin). */
export interface InviteLoaded {
  profile: Profile;
  host: string;
}

export interface InviteContext {
  profile: Profile | undefined;
  /** The client's invite link; undefined while the profile has no slug. */
  link: string | undefined;
  /** The load's failure (Russian), in `error`. */
  error: string | undefined;
}

export type InviteEvent = { type: 'RETRY' } | { type: 'COPY' };

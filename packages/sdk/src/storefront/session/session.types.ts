import type { ActorRef, Snapshot } from 'xstate';
import type { Profile } from '../../api/schemas/profile';

// The session machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface SessionContext {
  /** Whether a client token cookie is set. The token itself never enters the context. */
  hasToken: boolean;
  profile: Profile | undefined;
  /** Readable text of the last profile failure. */
  error: string | undefined;
  /**
   * The `ApiError` kind of the last failure of the profile load that starts a visit with a token
   * (or its retry), until a profile arrives: the app's §8 'initial call error' rule reads it
   * (`initialCallRedirect`). 'unauthorized' for a refused token.
   */
  initialErrorKind: string | undefined;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string; profile: Profile }
  | { type: 'LOGOUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'RETRY' }
  | ProfileUpdatedEvent;

/** What a saved profile tells the app's session: the header's name, the checkout's profile block. */
export interface ProfileUpdatedEvent {
  type: 'PROFILE.UPDATED';
  profile: Profile;
}

/** The app's session as a screen that saves the profile sees it (settings, the checkout): the address of `PROFILE.UPDATED`. */
export type ProfileInbox = ActorRef<Snapshot<unknown>, ProfileUpdatedEvent>;

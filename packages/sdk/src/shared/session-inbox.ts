import type { ActorRef, Snapshot } from 'xstate';
import type { Profile } from '../api/schemas/profile';

/** What a finished login tells the app's session. */
export interface LoggedInEvent {
  type: 'LOGGED_IN';
  token: string;
  profile: Profile;
}

/**
 * The app's session actor as a screen machine sees it: the address a login hands its result to
 * (`LOGGED_IN`). The session lives in the runtime's own actor system, so a screen machine gets its
 * ref in its input and tells it itself: no relay between machines in React.
 */
export type SessionInbox = ActorRef<Snapshot<unknown>, LoggedInEvent>;

import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../storefront/session/session.machine';

/** The app's session: watched for the logged-in client's profile. */
export type ReferralSessionRef = ActorRefFrom<SessionMachine>;

export interface ReferralInput {
  /** The app's session: watched; a logged-in client with a phone is charged once. */
  session?: ReferralSessionRef;
}

/** What the watcher reports: the logged-in client (undefined = nobody). */
export interface ReferralClient {
  id_H: string | undefined;
  phone: string | undefined;
  ownSlug: string | undefined;
}

export interface ReferralContext {
  session: ReferralSessionRef | undefined;
  client: ReferralClient | undefined;
  /** The slug that was charged (or refused), for the log and tests. */
  slug: string | undefined;
  /** The last failure (technical; nothing is shown: the bonus is the backend's business). */
  error: unknown;
}

export type ReferralEvent = { type: 'SESSION.CHANGED'; client: ReferralClient | undefined };

import type { ActorRefFrom } from 'xstate';
import type { Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import type { SessionMachine } from '../session/session.machine';
import type { NewClientProfileFields } from './new-client-profile.rules';

// The new-client-profile machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export type NewClientSessionRef = ActorRefFrom<SessionMachine>;

export interface NewClientProfileInput {
  hid: string;
  /** The app's session: told the saved profile, so the frame's name changes at once. */
  session?: NewClientSessionRef;
}

export interface NewClientProfileLoaded {
  order: Order;
  profile: Profile;
}

export interface NewClientProfileContext {
  hid: string;
  session: NewClientSessionRef | undefined;
  order: Order | undefined;
  profile: Profile | undefined;
  fields: NewClientProfileFields;
  /** SUBMIT was pressed once: the field errors show from then on. */
  touched: boolean;
  error: string | undefined;
}

export type NewClientProfileEvent =
  { type: 'FIELD.CHANGE'; field: keyof NewClientProfileFields; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

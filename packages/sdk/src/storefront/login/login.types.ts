import type { SessionInbox } from '../../shared/session-inbox';
import type { Profile } from '../../api/schemas/profile';
import type { PhoneCountry } from '../../domain/phone';

// The login machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export interface LoginInput {
  /**
   * The visitor's city (the app's one city actor: route, query, host, cookie, IP): it picks the
   * phone mask, the placeholder and the `cityId` of send-sms and login. Required: a screen that
   * forgot it would silently ask a Minsk visitor for a Russian number.
   */
  cityId: number;
  /** No city choice and no order on the screen (/login): a number of the other country picks its country and city (README). */
  numberPicksCountry?: boolean;
  /** The empty-phone message of the screen using it (spec §5 has five). */
  emptyMessage?: string;
  /** Start at the code step for a phone whose SMS was already sent (the funnel's /order/{hid}/confirm). */
  phone?: string;
  /** The app's session: told `LOGGED_IN` with the result (a screen's own login; not when a banner invokes it). */
  session?: SessionInbox;
  /** Where to go once logged in (replacing this page), e.g. the order's checkout after /order/{hid}/confirm. */
  next?: string;
}

export interface LoginOutput {
  token: string;
  profile: Profile;
}

export interface LoginContext {
  /** The SMS's and login's city: the visitor's, or the number's country's (`numberPicksCountry`). */
  cityId: number;
  visitorCityId: number;
  numberPicksCountry: boolean;
  country: PhoneCountry;
  emptyMessage: string;
  /** Masked phone as shown in the field. */
  phone: string;
  /** +79161234567 once the phone step passed. */
  e164: string | undefined;
  phoneError: string | undefined;
  code: string;
  codeError: string | undefined;
  /** A failure that is not the user's (network, server, malformed answer); RETRY repeats the call. */
  networkError: string | undefined;
  /** Incremented whenever the code field must take the focus again. */
  focusCodeKey: number;
  result: LoginOutput | undefined;
  session: SessionInbox | undefined;
  next: string | undefined;
}

export type LoginEvent =
  | { type: 'PHONE.CHANGE'; value: string }
  | { type: 'PHONE.SUBMIT' }
  | { type: 'PHONE.EDIT' }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'CODE.RESEND' }
  | { type: 'RETRY' };

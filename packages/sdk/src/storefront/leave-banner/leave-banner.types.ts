import type { LoginOutput } from '../login/login.types';
import type { SessionInbox } from '../../shared/session-inbox';

// The leave-banner machine's hand-written types (input, context, events, reports); never imports the machine (issue 32).
export type LeaveBannerVariant = 'p1' | 'p2' | 'p3' | 'trial';

export interface LeaveBannerInput {
  /**
   * The landing's business product (`standard`, `day`, `detox`…). The day product offers the trial;
   * otherwise the visitor's target decides the offer (p1/p2/p3), read when the banner opens from
   * the target cookie the order block keeps, so a target chosen just before leaving counts.
   */
  product: string;
  /** The visitor's activity status; 'unauthorized' when nobody is logged in. */
  activityStatus?: string;
  /** The visitor's city (the app's city actor): the login's phone mask and SMS. Required. */
  cityId: number;
  /** The app's session: told `LOGGED_IN` when the visitor accepts the offer by logging in. */
  session?: SessionInbox;
}

export interface LeaveBannerOutput {
  /** 'accepted' = logged in with the offer; otherwise how the banner ended. */
  result: 'accepted' | 'dismissed' | 'expired' | 'notShown';
  variant: LeaveBannerVariant;
  /** 10 for the trial offer, 5 extra on the first order otherwise. */
  discountPercent: number;
  promocode: string | undefined;
  login: LoginOutput | undefined;
}

export interface LeaveBannerContext {
  product: string;
  /** The offer: decided when the banner opens (`trial`, or the visitor's target then); fixed while open. */
  variant: LeaveBannerVariant;
  activityStatus: string;
  cityId: number;
  /** Wall-clock deadline of the 300-second countdown, and the machine's last look at the clock. */
  deadline: number | undefined;
  now: number;
  login: LoginOutput | undefined;
  result: LeaveBannerOutput['result'] | undefined;
  session: SessionInbox | undefined;
}

export type LeaveBannerEvent = { type: 'MOUSE.LEAVE' } | { type: 'TOUCH' } | { type: 'DISMISS' };

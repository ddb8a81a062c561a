import type { RatingReason, RatingTask } from '../../api/schemas/rating';
import type { SavedCard } from '../../api/schemas/profile';
import type { Tip } from '../../api/schemas/tips';
import type { CardSource } from '../../checkout/payment/payment.types';
import type { RatingDraft } from './courier-rating.rules';

export interface CourierRatingInput {
  /** The order of the rates route (`/new-dashboard/rates/{orderId?}`), if any. */
  orderId?: string | undefined;
  /** Where a 3-D Secure check returns to (the rates page's path). */
  returnPath?: string | undefined;
  /**
   * `page` (default): the rates screen the client opened. `modal`: the root view's tips modal
   * (personal-cabinet §2.4), shown 3 s after the tasks load only when `shouldBeShown.ratingScreen`
   * and a driver waits for a rating; its load failure is logged only (nothing to show).
   */
  presentation?: 'page' | 'modal' | undefined;
}

export interface CourierRatingLoaded {
  /** The pending task (`tasks`), if any. */
  task: RatingTask | undefined;
  /** `shouldBeShown.ratingScreen`: the backend asks the front to put the rating screen before the client. */
  prompt: boolean;
  reasons: RatingReason[];
  tips: Tip[];
  savedCard: SavedCard | undefined;
  /** The client's city (`clientCityId`): whose money the tips are. */
  cityId: number;
}

export interface CourierRatingContext extends CourierRatingLoaded {
  orderId: string | undefined;
  returnPath: string | undefined;
  presentation: 'page' | 'modal';
  drafts: Record<string, RatingDraft>;
  /** The driver the tip dialog is for, and the amount chosen. */
  tipDriverId: string | undefined;
  tipAmountId: string | undefined;
  /** Drivers tipped in this visit. */
  tipped: string[];
  error: string | undefined;
  rateError: string | undefined;
  tipError: string | undefined;
}

export interface PayTipInput {
  taskId: string;
  driverId: string;
  amountId: string;
  savedCardId: string | undefined;
  /** A new card: read once, by the payer, to build the cryptogram. Its data never enters context. */
  card: CardSource | undefined;
  /** Paid on the Assist page (`assist-pay-request-for-tip`) instead of a card here. */
  assist: boolean;
  returnPath: string;
}

/** What the machine ends with (`empty`: nothing, or nothing more, to rate). */
export interface CourierRatingOutput {
  /** A tip was paid in this visit. */
  tipped: boolean;
}

/** Paid here, or the page leaves for the bank's 3-D Secure check or the Assist page. */
export type PayTipOutput = { status: 'paid' } | { status: '3ds' } | { status: 'assist' };

export type CourierRatingEvent =
  | { type: 'RETRY' }
  | { type: 'STARS'; driverId: string; stars: number }
  | { type: 'REASON.TOGGLE'; driverId: string; reasonId: string }
  | { type: 'SUBMIT'; driverId: string }
  | { type: 'CLOSE' }
  | { type: 'TIP.OPEN'; driverId: string }
  | { type: 'TIP.AMOUNT'; amountId: string }
  | { type: 'TIP.PAY'; card?: CardSource | undefined; assist?: boolean | undefined }
  | { type: 'TIP.DISMISS' };

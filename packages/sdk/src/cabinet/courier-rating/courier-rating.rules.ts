import type { RatingDriver, RatingReason, RatingTask } from '../../api/schemas/rating';
import { isEffectUnknown } from '../../api/effects';
import { isApiError, shownInPlace } from '../../api/errors';
import { PAYMENT_STATUS_TEXTS } from '../../checkout/payment/payment.rules';
import { TIP_PAYMENT_ERROR } from '../../domain/messages';

/**
 * The rules of courier ratings and tips (personal-cabinet §3 "Driver rating task", §4 "Tips flow",
 * "Auto-tips", §8), one pure function each.
 */

/** 1–3 stars are a negative rating (ours: the spec says "negative", the reasons' split is 1–3 / 4–5). */
export const NEGATIVE_STARS_MAX = 3;
export const isNegativeRating = (stars: number | null | undefined): boolean => stars != null && stars <= NEGATIVE_STARS_MAX;

export interface RatingDraft {
  stars: number | undefined;
  reasons: string[];
}

/** A driver still waits for the client's rating. */
export const hasPendingDriver = (task: RatingTask | undefined): boolean => (task?.drivers ?? []).some((driver) => driver.rating == null);

/**
 * What the machine shows after the load: the rates page shows any task with drivers (the client came
 * to rate); the root view's modal (§2.4 tips modal) only a task the backend asks to show
 * (`shouldBeShown.ratingScreen`) with a driver not rated yet.
 */
export function showsTask(presentation: 'page' | 'modal', loaded: { task: RatingTask | undefined; prompt: boolean }): boolean {
  if (!loaded.task || loaded.task.drivers.length === 0) return false;
  return presentation === 'page' || (loaded.prompt && hasPendingDriver(loaded.task));
}

/** The reasons offered for these stars (feedback_reasons.logisticsStars). */
export const reasonsFor = (reasons: readonly RatingReason[], stars: number | undefined): RatingReason[] =>
  stars === undefined ? [] : reasons.filter((r) => r.stars.includes(stars));

/** The driver's stars: the submitted rating, else the draft's. */
export const starsOf = (driver: RatingDriver, draft: RatingDraft | undefined): number | undefined => driver.rating ?? draft?.stars;

/** No tip for a negative courier rating, and one tip per driver. */
export const canTip = (driver: RatingDriver, draft: RatingDraft | undefined, tipped: readonly string[]): boolean =>
  !tipped.includes(driver.id) && !isNegativeRating(starsOf(driver, draft));

/** Choosing stars keeps only the reasons that belong to them. */
export function draftWithStars(reasons: readonly RatingReason[], draft: RatingDraft | undefined, stars: number): RatingDraft {
  const allowed = new Set(reasonsFor(reasons, stars).map((r) => r.id));
  return { stars, reasons: (draft?.reasons ?? []).filter((id) => allowed.has(id)) };
}

export function toggleReason(draft: RatingDraft | undefined, reasonId: string): RatingDraft {
  const current = draft ?? { stars: undefined, reasons: [] };
  return {
    ...current,
    reasons: current.reasons.includes(reasonId) ? current.reasons.filter((r) => r !== reasonId) : [...current.reasons, reasonId],
  };
}

/** A failed tip payment: the server's message, else 'Произошла ошибка. Обратитесь к администратору' (§8). */
export function tipFailureText(error: unknown): string {
  if (error instanceof TipDeclined) return error.serverMessage ?? TIP_PAYMENT_ERROR;
  // The charge may have been made (no answer, a malformed one, a 5xx): never said as a failure.
  if (isEffectUnknown(error)) return TIP_UNKNOWN_TEXT;
  if (isApiError(error)) {
    shownInPlace(error);
    return error.messages[0] ?? TIP_PAYMENT_ERROR;
  }
  return TIP_PAYMENT_ERROR;
}

/**
 * A tip whose charge was sent but not answered (ours: the spec has no text). The next press asks
 * with the same intent key: the backend answers with the first charge, never a second one.
 */
export const TIP_UNKNOWN_TEXT = `${PAYMENT_STATUS_TEXTS.processingTitle}… Не оплачивайте чаевые повторно: нажмите «${PAYMENT_STATUS_TEXTS.check}».`;

/** One tip intent (task, courier, amount): the key its charges send on every press and reload. */
export const tipIntent = (tip: { taskId: string; driverId: string; amountId: string }): string =>
  `tip:${tip.taskId}:${tip.driverId}:${tip.amountId}`;

/** A tip charge the server answered without success (its `message`, if any). */
export class TipDeclined extends Error {
  readonly serverMessage: string | undefined;
  readonly data: unknown;
  constructor(serverMessage: string | undefined, data?: unknown) {
    super(serverMessage ?? 'tip declined');
    this.name = 'TipDeclined';
    this.serverMessage = serverMessage;
    this.data = data;
  }
}

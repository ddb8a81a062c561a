import type { RatingDriver, RatingReason, RatingTask } from '../../api/schemas/rating';
import { isApiError, shownInPlace } from '../../api/errors';
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
  return { ...current, reasons: current.reasons.includes(reasonId) ? current.reasons.filter((r) => r !== reasonId) : [...current.reasons, reasonId] };
}

/** A failed tip payment: the server's message, else 'Произошла ошибка. Обратитесь к администратору' (§8). */
export function tipFailureText(error: unknown): string {
  if (error instanceof TipDeclined) return error.serverMessage ?? TIP_PAYMENT_ERROR;
  if (isApiError(error)) {
    shownInPlace(error);
    return error.messages[0] ?? TIP_PAYMENT_ERROR;
  }
  return TIP_PAYMENT_ERROR;
}

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

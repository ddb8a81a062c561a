/** Courier ratings and tips: calls, schemas, the courier rating machine (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { rating } from '../api/endpoints/rating';
export {
  ForTipRequest, RateDriverRequest, RatingDriver, RatingReason, RatingTask, RatingTasksResponse, TipChargeResponse, TipChargeTokenRequest,
} from '../api/schemas/rating';
export { COURIER_RATING_TEXTS, courierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export { provideCourierRating } from '../cabinet/courier-rating/courier-rating.provide';
export {
  canTip, draftWithStars, isNegativeRating, NEGATIVE_STARS_MAX, reasonsFor, starsOf, TipDeclined, tipFailureText, toggleReason,
} from '../cabinet/courier-rating/courier-rating.rules';
export type { RatingDraft } from '../cabinet/courier-rating/courier-rating.rules';
export type { CourierRatingContext, CourierRatingEvent, CourierRatingInput, CourierRatingLoaded, PayTipInput, PayTipOutput } from '../cabinet/courier-rating/courier-rating.types';
export type { CourierRatingMachine } from '../cabinet/courier-rating/courier-rating.machine';
export { connectCourierRating, courierRatingView } from '../cabinet/courier-rating/courier-rating.connect';
export type { CourierRatingHandlers, CourierRatingSnapshot, CourierRatingView, DriverView, TipDialogView } from '../cabinet/courier-rating/courier-rating.connect';

/** Courier ratings and tips: calls, schemas (re-exported by `@mealflow/sdk/cabinet` and `@mealflow/sdk`). */
export { rating } from '../api/endpoints/rating';
export {
  ForTipRequest, RateDriverRequest, RatingDriver, RatingReason, RatingTask, RatingTasksResponse, TipChargeResponse, TipChargeTokenRequest,
} from '../api/schemas/rating';

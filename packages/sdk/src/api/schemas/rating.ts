import * as v from 'valibot';
import type { Named } from './common';
import { envelope, maybe } from './common';

/**
 * Courier ratings and tips (personal-cabinet §3 "Driver rating task", "Tip", §4 "Tips flow", §7
 * "Tips"). The spec names task_id, tasks.drivers, shouldBeShown.ratingScreen and
 * feedback_reasons.logisticsStars; the driver's and the reason's fields are ours (sandbox README
 * "Courier ratings and tips").
 */
export const RatingDriver = v.object({
  id: v.string(),
  name: v.string(),
  /** 'YYYY-MM-DD' of the delivery the driver brought. */
  deliveryDate: v.string(),
  /** 1–5 once rated. */
  rating: maybe(v.number()),
});
export interface RatingDriverSchema extends Named<typeof RatingDriver> {}
export interface RatingDriver extends v.InferOutput<typeof RatingDriver> {}

/** A reason a client can give, for the star values it belongs to. */
export const RatingReason = v.object({ id: v.string(), title: v.string(), stars: v.array(v.number()) });
export interface RatingReasonSchema extends Named<typeof RatingReason> {}
export interface RatingReason extends v.InferOutput<typeof RatingReason> {}

export const RatingTask = v.object({
  task_id: v.string(),
  orderId_H: maybe(v.string()),
  drivers: v.array(RatingDriver as RatingDriverSchema),
});
export interface RatingTaskSchema extends Named<typeof RatingTask> {}
export interface RatingTask extends v.InferOutput<typeof RatingTask> {}

export const RatingTasksResponse = v.object({
  ...envelope,
  shouldBeShown: v.object({ ratingScreen: v.boolean() }),
  tasks: maybe(RatingTask as RatingTaskSchema),
  feedback_reasons: v.optional(v.object({ logisticsStars: v.array(RatingReason as RatingReasonSchema) }), { logisticsStars: [] }),
});
export interface RatingTasksResponse extends v.InferOutput<typeof RatingTasksResponse> {}

/** `rating-tasks/{task_id}`: one driver's stars and the reasons chosen. */
export const RateDriverRequest = v.object({
  task_id: v.string(),
  driverId: v.string(),
  stars: v.number(),
  reasons: v.array(v.string()),
  comment: v.optional(v.string()),
});
export interface RateDriverRequest extends v.InferOutput<typeof RateDriverRequest> {}

/** `payments/for-tip`: a payment for a tip to the driver of a task (amount_id from the tips offered). */
export const ForTipRequest = v.object({ task_id: v.string(), driverId: v.string(), amount_id: v.string() });
export interface ForTipRequest extends v.InferOutput<typeof ForTipRequest> {}

/** `payments/tip/charge-token`: the tip paid with a saved card. */
export const TipChargeTokenRequest = v.object({ payment: v.string(), card: v.string() });
export interface TipChargeTokenRequest extends v.InferOutput<typeof TipChargeTokenRequest> {}

/** A tip payment's answer (success, message, data: §7 "send payment"). */
export const TipChargeResponse = v.object({ ...envelope, message: maybe(v.string()), data: maybe(v.unknown()) });
export interface TipChargeResponse extends v.InferOutput<typeof TipChargeResponse> {}

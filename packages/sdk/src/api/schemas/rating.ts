import * as v from 'valibot';
import type { Named } from './common';
import { Envelope, maybe } from './common';

/**
 * Courier ratings and tips (personal-cabinet §3 "Driver rating task", "Tip", §4 "Tips flow", §7
 * "Tips"). The spec names task_id, tasks.drivers, shouldBeShown.ratingScreen and
 * feedback_reasons.logisticsStars; the driver's and the reason's fields are ours (sandbox README
 * "Courier ratings and tips").
 */
/** @internal */
export const RatingDriver = v.object({
  id: v.string(),
  name: v.string(),
  /** 'YYYY-MM-DD' of the delivery the driver brought. */
  deliveryDate: v.string(),
  /** 1–5 once rated. */
  rating: maybe(v.number()),
});
/** @internal */
export interface RatingDriverSchema extends Named<typeof RatingDriver> {}
export interface RatingDriver {
  id: string;
  name: string;
  /** 'YYYY-MM-DD' of the delivery the driver brought. */
  deliveryDate: string;
  /** 1–5 once rated. */
  rating?: number | null | undefined;
}

/** A reason a client can give, for the star values it belongs to. */
/** @internal */
export const RatingReason = v.object({ id: v.string(), title: v.string(), stars: v.array(v.number()) });
/** @internal */
export interface RatingReasonSchema extends Named<typeof RatingReason> {}
export interface RatingReason {
  id: string;
  title: string;
  stars: number[];
}

/** @internal */
export const RatingTask = v.object({
  task_id: v.string(),
  orderId_H: maybe(v.string()),
  drivers: v.array(RatingDriver as RatingDriverSchema),
});
/** @internal */
export interface RatingTaskSchema extends Named<typeof RatingTask> {}
export interface RatingTask {
  task_id: string;
  orderId_H?: string | null | undefined;
  drivers: RatingDriver[];
}

/** @internal */
export const RatingTasksResponse = v.object({
  ...Envelope.entries,
  shouldBeShown: v.object({ ratingScreen: v.boolean() }),
  tasks: maybe(RatingTask as RatingTaskSchema),
  feedback_reasons: v.optional(v.object({ logisticsStars: v.array(RatingReason as RatingReasonSchema) }), { logisticsStars: [] }),
});
export interface RatingTasksResponse extends Envelope {
  shouldBeShown: { ratingScreen: boolean };
  tasks?: RatingTask | null | undefined;
  feedback_reasons: { logisticsStars: RatingReason[] };
}

/** `rating-tasks/{task_id}`: one driver's stars and the reasons chosen. */
/** @internal */
export const RateDriverRequest = v.object({
  task_id: v.string(),
  driverId: v.string(),
  stars: v.number(),
  reasons: v.array(v.string()),
  comment: v.optional(v.string()),
});
export interface RateDriverRequest {
  task_id: string;
  driverId: string;
  stars: number;
  reasons: string[];
  comment?: string | undefined;
}

/** `payments/for-tip`: a payment for a tip to the driver of a task (amount_id from the tips offered). */
/** @internal */
export const ForTipRequest = v.object({ task_id: v.string(), driverId: v.string(), amount_id: v.string() });
export interface ForTipRequest {
  task_id: string;
  driverId: string;
  amount_id: string;
}

/** `payments/tip/charge-token`: the tip paid with a saved card. */
/** @internal */
export const TipChargeTokenRequest = v.object({ payment: v.string(), card: v.string() });
export interface TipChargeTokenRequest {
  payment: string;
  card: string;
}

/** A tip payment's answer (success, message, data: §7 "send payment"). */
/** @internal */
export const TipChargeResponse = v.object({ ...Envelope.entries, message: maybe(v.string()), data: maybe(v.unknown()) });
export interface TipChargeResponse extends Envelope {
  message?: string | null | undefined;
  data?: unknown | null | undefined;
}

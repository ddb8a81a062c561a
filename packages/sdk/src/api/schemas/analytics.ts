import * as v from 'valibot';
import { envelope, maybe } from './common';

/** The analytics proxies' answers (personal-cabinet §7 Marketing; `api/endpoints/analytics.ts`). */
export const AnalyticsAck = v.object({ ...envelope });
export interface AnalyticsAck extends v.InferOutput<typeof AnalyticsAck> {}

/** Exponea dimensions: `results[].value` per requested attribute, in order. */
export const DimensionsResponse = v.object({
  ...envelope,
  results: v.array(v.object({ value: v.unknown(), success: maybe(v.boolean()) })),
});
export interface DimensionsResponse extends v.InferOutput<typeof DimensionsResponse> {}

/** CleverData dimensions by analytics client id: segment names. */
export const CleverdataDimensionsResponse = v.object({ ...envelope, segments: v.array(v.string()) });
export interface CleverdataDimensionsResponse extends v.InferOutput<typeof CleverdataDimensionsResponse> {}

/** The marketing segmentation proxy: the visitor's segment, or null. */
export const SegmentationResponse = v.object({ ...envelope, segment: v.nullable(v.string()) });
export interface SegmentationResponse extends v.InferOutput<typeof SegmentationResponse> {}

export const AnalyticsProfileResponse = v.object({ ...envelope, profile: v.record(v.string(), v.unknown()) });
export interface AnalyticsProfileResponse extends v.InferOutput<typeof AnalyticsProfileResponse> {}

export interface CustomerIds {
  registered_H?: string;
  google_analytics?: string;
  ym_uid?: string;
}
export interface AnalyticsEventRequest {
  customer_ids: CustomerIds;
  /** Always prefixed `SITE_` (`analyticsEventType`). */
  event_type: string;
  properties: Record<string, string | number | boolean | null>;
}
export interface DimensionsRequest {
  customer_ids: CustomerIds;
  attributes: ReadonlyArray<{ type: string; id: string }>;
}

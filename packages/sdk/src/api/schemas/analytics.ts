import * as v from 'valibot';
import { Envelope, maybe } from './common';

/** The analytics proxies' answers (personal-cabinet §7 Marketing; `api/endpoints/analytics.ts`). */
/** @internal */
export const AnalyticsAck = v.object({ ...Envelope.entries });
export interface AnalyticsAck extends Envelope {}

/** Exponea dimensions: `results[].value` per requested attribute, in order. */
/** @internal */
export const DimensionsResponse = v.object({
  ...Envelope.entries,
  results: v.array(v.object({ value: v.unknown(), success: maybe(v.boolean()) })),
});
export interface DimensionsResponse extends Envelope {
  results: { value: unknown; success?: boolean | null | undefined }[];
}

/** CleverData dimensions by analytics client id: segment names. */
/** @internal */
export const CleverdataDimensionsResponse = v.object({ ...Envelope.entries, segments: v.array(v.string()) });
export interface CleverdataDimensionsResponse extends Envelope {
  segments: string[];
}

/** The marketing segmentation proxy: the visitor's segment, or null. */
/** @internal */
export const SegmentationResponse = v.object({ ...Envelope.entries, segment: v.nullable(v.string()) });
export interface SegmentationResponse extends Envelope {
  segment: string | null;
}

/** @internal */
export const AnalyticsProfileResponse = v.object({ ...Envelope.entries, profile: v.record(v.string(), v.unknown()) });
export interface AnalyticsProfileResponse extends Envelope {
  profile: Record<string, unknown>;
}

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

import * as v from 'valibot';
import { envelope, maybe } from './common';

/** The analytics proxies' answers (personal-cabinet §7 Marketing; `api/endpoints/analytics.ts`). */
/** @internal */
export const AnalyticsAck = v.object({ ...envelope });
export interface AnalyticsAck {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
}

/** Exponea dimensions: `results[].value` per requested attribute, in order. */
/** @internal */
export const DimensionsResponse = v.object({
  ...envelope,
  results: v.array(v.object({ value: v.unknown(), success: maybe(v.boolean()) })),
});
export interface DimensionsResponse {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
  results: { value: unknown; success?: boolean | null | undefined }[];
}

/** CleverData dimensions by analytics client id: segment names. */
/** @internal */
export const CleverdataDimensionsResponse = v.object({ ...envelope, segments: v.array(v.string()) });
export interface CleverdataDimensionsResponse {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
  segments: string[];
}

/** The marketing segmentation proxy: the visitor's segment, or null. */
/** @internal */
export const SegmentationResponse = v.object({ ...envelope, segment: v.nullable(v.string()) });
export interface SegmentationResponse {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
  segment: string | null;
}

/** @internal */
export const AnalyticsProfileResponse = v.object({ ...envelope, profile: v.record(v.string(), v.unknown()) });
export interface AnalyticsProfileResponse {
  success?: boolean | undefined;
  code?: number | null | undefined;
  messages?: string[] | null | undefined;
  errors?: string[] | null | undefined;
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

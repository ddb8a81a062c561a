import { defineEndpoint } from '../client';
import {
  AnalyticsAck,
  AnalyticsProfileResponse,
  CleverdataDimensionsResponse,
  DimensionsResponse,
  SegmentationResponse,
  type AnalyticsEventRequest,
  type DimensionsRequest,
} from '../schemas/analytics';

/**
 * The analytics proxies of personal-cabinet §7 Marketing, on the site's own host under `/api/analytics/`
 * (the spec names no hosts; ours proxy to the analytics vendors). Only the analytics port calls them
 * (`ports/analytics-proxy.ts`): all no-ops unless configured, none blocks a screen.
 */
export const analyticsCalls = {
  event: defineEndpoint<AnalyticsEventRequest, AnalyticsAck>({
    name: 'analytics/event',
    method: 'POST',
    path: 'api/analytics/event',
    absolute: true,
    response: AnalyticsAck,
  }),
  dimensions: defineEndpoint<DimensionsRequest, DimensionsResponse>({
    name: 'analytics/dimensions',
    method: 'POST',
    path: 'api/analytics/dimensions',
    absolute: true,
    response: DimensionsResponse,
  }),
  cleverdataDimensions: defineEndpoint<{ clientId: string }, CleverdataDimensionsResponse>({
    name: 'analytics/cleverdata-dimensions',
    method: 'GET',
    path: 'api/analytics/cleverdata-dimensions',
    absolute: true,
    response: CleverdataDimensionsResponse,
  }),
  cleverdataSend: defineEndpoint<{ clientId: string; event: string }, AnalyticsAck>({
    name: 'analytics/cleverdata-send',
    method: 'POST',
    path: 'api/analytics/cleverdata-send',
    absolute: true,
    response: AnalyticsAck,
  }),
  segmentation: defineEndpoint<{ clientId: string }, SegmentationResponse>({
    name: 'analytics/segmentation',
    method: 'GET',
    path: 'api/analytics/segmentation',
    absolute: true,
    response: SegmentationResponse,
  }),
  dataImport: defineEndpoint<
    { customer_ids: DimensionsRequest['customer_ids']; properties: Record<string, string | number | boolean | null> },
    AnalyticsAck
  >({ name: 'analytics/data-import', method: 'POST', path: 'api/analytics/data-import', absolute: true, response: AnalyticsAck }),
  profile: defineEndpoint<{ clientId: string }, AnalyticsProfileResponse>({
    name: 'analytics/profile',
    method: 'GET',
    path: 'api/analytics/profile',
    absolute: true,
    response: AnalyticsProfileResponse,
  }),
} as const;

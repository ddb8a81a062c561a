import type * as v from 'valibot';
import { call, type Route } from './declare';
import {
  AnalyticsAck,
  AnalyticsProfileResponse,
  CleverdataDimensionsResponse,
  DimensionsResponse,
  SegmentationResponse,
  type AnalyticsEventRequest,
  type DimensionsRequest,
} from '../schemas/analytics';

/** A proxy call: the path is `api/` and its name, on the site's own host. */
const proxy = <I, O>(route: Route, response: v.GenericSchema<unknown, O>) =>
  call<I, O>(route, response, { path: `api/${route.slice(route.indexOf(' ') + 1)}`, absolute: true });

/**
 * The analytics proxies of personal-cabinet §7 Marketing, on the site's own host under `/api/analytics/`
 * (the spec names no hosts; ours proxy to the analytics vendors). Only the analytics port calls them
 * (`ports/analytics-proxy.ts`): all no-ops unless configured, none blocks a screen.
 */
export const analyticsCalls = {
  event: proxy<AnalyticsEventRequest, AnalyticsAck>('POST analytics/event', AnalyticsAck),
  dimensions: proxy<DimensionsRequest, DimensionsResponse>('POST analytics/dimensions', DimensionsResponse),
  cleverdataDimensions: proxy<{ clientId: string }, CleverdataDimensionsResponse>(
    'GET analytics/cleverdata-dimensions',
    CleverdataDimensionsResponse,
  ),
  cleverdataSend: proxy<{ clientId: string; event: string }, AnalyticsAck>('POST analytics/cleverdata-send', AnalyticsAck),
  segmentation: proxy<{ clientId: string }, SegmentationResponse>('GET analytics/segmentation', SegmentationResponse),
  dataImport: proxy<
    { customer_ids: DimensionsRequest['customer_ids']; properties: Record<string, string | number | boolean | null> },
    AnalyticsAck
  >('POST analytics/data-import', AnalyticsAck),
  profile: proxy<{ clientId: string }, AnalyticsProfileResponse>('GET analytics/profile', AnalyticsProfileResponse),
} as const;

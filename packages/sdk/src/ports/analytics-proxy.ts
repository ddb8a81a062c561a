import type { ApiClient } from '../api/client';
import { analyticsCalls } from '../api/endpoints/analytics';
import type { CustomerIds } from '../api/schemas/analytics';
import {
  DIMENSIONS_STORAGE_KEY,
  SEGMENTATION_TIMEOUT_MS,
  SESSION_LOAD_COOKIE,
  SESSION_LOAD_MINUTES,
  analyticsEventType,
  dimensionValues,
  eventProperties,
  sessionLoadCookieDays,
  type EventProperty,
} from '../domain/analytics';
import {
  ADD_TO_CART_EVENT_DELAY_MS,
  ANALYTICS_INIT_RETRIES,
  ANALYTICS_INIT_RETRY_MS,
  DATA_LAYER_POLL_MAX,
  DATA_LAYER_POLL_MS,
} from '../domain/constants';
import { pollUntil } from './poll-until';
import type { AnalyticsPort, ClockPort, CookiePort, StoragePort } from '../ports';

/** The page's metrics object (`undefined` until its script has loaded) and how the second brand's flag is set on it. */
export interface SecondBrandMetrics<M extends object> {
  find(): M | undefined;
  flag(metrics: M): void;
}

export interface ProxyAnalyticsOptions<M extends object = object> {
  /** Off unless configured: with `false` every method is a no-op and nothing is sent. */
  enabled: boolean;
  /** The API client, or a getter for it (the app's wiring creates the client after the ports). */
  api: ApiClient | (() => ApiClient | undefined);
  cookies: CookiePort;
  storage: StoragePort;
  clock: ClockPort;
  /** The visitor's ids (registered_H, google_analytics, ym_uid) at the moment of sending. */
  customerIds(): CustomerIds;
  /** The page's data layer (`window.dataLayer`), `undefined` until the tag manager has loaded. */
  dataLayer?: () => unknown[] | undefined;
  /** Where failures go ("logged", personal-cabinet §8); `console.warn` by default. */
  log?: (message: string, error: unknown) => void;
  /** The metrics object the second brand's flag is set on (`secondBrandFlag`); none: the port has no `secondBrandFlag`. */
  secondBrandMetrics?: SecondBrandMetrics<M>;
}

/**
 * The analytics port over the site's analytics proxies (personal-cabinet §7 Marketing, §8, §9).
 * Nothing here blocks a screen: every method returns at once or a promise that never rejects; a
 * failed call is logged, defaults are stored and the flow continues.
 */
export interface ProxyAnalytics extends AnalyticsPort {
  /** `SITE_`-prefixed event to the event proxy, sent 200 ms after the add-to-cart action. */
  trackAddToCart(properties?: Record<string, unknown>): void;
  /** One session-load event per half hour (the session-load cookie). */
  sessionLoad(): void;
  /** Exponea dimensions; each attribute's default when the call fails. Stored under `analytics_dimensions`. */
  loadDimensions(attributes: ReadonlyArray<{ type: string; id: string; fallback: EventProperty }>): Promise<Record<string, EventProperty>>;
  /** The marketing segment (1 s timeout), `null` when it fails or is slow. */
  segment(clientId: string): Promise<string | null>;
  /** Pushes to the data layer once it exists: polled every 100 ms up to 200 times. `false` when it never came. */
  pushDataLayer(entry: Record<string, unknown>): Promise<boolean>;
  /**
   * The second brand's analytics flag (personal-cabinet §4, §9): `init` runs once the metrics object
   * exists — looked for now, then retried up to 5 times every 1500 ms. `false` when it never came.
   */
  initSecondBrandFlag<M extends object>(metrics: () => M | undefined, init: (metrics: M) => void): Promise<boolean>;
}

export function createProxyAnalytics<M extends object = object>(options: ProxyAnalyticsOptions<M>): ProxyAnalytics {
  const { cookies, storage, clock } = options;
  const client = (): ApiClient | undefined => (typeof options.api === 'function' ? options.api() : options.api);
  const api = {
    call: ((...args: Parameters<ApiClient['call']>) => {
      const current = client();
      return current ? current.call(...args) : Promise.reject(new Error('analytics: no API client yet'));
    }) as ApiClient['call'],
  };
  const enabled = options.enabled;
  const log = options.log ?? ((message, error) => console.warn(`[analytics] ${message}`, error));

  const send = (event: string, properties?: Record<string, unknown>) => {
    if (!enabled) return;
    api
      .call(
        analyticsCalls.event,
        { event_type: analyticsEventType(event), customer_ids: options.customerIds(), properties: eventProperties(properties) },
        { background: true },
      )
      .catch((error: unknown) => log(`event ${event} not sent`, error));
  };

  const port: ProxyAnalytics = {
    track: send,
    trackAddToCart(properties) {
      if (!enabled) return;
      setTimeout(() => send('add_to_cart', properties), ADD_TO_CART_EVENT_DELAY_MS);
    },
    sessionLoad() {
      if (!enabled) return;
      const now = clock.now();
      if (Number(cookies.get(SESSION_LOAD_COOKIE) ?? 0) > now) return;
      cookies.set(SESSION_LOAD_COOKIE, String(now + SESSION_LOAD_MINUTES * 60_000), { days: sessionLoadCookieDays(), path: '/' });
      send('session_load');
    },
    async loadDimensions(attributes) {
      let results: ReadonlyArray<{ value: unknown }> | undefined;
      if (enabled) {
        try {
          ({ results } = await api.call(
            analyticsCalls.dimensions,
            { customer_ids: options.customerIds(), attributes: attributes.map(({ type, id }) => ({ type, id })) },
            { background: true },
          ));
        } catch (error) {
          log('dimensions not loaded, defaults stored', error);
        }
      }
      const values = dimensionValues(attributes, results);
      storage.set(DIMENSIONS_STORAGE_KEY, JSON.stringify(values));
      return values;
    },
    async segment(clientId) {
      if (!enabled) return null;
      try {
        const { segment } = await api.call(
          analyticsCalls.segmentation,
          { clientId },
          { background: true, timeoutMs: SEGMENTATION_TIMEOUT_MS },
        );
        return segment;
      } catch (error) {
        log('segmentation failed, no segment', error);
        return null;
      }
    },
    pushDataLayer(entry) {
      if (!enabled || !options.dataLayer) return Promise.resolve(false);
      return pollUntil(options.dataLayer, DATA_LAYER_POLL_MAX, DATA_LAYER_POLL_MS).then((found) => {
        if (found) found.push(entry);
        else log('data layer never appeared, entry dropped', entry);
        return found !== undefined;
      });
    },
    initSecondBrandFlag(metrics, init) {
      if (!enabled) return Promise.resolve(false);
      return pollUntil(metrics, 1 + ANALYTICS_INIT_RETRIES, ANALYTICS_INIT_RETRY_MS).then((found) => {
        if (found === undefined) {
          log('second-brand metrics never appeared, flag not set', undefined);
          return false;
        }
        init(found);
        return true;
      });
    },
  };
  const metrics = options.secondBrandMetrics;
  if (!metrics) return port;
  return {
    ...port,
    secondBrandFlag: () =>
      port.initSecondBrandFlag(
        () => metrics.find(),
        (found) => metrics.flag(found),
      ),
  };
}

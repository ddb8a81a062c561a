/**
 * The analytics rules of personal-cabinet §7 (Marketing) and §9 (timers), one function each. The
 * analytics port (`ports/analytics-proxy.ts`) applies them; nothing here has side effects.
 */

// The data layer polling (100 ms, up to 200 times) and the add-to-cart delay (200 ms) are in
// `constants.ts` (DATA_LAYER_POLL_MS, DATA_LAYER_POLL_MAX, ADD_TO_CART_EVENT_DELAY_MS).
/** The session-load cookie lives half an hour: one session-load event per half hour. */
export const SESSION_LOAD_COOKIE = 'session_load';
export const SESSION_LOAD_MINUTES = 30;
/** The marketing segmentation proxy is given 1 s. */
export const SEGMENTATION_TIMEOUT_MS = 1000;
/** Where the dimensions' defaults (and last values) are kept. */
export const DIMENSIONS_STORAGE_KEY = 'analytics_dimensions';

/** The event proxy's `event_type`: the event name prefixed `SITE_` (once), upper snake case. */
export function analyticsEventType(event: string): string {
  const name = event
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  return name.startsWith('SITE_') ? name : `SITE_${name}`;
}

export type EventProperty = string | number | boolean | null;

/** The event's properties as the proxy takes them: flat primitives; objects and functions dropped. */
export function eventProperties(properties: Record<string, unknown> = {}): Record<string, EventProperty> {
  const out: Record<string, EventProperty> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') out[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}

/** The session-load cookie's lifetime in days (the cookie port counts days). */
export const sessionLoadCookieDays = (): number => SESSION_LOAD_MINUTES / (24 * 60);

/**
 * The dimensions to store: each requested attribute's value from the answer, or its default when
 * the answer has no value for it (or the call failed: `results` undefined).
 */
export function dimensionValues(
  attributes: ReadonlyArray<{ id: string; fallback: EventProperty }>,
  results: ReadonlyArray<{ value: unknown }> | undefined,
): Record<string, EventProperty> {
  const out: Record<string, EventProperty> = {};
  attributes.forEach(({ id, fallback }, index) => {
    const value = results?.[index]?.value;
    out[id] = value === null || ['string', 'number', 'boolean'].includes(typeof value) ? (value as EventProperty) : fallback;
  });
  return out;
}

import type { HttpHandler } from 'msw';
import { fail, ok, route, type Sandbox } from '../route';

/**
 * The analytics proxies (`/api/analytics/*`, personal-cabinet §7 Marketing). Every accepted event is
 * in the request log (`store.log`, call `api/analytics/event`); `analytics:events` counts them.
 * Test values: dimensions answer `results[i].value` = `'dim-' + attribute id`; the segmentation proxy
 * answers segment `'sandbox-segment'` (a `delay` fault on `api/analytics/segmentation` tests its 1 s
 * timeout); CleverData answers segments `['sandbox']`. An event whose `event_type` lacks `SITE_` is
 * refused (400), so a test sees the prefix rule.
 */
export function analyticsHandlers(sandbox: Sandbox): HttpHandler[] {
  const at = (method: 'GET' | 'POST', call: string, resolver: Parameters<typeof route>[3]) =>
    route(sandbox, method, `api/analytics/${call}`, resolver, { absolute: true });
  return [
    at('POST', 'event', ({ body, store }) => {
      if (!String(body['event_type'] ?? '').startsWith('SITE_')) return fail(400, ['event_type must start with SITE_']);
      store.count('analytics:events');
      return ok();
    }),
    at('POST', 'dimensions', ({ body }) => {
      const attributes = Array.isArray(body['attributes']) ? (body['attributes'] as Array<{ id?: unknown }>) : [];
      return ok({ results: attributes.map((attribute) => ({ success: true, value: `dim-${String(attribute.id ?? '')}` })) });
    }),
    at('GET', 'cleverdata-dimensions', () => ok({ segments: ['sandbox'] })),
    at('POST', 'cleverdata-send', () => ok()),
    at('GET', 'segmentation', () => ok({ segment: 'sandbox-segment' })),
    at('POST', 'data-import', () => ok()),
    at('GET', 'profile', ({ query }) => ok({ profile: { clientId: query.get('clientId') ?? '' } })),
  ];
}

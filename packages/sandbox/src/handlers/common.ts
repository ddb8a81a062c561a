import { HttpResponse, type HttpHandler } from 'msw';
import { ok, route, type Sandbox } from '../route';
import { marketingHandlers } from './marketing';
import { questionnaireHandlers } from './questionnaire';

/**
 * City by IP (`address-suggest/ip-locate`, personal-cabinet §7): the first address of
 * `X-Forwarded-For` by the documentation ranges of RFC 5737 — 192.0.2.1 St Petersburg (1),
 * 198.51.100.20 Minsk (20), 203.0.113.9 an unknown city (999, the app falls back to Moscow) — or
 * `?ip_city=<id>`; anything else is Moscow (2).
 */
export const IP_CITIES: Readonly<Record<string, number>> = { '192.0.2.1': 1, '198.51.100.20': 20, '203.0.113.9': 999 };

export function commonHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', 'configs/common-options.json', () => HttpResponse.json({ captchaEnabled: true, efstEnabled: true }), {
      absolute: true,
    }),
    route(sandbox, 'GET', 'address-suggest/ip-locate', ({ query, request }) => {
      const ip = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() ?? '';
      return ok({ cityId: Number(query.get('ip_city') ?? IP_CITIES[ip] ?? 2) });
    }),
    // After common-options: `configs/:file` answers the VCP files and 404 for the rest.
    ...marketingHandlers(sandbox),
    ...questionnaireHandlers(sandbox),
  ];
}

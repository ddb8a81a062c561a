import { HttpResponse, type HttpHandler } from 'msw';
import { ok, route, type Sandbox } from '../route';

/** City by IP: the sandbox answers Moscow unless the request comes with `?ip_city=<id>`. */
export function commonHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', 'configs/common-options.json', () => HttpResponse.json({ captchaEnabled: true, efstEnabled: true }), {
      absolute: true,
    }),
    route(sandbox, 'GET', 'address-suggest/ip-locate', ({ query }) => ok({ cityId: Number(query.get('ip_city') ?? 2) })),
  ];
}

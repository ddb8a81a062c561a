import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { fail, ok, route, type Sandbox } from '../route';
import { FAQ, seedActivity, seedPreview, seedVcp, seedVcpCustomization } from '../seed/marketing';

const notFound = () => fail(404, ['Not found']);

/**
 * Marketing (personal-cabinet §7; README "Marketing"): the static VCP config files, the config
 * preview, the marketing activities (with and without a client), the Taro promotion and the FAQ.
 */
export function marketingHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(
      sandbox,
      'GET',
      'configs/:file',
      ({ params, now }) => {
        const file = String(params['file'] ?? '');
        const cmz = /^vcp_(\d+)_cmz_(\d+)\.json$/.exec(file);
        if (cmz) {
          const found = seedVcpCustomization(Number(cmz[1]), Number(cmz[2]));
          return found ? HttpResponse.json(found) : notFound();
        }
        const vcp = /^vcp_(\d+)\.json$/.exec(file);
        if (vcp && (vcp[1] === '1' || vcp[1] === '2')) return HttpResponse.json(seedVcp(Number(vcp[1]), now));
        return notFound();
      },
      { absolute: true },
    ),
    route(sandbox, 'GET', 'marketing/config-preview/:id', ({ params }) => {
      const config = seedPreview(Number(params['id']));
      return config ? ok({ config }) : notFound();
    }),
    route(sandbox, 'GET', 'marketing-activity/bf-taro/info', ({ client }) =>
      ok({ isActive: true, selectedCard: client ? { menu_type: 'balance', title: 'Баланс' } : null }),
    ),
    route(sandbox, 'GET', 'marketing-activity/:name', ({ params, client, now }) => {
      const raw = String(params['name'] ?? '');
      const noAuth = raw.endsWith('-no-auth');
      if (!noAuth && !client) return fail(401, ['Unauthorized']);
      const activity = seedActivity(noAuth ? raw.slice(0, -'-no-auth'.length) : raw, now);
      return activity ? ok({ activity }) : notFound();
    }),
    route(sandbox, 'GET', 'faq/:category', ({ params }) => {
      const items = FAQ[String(params['category'] ?? '')];
      return items ? ok({ items }) : notFound();
    }),
  ];
}

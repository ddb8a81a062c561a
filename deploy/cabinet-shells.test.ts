import { readFileSync } from 'node:fs';
import { COOKIES } from '@mealflow/sdk/api';
import { isDashboardPath, matchPath, ROUTES, type RouteDef } from '@mealflow/sdk/routing';
import { describe, expect, it } from 'vitest';
import { routeRegex, shellEntries, SMARTPHONE_USER_AGENT } from './cabinet-shells.mjs';
import { CLIENT_TOKEN_COOKIE, renderServer } from './render-nginx.mjs';

const cabinet = ROUTES.filter((route) => isDashboardPath(route.path));

/** A path of `route` with every param `value` (or the first allowed one), its optional params given or not. */
const sample = (route: RouteDef, value: string, optional: boolean) =>
  route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:|\?$/g, '');
      if (segment.endsWith('?') && !optional) return '';
      return route.params?.[key]?.[0] ?? value;
    })
    .filter(Boolean)
    .reduce((path, segment) => `${path}/${segment}`, '');

describe("the cabinet's shells (deploy/cabinet-shells.mjs)", () => {
  it("nginx's first matching regex is the route `matchPath` finds, for every form of every cabinet route", () => {
    const entries = shellEntries(cabinet, new Set(cabinet.map((route) => route.name)));
    // Param values that are other routes' static segments too ('orders', 'new-order', …): the order decides.
    const statics = new Set(cabinet.flatMap((route) => route.path.split('/').filter((s) => s && !s.startsWith(':'))));
    let checked = 0;
    for (const route of cabinet)
      for (const value of ['lk-paid', ...statics])
        for (const optional of [false, true]) {
          const path = sample(route, value, optional);
          const expected = matchPath(path)?.route;
          const first = entries.find((entry) => new RegExp(entry.regex).test(path));
          expect(first?.route, path).toBe(expected && isDashboardPath(expected.path) ? expected.name : undefined);
          // The shell only where it was rendered: the form without the optional params.
          const optionalKeys = expected?.path.match(/(?<=\/:)\w+(?=\?)/g) ?? [];
          if (first?.shell) for (const key of optionalKeys) expect(matchPath(path)?.params[key], `${path} ${key}`).toBeUndefined();
          checked += 1;
        }
    expect(checked).toBeGreaterThan(1000);
  });

  it('a trailing slash is the same page; a param is one non-empty segment, one of the allowed values where listed', () => {
    const regex = new RegExp(routeRegex('/dashboard/orders/:hid/deliveries/:deliveryId?'));
    expect(
      ['/dashboard/orders/1/deliveries', '/dashboard/orders/1/deliveries/', '/dashboard/orders/1/deliveries/7'].every((p) => regex.test(p)),
    ).toBe(true);
    expect(regex.test('/dashboard/orders//deliveries')).toBe(false);
    expect(regex.test('/dashboard/orders/1/2/deliveries')).toBe(false);
    expect(new RegExp(routeRegex('/x/:step', { step: ['a.b', 'c'] })).test('/x/aXb')).toBe(false);
  });

  it("the smartphone user agents and the session cookie are the SDK's", () => {
    const device = readFileSync(new URL('../packages/sdk/src/browser-device.ts', import.meta.url), 'utf8');
    expect(device).toContain(`/${SMARTPHONE_USER_AGENT}/i.test(ua)`);
    expect(CLIENT_TOKEN_COOKIE).toBe(COOKIES.clientToken);
  });

  it("nginx serves a route's shell by path, device and session; without a manifest, cabinet.html as before", () => {
    const shells = shellEntries(cabinet, new Set(['Dashboard']));
    const conf = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000', shells });
    expect(conf).toContain(`"~*${SMARTPHONE_USER_AGENT}" phone;`);
    expect(conf).toContain('map "$cookie_client_token$arg_t$arg_ct" $mealflow_signed {');
    expect(conf).toContain('"~^11/dashboard/*$" Dashboard;');
    expect(conf).toContain('"~^11/dashboard/bonus/*$" -;');
    expect(conf).toContain('~*wowfood 0;');
    expect(conf).toContain('try_files /shells/$mealflow_shell.$mealflow_device.html /cabinet.html /app.html /index.html;');
    expect(conf).toContain('add_header Vary "User-Agent, Cookie" always;');
    // The second brand's hosts as configured (exact or `.suffix`, brandOfHost's rule): nginx's `hostnames`.
    const hosts = renderServer({ root: '/srv', shells, env: { VITE_WOWFOOD_HOSTS: 'wowfood.ru, .wowfood.com' } });
    expect(hosts).toMatch(
      /map \$host \$mealflow_main_brand \{\n {2}hostnames;\n {2}default 1;\n {2}wowfood\.ru 0;\n {2}\.wowfood\.com 0;\n\}/,
    );
    const plain = renderServer({ root: '/srv', port: 8080, upstream: 'http://backend:8000' });
    expect(plain).not.toContain('$mealflow_shell');
    expect(plain).toContain('try_files /cabinet.html /app.html /index.html;');
  });
});

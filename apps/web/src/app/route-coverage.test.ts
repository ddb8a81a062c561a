import { fillPattern, matchPath, ROUTES } from '@mealflow/sdk/routing';
import { describe, expect, it } from 'vitest';
import { ROUTES_WITH_SCREENS } from './navigation';

/**
 * Never a dead end (issues 12-16 acceptance: zero 404s among the spec's routes): every route of the
 * SDK's table renders a real screen of the app, except the ones that only redirect (their target is
 * a route of the table too, so it is covered here as well).
 */
describe('route coverage', () => {
  it('every route that is not a redirect has a screen', () => {
    const missing = ROUTES.filter((route) => !route.redirectTo && !ROUTES_WITH_SCREENS.has(route.name)).map(
      (route) => `${route.name} ${route.path}`,
    );
    expect(missing).toEqual([]);
  });

  it('every redirect leads to a route with a screen', () => {
    const dead = ROUTES.filter((route) => route.redirectTo)
      .map((route) => {
        // The redirect's own params, a value each (the first allowed one where the route restricts it).
        const keys = [...(route.redirectTo ?? '').matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
        const params = Object.fromEntries(keys.map((key) => [key, route.params?.[key]?.[0] ?? 'fit']));
        const target = matchPath(fillPattern(route.redirectTo ?? '', params));
        return { route, target };
      })
      .filter(({ target }) => !target || !ROUTES_WITH_SCREENS.has(target.route.name))
      .map(({ route, target }) => `${route.name} → ${route.redirectTo} (${target?.route.name ?? 'no route'})`);
    expect(dead).toEqual([]);
  });
});

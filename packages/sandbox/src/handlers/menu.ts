import type { HttpHandler } from 'msw';
import { fail, ok, route, type Sandbox } from '../route';
import { seedDetoxGoals, seedGoals, seedMenuByProduct } from '../seed/menu';
import { isoDateMsk } from './funnel';

/** Menus and goals (personal-cabinet §7). Seeded for Moscow (2), St Petersburg (1) and Minsk (20). */
export function menuHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'POST', 'menu/full', ({ body, now }) => {
      const cityId = Number(body['cityId'] ?? 2);
      const businessProduct = typeof body['businessProduct'] === 'string' && body['businessProduct'] ? body['businessProduct'] : 'standard';
      if (!Number.isFinite(cityId)) return fail(400, ['Город не найден']);
      return ok(seedMenuByProduct(businessProduct, cityId, isoDateMsk(now, 1)) as unknown as Record<string, unknown>);
    }),
    route(sandbox, 'POST', 'menu/goals', ({ body }) => ok({ goals: seedGoals(Number(body['cityId'] ?? 2)) })),
    route(sandbox, 'POST', 'menu/goals/detox', () => ok({ goals: seedDetoxGoals() })),
  ];
}

import { fromCall } from '../../shared/from-call';
import { menu as menuEndpoints } from '../../api/endpoints/menu';
import { COOKIES } from '../../api/protocol';
import type { MealflowDeps } from '../../deps';
import { TARGET_COOKIE } from '../../domain/pricing';
import { asksDetoxGoals } from './catalog.rules';
import { catalogLogic, type CatalogMachine } from './catalog.machine';

/**
 * Binds the catalogue to the API client: menu/full, then the goals (the menu queue) with the
 * dimensions of §7 — `menu/goals/detox` for the detox products (`asksDetoxGoals`), else `menu/goals`.
 */
export function provideCatalog(deps: MealflowDeps): CatalogMachine {
  return catalogLogic.provide({
    actors: {
      loadCatalog: fromCall(async ({ input, signal }) => {
        // Asked for together; the API client's menu queue sends them one at a time (personal-cabinet §7).
        const cmz = deps.ports.cookies.get(COOKIES.cmz) ?? undefined;
        const goalsCall = asksDetoxGoals(input.businessProduct) ? menuEndpoints.detoxGoals : menuEndpoints.goals;
        const [menu, goals] = await Promise.all([
          deps.api.call(
            menuEndpoints.byBusinessProduct,
            { businessProduct: input.businessProduct, cityId: input.cityId, brand: input.brand },
            { signal },
          ),
          deps.api.call(
            goalsCall,
            { cityId: input.cityId, brand: input.brand, isSmartphone: input.isSmartphone, placement: 'landing', ...(cmz ? { cmz } : {}) },
            { signal },
          ),
        ]);
        return { menu, goals: goals.goals, targetCookie: deps.ports.cookies.get(TARGET_COOKIE) ?? undefined };
      }),
    },
  });
}

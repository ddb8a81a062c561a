import { menu } from '../../api/endpoints/menu';
import { rootCalls } from '../../api/endpoints/root';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { productMenuLogic, type ProductMenuMachine } from './product-menu.machine';
import { catalogOfLines } from './product-menu.rules';

/**
 * Binds a landing's menu block to the API client: `menus/wowfood/standard.json` (the second brand's
 * endpoint) or `menus/main/{standard|region_standard|trial|superdetox}.json`, each with the
 * cache-buster of the static files (the clock), beside `menu/full` of the product in the city (which
 * of the file's lines the city sells, and their calories).
 */
export function provideProductMenu(deps: MealflowDeps): ProductMenuMachine {
  return productMenuLogic.provide({
    actors: {
      loadProductMenu: fromCall(async ({ input: { file, input }, signal }) => {
        const cacheBuster = deps.ports.clock.now();
        const [staticMenu, full] = await Promise.all([
          file === 'wowfood/standard'
            ? deps.api.call(rootCalls.wowfoodStandard, { cacheBuster }, { signal })
            : deps.api.call(rootCalls.staticMenu, { brand: 'main', file, cacheBuster }, { signal }),
          deps.api.call(
            menu.byBusinessProduct,
            { businessProduct: input.businessProduct, cityId: input.cityId, brand: input.brand },
            { signal },
          ),
        ]);
        return { menu: staticMenu, catalog: catalogOfLines(full) };
      }),
    },
  });
}

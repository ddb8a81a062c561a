import { rootCalls } from '../../api/endpoints/root';
import type { MealflowDeps } from '../../deps';
import { fromCall } from '../../shared/from-call';
import { productMenuMachine, type ProductMenuMachine } from './product-menu.machine';

/**
 * Binds a landing's menu block to the API client: `menus/wowfood/standard.json` (the second brand's
 * endpoint) or `menus/main/{standard|region_standard|trial|superdetox}.json`, each with the
 * cache-buster of the static files (the clock).
 */
export function provideProductMenu(deps: MealflowDeps): ProductMenuMachine {
  return productMenuMachine.provide({
    actors: {
      loadProductMenu: fromCall(({ input: { file }, signal }) => {
        const cacheBuster = deps.ports.clock.now();
        return file === 'wowfood/standard'
          ? deps.api.call(rootCalls.wowfoodStandard, { cacheBuster }, { signal })
          : deps.api.call(rootCalls.staticMenu, { brand: 'main', file, cacheBuster }, { signal });
      }),
    },
  });
}

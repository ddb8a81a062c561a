import { menu } from '../../api/endpoints/menu';
import { rootCalls } from '../../api/endpoints/root';
import type { StaticMenu } from '../../api/schemas/root';
import type { MealflowDeps } from '../../deps';
import { cityByAlias, cityById } from '../../domain/cities';
import { fromCall } from '../shared/from-call';
import { menuPageMachine } from './menu-page.machine';
import { lineFacts, weekFileOf } from './menu-page.rules';
import type { MenuPageData, MenuPageMachine, MenuWeek } from './menu-page.types';

/**
 * Binds the menu pages to the API client: a line or week page asks `menu/full` (the lines of the
 * product in the city) beside the week's static file (`menus/{brand}/current|next.json`,
 * `menus/{brand}/history/{weekId}.json`, with a cache-buster); an order's page asks `menu/order`.
 */
export function provideMenuPage(deps: MealflowDeps): MenuPageMachine {
  const weekFile = (brand: string, week: MenuWeek, signal: AbortSignal): Promise<StaticMenu> => {
    const cacheBuster = deps.ports.clock.now();
    const which = weekFileOf(week);
    return 'history' in which
      ? deps.api.call(rootCalls.menuHistory, { brand, weekId: which.history, cacheBuster }, { signal })
      : deps.api.call(rootCalls.staticMenu, { brand, file: which.file, cacheBuster }, { signal });
  };
  return menuPageMachine.provide({
    actors: {
      loadMenu: fromCall(async ({ input: { source, week }, signal }): Promise<MenuPageData> => {
        if (source.kind === 'order') {
          const { dishes } = await deps.api.call(rootCalls.menuOrder, { orderId_H: source.orderId }, { signal });
          const orderDishes = dishes.map((d) => ({ id: d.id, title: d.title, kcal: d.kcal ?? undefined }));
          return { cityId: undefined, cityAlias: undefined, businessProduct: 'standard', lines: [], weekStart: undefined, days: {}, orderDishes };
        }
        const city = source.kind === 'type' ? cityByAlias(source.cityAlias) : cityById(source.cityId);
        const businessProduct = (source.kind === 'type' ? source.businessProduct : undefined) ?? 'standard';
        const brand = businessProduct === 'wowfood' ? 'wowfood' : (source.brand ?? 'main');
        const empty: MenuPageData = { cityId: undefined, cityAlias: source.kind === 'type' ? source.cityAlias : undefined, businessProduct, lines: [], weekStart: undefined, days: {}, orderDishes: [] };
        if (!city) return empty;
        const [full, file] = await Promise.all([
          deps.api.call(menu.byBusinessProduct, { businessProduct, cityId: city.id, brand }, { signal }),
          weekFile(brand, week, signal),
        ]);
        // The week page lists the lines the week's file has a menu for.
        const lines = lineFacts(full).filter((l) => source.kind === 'type' || (file.menuTypes[l.type]?.length ?? 0) > 0);
        return { ...empty, cityId: full.cityId, cityAlias: city.alias, lines, weekStart: file.weekStart ?? undefined, days: file.menuTypes };
      }),
    },
  });
}

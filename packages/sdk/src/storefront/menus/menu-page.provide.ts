import { menu } from '../../api/endpoints/menu';
import { COOKIES } from '../../api/protocol';
import { rootCalls } from '../../api/endpoints/root';
import type { StaticMenu } from '../../api/schemas/root';
import type { MealflowDeps } from '../../deps';
import { cityByAlias, cityById } from '../../domain/cities';
import { fromCall } from '../../shared/from-call';
import { prefChange } from '../../cabinet/preferences/preferences.rules';
import { loadMarks, saveMark } from '../../cabinet/preferences/prefs-calls';
import { menuPageLogic } from './menu-page.machine';
import { lineFacts, restrictedPackIds, weekFileOf } from './menu-page.rules';
import type { MenuPageData, MenuWeek } from './menu-page.types';
import type { MenuPageMachine } from './menu-page.machine';

/**
 * Binds the menu pages to the API client: a line or week page asks `menu/full` (the lines of the
 * product in the city) beside the week's static file (`menus/{brand}/current|next.json`,
 * `menus/{brand}/history/{weekId}.json`, with a cache-buster); an order's page asks `menu/order`.
 * Beside them the marks (`prefs/` for a client, the device's lists for a visitor, `prefs-calls.ts`
 * of the preferences machine): a failure there leaves the page without favourite toggles, never
 * without its menu. A toggle goes through the preferences rule `prefChange` and `saveMark`.
 */
export function provideMenuPage(deps: MealflowDeps): MenuPageMachine {
  const weekFile = (brand: string, week: MenuWeek, signal: AbortSignal): Promise<StaticMenu> => {
    const cacheBuster = deps.ports.clock.now();
    const which = weekFileOf(week);
    return 'history' in which
      ? deps.api.call(rootCalls.menuHistory, { brand, weekId: which.history, cacheBuster }, { signal })
      : deps.api.call(rootCalls.staticMenu, { brand, file: which.file, cacheBuster }, { signal });
  };
  const visitor = () => !deps.ports.cookies.get(COOKIES.clientToken);
  return menuPageLogic.provide({
    actors: {
      loadMenu: fromCall(async ({ input: { source, week }, signal }): Promise<MenuPageData> => {
        const base = { restrictedPackIds: [], marks: undefined, visitor: visitor() };
        if (source.kind === 'order') {
          const { dishes } = await deps.api.call(rootCalls.menuOrder, { orderId_H: source.orderId }, { signal });
          const orderDishes = dishes.map((d) => ({ id: d.id, title: d.title, kcal: d.kcal ?? undefined }));
          return {
            ...base,
            cityId: undefined,
            cityAlias: undefined,
            businessProduct: 'standard',
            lines: [],
            weekStart: undefined,
            days: {},
            orderDishes,
          };
        }
        const city = source.kind === 'type' ? cityByAlias(source.cityAlias) : cityById(source.cityId);
        const businessProduct = (source.kind === 'type' ? source.businessProduct : undefined) ?? 'standard';
        const brand = businessProduct === 'wowfood' ? 'wowfood' : (source.brand ?? 'main');
        const empty: MenuPageData = {
          ...base,
          cityId: undefined,
          cityAlias: source.kind === 'type' ? source.cityAlias : undefined,
          businessProduct,
          lines: [],
          weekStart: undefined,
          days: {},
          orderDishes: [],
        };
        if (!city) return empty;
        const [full, file, marks] = await Promise.all([
          deps.api.call(menu.byBusinessProduct, { businessProduct, cityId: city.id, brand }, { signal }),
          weekFile(brand, week, signal),
          // Favourites are extra: a failure leaves the menu without toggles (no toast).
          loadMarks(deps, base.visitor, signal, true).catch(() => undefined),
        ]);
        // The week page lists the lines the week's file has a menu for.
        const lines = lineFacts(full).filter((l) => source.kind === 'type' || (file.menuTypes[l.type]?.length ?? 0) > 0);
        return {
          ...empty,
          cityId: full.cityId,
          cityAlias: city.alias,
          lines,
          weekStart: file.weekStart ?? undefined,
          days: file.menuTypes,
          restrictedPackIds: restrictedPackIds(full),
          marks,
        };
      }),
      saveFavorite: fromCall(({ input, signal }) =>
        saveMark(deps, { change: prefChange(input.marks, input.packId, 'favorite'), prefs: input.marks, visitor: input.visitor }, signal),
      ),
    },
  });
}

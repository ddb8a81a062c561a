import type { MenuByProductResponse, MenuType } from '../../api/schemas/menu';
import type { StaticMenuDay, StaticMenuDish } from '../../api/schemas/root';
import { menuTypeTitle } from '../../domain/menu';
import { isStockOut } from '../../domain/stock';
import type { MenuLineFacts, MenuPageData, MenuWeek } from './menu-page.types';

/**
 * The menu pages' rules (personal-cabinet §2.1 Menus, §7 static menu files). Ours where the spec is
 * silent (see README): the route's `week` is '1' (or none) for this week, '2' for the next, any
 * other value a past week's id (`menus/{brand}/history/{weekId}`).
 */
export function weekOfParam(week: string | undefined): MenuWeek {
  const value = week?.trim() ?? '';
  if (value === '' || value === '1') return { kind: 'current' };
  if (value === '2') return { kind: 'next' };
  return { kind: 'history', weekId: value };
}

/** The route's `week` segment of a week (undefined for this week). */
export const weekParamOf = (week: MenuWeek): string | undefined =>
  week.kind === 'current' ? undefined : week.kind === 'next' ? '2' : week.weekId;

/** The static file of a week: `current`, `next`, or a history week. */
export const weekFileOf = (week: MenuWeek): { file: string } | { history: string } =>
  week.kind === 'history' ? { history: week.weekId } : { file: week.kind };

/** The lowest price of one day among a line's options (whole units), or undefined without options. */
export function pricePerDay(type: Pick<MenuType, 'mealDays'>): number | undefined {
  const perDay = type.mealDays.filter((d) => d.days > 0).map((d) => Math.round(d.price / d.days));
  return perDay.length > 0 ? Math.min(...perDay) : undefined;
}

/** The facts of the lines of a `menu/full` answer, in its order (`sortorder`). */
export function lineFacts(menu: Pick<MenuByProductResponse, 'menus' | 'menuTypesData' | 'stockRemains'>): MenuLineFacts[] {
  return [...menu.menus]
    .sort((a, b) => a.sortorder - b.sortorder)
    .map((t) => {
      const data = menu.menuTypesData[t.type];
      return {
        type: t.type,
        title: menuTypeTitle(t.type, data?.title),
        subtitle: data?.subtitle ?? undefined,
        kcal: data?.kcal,
        description: data?.description ?? undefined,
        pricePerDay: pricePerDay(t),
        bonuses: data?.bonuses ?? [],
        averageMealsNumber: data?.averageMealsNumber ?? undefined,
        stockRemains: menu.stockRemains[t.type],
      };
    });
}

/** The day's totals: calories and grams of proteins, fats and carbs of the dishes that say them. */
export function dayTotals(dishes: readonly StaticMenuDish[]): { kcal: number; proteins: number; fats: number; carbs: number } {
  return dishes.reduce(
    (sum, d) => ({
      kcal: sum.kcal + (d.kcal ?? 0),
      proteins: sum.proteins + (d.proteins ?? 0),
      fats: sum.fats + (d.fats ?? 0),
      carbs: sum.carbs + (d.carbs ?? 0),
    }),
    { kcal: 0, proteins: 0, fats: 0, carbs: 0 },
  );
}

/** The shown line's days (none when the file has none for it). */
export const daysOf = (data: MenuPageData | undefined, menuType: string | undefined): StaticMenuDay[] =>
  (data && menuType ? data.days[menuType] : undefined)?.filter((d) => d.dishes.length > 0) ?? [];

/** Nothing to show for the page: the line is not sold (a line or week page without lines). */
export const isNotSold = (data: MenuPageData | undefined, menuType: string | undefined, orderPage: boolean): boolean =>
  !orderPage && (!data || !menuType || !data.lines.some((l) => l.type === menuType));

/** The page has no dishes: the week's file has none for the line, or the order none. */
export const hasNoDishes = (data: MenuPageData | undefined, menuType: string | undefined, orderPage: boolean): boolean =>
  orderPage ? (data?.orderDishes.length ?? 0) === 0 : daysOf(data, menuType).length === 0;

/** §3 stockRemains: a line with no orders left is sold out (a line not listed is not limited). */
export const isSoldOut = (line: Pick<MenuLineFacts, 'stockRemains'> | undefined): boolean => isStockOut(line?.stockRemains);

/** The catalogue's restricted packs (§3 Pack.isRestricted), shown as unavailable. */
export const restrictedPackIds = (menu: Pick<MenuByProductResponse, 'packs'>): number[] =>
  menu.packs.filter((p) => p.isRestricted).map((p) => p.id);

/** A dish's favourite toggle works when the marks are known and the shown line's week has the dish. */
export const canToggleFavorite = (data: MenuPageData | undefined, menuType: string | undefined, packId: number): boolean =>
  data?.marks !== undefined && daysOf(data, menuType).some((day) => day.dishes.some((d) => d.packId === packId));

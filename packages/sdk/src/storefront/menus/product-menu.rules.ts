import type { MenuByProductResponse } from '../../api/schemas/menu';
import type { StaticMenu, StaticMenuDay } from '../../api/schemas/root';
import { isRegionalCity } from '../../domain/cities';
import { TRIAL_PRODUCTS } from '../funnel/funnel.payload';

/**
 * Which static menu file shows a product's menu (personal-cabinet §7 lists the files, not their
 * screens; our decision, menus README "Which file serves which screen"): the dated pages read the
 * week files (`current`, `next`, `history/{weekId}`); a landing shows its product's own file.
 */
export type ProductMenuFile = 'standard' | 'region_standard' | 'trial' | 'superdetox' | 'wowfood/standard';

/** Products without a file of their own: the detox landing's two days of juices are its line's facts. */
const WITHOUT_FILE: readonly string[] = ['detox'];

/**
 * The second brand's storefront → `wowfood/standard`; the trial products (day, hydra) → `trial`;
 * superdetox → `superdetox`; detox → none; every other product (it sells the standard lines) →
 * `standard`, or `region_standard` in a regional city (`isRegionalCity`).
 */
export function productMenuFile(facts: {
  businessProduct: string;
  brand: 'main' | 'wowfood';
  cityId: number;
}): ProductMenuFile | undefined {
  const { businessProduct, brand, cityId } = facts;
  if (brand === 'wowfood' || businessProduct.startsWith('wowfood')) return 'wowfood/standard';
  if (TRIAL_PRODUCTS.includes(businessProduct)) return 'trial';
  if (businessProduct === 'superdetox') return 'superdetox';
  if (WITHOUT_FILE.includes(businessProduct)) return undefined;
  return isRegionalCity(cityId) ? 'region_standard' : 'standard';
}

/**
 * The file's lines with dishes that the city's catalogue sells, in the file's order (the file is the
 * product's everywhere: a city that does not sell a line never shows it; issue 30, Minsk).
 */
export const productMenuLines = (menu: StaticMenu | undefined, catalog: { sold: readonly string[] } | undefined): string[] =>
  Object.entries(menu?.menuTypes ?? {})
    .filter(([type, days]) => days.some((d) => d.dishes.length > 0) && (catalog === undefined || catalog.sold.includes(type)))
    .map(([type]) => type);

/** A line's days that have dishes. */
export const productMenuDays = (menu: StaticMenu | undefined, menuType: string | undefined): StaticMenuDay[] =>
  (menuType ? menu?.menuTypes[menuType] : undefined)?.filter((d) => d.dishes.length > 0) ?? [];

/** The catalogue's word on the lines: which it sells in the city, and each line's calories (menu type data `kcal`). */
export function catalogOfLines(full: Pick<MenuByProductResponse, 'menus' | 'menuTypesData'>): {
  sold: string[];
  kcal: Record<string, number>;
} {
  const sold = full.menus.map((m) => m.type);
  return {
    sold,
    kcal: Object.fromEntries(
      sold.flatMap((type) => {
        const data = full.menuTypesData[type];
        return data ? [[type, data.kcal]] : [];
      }),
    ),
  };
}

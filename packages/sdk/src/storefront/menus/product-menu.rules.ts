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
export function productMenuFile(facts: { businessProduct: string; brand: 'main' | 'wowfood'; cityId: number }): ProductMenuFile | undefined {
  const { businessProduct, brand, cityId } = facts;
  if (brand === 'wowfood' || businessProduct.startsWith('wowfood')) return 'wowfood/standard';
  if (TRIAL_PRODUCTS.includes(businessProduct)) return 'trial';
  if (businessProduct === 'superdetox') return 'superdetox';
  if (WITHOUT_FILE.includes(businessProduct)) return undefined;
  return isRegionalCity(cityId) ? 'region_standard' : 'standard';
}

/** The file's lines with dishes, in the file's order. */
export const productMenuLines = (menu: StaticMenu | undefined): string[] =>
  Object.entries(menu?.menuTypes ?? {})
    .filter(([, days]) => days.some((d) => d.dishes.length > 0))
    .map(([type]) => type);

/** A line's days that have dishes. */
export const productMenuDays = (menu: StaticMenu | undefined, menuType: string | undefined): StaticMenuDay[] =>
  (menuType ? menu?.menuTypes[menuType] : undefined)?.filter((d) => d.dishes.length > 0) ?? [];

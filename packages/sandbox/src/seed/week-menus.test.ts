import { describe, expect, it } from 'vitest';
import { SEED_PACKS, seedMenuByProduct } from './menu';
import { FAVORITE_CANDIDATES } from './preferences';
import { LINES, TRIAL_LINES } from './catalog';
import { productMenuFile } from './product-menus';
import { weekMenuFile } from './week-menus';

/** The week menus' dishes are the catalogue's packs (favourites and the restricted mark go by packId). */
describe('week menu seed', () => {
  it('every dish of every line names a pack of the catalogue with its title and meal type; the client can mark each', () => {
    const file = weekMenuFile('current', '2026-11-25');
    const dishes = Object.values(file.menuTypes).flatMap((days) => days.flatMap((d) => d.dishes));
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) {
      const pack = SEED_PACKS.find((p) => p.id === dish.packId);
      expect(pack, dish.title).toMatchObject({ title: dish.title, mealType: dish.mealType });
      expect(FAVORITE_CANDIDATES.some((c) => c.id === dish.packId)).toBe(true);
    }
  });

  // Issue 30: every line served the same dishes, and a 1000 kcal line's day added up to 1 530 kcal.
  const LINE_ROWS = [...LINES, ...TRIAL_LINES].map((l) => ({ type: l.type, kcal: l.kcal }));
  it.each(LINE_ROWS)(
    "$type: every day's portions add up to the line's $kcal kcal, in the week, the product file and menu/full",
    ({ type, kcal }) => {
      const week = weekMenuFile('current', '2026-11-25').menuTypes[type] ?? [];
      const files = ['main/standard', 'main/trial', 'main/superdetox', 'wowfood/standard'].flatMap((f) => {
        const [brand, name] = f.split('/') as [string, string];
        return productMenuFile(brand, name)?.menuTypes[type] ?? [];
      });
      const days = [...week, ...files];
      expect(days.length).toBeGreaterThan(0);
      for (const day of days) expect(day.dishes.reduce((sum, d) => sum + d.kcal, 0)).toBe(kcal);
    },
  );

  it('lines with the same meal slots serve different dishes every day; menu/full lists each line its own packs', () => {
    const week = weekMenuFile('current', '2026-11-25').menuTypes;
    const titles = (type: string) => (week[type] ?? []).map((d) => d.dishes.map((x) => x.title).join('|'));
    const same = ['super_fit', 'fit', 'balance'].map(titles);
    for (let day = 0; day < 7; day++) expect(new Set(same.map((t) => t[day])).size).toBe(3);
    const menus = seedMenuByProduct('standard', 2, '2026-11-26').menus;
    const packs = new Set(menus.map((m) => m.menu.map((d) => d.packIds.join(',')).join(';')));
    expect(packs.size).toBe(menus.length);
  });

  it('stock remains: Пауэр sold out and Супер фит limited in St Petersburg only; the salmon restricted', () => {
    expect(seedMenuByProduct('standard', 1, '2026-11-26').stockRemains).toEqual({ power: 0, super_fit: 7 });
    expect(seedMenuByProduct('standard', 2, '2026-11-26').stockRemains).toEqual({});
    expect(seedMenuByProduct('day', 1, '2026-11-26').stockRemains).toEqual({});
    expect(SEED_PACKS.filter((p) => p.isRestricted).map((p) => p.title)).toEqual(['Лосось на пару со спаржей']);
  });
});

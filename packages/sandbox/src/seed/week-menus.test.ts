import { describe, expect, it } from 'vitest';
import { SEED_PACKS, seedMenuByProduct } from './menu';
import { FAVORITE_CANDIDATES } from './preferences';
import { weekMenuFile } from './week-menus';

/** The week menus' dishes are the catalogue's packs (favourites and the restricted mark go by packId). */
describe('week menu seed', () => {
  it('every dish of every line names a pack of the catalogue with its title, meal type and calories; the client can mark each', () => {
    const file = weekMenuFile('current', '2026-11-25');
    const dishes = Object.values(file.menuTypes).flatMap((days) => days.flatMap((d) => d.dishes));
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) {
      const pack = SEED_PACKS.find((p) => p.id === dish.packId);
      expect(pack, dish.title).toMatchObject({ title: dish.title, mealType: dish.mealType, properties: { kcal: dish.kcal } });
      expect(FAVORITE_CANDIDATES.some((c) => c.id === dish.packId)).toBe(true);
    }
  });

  it('stock remains: Пауэр sold out and Супер фит limited in St Petersburg only; the salmon restricted', () => {
    expect(seedMenuByProduct('standard', 1, '2026-11-26').stockRemains).toEqual({ power: 0, super_fit: 7 });
    expect(seedMenuByProduct('standard', 2, '2026-11-26').stockRemains).toEqual({});
    expect(seedMenuByProduct('day', 1, '2026-11-26').stockRemains).toEqual({});
    expect(SEED_PACKS.filter((p) => p.isRestricted).map((p) => p.title)).toEqual(['Лосось на пару со спаржей']);
  });
});

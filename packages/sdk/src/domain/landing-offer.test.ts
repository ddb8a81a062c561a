import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { SANDBOX_ORIGIN, useSandbox } from '@mealflow/sandbox/vitest';
import { menu } from '../api/endpoints/menu';
import { createMealflow } from '../create-mealflow';
import { buildPath } from '../routing/match';
import { matchingKcalText, matchingRows, rememberTrialTarget, TRIAL_PRODUCT_PATH } from './landing-offer';
import { formatMoney } from './money';
import { trialPrice } from './pricing';

/**
 * issue 30: the Minsk landing showed no trial prices and listed lines Minsk does not sell; no trial
 * card could be clicked. A table of the sandbox's cities: what the prerendered landing says (the SDK's
 * rule, no runtime) is what the city's catalogue sells, and a card's goal opens /day on its trial line.
 */
const harness = useSandbox();

const CITIES = [
  { cityId: 2, prices: ['890\u00a0₽', '790\u00a0₽', '950\u00a0₽'], notSold: [], kcal: ['1000–1200', '1400–2000', '2000–2500'] },
  { cityId: 1, prices: ['840\u00a0₽', '690\u00a0₽', '890\u00a0₽'], notSold: [], kcal: ['1000–1200', '1400–2000', '2000–2500'] },
  // Minsk sells neither Супер фит (1000) nor Пауэр (2500): its ranges are its own lines'.
  {
    cityId: 20,
    prices: ['32\u00a0руб.', '28\u00a0руб.', '34\u00a0руб.'],
    notSold: ['Супер фит', 'Пауэр'],
    kcal: ['1200', '1400–2000', '2000'],
  },
];
const TARGETS = ['p1', 'p2', 'p3'] as const;

function setup() {
  const { ports } = harness.setup();
  return { ports, mealflow: createMealflow({ baseURL: SANDBOX_ORIGIN, ports, timeoutMs: 2_000 }) };
}

describe('landing offer: the target cards and the matching table of every city', () => {
  it.each(CITIES)('city $cityId: the cards’ trial prices are the trial lines the catalogue sells', async ({ cityId, prices }) => {
    const { mealflow } = setup();
    const day = await mealflow.api.call(menu.byBusinessProduct, { businessProduct: 'day', cityId });
    expect(TARGETS.map((target) => formatMoney(trialPrice(cityId, target).price, cityId))).toEqual(prices);
    for (const target of TARGETS) {
      const line = day.menus.find((m) => day.menuTypesData[m.type]?.target === target);
      expect(line?.mealDays[0]).toMatchObject({
        price: trialPrice(cityId, target).price,
        price_plan_id: trialPrice(cityId, target).pricePlanId,
      });
    }
  });

  it.each(CITIES)(
    'city $cityId: the matching table lists the lines its catalogue sells, and only those',
    async ({ cityId, notSold, kcal: kcalTexts }) => {
      const { mealflow } = setup();
      const standard = await mealflow.api.call(menu.byBusinessProduct, { businessProduct: 'standard', cityId });
      const sold = standard.menus.map((m) => m.type);
      const rows = matchingRows(cityId);
      expect(rows.map((r) => r.goal)).toEqual(['Похудеть', 'Не готовить', 'Оставаться в форме']);
      for (const line of rows.flatMap((r) => r.lines)) expect(sold).toContain(line.type);
      const titles = rows.flatMap((r) => r.lines.map((l) => l.title));
      for (const title of notSold) expect(titles).not.toContain(title);
      // Each row's calories are its sold lines' as the catalogue says them, no other line's.
      expect(rows.map((r) => r.kcal)).toEqual(kcalTexts.map((k) => `${k}\u00a0ккал`));
      for (const row of rows)
        expect(row.kcal).toBe(matchingKcalText(row.lines.map((l) => ({ kcal: standard.menuTypesData[l.type]?.kcal ?? NaN }))));
    },
  );

  // A card's click remembers its goal; the trial landing's catalogue then opens on that goal's trial line.
  it.each(CITIES.flatMap(({ cityId }) => TARGETS.map((target) => ({ cityId, target }))))(
    'city $cityId, card $target: /day opens on its trial line',
    async ({ cityId, target }) => {
      const { ports, mealflow } = setup();
      rememberTrialTarget(ports.cookies, target);
      const catalog = createActor(mealflow.machines.catalog, { input: { cityId, businessProduct: 'day' } }).start();
      await waitFor(catalog, (s) => s.matches('ready'));
      const day = await mealflow.api.call(menu.byBusinessProduct, { businessProduct: 'day', cityId });
      expect(day.menuTypesData[catalog.getSnapshot().context.menuType ?? '']?.target).toBe(target);
    },
  );

  it('the cards lead to the route table’s trial product', () => {
    expect(TRIAL_PRODUCT_PATH).toBe(buildPath('TrialProduct'));
  });
});

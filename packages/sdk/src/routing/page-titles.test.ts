import { describe, expect, it } from 'vitest';
import { documentTitle, PAGE_TITLES } from './page-titles';
import { ROUTES } from './routes';

/** Every page a visitor can land on has a title in Russian; a redirect has none (it never shows). */
const BRAND_TITLED = new Set(['Index', 'IndexCity', 'WowFoodProduct']);

describe('page titles', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', (name, route) => {
    const title = PAGE_TITLES[name];
    if (route.redirectTo !== undefined) expect(title).toBeNull();
    else if (BRAND_TITLED.has(name)) expect(title).toBeNull();
    else {
      expect(title).toMatch(/^[А-ЯЁ][^—]*[а-яё0-9]$/u);
      expect(title).not.toMatch(/[a-z]{3,}/);
    }
  });

  it.each([
    ['DashboardOrders', 'main', 'Заказы — mealflow'],
    ['DashboardSubscriptionsMenu', 'wowfood', 'Меню подписки — wowfood'],
    ['StepPaymentFail', 'main', 'Оплата не прошла — mealflow'],
    ['TrialProduct', 'main', 'Попробуйте рацион на один день — mealflow'],
    ['Index', 'main', 'mealflow — здоровое питание с доставкой'],
    ['WowFoodProduct', 'wowfood', 'wowfood — вкусная еда на каждый день'],
  ] as const)('%s on %s: %s', (route, brand, title) => {
    expect(documentTitle(route, brand)).toBe(title);
  });
});

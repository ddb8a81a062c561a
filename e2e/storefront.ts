import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { visibleTextProblems as textProblems } from '@mealflow/sdk/domain';

/** Seeded cities of the sandbox (packages/sandbox/README.md, "Funnel"). */
export const CITIES = { msk: 2, spb: 1, minsk: 20 } as const;
export type CityAlias = keyof typeof CITIES;

/** A phone of the city's country for a test client (the sandbox code is its last four digits). */
export const PHONES: Record<CityAlias, string> = { msk: '+79161230001', spb: '+79161230002', minsk: '+375291230003' };

/**
 * Every business product's landing (order-funnel §1, §2) and where the sandbox sells it
 * (`SEED_PRODUCT_CITIES` in packages/sandbox/src/seed/menu.ts).
 */
export const PRODUCTS: ReadonlyArray<{ product: string; path: string; cities: readonly CityAlias[]; checkout: RegExp }> = [
  { product: 'standard', path: '/', cities: ['msk', 'spb', 'minsk'], checkout: /^\/instant-order\/[^/]+$/ },
  { product: 'wowfood', path: '/wowfood', cities: ['msk', 'spb', 'minsk'], checkout: /^\/wowfood\/instant-order\/[^/]+$/ },
  { product: 'day', path: '/day', cities: ['msk', 'spb', 'minsk'], checkout: /^\/day\/instant-order\/[^/]+$/ },
  { product: 'detox', path: '/detox', cities: ['msk', 'spb', 'minsk'], checkout: /^\/detox\/instant-order\/[^/]+$/ },
  { product: 'superdetox', path: '/superdetox', cities: ['msk', 'spb'], checkout: /^\/superdetox\/instant-order\/[^/]+$/ },
  { product: '21', path: '/21', cities: ['msk', 'spb'], checkout: /^\/21\/instant-order\/[^/]+$/ },
  { product: 'subscription', path: '/subscription', cities: ['msk', 'spb', 'minsk'], checkout: /^\/subscription\/instant-order\/[^/]+$/ },
  { product: 'poll', path: '/poll', cities: ['msk', 'spb'], checkout: /^\/poll\/instant-order\/[^/]+$/ },
  { product: 'local', path: '/local', cities: ['msk', 'spb', 'minsk'], checkout: /^\/local\/instant-order\/[^/]+$/ },
  { product: 'longate', path: '/longate/demo-standard?aal=1', cities: ['msk', 'spb', 'minsk'], checkout: /^\/longate\/instant-order\/[^/]+$/ },
  { product: 'one-more', path: '/one-more', cities: ['msk', 'spb', 'minsk'], checkout: /^\/one-more\/instant-order\/[^/]+$/ },
  { product: 'wowfood-subscription', path: '/wowfood-subscription', cities: ['msk', 'spb'], checkout: /^\/wowfood-subscription\/instant-order\/[^/]+$/ },
  { product: 'wowfood-longate', path: '/wowfood-longate/demo-standard?aal=1', cities: ['msk', 'spb'], checkout: /^\/wowfood-longate\/instant-order\/[^/]+$/ },
  { product: 'wowfood-one-more', path: '/wowfood-one-more', cities: ['msk', 'spb'], checkout: /^\/wowfood-one-more\/instant-order\/[^/]+$/ },
  { product: 'transfland', path: '/transfland', cities: ['msk', 'spb'], checkout: /^\/transfland\/instant-order\/[^/]+$/ },
  { product: 'activate-gift', path: '/activate-gift', cities: ['msk', 'spb', 'minsk'], checkout: /^\/instant-order\/[^/]+$/ },
];

/** A landing URL in a city (the `city` query, personal-cabinet §2.3). */
export function inCity(path: string, city: CityAlias): string {
  return `${path}${path.includes('?') ? '&' : '?'}city=${city}`;
}

/** Logs a phone in through the sandbox API and sets the client token cookie (no UI, no SMS). */
export async function loginAs(request: APIRequestContext, context: BrowserContext, baseURL: string, phone: string): Promise<string> {
  const response = await request.post('/api/personal-cabinet/v1/authentication/login', { data: { phone, code: phone.slice(-4) } });
  const body = (await response.json()) as { client_token?: string };
  if (!body.client_token) throw new Error(`sandbox login failed for ${phone}`);
  await context.addCookies([{ name: 'client_token', value: body.client_token, url: baseURL }]);
  return body.client_token;
}

/** The landing's order form, once its menu has arrived (a price is on it). */
export async function orderForm(page: Page) {
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('radio').first()).toBeVisible();
  return form;
}

/**
 * What a person should never read on a funnel, checkout, payment or result screen, with the
 * offending text (issue 12, defect 4): an ISO date, a menu-type code, a raw phone, an amount that
 * can wrap. The rules are the SDK's (`@mealflow/sdk/domain`, one function each).
 */
export async function visibleTextProblems(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return textProblems(text);
}

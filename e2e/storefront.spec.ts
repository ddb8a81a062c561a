import { expect, test, type BrowserContext } from './fixtures';
import { resetSandbox } from './sandbox';
import { orderForm } from './storefront';

/**
 * The storefront around the order form (issue 12, "also in scope"): city selection on the landing
 * (personal-cabinet §2.1, §2.3, §9 cookies, the IP lookup), the blocks (promo, matching, delivery
 * zones), the wowfood brand.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

test('with nothing else to go by, the IP lookup decides the city; "Да, верно" confirms it for 365 days', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.1' });
  await page.goto('/');
  const city = page.getByLabel('Город доставки');
  await expect(city).toBeEnabled();
  await expect(city).toHaveValue('1');
  await expect(page.getByText('Ваш город — Санкт-Петербург?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Доставка: Санкт-Петербург' })).toBeVisible();
  await orderForm(page);
  // St Petersburg's prices (packages/sandbox/README.md): Фит 6 days 9 060 ₽.
  await expect(page.getByText('9\u00a0060\u00a0₽').first()).toBeVisible();
  expect((await cookie(context, 'city_id'))?.value).toBe('1');
  expect(await cookie(context, 'city_confirmed')).toBeUndefined();
  await page.getByRole('button', { name: 'Да, верно' }).click();
  await expect(page.getByText('Ваш город — Санкт-Петербург?')).toBeHidden();
  const confirmed = await cookie(context, 'city_confirmed');
  expect(confirmed?.value).toBe('1');
  // 365 days (± a day for the clock).
  expect(Math.round(((confirmed?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(365);
  const cityCookie = await cookie(context, 'city_id');
  expect(Math.round(((cityCookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(30);
});

test('choosing Minsk on a St Petersburg city landing clears the route city and shows Minsk prices and zones @dev', async ({
  page,
  context,
}) => {
  await page.goto('/spb?utm_source=test');
  await expect(page.getByLabel('Город доставки')).toHaveValue('1');
  await expect(page.getByText('Ваш город — Санкт-Петербург?')).toHaveCount(0);
  await orderForm(page);
  await page.getByLabel('Город доставки').selectOption({ label: 'Минск' });
  await expect(page).toHaveURL(/\/\?utm_source=test$/);
  await expect(page.getByRole('heading', { name: 'Доставка: Минск' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Зоны доставки' }).getByText('Минск в пределах МКАД')).toBeVisible();
  await orderForm(page);
  await expect(page.getByText(/руб\./).first()).toBeVisible();
  expect((await cookie(context, 'city_id'))?.value).toBe('20');
  expect((await cookie(context, 'city_confirmed'))?.value).toBe('20');
  // The next visit to the root remembers Minsk without asking the IP.
  await page.goto('/');
  await expect(page.getByLabel('Город доставки')).toHaveValue('20');
});

test('an IP lookup failure falls back to Moscow', async ({ page, request }) => {
  await request.post('/__sandbox/faults', { data: { spec: 'address-suggest/ip-locate:500' } });
  await page.goto('/');
  await expect(page.getByLabel('Город доставки')).toBeEnabled();
  await expect(page.getByLabel('Город доставки')).toHaveValue('2');
  await expect(page.getByText('Ваш город — Москва?')).toBeVisible();
  // A background call: its failure is never toasted (§8 says fall back, nothing more).
  await expect(page.getByText('Произошла неизвестная ошибка. Попробуйте позже')).toHaveCount(0);
});

test('the landing blocks: promo, matching, delivery zones; wowfood is its own brand', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Чем дольше, тем выгоднее' })).toBeVisible();
  const matching = page.getByRole('table');
  await expect(matching.getByRole('row', { name: /Похудеть/ })).toContainText('Супер фит, Фит');
  await expect(page.getByRole('list', { name: 'Зоны доставки' }).getByText('До 20 км за МКАД')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'mealflow' })).toBeVisible();
  await page.goto('/wowfood');
  await expect(page.getByRole('banner').getByRole('link', { name: 'wowfood' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'wowfood');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mf-color-primary').trim());
  expect(primary).toBe('#c2185b');
  // No image from another host anywhere on the landing.
  const foreign = await page.evaluate(() =>
    [...document.images].map((i) => i.src).filter((src) => new URL(src).origin !== location.origin),
  );
  expect(foreign).toEqual([]);
});

test('a question dialog is a modal <dialog> whose focus starts on the safe answer; Escape keeps the order @phone', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/instant-order/demo-standard');
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить заказ?' });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.tagName)).toBe('DIALOG');
  await expect(dialog.getByRole('button', { name: 'Нет' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toBeVisible();
});

test('the mobile-app banner on an iPhone: on /day, not on Index, wowfood or transfland; it leads to the app landing', async ({
  browser,
  baseURL,
}) => {
  const iphone = await browser.newContext({
    baseURL: baseURL!,
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const page = await iphone.newPage();
  const banner = page.getByRole('complementary', { name: 'Заказывать удобнее в приложении' });
  await page.goto('/day');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  for (const path of ['/', '/wowfood', '/transfland']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner, path).toHaveCount(0);
  }
  await page.goto('/day');
  await banner.getByRole('link', { name: 'Скачать приложение' }).click();
  await expect(page).toHaveURL(/\/transfland$/);
  await page.goto('/day');
  await banner.getByRole('button', { name: 'Спасибо, в другой раз' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await iphone.close();
});

test('the brand is one fact of the page: wowfood pages are titled wowfood and their calls say brand wowfood (issue 30)', async ({
  page,
  request,
}) => {
  for (const [path, brand, title] of [
    ['/wowfood', 'wowfood', /^wowfood/],
    ['/', 'main', /^mealflow/],
  ] as const) {
    await resetSandbox(request);
    await page.goto(path);
    await orderForm(page);
    await expect(page).toHaveTitle(title);
    const log = (await (await request.get('/__sandbox/log')).json()) as Array<{ call: string; body?: { brand?: string } }>;
    const brands = log.filter((entry) => entry.body?.brand !== undefined).map((entry) => `${entry.call}: ${entry.body?.brand}`);
    expect(brands.length, path).toBeGreaterThan(0);
    expect(
      brands.filter((b) => !b.endsWith(`: ${brand}`)),
      path,
    ).toEqual([]);
  }
});

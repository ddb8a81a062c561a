import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { visibleTextProblems } from './storefront';

/** The promotion page and its promo activation strip (issue 16, personal-cabinet §2.1 /promotion, §9). */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a visitor activates the promotion code, and the checkout starts with it', async ({ page, context, baseURL }) => {
  await page.goto('/marketing_activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Полмиллиона полезных ужинов' })).toBeVisible();
  // The page renders inside the app's <main>, not a second one of its own.
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('button', { name: 'Активировать промокод' }).click();
  const code = page.getByRole('group', { name: 'Ваш промокод' });
  await expect(code.getByText('HEALTHY10')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // The order link leads to the landing's order form, not a dead end.
  await page.getByRole('link', { name: 'Заказать со скидкой' }).click();
  await expect(page).toHaveURL(/\/\?menuType=fit#order-form$/);
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible();

  // The code waits for the checkout and activates itself there (issue 30: §2 preset-promocode activation, 500 ms).
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/instant-order/demo-standard');
  await expect(page.getByText('Ваш промокод применён')).toBeVisible();
  await expect(page.getByText('−954 ₽')).toBeVisible();
});

test('the cabinet shows the promotion in its frame, with the Taro line for the client', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/dashboard/promotion');
  await expect(page.getByRole('link', { name: 'Акции', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Ваш рацион по акции — «Баланс»')).toBeVisible();
  await expect(page.getByText('Продлите питание по акции и сохраните скидку')).toBeVisible();
});

test('a designer previews another configuration and another status with query parameters', async ({ page }) => {
  await page.goto('/promotion?config_preview=101&force_as=old');
  await expect(page.getByText('Предпросмотр: новогодняя акция — 15% на заказ от 12 дней')).toBeVisible();
  await page.goto('/promotion?force_as=old');
  await expect(page.getByText('Продлите питание по акции и сохраните скидку')).toBeVisible();
});

import { expect, test } from './fixtures';
import { PHONE } from './phone';
import { resetSandbox } from './sandbox';
import { loginAs, uncheckedRadio } from './storefront';

/**
 * The smartphone order flow (issue 13, personal-cabinet §2.2): /dashboard/mobile/order → mealdays →
 * profile → payment on the order block and the checkout, and /dashboard/mobile/ta/login.
 */
const RETURNING = '+79990000001';
test.use(PHONE);

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

test('a client orders on a smartphone step by step: line, days (kept after a reload), phone, then the checkout of the order', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/mobile/order');
  await expect(page.getByText('Шаг 1 из 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите рацион' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Сколько дней' })).toHaveCount(0);
  const line = await uncheckedRadio(page.getByRole('group', { name: 'Рацион' }));
  await line.check();
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page).toHaveURL(/\/dashboard\/mobile\/order\/mealdays\?menuType=\w+$/);
  await expect(page.getByText('Шаг 2 из 4')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Рацион' })).toHaveCount(0);
  const option = await uncheckedRadio(page.getByRole('group', { name: 'Сколько дней' }));
  await option.check();
  const label = ((await option.locator('xpath=ancestor::label').textContent()) ?? '').trim();
  const daysText = /^\d+\s\S+/.exec(label)?.[0] ?? '';
  expect(daysText).not.toBe('');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page).toHaveURL(/\/dashboard\/mobile\/order\/profile\?menuType=\w+&days=\d+$/);
  await page.reload();
  await expect(page.getByText('Шаг 3 из 4')).toBeVisible();
  // The form's summary names the days of the address ('Супер фит, 12 дн. — …').
  await expect(page.getByText(new RegExp(`, ${daysText.split(/\s/)[0]}\\sдн\\.`))).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 (999) 000-00-01');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Заказать' }).click();

  await expect(page).toHaveURL(/\/dashboard\/mobile\/order\/payment\?hid=[^&]+$/);
  await expect(page.getByText('Шаг 4 из 4')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(daysText.replace(/\s/, '\\s')) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
});

test('the payment step without an order says so and leads back to the first step', async ({ page }) => {
  await page.goto('/dashboard/mobile/order/payment');
  await expect(page.getByText('Заказ не найден: выберите рацион заново')).toBeVisible();
  await page.getByRole('link', { name: 'Выбрать рацион' }).click();
  await expect(page).toHaveURL(/\/dashboard\/mobile\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите рацион' })).toBeVisible();
});

test('/dashboard/mobile/ta/login logs the client in with the SMS code and opens the smartphone order', async ({ page }) => {
  await page.goto('/dashboard/mobile/ta/login');
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/dashboard\/mobile\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите рацион' })).toBeVisible();
  // Logged in now: the login page sends the client straight on.
  await page.goto('/dashboard/mobile/ta/login');
  await expect(page).toHaveURL(/\/dashboard\/mobile\/order$/);
});

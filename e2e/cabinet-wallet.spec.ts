import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/** The wallet on /dashboard/bonus (issue 15, personal-cabinet §2.1 bonus, §3 Wallet, §7). */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the returning client sees the balances and the history, and loads more of it', async ({ page }) => {
  await page.goto('/dashboard/bonus');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/dashboard\/bonus$/);

  await expect(page.getByText('Всего на счёте: 4\u00a0750\u00a0₽')).toBeVisible();
  const history = page.getByRole('list', { name: 'История операций' });
  await expect(history.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(27);
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('a new client sees an empty wallet, not an error', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, '+79161239999');
  await page.goto('/dashboard/bonus');
  await expect(page.getByText(/^Операций пока нет/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Личный кабинет' }).getByRole('alert')).toHaveCount(0);
});

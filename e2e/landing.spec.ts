import { expect, test, type Page } from '@playwright/test';
import { resetSandbox } from './sandbox';
import { orderForm } from './storefront';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const leaveWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })));

test('the leave banner offers by the chosen target and shows its time once (defect 8)', async ({ page }) => {
  await page.goto('/');
  await orderForm(page);
  await page.getByRole('radio', { name: 'Не готовить' }).check();
  await leaveWindow(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Дополнительные 5% скидки на первый заказ: питание на весь день без готовки')).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^Предложение действует ещё [45]:\d\d$/);
});

test('the day product offers the trial variant', async ({ page }) => {
  await page.goto('/day');
  await orderForm(page);
  await leaveWindow(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Скидка 10% на меню на день')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Заказать меню на день' })).toBeVisible();
});

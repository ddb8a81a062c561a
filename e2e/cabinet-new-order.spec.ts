import { expect, test } from './fixtures';
import { resetSandbox } from './sandbox';
import { uncheckedRadio } from './storefront';

/**
 * A new order from the cabinet (issue 13, personal-cabinet §2.1 new-order routes, funnel §4): the
 * returning client logs in, opens a new order from the orders list, picks a menu line and the days,
 * orders, and lands on the cabinet's checkout of that new order.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

test('the returning client starts a new order in the cabinet and lands on its checkout @phone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/(new-)?dashboard$/);

  await page.getByRole('link', { name: 'Оформить новый заказ' }).click();
  await expect(page).toHaveURL(/\/(dashboard|new-dashboard)\/new-order$/);
  await expect(page.getByRole('heading', { name: 'Новый заказ', level: 2 })).toBeVisible();

  const lines = page.getByRole('group', { name: 'Рацион' });
  const line = await uncheckedRadio(lines);
  await line.check();
  await expect(line).toBeChecked();
  const days = page.getByRole('group', { name: 'Сколько дней' });
  const option = await uncheckedRadio(days);
  await option.check();
  await expect(option).toBeChecked();
  const label = (await option.locator('xpath=ancestor::label').textContent()) ?? '';
  const daysText = /^\d+\s\S+/.exec(label.trim())?.[0] ?? '';
  expect(daysText).not.toBe('');

  await expect(page.getByLabel('Телефон')).toHaveValue('+7 (999) 000-00-01');
  // The picker and the form fit a 320 px screen: nothing scrolls sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/(dashboard|new-dashboard\/new-order)\/instant-order\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(daysText.replace(/\s/, '\\s')) })).toBeVisible();

  // Nothing scrolls sideways on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

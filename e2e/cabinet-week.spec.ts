import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs } from './storefront';

/** Issue 31: the dashboard opens on the client's coming week — deliveries and charges — on desktop and on a phone. */
test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await loginAs(request, context, baseURL!, '+79990000001');
});

/** A cabinet section by its link (on a phone the links are in the 'Меню' sheet). */
async function section(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Меню' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name }).click();
}

test('the dashboard opens on the coming deliveries and charges; a freeze moves the charge there too, without a reload @phone', async ({
  page,
}) => {
  await page.goto('/dashboard');
  const week = page.getByRole('region', { name: 'Ближайшие доставки и списания' });
  const deliveries = week.getByRole('region', { name: 'Доставки' });
  // The week grid: today and the next 6 days; a day with a delivery says its date, window and line.
  const grid = deliveries.getByRole('list', { name: 'Неделя по дням' });
  await expect(grid).toBeVisible({ timeout: 30_000 });
  const days = grid.locator(':scope > li');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('aria-current', 'date');
  const withDelivery = days.filter({ has: page.getByRole('link') }).first();
  await expect(withDelivery).toContainText(/^(пн|вт|ср|чт|пт|сб|вс), \d{2}\.\d{2}\.\d{4}(Утро|Вечер), \d{2}:\d{2}–\d{2}:\d{2}Фит/);
  const charge = week.getByRole('region', { name: 'Списания' }).getByRole('listitem').filter({ hasText: 'Подписка 24' });
  await expect(charge).toHaveText(/^\d{2}\.\d{2}\.\d{4}9\u00a0063\u00a0₽ — Подписка 24$/);
  const before = (await charge.textContent())!.slice(0, 10);
  // The grid shows the charge on its day (seed: in 4 days, inside the week).
  const chargeInGrid = 'Списание 9\u00a0063\u00a0₽ — Подписка 24';
  await expect(days.filter({ hasText: chargeInGrid })).toContainText(before);
  await expect(week.getByRole('link', { name: 'Оформить новый заказ' })).toBeVisible();
  // The overview comes before the orders list.
  const [weekTop, ordersTop] = await Promise.all([week.boundingBox(), page.getByRole('region', { name: 'Мои заказы' }).boundingBox()]);
  expect(weekTop!.y).toBeLessThan(ordersTop!.y);

  // Freeze Подписка 24 for 4 days from its next delivery, then back to the dashboard by its link.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await section(page, 'Подписки');
  await page.getByRole('button', { name: 'Заморозить: Подписка 24' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заморозить подписку' });
  await dialog.getByLabel('На сколько дней').selectOption({ label: '4 дня' });
  await dialog.getByRole('button', { name: 'Заморозить' }).click();
  await expect(dialog).toBeHidden();
  await section(page, 'Заказы');
  const [d, m, y] = before.split('.').map(Number);
  const moved = new Date(Date.UTC(y!, m! - 1, d! + 4)).toISOString().slice(0, 10).split('-').reverse().join('.');
  await expect(charge).toHaveText(`${moved}9\u00a0063\u00a0₽ — Подписка 24`);
  // The grid's day of the old charge no longer carries it.
  await expect(days.filter({ hasText: chargeInGrid }).filter({ hasText: before })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // A delivery of the week leads to its page.
  await deliveries.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Доставка / })).toBeVisible();
});

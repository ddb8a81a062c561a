import { expect, test } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { loginAs, orderForm } from './storefront';

/** Menu customisation (issue 16; personal-cabinet §2.1, §4): 'Собрать своё меню' → order → menu → checkout. */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

test('from the landing\'s "Собрать своё меню" a visitor builds a menu and reaches the checkout of the custom order @phone', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'ab_landing_custom_menu', value: 'custom_menu_button', url: baseURL! }]);
  await page.clock.install();
  await page.goto('/');
  await (await orderForm(page)).getByRole('button', { name: 'Собрать своё меню' }).click();
  await expect(page).toHaveURL(/\/try-customization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Соберите своё меню' })).toBeVisible();
  const form = await orderForm(page);
  // Not offered again on its own page.
  await expect(form.getByRole('button', { name: 'Собрать своё меню' })).toHaveCount(0);
  await form.getByLabel('Телефон').pressSequentially('9161234567');
  // The order-ready gate opens 10 s after load (order-funnel §4).
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/(mobile\/)?[^/]+\/confirm$/);
  const hid = /\/order\/(?:mobile\/)?([^/]+)\/confirm/.exec(page.url())?.[1];
  await page.getByLabel('Код из СМС').pressSequentially('4567');

  await expect(page).toHaveURL(new RegExp(`/try-customization/order-wizard/${hid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ваше меню' })).toBeVisible();
  const breakfast = page.getByRole('combobox', { name: /^Завтрак, / }).first();
  await breakfast.selectOption({ label: 'Омлет с овощами, 260 ккал' });
  await expect(page.getByRole('status').filter({ hasText: 'Изменено приёмов пищи: 1' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Перекус, / }).first().selectOption({ label: 'Без блюда' });
  await expect(page.getByRole('status').filter({ hasText: 'Изменено приёмов пищи: 2' })).toBeVisible();
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole('button', { name: 'Перейти к оформлению' }).click();

  await expect(page).toHaveURL(new RegExp(`/try-customization/single-step-order/${hid}$`));
  const all = await counters(request);
  expect(all['orders/custom']).toBe(1);
  expect(all['orders/remove-item-from-custom']).toBe(1);
  expect(all['orders/accept-draft']).toBe(1);

  // The order's packs in the cabinet show the built menu.
  await loginAs(request, context, baseURL!, '+79161234567');
  await page.goto(`/dashboard/order/${hid}/packs`);
  await expect(page.getByRole('heading', { name: 'Меню заказа' })).toBeVisible();
  await expect(page.getByText('Омлет с овощами, 260 ккал').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Изменить меню' })).toHaveAttribute('href', `/order-wizard/${hid}`);
});

test('the order wizard without an order leads back to the orders, not to a dead end', async ({ page }) => {
  await page.goto('/order-wizard');
  await expect(page.getByText('Заказ не выбран')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute('href', '/dashboard');
});

import { expect, test, type Page } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/**
 * The extension (longate) flow (issue 14, personal-cabinet §2.1 'Extension (longate) flow', §4, §8):
 * the returning client's unformed longation `lk-longate` and the formed `lk-longate-formed`, the
 * burning bonuses of /longate-bonus (packages/sandbox/README.md "Longate").
 */
// A busy machine loads the runtime chunk slowly on a first visit: the first screen gets room.
const FIRST = { timeout: 30_000 };

test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await loginAs(request, context, baseURL!, '+79990000001');
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Уведомления' }).getByText(text);

/** A new card: the saved one is preselected (issue 31), so the client picks 'Новая карта' first. */
async function fillCard(page: Page, number: string) {
  await expect(page.getByRole('radio', { name: /Сохранённая карта/ })).toBeChecked(FIRST);
  await page.getByRole('radio', { name: 'Новая карта' }).check();
  await page.getByLabel('Номер карты').fill(number);
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Имя владельца').fill('anna smirnova');
}

test('the order page offers Продлить; the client extends and pays by card: one charge, the longate success page @phone', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard/orders/lk-longate');
  await page.getByRole('link', { name: 'Продлить', exact: true }).click(FIRST);
  await expect(page).toHaveURL(/\/longate\/lk-longate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продление заказа' })).toBeVisible();
  await expect(page.getByText('6 дней, 1 персона')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.getByRole('link', { name: /^Оплатить продление 9\s540\s₽$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-longate\/longate\/creditcard$/);
  await fillCard(page, '4242 4242 4242 4242');
  const pay = page.getByRole('button', { name: /^Оплатить продление/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-longate\/longate\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продление оплачено' })).toBeVisible();
  const all = await counters(request);
  expect(all['charges:lk-longate']).toBe(1);
  expect(all['longated:lk-longate']).toBe(1);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('a 3-D Secure card returns through /3Ds/longate to the longate success page', async ({ page, request }) => {
  await page.goto('/dashboard/order/lk-longate/longate/creditcard');
  await expect(page.getByRole('heading', { name: 'Оплата продления' })).toBeVisible(FIRST);
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: /^Оплатить продление/ }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение оплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  // The 3-D Secure return page asks the order, then opens the flow's own success page.
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-longate\/longate\/success$/, FIRST);
  await expect(page.getByRole('heading', { level: 1, name: 'Продление оплачено' })).toBeVisible(FIRST);
  expect((await counters(request))['charges:lk-longate']).toBe(1);
});

test('a formed longation says why in words; the raw server text is only logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/dashboard/order/lk-longate-formed/longate');
  await expect(page).toHaveURL(/\/longate\/lk-longate-formed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продлить этот заказ нельзя' })).toBeVisible(FIRST);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Этот заказ на продление уже оформлен');
  await expect(page.getByText(/status 1/)).toHaveCount(0);
  await expect.poll(() => logged.some((text) => text.includes('order for longation should be in status 1'))).toBe(true);
});

test('cancelling the longation returns to Index; keeping it returns to the overview', async ({ page }) => {
  await page.goto('/dashboard/order/lk-longate/longate/cancel');
  const dialog = page.getByRole('dialog', { name: 'Отменить продление?' });
  await expect(dialog.getByRole('button', { name: 'Не отменять' })).toBeFocused(FIRST);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/longate\/lk-longate$/);
  await page.getByRole('link', { name: 'Отменить продление' }).click();
  await page.getByRole('dialog', { name: 'Отменить продление?' }).getByRole('button', { name: 'Отменить продление' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(toast(page, 'Ваш заказ успешно отменён')).toBeVisible();
});

test('/longate-bonus shows the bonuses that burn and leads into the extension', async ({ page }) => {
  await page.goto('/longate-bonus');
  const list = page.getByRole('list', { name: 'Сгорающие бонусы' });
  await expect(list.getByText('1\u00a0500\u00a0бонусов')).toBeVisible(FIRST);
  await expect(list.getByText(/Сгорят \d{1,2}\s[а-я]+/)).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await list.getByRole('link', { name: 'Продлить и сохранить бонусы' }).click();
  await expect(page).toHaveURL(/\/longate\/lk-longate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продление заказа' })).toBeVisible();
});

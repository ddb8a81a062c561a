import { expect, test } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { loginAs, orderAsVisitor, orderForm } from './storefront';

/**
 * Menu customisation (issue 16; personal-cabinet §2.1, §4, §5, §9): 'Собрать своё меню' → order →
 * menu → checkout; the returning client's `lk-custom` (3–7 packs per delivery, sandbox README).
 */
const RETURNING = '+79990000001';
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

test('from the landing\'s "Собрать своё меню" a visitor builds a menu and reaches the checkout of the custom order @phone', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // The A/B variations that ask for the button and for the menu before the checkout (the hard flow; e2e/ab-tests.spec.ts has the easy one).
  await context.addCookies([
    { name: 'ab_landing_custom_menu', value: 'custom_menu_button', url: baseURL! },
    { name: 'ab_try_customization_flow', value: 'hard', url: baseURL! },
  ]);
  await page.clock.install();
  await page.goto('/');
  await (await orderForm(page)).getByRole('button', { name: 'Собрать своё меню' }).click();
  await expect(page).toHaveURL(/\/try-customization$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Соберите своё меню' })).toBeVisible();
  // The customisation active now (its window around today) shows its strip and keeps the cmz cookie.
  await expect(page.getByText(/^Соберите своё меню: замените любое блюдо/)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'cmz')?.value).toBe('1');
  const form = await orderForm(page);
  // Not offered again on its own page.
  await expect(form.getByRole('button', { name: 'Собрать своё меню' })).toHaveCount(0);
  const hid = await orderAsVisitor(page, '9161234567');

  await expect(page).toHaveURL(new RegExp(`/try-customization/order-wizard/${hid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Ваше меню' })).toBeVisible();
  const breakfast = page.getByRole('combobox', { name: /^Завтрак, / }).first();
  await breakfast.selectOption({ label: 'Омлет с овощами, 260 ккал' });
  await expect(page.getByRole('status').filter({ hasText: 'Изменено приёмов пищи: 1' })).toBeVisible();
  await page
    .getByRole('combobox', { name: /^Второй завтрак, / })
    .first()
    .selectOption({ label: 'Без блюда' });
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
  await expect(page.getByRole('button', { name: 'Изменить меню' })).toBeVisible();
});

// Issue 31: the dishes of a running order used to end in the new-order checkout (a 5-minute timer, a
// past first date with a date picker, 'Новой картой' preselected); now they change and the surcharge
// is paid in the cabinet, reachable from the order list and the order page.
test('the returning client changes the dishes of a running order in the cabinet and pays the surcharge with the saved card @phone', async ({
  page,
  request,
  signIn,
}) => {
  await signIn('/dashboard/orders');
  // Every running order of a customisable line offers it (the unformed and the cancelled do not).
  await expect(page.getByRole('link', { name: /^Изменить блюда: / }).first()).toHaveAttribute(
    'href',
    /^\/dashboard\/order\/lk-[a-z-]+\/packs$/,
    { timeout: 30_000 },
  );
  await page.goto('/dashboard/orders/lk-custom');
  await page.getByRole('link', { name: 'Изменить блюда' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-custom\/packs$/);
  const packs = page.getByRole('region', { name: 'Меню заказа' });
  await packs.getByRole('button', { name: 'Изменить меню' }).click();
  const day = packs
    .getByRole('region', { name: /^Меню на / })
    .filter({ has: page.getByRole('combobox') })
    .first();
  // The stop-list's dish (Треска, the programme's dinner) is shown as chosen, and not offered once changed.
  const dinner = day.getByRole('combobox', { name: /^Ужин, / });
  await dinner.selectOption({ label: 'Лосось с рисом и брокколи, 380 ккал' });
  await expect(dinner.locator('option', { hasText: 'Треска' })).toHaveCount(0);
  await day.getByRole('button', { name: /^Добавить порцию: Обед, / }).click();
  await expect(packs.getByRole('status').filter({ hasText: /^Доплата за изменения: 20/ })).toBeVisible();
  await packs.getByRole('button', { name: 'Сохранить меню' }).click();

  const pay = packs.getByRole('region', { name: 'Доплата за изменения меню' });
  await expect(pay.getByRole('radio', { name: 'Сохранённой картой •••• 4242' })).toBeChecked();
  // Nothing else is asked: no reservation timer, no date, no card form.
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByLabel('Номер карты')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Дата доставки|Выберите дату/ })).toHaveCount(0);
  await pay.getByRole('button', { name: 'Оплатить 20\u00a0₽' }).click();
  await expect(packs.getByText('Меню заказа изменено, доплата 20\u00a0₽ оплачена')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-custom\/packs$/);
  const all = await counters(request);
  expect(all['charges:lk-custom']).toBe(1);
  expect(all['orders/accept-draft']).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('the order wizard without an order leads back to the orders, not to a dead end', async ({ page }) => {
  await page.goto('/order-wizard');
  await expect(page.getByText('Заказ не выбран')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute('href', '/dashboard');
});

test('the returning client changes a dish, adds a second portion, sees the draft and its price, keeps it over a reload, meets a limit and accepts', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/order-wizard/lk-custom');
  const wizard = page.getByRole('region', { name: 'Ваше меню' });
  const days = wizard.getByRole('region', { name: /^Меню на / });
  // The first day that can still be changed; the delivered ones are read-only.
  const day = days.filter({ has: page.getByRole('combobox') }).first();
  const breakfast = day.getByRole('combobox', { name: /^Завтрак, / });
  const status = (text: RegExp) => wizard.getByRole('status').filter({ hasText: text });
  await expect(day.getByText('В доставке: 5 блюд')).toBeVisible();
  await expect(days.first().getByText('Доставлено')).toBeVisible();
  await expect(days.first().getByRole('combobox')).toHaveCount(0);

  await breakfast.selectOption({ label: 'Омлет с овощами, 260 ккал' });
  await expect(status(/^Изменено приёмов пищи: 1$/)).toBeVisible();
  await expect(status(/^Стоимость заказа не меняется$/)).toBeVisible();
  // A second portion of lunch: an addition at 20 ₽ a day, shown before accepting (no-break space).
  await day.getByRole('button', { name: /^Добавить порцию: Обед, / }).click();
  await expect(day.getByRole('group', { name: /^Обед, / })).toContainText('2 порции');
  await expect(status(/^Изменено приёмов пищи: 2$/)).toBeVisible();
  await expect(status(/^Доплата за изменения: 20/)).toBeVisible();
  expect(await status(/^Доплата/).textContent()).toBe('Доплата за изменения: 20\u00a0₽');

  // A reload keeps the draft being edited.
  await page.reload();
  await expect(breakfast.locator('option:checked')).toHaveText('Омлет с овощами, 260 ккал');
  await expect(day.getByRole('group', { name: /^Обед, / })).toContainText('2 порции');
  await expect(status(/^Изменено приёмов пищи: 2$/)).toBeVisible();
  await expect(status(/^Доплата за изменения: 20/)).toBeVisible();

  // Up to 7 packs a delivery: the eighth is refused with the reason, nothing is sent.
  await day.getByRole('button', { name: /^Добавить порцию: Обед, / }).click();
  await expect(day.getByText('В доставке: 7 блюд')).toBeVisible();
  const sent = (await counters(request))['orders/custom'];
  await day.getByRole('button', { name: /^Добавить порцию: Ужин, / }).click();
  await expect(wizard.getByRole('alert')).toHaveText(
    'В одной доставке может быть не больше 7 блюд. Уберите блюдо из другого приёма пищи, чтобы добавить это.',
  );
  expect((await counters(request))['orders/custom']).toBe(sent);
  await expect(status(/^Доплата за изменения: 40/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await wizard.getByRole('button', { name: 'Перейти к оформлению' }).click();
  await expect(page).toHaveURL(/\/custom-menu\/instant-order\/lk-custom$/);
  const all = await counters(request);
  expect(all['orders/accept-draft']).toBe(1);
  expect(all['orders/drop-unaccepted'] ?? 0).toBe(0);

  // Accepted: the order's menu on the next visit, nothing left to accept.
  await page.goto('/order-wizard/lk-custom');
  await expect(breakfast.locator('option:checked')).toHaveText('Омлет с овощами, 260 ккал');
  await expect(day.getByRole('group', { name: /^Обед, / })).toContainText('3 порции');
  await expect(wizard.getByRole('button', { name: 'Сбросить изменения' })).toBeDisabled();
  await expect(status(/Изменено приёмов пищи|Доплата/)).toHaveCount(0);
});

import { addDays } from '@mealflow/sdk/domain';
import { expect, test, type Page } from './fixtures';
import { resetSandbox, sandboxDay } from './sandbox';
import { loginAs } from './storefront';

/**
 * Managing a delivery in the cabinet (issue 13, personal-cabinet §4, §7, §8): move it, readdress
 * it, confirm it, cancel it; each change is kept by the sandbox (visible after a reload). The
 * deliveries used are three and five days ahead (`-d4`, `-d5`), before any cut-off: `-d3` is
 * tomorrow's, whose changes close at the day-before cut-off, so a journey on it passes or fails by
 * the hour it runs.
 */
const RETURNING = '+79990000001';

test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await loginAs(request, context, baseURL!, RETURNING);
});

const deliveryHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Доставка / });
const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Уведомления' }).getByText(text);

test('list → order → a delivery moved to another date and time @phone', async ({ page }) => {
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Мои заказы' }).getByRole('article').first();
  await card.getByRole('link', { name: /^Подробнее/ }).click();
  const deliveries = page.getByRole('region', { name: 'Доставки' });
  // The second delivery still to come (three days ahead).
  await deliveries
    .getByRole('link', { name: /^Изменить доставку/ })
    .nth(1)
    .click();
  await expect(deliveryHeading(page)).toBeVisible();
  const before = await deliveryHeading(page).textContent();

  await page.getByRole('button', { name: 'Перенести' }).click();
  const dialog = page.getByRole('dialog', { name: 'Перенести' });
  const dates = dialog.getByLabel('Выберите дату');
  await expect(dates.locator('option:not([disabled])').first()).toBeAttached();
  const options = await dates.locator('option:not([disabled])').allTextContents();
  const target = options.find((text) => !before!.includes(text))!;
  await dates.selectOption({ label: target });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Время доставки успешно изменено.')).toBeVisible();
  await expect(deliveryHeading(page)).toHaveText(`Доставка ${target}`);

  await page.reload();
  await expect(deliveryHeading(page)).toHaveText(`Доставка ${target}`);
});

test('a delivery goes to another saved address, kept after a reload', async ({ page }) => {
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d5');
  await expect(page.getByText('Москва, ул. Тверская, д. 7, кв. 12')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить адрес' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите адрес доставки' });
  const other = dialog.getByRole('button', { name: /^Доставить сюда: / }).first();
  const text = (await other.getAttribute('aria-label'))!.replace('Доставить сюда: ', '');
  await other.click();
  await expect(toast(page, 'Адрес доставки изменен')).toBeVisible();
  await page.reload();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByText('Москва, ул. Тверская, д. 7, кв. 12')).toHaveCount(0);
});

test('a delivery is confirmed, then one is cancelled after the dialog says what happens to the payment; both kept after a reload @phone', async ({
  page,
}) => {
  await page.goto('/dashboard/orders/lk-task/deliveries/lk-task-d4');
  await page.getByRole('button', { name: 'Подтвердить доставку' }).click();
  await expect(toast(page, 'Ваша доставка подтверждена')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Подтверждена')).toBeVisible();
  await expect(page.getByText('Курьер позвонит за 15–30 минут до приезда')).toBeVisible();

  await page.goto('/dashboard/orders/lk-awaiting/deliveries/lk-awaiting-d2');
  await page.getByRole('button', { name: 'Отменить доставку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Отменить доставку?' });
  // What cancelling means is shown once (the profile's cancellation info), then the question.
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  // What happens to the payment, as the backend answers, before the client confirms (issue 31).
  await expect(dialog.getByRole('status')).toHaveText('Заказ ещё не оплачен: к оплате станет на 3\u00a0980\u00a0₽ меньше');
  await dialog.getByRole('button', { name: 'Отменить доставку' }).click();
  await expect(toast(page, 'Доставка отменена')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Отменена')).toBeVisible();
});

test('a delivery switches to the evening, then that time goes to every delivery of the order; kept after a reload', async ({ page }) => {
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d5');
  await expect(page.getByRole('heading', { name: 'Когда привезти' })).toBeVisible({ timeout: 30_000 });
  const evening = page.getByRole('radio', { name: 'Вечер, 18:00–23:00' });
  const morning = page.getByRole('radio', { name: 'Утро, 07:00–12:00' });
  const target = (await evening.isChecked()) ? morning : evening;
  const targetName = (await evening.isChecked()) ? 'Утро, 07:00–12:00' : 'Вечер, 18:00–23:00';
  await target.check();
  await expect(toast(page, 'Время доставки успешно изменено.')).toBeVisible();
  await expect(target).toBeChecked();
  await page.getByRole('button', { name: 'Это время — для всех доставок заказа' }).click();
  await expect(toast(page, 'Время доставки успешно изменено.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: targetName })).toBeChecked({ timeout: 30_000 });
  // Another delivery of the order took the same window (d4: three days ahead, open at any hour).
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d4');
  await expect(page.getByRole('radio', { name: targetName })).toBeChecked({ timeout: 30_000 });
});

test('one second past the morning cut-off: tomorrow’s morning is not offered, and what is offered is accepted (issue 31) @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // The sandbox's day (its seed's: \`-d3\` is the day after it), not this run's clock.
  const { today } = await sandboxDay(request);
  await context.addCookies([{ name: 'test_time', value: `${today}T15:00:01+03:00`, url: baseURL! }]);
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d3');
  await expect(page.getByText('Утро на этот день уже не выбрать: приём до 15:00 накануне')).toBeVisible({ timeout: 30_000 });
  // The real limit of this evening delivery.
  await expect(page.getByText(/^Изменения принимаются до 19:59 \d{2}\.\d{2}\.\d{4}, накануне доставки$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Утро/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Вечер, 18:00–23:00' })).toBeChecked();

  await page.getByRole('button', { name: 'Перенести' }).click();
  const dialog = page.getByRole('dialog', { name: 'Перенести' });
  const dates = dialog.getByLabel('Выберите дату');
  await expect(dates.locator('option:not([disabled])').first()).toBeAttached();
  // Tomorrow, this delivery's own day: only the two Moscow evenings, told apart in words.
  await dates.selectOption(addDays(today, 1));
  await expect(dialog.getByRole('radio', { name: 'Вечер попозже, 19:00–23:00' })).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('radio', { name: 'Вечер пораньше, 18:00–23:00' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Вечер попозже, 19:00–23:00' }).check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toast(page, 'Время доставки успешно изменено.')).toBeVisible();
});

test('one second past the evening cut-off: tomorrow’s delivery offers nothing that would be refused (issue 31)', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { today } = await sandboxDay(request);
  await context.addCookies([{ name: 'test_time', value: `${today}T20:00:00+03:00`, url: baseURL! }]);
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d3');
  await expect(page.getByText('Изменить эту доставку уже нельзя: приём изменений закончился')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('radio')).toHaveCount(0);
  for (const name of ['Перенести', 'Изменить адрес', 'Отменить доставку']) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByText(/^Изменения принимаются до/)).toHaveCount(0);
});

test('a delivery is skipped: the dialog says where it goes and that the price stays, then it comes after the order’s last one; kept after a reload (issue 31) @phone', async ({
  page,
}) => {
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d4');
  const before = (await deliveryHeading(page).textContent()) ?? '';
  await page.getByRole('button', { name: 'Пропустить доставку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Пропустить доставку?' });
  const move = dialog.getByText(/ переедет на .+ — после последней доставки заказа\.$/);
  await expect(move).toBeVisible();
  const target = /переедет на ((пн|вт|ср|чт|пт|сб|вс), \d{2}\.\d{2}\.\d{4})/.exec((await move.textContent()) ?? '')?.[1];
  expect(target).toBeTruthy();
  await expect(
    dialog.getByText('Цена заказа не изменится: ничего не спишется и не вернётся, оплаченный день питания не пропадёт.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Пропустить доставку' }).click();
  await expect(toast(page, 'Доставка перенесена в конец заказа')).toBeVisible();
  await page.reload();
  await expect(deliveryHeading(page)).toContainText(target!);
  expect(await deliveryHeading(page).textContent()).not.toBe(before);
});

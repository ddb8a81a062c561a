import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs, openSecondDelivery, visibleTextProblems } from './storefront';

/** The returning client's orders in the cabinet (issue 13, personal-cabinet §2.1, §2.5, §7, §8). */
const RETURNING = '+79990000001';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const orders = (page: Page) => page.getByRole('region', { name: 'Мои заказы' });

test('the returning client logs in with the SMS code and sees the active orders', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/(new-)?dashboard$/);
  const list = orders(page);
  await expect(list.getByRole('article').first()).toBeVisible();
  const count = await list.getByRole('article').count();
  expect(count).toBeGreaterThan(3);
  await expect(list.getByText('Ожидает оплаты').first()).toBeVisible();
  await expect(list.getByRole('link', { name: /^Оплатить/ }).first()).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
});

test('an order awaiting payment is paid through the checkout', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/orders');
  const card = orders(page).getByRole('article').filter({ hasText: 'Ожидает оплаты' }).first();
  await card.getByRole('link', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/fastpay\/[^/]+$/);
  await expect(page.getByRole('button', { name: /^Оплатить/ }).first()).toBeVisible();
});

test('an order page shows deliveries, dishes and the price; the order is cancelled with a reason @phone', async ({ page, signIn }) => {
  await signIn('/dashboard/orders');
  await expect(orders(page).getByRole('article').first()).toBeVisible();
  const activeBefore = await orders(page).getByRole('article').count();
  const card = orders(page).getByRole('article').filter({ hasText: 'Оплачен' }).first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('link', { name: /^Подробнее/ }).click();
  await expect(page).toHaveURL(/\/(dashboard\/orders|new-dashboard)\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Доставки' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Стоимость' }).getByText('К оплате')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Почему вы отменяете заказ?' });
  await dialog.getByRole('radio', { name: 'Другое' }).check();
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(dialog.getByText('Напишите, пожалуйста, пару слов')).toBeVisible();
  await dialog.getByLabel('Расскажите подробнее').fill('Переезжаю в другой город');
  await dialog.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByText('Ваш заказ успешно отменён').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Заказ отменён' })).toBeVisible();

  // The sandbox kept it: after a reload the order has left the active list.
  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await page.reload();
  await expect(orders(page).getByRole('article')).toHaveCount(activeBefore - 1);
});

test('under StrictMode (npm start) the cabinet renders the list, an order and a delivery without errors, each path change tracked @dev', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Every path change goes to the analytics port (personal-cabinet §2.3); dev builds log it.
  const tracked: Array<Promise<unknown>> = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[analytics] url_change')) tracked.push(message.args()[2]!.jsonValue());
  });
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard');
  await openSecondDelivery(page, orders(page));
  await expect(page.getByRole('heading', { level: 2, name: /^Доставка / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Перенести' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Личный кабинет' }).getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
  await expect
    .poll(async () => ((await Promise.all(tracked)) as Array<{ route: string }>).map((e) => e.route))
    .toEqual(['Dashboard', 'SingleOrder', 'DashboardOrderDeliveries']);
});

import { expect, test, type Page } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { payWithNewCard, visibleTextProblems } from './storefront';

/**
 * The desktop new-client order (issue 14, personal-cabinet §2.1 /dashboard/order): tariff (city
 * selector) → SMS code (sandbox: the phone's last four digits) → profile → payment → result; the
 * card step, /order/trial-unavailable and /confirmation/{hid}.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

/** The first page of a test loads the runtime chunk: on the shared 2-core machine that took over 10 s at times. */
const FIRST_PAINT_MS = 25_000;

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

// Desktop: a smartphone goes to the mobile order instead (§2.2, issue 31; e2e/cabinet-misc.spec.ts, cabinet-mobile-order.spec.ts).
test('a visitor orders: tariff → SMS code → profile → payment → paid; one order, one charge', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/dashboard/order/tariff');
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите рацион' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('combobox', { name: 'Город доставки' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Оформление заказа' });
  await expect(form.getByText(/₽/).first()).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await form.getByLabel('Телефон').pressSequentially('9165554433');
  await noSidewaysScroll(page);
  // The order-ready gate opens 10 s after load (order-funnel §4), on Playwright's clock.
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).dblclick();

  await expect(page).toHaveURL(/\/dashboard\/order\/[^/]+\/tariff\/confirm$/);
  const hid = /\/dashboard\/order\/([^/]+)\/tariff\/confirm/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
  await page.getByLabel('Код из СМС').pressSequentially('4433');

  await expect(page).toHaveURL(new RegExp(`/dashboard/order/${hid}/profile$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Как к вам обращаться' })).toBeVisible();
  await expect(page.getByText(/дн.* — .*₽/)).toBeVisible();
  // No raw ids, codes or ISO dates on the step.
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByText('Введите имя')).toBeVisible();
  await page.getByLabel('Имя', { exact: true }).fill('Анна');
  // §5: the last name is required when shown (issue 30).
  await expect(page.getByText('Введите фамилию')).toBeVisible();
  await page.getByLabel('Фамилия', { exact: true }).fill('Смирнова');
  await page.getByLabel('E-mail').fill('anna@example.ru');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/order/${hid}/payment/newclient$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
  await payWithNewCard(page, 'msk');
  await expect(page).toHaveURL(new RegExp(`/dashboard/order/${hid}/payment/newclient/success$`));
  const counted = await counters(request);
  expect(counted['ordersCreated:+79165554433']).toBe(1);
  expect(counted[`charges:${hid}`]).toBe(1);
  // A reload of the paid order's payment step charges nothing: the checkout sends it to its result.
  await page.goto(`/dashboard/order/${hid}/payment/newclient`);
  await expect(page).toHaveURL(/\/success$/);
  expect((await counters(request))[`charges:${hid}`]).toBe(1);
});

test('the card step starts with a new card and links to the other methods', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/dashboard/order/demo-standard/payment/card');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата картой' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('radio', { name: 'Новой картой' })).toBeChecked();
  await noSidewaysScroll(page);
  await page.getByRole('link', { name: 'Другие способы оплаты' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/newclient$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible();
});

test('/order/trial-unavailable explains and leads to the plans', async ({ page }) => {
  await page.goto('/order/trial-unavailable');
  await expect(page.getByRole('heading', { level: 1, name: 'Пробный день недоступен' })).toBeVisible({ timeout: FIRST_PAINT_MS });
  await noSidewaysScroll(page);
  await page.getByRole('link', { name: 'Выбрать рацион' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/tariff$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите рацион' })).toBeVisible();
});

test('/confirmation/{hid} opens the order confirmation', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/confirmation/demo-standard');
  await expect(page).toHaveURL(/\/confirmation\/demo-standard\?co=1$/, { timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('heading', { level: 1, name: 'Подтвердите заказ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Подтвердить заказ' })).toBeVisible();
  await noSidewaysScroll(page);
});

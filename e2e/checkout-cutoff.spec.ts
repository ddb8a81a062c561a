import { addDays } from '@mealflow/sdk/domain';
import { expect, test } from './fixtures';
import { counters, resetSandbox, sandboxDay } from './sandbox';

/**
 * Issue 30: the checkout never takes a payment for a first delivery whose cut-off has passed; and a
 * disabled pay button says why. The sandbox seeds the first delivery on the first day whose evening
 * is open (tomorrow, or the day after once 19:59:59 has passed); the test time is 20:00:00 of the
 * day before it, when that evening has just closed.
 */
test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
});

test('demo-expensive at 20:00 the day before: the first delivery moves to an open day, the customer is told, then pays @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const dayBefore = addDays((await sandboxDay(request)).firstDelivery, -1);
  await context.addCookies([{ name: 'test_time', value: `${dayBefore}T20:00:00+03:00`, url: baseURL! }]);
  await page.goto('/instant-order/demo-expensive');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Приём заказов на .+ закрылся\. Первая доставка перенесена на .+\. Можно выбрать другой день\.$/ }),
  ).toBeVisible();
  expect((await counters(request))['charges:demo-expensive'] ?? 0).toBe(0);
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  const pay = page.getByRole('button', { name: /^Оплатить 34\s340\s₽$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-expensive']).toBe(1);
});

test('a disabled pay button says why (demo-not-ready)', async ({ page }) => {
  await page.goto('/instant-order/demo-not-ready');
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  const pay = page.getByRole('button', { name: /^Оплатить/ });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription('Заказ ещё не готов к оплате: мы его проверяем. Обновите страницу через минуту.');
});

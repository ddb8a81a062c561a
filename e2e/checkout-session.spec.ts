import { expect, test } from './fixtures';
import { injectFault, resetSandbox } from './sandbox';

/**
 * Issue 30: a 401 in the middle of the checkout (the session ended) keeps the customer on the order:
 * the checkout's own steps 1 and 2 (phone, code) show on the same URL, never the landing `/`.
 */
test('a 401 mid-checkout shows the phone step on the same order page @phone', async ({ page, request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await page.goto('/instant-order/demo-standard');
  await expect(page.getByRole('radiogroup', { name: 'День доставки' })).toBeVisible();
  await injectFault(request, 'deliveries/update-address:401,deliveries/add-address-and-update:401');
  // click, not check: the 401 replaces the form with the phone step at once, so the radio never stays to be seen checked.
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).click();
  await expect(page.getByRole('heading', { name: 'Введите свой номер телефона' })).toBeVisible();
  await expect(page).toHaveURL(/\/instant-order\/demo-standard$/);
});

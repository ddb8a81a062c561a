import { expect, test } from './fixtures';
import { injectFault, resetSandbox } from './sandbox';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

test('a visitor logs in with phone and the SMS code, and lands on the dashboard @phone', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Введите свой номер телефона' })).toBeVisible();
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await expect(page.getByLabel('Телефон')).toHaveValue('+7 (916) 123-45-67');
  await page.getByRole('button', { name: 'Получить код' }).click();

  await expect(page.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
  await expect(page.getByText('+7 (916) 123-45-67')).toBeVisible();
  await page.getByLabel('Код из СМС').pressSequentially('4567');

  // A smartphone lands on the smartphone dashboard (personal-cabinet §2.2).
  await expect(page).toHaveURL(/\/(new-)?dashboard$/);
  await expect(page.getByRole('region', { name: 'Личный кабинет' }).getByText('+7 (916) 123-45-67')).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'client_token')?.value).toMatch(/^sandbox-token-/);
});

test('a wrong code shows the spec message and clears the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  const code = page.getByLabel('Код из СМС');
  await code.pressSequentially('1111');
  await expect(page.getByText('Вы ввели неверный пароль')).toBeVisible();
  await expect(code).toHaveValue('');
  await expect(code).toBeFocused();
  await code.pressSequentially('4567');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/dashboard without a token goes to the login and comes back after login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Телефон').pressSequentially('9031112233');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('2233');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Личный кабинет' }).getByText('+7 (903) 111-22-33')).toBeVisible();
});

test('a saved redirect to another site is ignored (no open redirect)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'redirect_path', value: '//evil.example/steal', url: baseURL! }]);
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('4567');
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
});

test('a malformed profile response shows a readable error and the app keeps working', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  await injectFault(request, 'client-profile:malformed');
  await page.goto('/dashboard');
  await expect(page.getByText('Сервер ответил в неожиданном формате. Попробуйте ещё раз чуть позже')).toBeVisible();
  await request.delete('/__sandbox/faults');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Анна Смирнова')).toBeVisible();
});

test('a network failure on send-sms shows a retryable error', async ({ page, request }) => {
  await page.goto('/login');
  await injectFault(request, 'authentication/send-sms:network');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз')).toBeVisible();
  await request.delete('/__sandbox/faults');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
});

test('a token link on a login-needed page logs in there, saves utm, and keeps the token out of other cookies and the URL', async ({
  page,
  context,
}) => {
  const token = 'sandbox-token-returning';
  await page.goto(`/dashboard?t=${token}&utm_source=x`);
  await expect(page.getByText('Анна Смирнова')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\?utm_source=x$/);
  expect(page.url()).not.toContain(token);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'client_token')?.value).toBe(token);
  expect(cookies.find((c) => c.name === 'utm_source')?.value).toBe('x');
  expect(cookies.filter((c) => c.name !== 'client_token' && decodeURIComponent(c.value).includes(token))).toEqual([]);
  expect(cookies.find((c) => c.name === 'redirect_path')).toBeUndefined();
});

test('429 on the code check is a rate-limit message that keeps the code, not a wrong password', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await injectFault(request, 'authentication/login:429');
  const code = page.getByLabel('Код из СМС');
  await code.pressSequentially('4567');
  await expect(page.getByText('Слишком много попыток. Попробуйте через минуту')).toBeVisible();
  await expect(page.getByText('Вы ввели неверный пароль')).toBeHidden();
  await expect(code).toHaveValue('4567');
  await request.delete('/__sandbox/faults');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Issue 31: the extension link used to go on to the landing, which sends a visitor to `/`.
test('a visitor following the extension link /dashboard/order/{hid}/longate logs in and lands on the extension', async ({ page }) => {
  await page.goto('/dashboard/order/lk-longate/longate');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/longate\/lk-longate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Продление заказа' })).toBeVisible();
});

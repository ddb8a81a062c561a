import { expect, test, type Page } from './fixtures';
import { counters, injectFault, resetSandbox } from './sandbox';

/**
 * The sandbox build runs the production adapters against the sandbox's stand-in scripts: the card
 * provider's checkout script (RSA-OAEP with the sandbox's key), a reCAPTCHA v3-compatible captcha
 * and a stand-in VK Pay window.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

async function checkoutAs(page: Page, baseURL: string, method: string) {
  await page.context().addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL }]);
  await page.goto('/instant-order/demo-standard');
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: method }).check();
}

test('the card goes through the provider script: payments/charge-card carries nothing decodable', async ({ page, baseURL }) => {
  await checkoutAs(page, baseURL!, 'Новой картой');
  const script = page.waitForResponse((r) => r.url().endsWith('/api/stand-in/card-checkout.js'));
  const charge = page.waitForRequest((r) => r.url().endsWith('/payments/charge-card'));
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVV').fill('987');
  await page.getByLabel('Имя владельца').fill('anna smirnova');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  expect((await script).status()).toBe(200);
  const body = (await charge).postData() ?? '';
  const { cryptogram } = JSON.parse(body) as { cryptogram: string };
  const decoded = Buffer.from(cryptogram, 'base64').toString('latin1');
  for (const secret of ['4242424242424242', '4242 4242', '987', '12/30', '1230']) {
    expect(body).not.toContain(secret);
    expect(decoded).not.toContain(secret);
  }
  expect(cryptogram.length).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
});

test('VK Pay: closing the stand-in window shows the spec error, paying succeeds', async ({ page, baseURL, request }) => {
  await checkoutAs(page, baseURL!, 'VK Pay');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  const vk = page.getByRole('dialog', { name: 'VK Pay (песочница)' });
  await vk.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByText('Извините, произошла ошибка при попытке оплаты')).toBeVisible();
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await vk.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard'] ?? 0).toBe(0);
});

test('a captcha that fails to load says so, keeps the order form, and the retry goes through', async ({ page, request }) => {
  await page.clock.install();
  await injectFault(request, 'api/stand-in/recaptcha.js:network');
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form.getByText(/₽/).first()).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially('9161234567');
  await page.clock.fastForward(11_000);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(
    page.getByText('Не удалось загрузить проверку «Я не робот». Проверьте подключение к интернету и попробуйте ещё раз'),
  ).toBeVisible();
  await expect(form.getByLabel('Телефон')).toHaveValue(/916/);
  await request.delete('/__sandbox/faults');
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/confirm$/);
});

import { devices, expect, test } from './fixtures';
import { resetSandbox } from './sandbox';

/**
 * Root view elements (issue 16, personal-cabinet §2.1, §2.4): the mobile-app banner on an iPhone
 * (its user agent on Chromium) and not on Index; /mobile (TransflandPage) and /mob-payment-redirect
 * (MobappPaymentResult) render, without the banner.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const BANNER = { name: 'Заказывать удобнее в приложении' } as const;

test('the app banner on an iPhone: on a product landing, not on Index, /mobile or /mob-payment-redirect', async ({ browser, baseURL }) => {
  const iphone = await browser.newContext({
    baseURL: baseURL!,
    userAgent: devices['iPhone 13'].userAgent,
    viewport: devices['iPhone 13'].viewport,
  });
  const page = await iphone.newPage();
  const banner = page.getByRole('complementary', BANNER);
  await page.goto('/detox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Скачать приложение' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Спасибо, в другой раз' })).toBeVisible();
  for (const path of ['/', '/mobile', '/mob-payment-redirect?success=1']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner, path).toHaveCount(0);
  }
  await iphone.close();
});

test('/mobile is the transfland landing; /mob-payment-redirect shows the payment outcome @phone', async ({ page }) => {
  await page.goto('/mobile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Страница не найдена')).toHaveCount(0);

  await page.goto('/mob-payment-redirect?success=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeVisible();
  await expect(page.getByText('Вернитесь в приложение — заказ уже там.')).toBeVisible();
  await page.goto('/mob-payment-redirect?status=declined');
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата не прошла' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Деньги не списаны' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

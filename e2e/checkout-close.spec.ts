import { expect, test, type Page } from './fixtures';
import { newCard } from './pay';
import { resetSandbox } from './sandbox';

/**
 * No dead ends from the checkout (issue 12, defect 6): 'Закрыть' in the dashboard, try-customization
 * and new-dashboard variants, and a custom order paid on a phone, reach screens that exist
 * (README of the checkout machine, "Closing").
 */
test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
});

const notFound = (page: Page) => page.getByRole('heading', { name: 'Страница не найдена' });

const CLOSING = [
  ['dashboard', '/dashboard/instant-order/demo-standard', /^\/(dashboard\/order\/new|new-dashboard\/new-order)/],
  // Closing goes back to the menu builder (TryCustomization), which exists now.
  ['try-customization', '/try-customization/single-step-order/demo-standard', /^\/try-customization$/],
  ['new-dashboard', '/new-dashboard/new-order/instant-order/demo-standard', /^\/(new-dashboard\/new-order|dashboard\/order\/new)/],
] as const;

test(`'Закрыть' in the dashboard, try-customization and new-dashboard checkouts goes to a screen that exists @phone`, async ({ page }) => {
  for (const [variant, path, target] of CLOSING) {
    await test.step(`${variant} checkout`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: /^Рацион «/ })).toBeVisible();
      await page.getByRole('button', { name: 'Закрыть' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toMatch(target);
      await expect(page.getByRole('main')).not.toBeEmpty();
      await expect(notFound(page)).toHaveCount(0);
      await expect(page.getByText('Раздел скоро появится')).toHaveCount(0);
    });
  }
});

test('a custom order paid on a phone lands on its order, not a 404 @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the SingleOrder hand-off is for smartphones');
  await page.goto('/instant-order/demo-custom');
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await newCard(page);
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/(new-dashboard|dashboard\/orders)\/demo-custom$/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(notFound(page)).toHaveCount(0);
});

test('every link on the checkout and the result pages leads to a screen that exists', async ({ page }) => {
  // Many pages in one journey: at load 24 on the 2-core machine it ran past the default 60 s.
  test.slow();
  const pages = [
    '/instant-order/demo-standard',
    '/instant-order/demo-minsk',
    '/instant-order/demo-cancelled',
    '/dashboard/order/demo-paid/payment/payment/success',
    '/dashboard/order/demo-minsk/payment/payment/cash',
    '/dashboard/order/demo-spb/payment/newclient/fail',
    '/dashboard/order/demo-paid/payment/subscribe/success',
    '/dashboard/order/demo-paid/payment/longate/success',
  ];
  const links = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs)
      if (new URL(href).origin === new URL(page.url()).origin) links.add(new URL(href).pathname + new URL(href).search);
  }
  expect(links.size).toBeGreaterThan(0);
  for (const link of links) {
    await page.goto(link);
    await expect(page.getByRole('main'), link).not.toBeEmpty();
    await expect(notFound(page), link).toHaveCount(0);
  }
});

import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';

/**
 * A crawler over the sandbox app (issue 12 acceptance: "every link and button of the funnel and
 * checkout leads to a real screen"): from the landings, a checkout and the result pages it follows
 * every link and clicks every button, and fails on any 404 screen ('Страница не найдена') reached.
 * Buttons are clicked in place one after another (a dialog they open is closed with Escape); when a
 * click navigates, the page is checked and the start page opened again.
 */
const START_PAGES: ReadonlyArray<{ path: string; client?: boolean }> = [
  { path: '/' },
  { path: '/day?city=spb' },
  { path: '/wowfood?city=minsk' },
  { path: '/activate-gift' },
  { path: '/transfland' },
  { path: '/longate/demo-standard?aal=1', client: true },
  { path: '/instant-order/demo-standard', client: true },
  { path: '/instant-cert', client: true },
  { path: '/order/login' },
  { path: '/dashboard/order/demo-standard/payment/payment/success', client: true },
  { path: '/dashboard/order/demo-standard/payment/payment/fail', client: true },
  { path: '/dashboard/order/demo-standard/payment/newclient/cash', client: true },
];

/** Buttons whose press changes the sandbox for good and is proven by its own journeys. */
const SKIPPED_BUTTONS = /^(Выйти|Да, отменить)$/;

/** Links already followed (from any start page of this file): each address is checked once. */
const followed = new Set<string>();

const notFound = (page: Page) => page.getByRole('heading', { name: 'Страница не найдена' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main')).not.toContainText('Загрузка…', { timeout: 15_000 });
  // The screen's own content (a heading) is there: links and buttons are rendered.
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  // Its data is in too: a button's name can still change with it (the gift certificate's
  // 'Оплатить сертификат' becomes 'Оплатить 9 540 ₽' once the prices arrive).
  await page.waitForLoadState('networkidle');
}

async function expectRealScreen(page: Page, from: string, what: string) {
  await page.waitForLoadState('domcontentloaded');
  const path = new URL(page.url()).pathname;
  expect(path, `${what} on ${from} leads to /404`).not.toBe('/404');
  await expect(notFound(page), `${what} on ${from} leads to a 404 screen (${page.url()})`).toHaveCount(0);
}

for (const start of START_PAGES) {
  test(`every link and button on ${start.path} leads to a real screen`, async ({ page, request, context, baseURL }) => {
    test.setTimeout(120_000);
    await resetSandbox(request);
    await context.clearCookies();
    if (start.client) await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
    await open(page, start.path);
    await expectRealScreen(page, start.path, 'the page itself');

    // Links: every same-origin href, followed.
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin && !(url.pathname === location.pathname && url.hash))
        .map((url) => `${url.pathname}${url.search}`),
    );
    for (const href of new Set(hrefs)) {
      if (followed.has(href)) continue;
      followed.add(href);
      await page.goto(href);
      await expectRealScreen(page, start.path, `the link ${href}`);
    }

    // Buttons: each visible, enabled one, by its name, clicked once.
    await open(page, start.path);
    const names = await page
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
    const seen = new Map<string, number>();
    for (const name of names) {
      const nth = seen.get(name) ?? 0;
      seen.set(name, nth + 1);
      if (!name || SKIPPED_BUTTONS.test(name)) continue;
      const button = page.getByRole('button', { name, exact: true }).nth(nth);
      // A button gone since the names were read (an earlier click changed the page) is skipped, not waited for.
      if (!(await button.isVisible().catch(() => false)) || !(await button.isEnabled({ timeout: 2_000 }).catch(() => false))) continue;
      const before = page.url();
      await button.click({ timeout: 5_000 }).catch(() => undefined);
      await page.waitForTimeout(200);
      if (page.url() !== before) {
        await expectRealScreen(page, start.path, `the button '${name}'`);
        await resetSandbox(request);
        await open(page, start.path);
      } else if (await page.getByRole('dialog').count()) {
        await page.keyboard.press('Escape');
      }
    }
  });
}

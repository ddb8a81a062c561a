import type { Browser } from '@playwright/test';
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE } from './phone';
import { resetSandbox } from './sandbox';
import { layoutShifts } from './storefront';

/**
 * A cabinet route's frame and skeleton come in its HTML (issue 35): the production build prerenders
 * them per route and device (`apps/web/vite-prerender.ts`), nginx picks the shell by path, user agent
 * and session (`deploy/cabinet-shells.mjs`), so the page's static heading paints with the HTML instead
 * of after ~40 requests, and React's first render replaces it in place.
 */
const WEEK = 'Ближайшие доставки и списания';
const FIRST = { timeout: 60_000 };
const { defaultBrowserType: _browser, ...DESKTOP } = devices['Desktop Chrome'];

/** A page of `browser` without JavaScript: what the HTML alone paints. */
async function htmlOnly(browser: Browser, baseURL: string, device: object, signedIn: boolean) {
  const context = await browser.newContext({ ...device, javaScriptEnabled: false, baseURL });
  if (signedIn) await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL }]);
  return { context, page: await context.newPage() };
}

test('a cabinet route paints its frame and heading from the HTML, the device’s frame, for a visitor with a session @production', async ({
  browser,
  baseURL,
}) => {
  const desktop = await htmlOnly(browser, baseURL!, DESKTOP, true);
  await desktop.page.goto('/dashboard');
  await expect(desktop.page.getByRole('heading', { name: WEEK })).toBeVisible();
  await expect(desktop.page.getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
  await desktop.page.goto('/dashboard/subscriptions/menu');
  await expect(desktop.page.getByRole('heading', { name: 'Меню подписки' })).toBeVisible();
  // An address with its optional segment (a delivery) has no shell: the loading line, as before.
  await desktop.page.goto('/dashboard/orders/lk-paid/deliveries/1');
  await expect(desktop.page.locator('[data-shell]')).toHaveCount(0);
  await desktop.context.close();

  // A phone: the phone's bar and menu button (the guard sends it to /new-dashboard before React's first render).
  const phone = await htmlOnly(browser, baseURL!, PHONE, true);
  await phone.page.goto('/dashboard');
  await expect(phone.page.getByRole('heading', { name: WEEK })).toBeVisible();
  await expect(phone.page.getByRole('button', { name: 'Меню' })).toBeVisible();
  await expect(phone.page.getByRole('navigation', { name: 'Разделы кабинета' })).toBeHidden();
  await phone.context.close();

  // A desktop browser's window as narrow as a phone gets the phone's frame from React: the desktop's is not shown.
  const narrow = await htmlOnly(browser, baseURL!, { ...DESKTOP, viewport: { width: 390, height: 844 } }, true);
  await narrow.page.goto('/dashboard');
  await expect(narrow.page.getByRole('heading', { name: WEEK })).toBeHidden();
  await narrow.context.close();

  // A guest (the guards send them to the login): no cabinet frame, the loading line as before.
  const guest = await htmlOnly(browser, baseURL!, DESKTOP, false);
  await guest.page.goto('/dashboard');
  await expect(guest.page.getByRole('heading', { name: WEEK })).toHaveCount(0);
  await expect(guest.page.getByText('Загрузка…')).toBeVisible();
  await guest.context.close();
});

for (const [name, device, url] of [
  ['desktop', DESKTOP, /\/dashboard$/],
  ['phone', PHONE, /\/new-dashboard$/],
] as const)
  test.describe(`the ${name}'s dashboard`, () => {
    test.use(device);

    test(`React replaces the shell in place: the heading does not move, no shift, no error @production`, async ({
      page,
      signIn,
      request,
    }) => {
      test.slow();
      await resetSandbox(request);
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      page.on('pageerror', (error) => errors.push(error.message));
      // Whether the heading ever left the page once parsed (React's first render drew the loading line first).
      await page.addInitScript(() => {
        const seen = window as { headingGone?: boolean };
        new MutationObserver(() => {
          if (document.readyState !== 'loading' && !document.getElementById('week-title')) seen.headingGone = true;
        }).observe(document, { childList: true, subtree: true });
      });
      // The page's JS is held until the shell has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/boot-[0-9a-f]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const opened = signIn('/dashboard');
      const heading = page.getByRole('heading', { name: WEEK });
      await expect(heading).toBeVisible(FIRST);
      const place = async () => {
        const box = await heading.boundingBox();
        return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
      };
      const before = await place();
      await expect(page.locator('[data-shell]')).toHaveCount(1);
      release();
      await opened;
      await expect(page).toHaveURL(url, FIRST);
      await expect(page.getByText('Анна Смирнова')).toBeVisible(FIRST);
      await expect(page.locator('[data-shell]')).toHaveCount(0);
      // The week has loaded (its panel no longer busy): the screen's heading in the skeleton's place.
      await expect(page.getByRole('region', { name: WEEK })).not.toHaveAttribute('aria-busy', 'true', FIRST);
      await expect(heading).toBeVisible();
      expect(await place()).toEqual(before);
      expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
      expect(await page.evaluate(() => (window as { headingGone?: boolean }).headingGone)).toBeUndefined();
      expect(errors).toEqual([]);
    });
  });

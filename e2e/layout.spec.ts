import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs, orderForm } from './storefront';

/** Nothing scrolls sideways on a phone (issue 12, defect 5): landing, order and gift screens at 320, 390 and 430 px. */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// 320 and 430 px in the desktop project; 390 px is the phone project's phone (its user agent and touch).
for (const width of [320, 390, 430]) {
  test(`no horizontal scrolling at ${width} px${width === 390 ? ' @phone' : ''}`, async ({ page, request, context, baseURL, isMobile }) => {
    test.skip(width === 390 && !isMobile, 'the phone project’s width');
    await page.setViewportSize({ width, height: 800 });
    for (const url of ['/', '/day?city=spb', '/detox?city=minsk', '/activate-gift', '/order/login']) {
      await page.goto(url);
      await orderForm(page);
      expect(await overflow(page), url).toBeLessThanOrEqual(0);
    }
    await loginAs(request, context, baseURL!, '+79161230007');
    await page.goto('/instant-cert');
    await expect(page.getByText(/К оплате:/)).toBeVisible();
    expect(await overflow(page), '/instant-cert').toBeLessThanOrEqual(0);
  });
}

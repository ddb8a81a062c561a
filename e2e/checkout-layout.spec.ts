import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { openSbpDialog } from './storefront';

/**
 * Nothing scrolls sideways on a phone (issue 12, defect 5) on the checkout (with the card form and
 * the delivery calendar), the SBP dialog and the result pages, at 320, 390 and 430 px, for a
 * Moscow and a Minsk order.
 */
test.beforeEach(async ({ request, context, baseURL }) => {
  await resetSandbox(request);
  await context.clearCookies();
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The widest element that sticks out of the viewport, for the failure message. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((e) => e.getBoundingClientRect().right > width + 0.5);
    const last = out.at(-1);
    return last ? `${last.tagName.toLowerCase()}.${last.className} right=${Math.round(last.getBoundingClientRect().right)}` : 'none';
  });

async function expectNoSideways(page: Page, where: string) {
  expect(await overflow(page), `${where}: ${await widest(page)}`).toBeLessThanOrEqual(0);
}

// 320 and 430 px in the desktop project; 390 px is the phone project's phone (its user agent and touch).
for (const width of [320, 390, 430]) {
  test(`checkout, card form, SBP dialog and result pages at ${width} px${width === 390 ? ' @phone' : ''}`, async ({ page, isMobile }) => {
    test.skip(width === 390 && !isMobile, 'the phone project’s width');
    await page.setViewportSize({ width, height: 800 });
    for (const hid of ['demo-standard', 'demo-minsk']) {
      await page.goto(`/instant-order/${hid}`);
      await expect(page.getByRole('radiogroup', { name: 'День доставки' })).toBeVisible();
      await page.getByRole('radio', { name: 'Новой картой' }).check();
      await expect(page.getByLabel('Номер карты')).toBeVisible();
      await expectNoSideways(page, `${hid} card form`);
    }
    await page.goto('/instant-order/demo-standard');
    const dialog = await openSbpDialog(page);
    await expectNoSideways(page, 'SBP dialog');
    const box = await dialog.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'the SBP dialog fits the screen').toBeLessThanOrEqual(width);
    for (const path of [
      '/dashboard/order/demo-paid/payment/payment/success',
      '/dashboard/order/demo-minsk/payment/payment/cash',
      '/dashboard/order/demo-spb/payment/newclient/fail',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSideways(page, path);
    }
  });
}

test('on a phone the total and the pay button stay in reach and the reservation timer in sight while scrolling (issue 30) @phone', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the phone project’s phone');
  await page.goto('/instant-order/demo-standard');
  await expect(page.getByRole('radiogroup', { name: 'День доставки' })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Оплатить 9 540 ₽' });
  const timer = page.getByRole('timer', { name: 'Завершите оформление заказа' });
  for (const where of ['top', 'middle', 'bottom'] as const) {
    await page.evaluate((w) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, w === 'top' ? 0 : w === 'middle' ? max / 2 : max);
    }, where);
    await expect(pay, where).toBeInViewport();
    await expect(page.getByText('Итого: 9 540 ₽'), where).toBeInViewport();
    await expect(timer, where).toBeInViewport();
  }
  // Nothing of the form is lost under the bar: the last controls scroll above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Отменить заказ' })).toBeInViewport();
  await page.getByRole('button', { name: 'Отменить заказ' }).click();
  await expect(page.getByRole('dialog', { name: 'Отменить заказ?' })).toBeVisible();
});

for (const width of [320, 390]) {
  test(`at ${width} px the title's duration is never split from its number ('6 / дней' wrapped on a 390 px phone)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/instant-order/demo-standard');
    const title = page.getByRole('heading', { level: 1, name: 'Рацион «Фит» · 6 дней' });
    await expect(title).toBeVisible();
    // The lines the words '6 дней' take in the heading (any space between them), whatever elements hold them.
    const lines = await title.evaluate((heading) => {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const found = /6\sдней/.exec(node.textContent ?? '');
        if (!found) continue;
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    });
    expect(lines).toBe(1);
  });
}

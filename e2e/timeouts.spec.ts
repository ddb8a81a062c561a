import { expect, test, type Page } from './fixtures';
import { injectFault, resetSandbox } from './sandbox';

/**
 * A stalled backend (sandbox fault `call:delay=60000`) shows the timeout text with a retry after
 * the client's 15 s timeout (issue 10, defect 3). The client's timer runs on the page's
 * `setTimeout`, so Playwright's clock moves the 15 s on without waiting.
 */
const TIMEOUT_TEXT = 'Сервер не ответил вовремя. Попробуйте ещё раз';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

/**
 * Waits until `call` is on the wire, then moves the page's clock past the client timeout in 100 ms
 * steps, the page running between them as it would in 15 s of real time. One 15 s jump fired every
 * timer due in between at once, on a clock already 15 s on (React's scheduler reads it too): on a
 * checkout that had settled, that remounted the screen and asked for the order again, which a
 * real 15 s wait does not (checked by hand in real time).
 */
async function stall(page: Page, call: RegExp, act: () => Promise<unknown>) {
  const sent = page.waitForRequest(call);
  await act();
  await sent;
  for (let elapsed = 0; elapsed < 15_100; elapsed += 100) await page.clock.runFor(100);
}

test('landing: a stalled menu shows the timeout with a retry', async ({ page, request }) => {
  await injectFault(request, 'menu/full:delay=60000');
  await page.clock.install();
  await stall(page, /\/menu\/full/, () => page.goto('/'));
  // The order block's menu (the landing's 'Что в меню' block, queued behind it, says so too).
  const prices = page.getByRole('region', { name: 'Меню и цены' });
  await expect(prices.getByText(TIMEOUT_TEXT)).toBeVisible();
  await request.delete('/__sandbox/faults');
  await prices.getByRole('button', { name: 'Повторить' }).click();
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form.getByText(/₽/).first()).toBeVisible();
});

test('login: a stalled send-sms shows the timeout with a retry', async ({ page, request }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9161234567');
  await injectFault(request, 'authentication/send-sms:delay=60000');
  await stall(page, /send-sms/, () => page.getByRole('button', { name: 'Получить код' }).click());
  await expect(page.getByText(TIMEOUT_TEXT)).toBeVisible();
  await request.delete('/__sandbox/faults');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
});

test.describe('checkout', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  });

  test('a stalled order shows the timeout with a retry', async ({ page, request }) => {
    await injectFault(request, 'orders/get:delay=60000');
    await page.clock.install();
    // The order is asked for as the runtime starts (a prefetch the checkout's own call joins while
    // it is in flight; one that mounts after the prefetch has timed out asks again, and waits its
    // own 15 s). The clock moves on, 100 ms at a time, until the timeout shows (at most 45 s):
    // right whichever way the checkout's start and the clock interleave.
    await stall(page, /\/orders\/get/, () => page.goto('/instant-order/demo-standard'));
    const timedOut = page.getByText(TIMEOUT_TEXT);
    for (let elapsed = 0; elapsed < 30_000 && !(await timedOut.isVisible()); elapsed += 100) await page.clock.runFor(100);
    await expect(timedOut).toBeVisible();
    await request.delete('/__sandbox/faults');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /6 дней/ })).toBeVisible();
  });

  test('a stalled promocode shows the timeout with a retry', async ({ page, request }) => {
    await page.clock.install();
    await page.goto('/instant-order/demo-standard');
    await expect(page.getByRole('heading', { level: 1, name: /6 дней/ })).toBeVisible();
    await page.getByLabel('Промокод').fill('HEALTHY10');
    await injectFault(request, 'orders/apply-promo:delay=60000');
    await stall(page, /apply-promo/, () => page.getByRole('button', { name: 'Применить' }).click());
    await expect(page.getByText(TIMEOUT_TEXT)).toBeVisible();
    await request.delete('/__sandbox/faults');
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect(page.getByText('Ваш промокод применён')).toBeVisible();
  });
});

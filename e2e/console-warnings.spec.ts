import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { resetSandbox } from './sandbox';
import { openSecondDelivery, orderForm } from './storefront';

/**
 * Issue 31: the dev console repeated 'Event "VARIANT.CHANGE" was sent to stopped actor' (an event
 * sent to an actor that navigation or a re-render had stopped). XState says so only in dev builds,
 * so this runs on the dev server (StrictMode mounts every screen twice, the harder case).
 */
const STOPPED = /sent to stopped actor|was sent to stopped/;

function watchStoppedActors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (STOPPED.test(message.text())) seen.push(`${page.url()}: ${message.text()}`);
  });
  return seen;
}

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

/** Every choice of the landing's form (goals, lines): the leave banner's variant follows the visitor's target. */
async function everyChoice(page: Page) {
  const form = await orderForm(page);
  const radios = form.getByRole('radio');
  const count = await radios.count();
  for (let index = count - 1; index >= 0; index -= 1) await radios.nth(index).check({ force: true });
  return form;
}

test('the landing (goal changes, then on to the checkout) never sends to a stopped actor @dev', async ({ page }) => {
  const stopped = watchStoppedActors(page);
  await page.clock.install();
  await page.goto('/');
  const form = await everyChoice(page);
  await form.getByLabel('Телефон').pressSequentially('9161234567');
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('4567');
  await expect(page).toHaveURL(/\/instant-order\/[^/]+$/);
  await expect(page.getByRole('button', { name: /^Оплатить/ })).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible({ timeout: 30_000 });
  expect(stopped).toEqual([]);
});

// A returning client's banner is finished at once (never shown to old clients): the goals still change.
test('a returning client changing goals on the landing never sends to the finished banner @dev', async ({ page, signIn }) => {
  const stopped = watchStoppedActors(page);
  await signIn('/');
  await everyChoice(page);
  // React runs the variant's effect after the last choice is painted; two frames later it has run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(stopped).toEqual([]);
});

test('the cabinet (list, order, delivery, subscriptions and back) never sends to a stopped actor @dev', async ({ page, signIn }) => {
  const stopped = watchStoppedActors(page);
  await signIn('/dashboard');
  const main = page.getByRole('main');
  await openSecondDelivery(page, main);
  await expect(page.getByRole('button', { name: 'Перенести' })).toBeEnabled({ timeout: 30_000 });
  await page.goBack();
  await page.goBack();
  await page.goto('/dashboard/subscriptions');
  await expect(main.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible({ timeout: 30_000 });
  expect(stopped).toEqual([]);
});

import { expect, test, type Page } from './fixtures';
import { counters, injectFault, resetSandbox } from './sandbox';
import { leaveTheWindow, loginAs, PHONES } from './storefront';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

async function orderFromLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Готовое здоровое питание с доставкой' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form.getByText(/₽/).first()).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially('9161234567');
  return form;
}

test('landing → phone → code → the checkout route of the created order @phone', async ({ page, request }) => {
  await page.clock.install();
  const form = await orderFromLanding(page);
  // The order-ready gate opens 10 s after load (order-funnel §4), on Playwright's clock.
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).dblclick();
  // A smartphone is on the mobile equivalent (personal-cabinet §2.2).
  await expect(page).toHaveURL(/\/order\/(mobile\/)?[^/]+\/confirm$/);
  const hid = /\/order\/(?:mobile\/)?([^/]+)\/confirm/.exec(page.url())?.[1];
  await expect(page.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
  await page.getByLabel('Код из СМС').pressSequentially('4567');
  await expect(page).toHaveURL(new RegExp(`/instant-order/${hid}$`));
  // A double click created one order.
  expect((await counters(request))['ordersCreated:+79161234567']).toBe(1);
});

test("a logged-in client's 'Заказать' waits for the plan: disabled while the menu loads, then it orders (a press then was lost)", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const phone = PHONES.spb;
  await loginAs(request, context, baseURL!, phone);
  await injectFault(request, 'menu/goals:delay=1500');
  await page.goto('/?city=spb');
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form.getByLabel('Телефон')).not.toHaveValue('');
  const order = form.getByRole('button', { name: 'Заказать' });
  await expect(order).toBeDisabled();
  await expect(order).toBeEnabled();
  await order.click();
  await expect(page).toHaveURL(/\/instant-order\/[^/]+$/);
  expect((await counters(request))[`ordersCreated:${phone}`]).toBe(1);
});

test('before the 10-second gate the order is not created and the spec text counts the seconds down', async ({ page, request }) => {
  const form = await orderFromLanding(page);
  await form.getByRole('button', { name: 'Получить код' }).click();
  const gate = form.getByText(/^Оформление заказа станет доступно через \d+\sсекунд[уы]?$/);
  await expect(gate).toBeVisible();
  const first = await gate.textContent();
  // issue 30: a countdown, not a fixed '10 секунд'; the message goes once the gate opens.
  await expect(gate).not.toHaveText(first ?? '');
  expect((await counters(request))['ordersCreated:+79161234567']).toBeUndefined();
  await expect(gate).toBeHidden({ timeout: 12_000 });
});

test('the leave banner opens when the mouse leaves the window and can be refused', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible();
  await leaveTheWindow(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Получить скидку' })).toBeVisible();
  await expect(dialog.getByText(/[45]:\d\d/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Отказаться от скидки' }).click();
  await expect(dialog).toBeHidden();
  // Shown once: a reload and another mouse leave do not show it again.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible();
  await page.evaluate(() =>
    document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })),
  );
  await expect(page.getByRole('dialog')).toBeHidden();
});

test("the leave banner's discount is applied in the checkout, not only prefilled (issue 30)", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible();
  await leaveTheWindow(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Телефон').pressSequentially('9161234567');
  await dialog.getByRole('button', { name: 'Получить скидку' }).click();
  await dialog.getByLabel('Код из СМС').pressSequentially('4567');
  await expect(dialog).toBeHidden();
  // The promised 5 % on the first order: the code applies itself in the checkout (§ preset-promocode, 500 ms).
  await page.goto('/instant-order/demo-standard');
  await expect(page.getByText('Ваш промокод применён')).toBeVisible();
  await expect(page.getByText('−477 ₽')).toBeVisible();
  await expect(page.getByText('К оплате: 9 063 ₽')).toBeVisible();
});

test('the trial landing shows the spb trial prices for the spb city', async ({ page }) => {
  await page.goto('/spb');
  await expect(page.getByText('Пробный день — 840 ₽')).toBeVisible();
  await expect(page.getByText('Пробный день — 690 ₽')).toBeVisible();
  await expect(page.getByText('Пробный день — 890 ₽')).toBeVisible();
});

import { expect, test, type Locator, type Page } from './fixtures';
import { readyCheckout } from './pay';
import { calledNames, counters, resetSandbox } from './sandbox';

/**
 * Issue 36's reproductions, tried as a customer would in Chromium, each ending with exactly one
 * effect by the sandbox's counters and an honest screen: a slow tip charge pressed again, a
 * subscription order whose answer is lost (the browser may re-send the POST), a lost cash
 * confirmation, a delivery's new address and a paid delivery option whose answers are lost. The faults are the page's `?fault=` switch (every matching call of the page gets it)
 * or the sandbox's control surface (`times: 1`).
 */
// The tip journey waits for the sandbox's held charge (HELD_MS, real time) on a loaded machine.
test.describe.configure({ timeout: 120_000 });
const FIRST = { timeout: 30_000 };

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

/** What no screen may say while the effect exists (the old false errors of the issue). */
const FALSE_ERRORS = [/Произошла ошибка/, /Извините, произошла ошибка/];
async function saysNoFalseError(page: Page) {
  for (const text of FALSE_ERRORS) await expect(page.getByText(text)).toHaveCount(0);
}

const TIPS_CLIENT = '+79990000031';
const cabinetPath = () => (test.info().project.name === 'phone' ? '/new-dashboard/orders' : '/dashboard');

/** The SDK's client timeout (API_TIMEOUT_MS): the page's clock jumps it instead of waiting it out. */
const CLIENT_TIMEOUT_MS = 15_000;
/**
 * How long the sandbox holds each tip charge, in real time: far longer than the few hundred
 * milliseconds between a charge reaching the sandbox and the page's clock jumping its client
 * timeout, so the page gives up on each attempt before the backend answers it (issue 36's 60 s
 * delay, without 60 s of wall time per project).
 */
const HELD_MS = 5_000;

test('a tip charge answered only after the client gave up twice: the customer is told it is being processed, presses again, one tip is charged @phone', async ({
  page,
  request,
  signIn,
}) => {
  // The page's timers on Playwright's clock: time flows as usual, and each 15 s client timeout is a jump.
  await page.clock.install();
  await signIn(`${cabinetPath()}?fault=payments/tip/charge-token:delay=${HELD_MS}`, { phone: TIPS_CLIENT });
  // The tips modal comes by itself 3 s after the rating tasks load.
  const modal = page.getByRole('dialog', { name: 'Оценка доставки' });
  await expect(modal).toBeVisible(FIRST);
  const alexey = modal.getByRole('article', { name: 'Алексей' });
  await alexey.getByRole('radio', { name: '5 звёзд' }).check();
  await alexey.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(alexey.getByText('Оценка отправлена')).toBeVisible();
  await alexey.getByRole('button', { name: 'Оставить чаевые' }).click();
  const tip = page.getByRole('dialog', { name: 'Чаевые курьеру Алексей' });
  await tip.getByRole('radio', { name: '50\u00a0₽', exact: true }).check();
  // A press sends the charge, then after its timeout the replay (same key): both held, both timed out on the page's clock.
  const charge = /\/payments\/tip\/charge-token/;
  const press = async (button: Locator) => {
    const charging = page.waitForRequest(charge);
    await button.click();
    await charging;
    const replaying = page.waitForRequest(charge);
    await page.clock.fastForward(CLIENT_TIMEOUT_MS);
    await replaying;
    await page.clock.fastForward(CLIENT_TIMEOUT_MS);
  };
  await press(tip.getByRole('button', { name: 'Оставить чаевые' }));

  // The outcome is unknown and said so.
  const outcome = tip.getByRole('alert');
  await expect(outcome).toHaveText(/^Платёж обрабатывается… Не оплачивайте чаевые повторно/);
  await saysNoFalseError(page);
  // The backend answers both held requests (the first charges, the replay gets its answer): one tip.
  const handled = async () => (await calledNames(request)).filter((name) => name === 'payments/tip/charge-token').length;
  await expect.poll(handled, { timeout: HELD_MS + 30_000 }).toBe(2);
  expect((await counters(request))[`tips:${TIPS_CLIENT}`]).toBe(1);

  // Pressing again ('Проверить оплату') sends the same key: still slow, still said as processing, never a second charge.
  const check = tip.getByRole('button', { name: 'Проверить оплату' });
  await press(check);
  await expect(check).toBeEnabled();
  await expect(outcome).toHaveText(/^Платёж обрабатывается… Не оплачивайте чаевые повторно/);
  await saysNoFalseError(page);
  await expect.poll(handled, { timeout: HELD_MS + 30_000 }).toBe(4);
  const count = await counters(request);
  expect(count[`tips:${TIPS_CLIENT}`]).toBe(1);
  expect(count['effects:payments/tip/charge-token']).toBe(1);
});

const returning = (page: Page, baseURL: string) =>
  page.context().addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL }]);

test('a subscription order whose answer is lost: one order; the unknown outcome is said, and the next press goes on with that order @phone', async ({
  page,
  request,
  baseURL,
}) => {
  await returning(page, baseURL!);
  await page.goto('/subscribe?fault=orders/abonement:lost');
  await expect(page.getByRole('radio', { name: /^Абонемент, 24 дня питания/ })).toBeChecked(FIRST);
  const submit = page.getByRole('button', { name: 'Оформить подписку' });
  await submit.click();
  // Every answer of the page's abonement calls is lost (the replay's too): unknown, never 'failed'.
  await expect(page.getByText(/^Не удалось узнать, прошёл ли запрос/)).toBeVisible(FIRST);
  await saysNoFalseError(page);
  expect((await counters(request))['effects:orders/abonement']).toBe(1);

  // The connection is back (the page without the switch): the same press sends the same key and goes on with the one order.
  await page.goto('/subscribe');
  await expect(page.getByRole('radio', { name: /^Абонемент, 24 дня питания/ })).toBeChecked(FIRST);
  await page.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page).toHaveURL(/\/subscribe\/get\/order-\d+\/fields$/, FIRST);
  const count = await counters(request);
  expect(count['effects:orders/abonement']).toBe(1);
  expect(count['subscribeOrders:+79990000001']).toBe(1);
});

test('a cash confirmation whose answer is lost: the cash result page, no false error, one confirmation @phone', async ({
  page,
  request,
  baseURL,
}) => {
  await returning(page, baseURL!);
  await request.post('/__sandbox/faults', { data: { call: 'payments/confirm-cash', fault: { kind: 'lost', times: 1 } } });
  await readyCheckout(page, 'Наличными курьеру');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/payment\/cash$/, FIRST);
  await saysNoFalseError(page);
  const count = await counters(request);
  expect(count['cash:demo-standard']).toBe(1);
  expect(count['effects:payments/confirm-cash']).toBe(1);
});

test('a cash confirmation lost on every try: said as not known, never failed; pressed again once answered, one confirmation @phone', async ({
  page,
  request,
  baseURL,
}) => {
  await returning(page, baseURL!);
  await page.goto('/instant-order/demo-standard?fault=payments/confirm-cash:lost');
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: 'Наличными курьеру' }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  // The confirmation and its replay (same key) both lost: not known, and said so, with a way to ask again.
  await expect(page.getByText('Не удалось узнать, прошла ли оплата')).toBeVisible(FIRST);
  await expect(page.getByRole('button', { name: 'Проверить оплату' })).toBeVisible();
  await saysNoFalseError(page);
  expect((await counters(request))['cash:demo-standard']).toBe(1);

  // Without the switch: the same order confirmed again sends the same key, answered with the first confirmation.
  await readyCheckout(page, 'Наличными курьеру');
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/payment\/cash$/, FIRST);
  await saysNoFalseError(page);
  expect((await counters(request))['cash:demo-standard']).toBe(1);
});

const lostOnce = (request: Parameters<typeof counters>[0], call: string) =>
  request.post('/__sandbox/faults', { data: { call, fault: { kind: 'lost', times: 1 } } });

test('a delivery’s new address whose answer is lost: saved once, said as saved, no false error @phone', async ({
  page,
  request,
  baseURL,
}) => {
  await returning(page, baseURL!);
  await page.goto('/dashboard/orders/lk-paid/deliveries/lk-paid-d4');
  await page.getByRole('button', { name: 'Изменить адрес' }).click(FIRST);
  await page.getByRole('dialog', { name: 'Выберите адрес доставки' }).getByRole('button', { name: 'Новый адрес' }).click();
  const street = page.getByRole('combobox', { name: 'Улица и дом' });
  await street.fill('Тверская 10');
  await expect(street).not.toHaveAttribute('aria-busy', 'true');
  await page.getByRole('listbox').getByRole('option').first().click();
  await lostOnce(request, 'deliveries/add-address-and-update');
  await page.getByRole('button', { name: 'Доставить сюда' }).click();
  // The lost answer is asked again with the same key: the first answer, the address added once.
  await expect(page.getByRole('status', { name: 'Уведомления' }).getByText('Новый адрес сохранен. Адрес доставки изменен.')).toBeVisible(
    FIRST,
  );
  await saysNoFalseError(page);
  expect((await counters(request))['effects:deliveries/add-address-and-update']).toBe(1);
});

test('a paid delivery option whose answer is lost: added once, never «Опция уже добавлена» @phone', async ({ page, request, baseURL }) => {
  await returning(page, baseURL!);
  await page.goto('/dashboard/orders/lk-paid');
  const add = page.getByRole('button', { name: 'Добавить: Эко-пакет вместо пластика' });
  await expect(add).toBeEnabled(FIRST);
  await lostOnce(request, 'deliveries/options/orders/add');
  await add.click();
  await expect(add).toHaveCount(0, FIRST);
  await expect(page.getByText('Опция уже добавлена')).toHaveCount(0);
  await saysNoFalseError(page);
  expect((await counters(request))['effects:deliveries/options/orders/add']).toBe(1);
});

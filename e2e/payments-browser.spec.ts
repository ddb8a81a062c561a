import { expect, test, type Page } from './fixtures';
import { PHONE } from './phone';
import { asReturningClient, fillCard, readyCheckout } from './pay';
import { counters, injectFault } from './sandbox';

/** Issue 36 (the browser's side of paying: back-forward cache, reloads, 3-D Secure) and issue 30 (SBP on a phone). */
test.beforeEach(async ({ request, context, baseURL }) => {
  await asReturningClient(request, context, baseURL!);
});

test.describe('SBP on the 390 px phone', () => {
  test.use(PHONE);

  test("the bank list opens the chosen bank's link (instruction step) and the payment completes @phone", async ({ page, request }) => {
    await readyCheckout(page, 'СБП — по QR-коду');
    await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
    const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
    await expect(dialog.getByText('К оплате 9 540 ₽')).toBeVisible();
    // A phone cannot scan its own screen: the banks, not the QR.
    await expect(dialog.getByRole('list', { name: 'Банки' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'QR-код для оплаты' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Сбербанк' }).click();
    await expect(dialog.getByRole('heading', { name: 'Оплата в приложении банка' })).toBeVisible();
    const bankApp = page.waitForEvent('popup');
    await dialog.getByRole('link', { name: 'Открыть приложение «Сбербанк»' }).click();
    // The link (and the QR on a computer) opens the sandbox's stand-in bank page (issue 34), which pays the transfer.
    const app = await bankApp;
    expect(app.url()).toMatch(/\/api\/stand-in\/sbp\/pay-/);
    await expect(app.getByRole('heading', { name: 'Оплата по СБП' })).toBeVisible();
    await app.getByRole('button', { name: 'Оплатить' }).click();
    await expect(app.getByRole('status')).toHaveText('Готово: банк перевёл деньги.');
    await app.close();
    await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
    expect((await counters(request))['charges:demo-standard']).toBe(1);
  });

  test('the bank choice failing is an error inside the dialog with a retry @phone', async ({ page, request }) => {
    await readyCheckout(page, 'СБП — по QR-коду');
    await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
    const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
    await expect(dialog.getByRole('list', { name: 'Банки' })).toBeVisible();
    await injectFault(request, 'payments/set-payment-data:500');
    await dialog.getByRole('button', { name: 'Сбербанк' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Не удалось выбрать банк. Проверьте соединение и попробуйте ещё раз.');
    await request.delete('/__sandbox/faults');
    await dialog.getByRole('button', { name: 'Повторить' }).click();
    await expect(dialog.getByRole('link', { name: 'Открыть приложение «Сбербанк»' })).toBeVisible();
    await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
  });
});

/** Every value of the page's inputs (the card's number, expiry and CVV must be none of them). */
const inputValues = (page: Page) => page.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
const CARD_PARTS = ['4000 0000 0000 3220', '4000000000003220', '12/30', '123'];

test("Back from the bank's 3-D Secure page: no card data, the bank's time left, SBP instead, one payment @phone", async ({
  page,
  request,
}) => {
  // Whether the browser restored the page from its back-forward cache (either way the card must be gone).
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) sessionStorage.setItem('e2e-restored', '1');
    });
  });
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение оплаты' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Оплата ждёт подтверждения банка')).toBeVisible();
  await expect(page.getByText(/Банк отменит её через 1[45]\sминут — после этого заказ можно будет оплатить снова/)).toBeVisible();
  const values = await inputValues(page);
  for (const part of CARD_PARTS) expect(values.filter((v) => v.includes(part))).toEqual([]);
  test.info().annotations.push({
    type: 'bfcache',
    description: (await page.evaluate(() => sessionStorage.getItem('e2e-restored'))) === '1' ? 'restored from the cache' : 'loaded again',
  });
  // The saved card is not offered meanwhile; SBP is.
  await expect(page.getByRole('button', { name: /^Оплатить \d/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Оплатить через СБП' }).click();
  const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
  await dialog.getByRole('button', { name: 'Сбербанк' }).click();
  await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBeGreaterThanOrEqual(1);
});

test("a reload while the charge is on the wire says 'processing', never the form, and ends on the result with one charge", async ({
  page,
  request,
}) => {
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4242 4242 4242 4242');
  await injectFault(request, 'payments/charge-card:delay=5000');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByText('Проводим оплату…')).toBeVisible();
  // The charge has left (its marker is written as it is sent; the card's data is not in it).
  const marker = () => page.evaluate(() => localStorage.getItem('mf_payment_pending:demo-standard'));
  await expect.poll(marker).toMatch(/"payment":"pay-/);
  expect(await marker()).not.toMatch(/4242|12\/30/);
  await page.reload();
  await expect(page.getByText('Платёж обрабатывается')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Оплатить \d/ })).toBeDisabled();
  for (const part of ['4242 4242 4242 4242', '12/30']) expect((await inputValues(page)).filter((v) => v.includes(part))).toEqual([]);
  await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
  expect((await counters(request))['charges:demo-standard']).toBe(1);
});

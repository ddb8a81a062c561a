import { expect, test } from './fixtures';
import { PHONE } from './phone';
import { asReturningClient, readyCheckout } from './pay';
import { counters, injectFault } from './sandbox';

/** Issue 36 (the browser's side of paying: back-forward cache, reloads, 3-D Secure) and issue 30 (SBP on a phone). */
test.beforeEach(async ({ request, context, baseURL }) => {
  await asReturningClient(request, context, baseURL!);
});

test.describe('SBP on the 390 px phone', () => {
  test.use(PHONE);

  test('the bank list opens the chosen bank\'s link (instruction step) and the payment completes @phone', async ({ page, context, request }) => {
    // The bank's app stands behind the link charge-sbp returns; here a page answers for it.
    await context.route('https://qr.nspk.sandbox/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Банк</title><h1>Приложение банка</h1>' }));
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
    const app = await bankApp;
    expect(app.url()).toMatch(/^https:\/\/qr\.nspk\.sandbox\/pay-/);
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

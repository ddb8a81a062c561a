import { expect, test, type Page } from './fixtures';
import { asReturningClient, fillCard, readyCheckout } from './pay';
import { counters, injectFault } from './sandbox';

test.beforeEach(async ({ request, context, baseURL }) => {
  await asReturningClient(request, context, baseURL!);
});

/** The result page says what was bought (issue 30): the order, the amount and how, the first delivery and its address; the link opens the order. */
async function expectWhatWasBought(page: Page) {
  const bought = page.getByRole('region', { name: 'Ваш заказ' });
  for (const [term, value] of [
    ['Номер заказа', 'demo-standard'],
    ['Рацион', 'Рацион «Фит», 6 дней'],
    ['Оплачено', '9 540 ₽ картой'],
    ['Адрес', 'Москва, ул. Тверская, д. 7, кв. 12'],
  ]) {
    await expect(bought.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(bought.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await expect(bought.getByRole('definition').filter({ hasText: /Вечер, 18:00–23:00$/ })).toBeVisible();
  await expect(page.getByText(/начали готовить/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Открыть заказ в личном кабинете' }).click();
  // The cabinet's order page (a smartphone is sent on to its own, /new-dashboard/{hid}).
  await expect(page).toHaveURL(/\/(dashboard\/orders|new-dashboard)\/demo-standard$/);
}

test('a new card without 3-D Secure: double click, one charge, success page @phone', async ({ page, request }) => {
  await readyCheckout(page, 'Новой картой');
  const pay = page.getByRole('button', { name: 'Оплатить 9 540 ₽' });
  await expect(pay).toBeDisabled();
  await fillCard(page, '4242 4242 4242 4242');
  await expect(page.getByLabel('Имя владельца')).toHaveValue('ANNA SMIRNOVA');
  await expect(pay).toBeEnabled();
  // Two presses in the same task, before React can re-render the button as busy: the machines
  // alone must make it one charge. (dblclick on an emulated phone would zoom instead.)
  await pay.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBe(1);
  await expectWhatWasBought(page);
});

test('a new card with 3-D Secure goes through the bank page and back', async ({ page }) => {
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByRole('heading', { name: 'Подтверждение оплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  // The returning client's flow rides through the bank: /3Ds (no suffix) → the payment flow.
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
});

test('declining on the bank page ends on the fail page, and the order is kept', async ({ page }) => {
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4000 0000 0000 3220');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться к оплате' }).click();
  await expect(page.getByRole('button', { name: 'Оплатить 9 540 ₽' })).toBeVisible();
});

test("a failed payment's 'Перезвоните мне' sends one recall request and says the request was taken", async ({ page, request }) => {
  await page.goto('/dashboard/order/demo-standard/payment/payment/fail');
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await page.getByRole('button', { name: 'Перезвоните мне' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payments\/payment\/recall-success$/);
  await expect(page.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  expect((await counters(request))['recall:demo-standard']).toBe(1);
});

test('a declined card shows the server message, keeps the form without the CVV, then pays', async ({ page, request }) => {
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByText('Недостаточно средств на карте. Попробуйте другую карту')).toBeVisible();
  await expect(page.getByLabel('Номер карты')).toHaveValue('4000 0000 0000 0002');
  await expect(page.getByLabel('CVV')).toHaveValue('');
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  // Issue 30: the decline was about the card typed before; it goes once the form is edited.
  await expect(page.getByText('Недостаточно средств на карте. Попробуйте другую карту')).toHaveCount(0);
  // A four-digit year typed key by key ends as MM/YY (it used to stop at '12/20', an expired card).
  await page.getByLabel('Срок действия').fill('');
  await page.getByLabel('Срок действия').pressSequentially('12/2029');
  await expect(page.getByLabel('Срок действия')).toHaveValue('12/29');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBe(2);
});

test('defect #1: the returning client (+7 999 000-00-01) pays with the saved card and lands on the payment flow', async ({
  page,
  request,
}) => {
  await readyCheckout(page, 'Сохранённой картой');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-standard\/payment\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBe(1);
  await expectWhatWasBought(page);
});

test('cash', async ({ page }) => {
  await readyCheckout(page, 'Наличными курьеру', 'demo-expensive');
  // Cash is paid to the courier: the button places the order (issue 12 defect 11).
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/demo-expensive\/payment\/payment\/cash$/);
  await expect(page.getByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
});

test('SBP: a bank that completes pays; a declining bank shows the error modal and try again', async ({ page }) => {
  await readyCheckout(page, 'СБП — по QR-коду');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
  await expect(dialog.getByRole('img', { name: 'QR-код для оплаты' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Т-Банк' }).click();
  await expect(dialog.getByRole('heading', { name: 'Не прошла оплата 9 540 ₽' })).toBeVisible();
  await expect(dialog.getByText('Вы отменили оплату в приложении банка или что-то пошло не так.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Попробовать ещё раз' }).click();
  await dialog.getByRole('button', { name: 'Сбербанк' }).click();
  await expect(dialog.getByRole('heading', { name: 'Ждём ответа банка' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
});

test('a card incompatible with the promo code is refused with the server message and SBP is chosen', async ({ page }) => {
  await readyCheckout(page, 'Новой картой');
  await page.getByLabel('Промокод').fill('MIRPAY15');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Ваш промокод применён')).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page.getByText('Промокод действует только при оплате картой «Мир». Оплатите заказ через СБП')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'СБП — по QR-коду' })).toBeChecked();
});

test('a gift certificate: e-mail, days, card payment, onlinecert success', async ({ page, request }) => {
  await page.goto('/instant-cert');
  await expect(page.getByRole('heading', { name: 'Подарочный сертификат' })).toBeVisible();
  await page.getByLabel('E-mail получателя сертификата').fill('friend@example.ru');
  await page.getByRole('radio', { name: '18 дней' }).check();
  await fillCard(page, '4242 4242 4242 4242');
  // The price is on the button before paying (issue 12, defect 9).
  await page.getByRole('button', { name: 'Оплатить 27 190 ₽' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/0\/payment\/onlinecert\/success\?purchase=gift-\d+$/);
  expect((await counters(request))['giftPurchases']).toBe(1);
});

test('a gift certificate brought by a courier: where and when before paying, and the success page says when it comes @phone', async ({
  page,
  request,
}) => {
  await page.goto('/instant-cert');
  await page.getByRole('radio', { name: 'Привезёт курьер' }).check();
  await page.getByLabel('Ваш e-mail').fill('me@example.ru');
  const where = page.getByRole('group', { name: 'Куда и когда привезти' });
  await where.getByLabel('Адрес доставки').fill('Москва, ул. Тверская, 7');
  await where.getByLabel('Квартира').fill('12');
  const day = where.getByRole('group', { name: 'День доставки' }).getByRole('radio').nth(1);
  const dayText = (await day.locator('xpath=..').innerText()).trim();
  await day.check();
  await where.getByRole('radio', { name: 'Утро, 07:00–12:00' }).check();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/onlinecert\/success\?purchase=gift-\d+$/);
  await expect(page.getByRole('heading', { name: 'Сертификат оплачен' })).toBeVisible();
  await expect(
    page.getByText(`Курьер привезёт подарочный сертификат на 6 дней ${dayText}, Утро, 07:00–12:00, по адресу Москва, ул. Тверская, 7.`),
  ).toBeVisible();
  await expect(page.getByText(/придёт на/)).toHaveCount(0);
  expect((await counters(request))['giftPurchases']).toBe(1);
});

test('charge-card slower than the client timeout, customer presses pay again: one charge, success page', async ({ page, request }) => {
  // The client's 15 s timeout runs on the page's setTimeout: Playwright's clock moves it on once
  // the charge is on the wire, while the sandbox still holds the charge (being processed) for 4 s.
  await page.clock.install();
  await readyCheckout(page, 'Новой картой');
  await fillCard(page, '4242 4242 4242 4242');
  // Past the client's timeout: the machine asks the order (being processed), polls, then opens success.
  await injectFault(request, 'payments/charge-card:delay=4000');
  const pay = page.getByRole('button', { name: 'Оплатить 9 540 ₽' });
  const charging = page.waitForRequest(/\/payments\/charge-card/);
  await pay.click();
  await charging;
  const asked = page.waitForRequest(/\/orders\/is-payment-processing/);
  await page.clock.fastForward(15_100);
  // The timeout fired while the charge was still held: the machine asks instead of charging again.
  await asked;
  await expect(page.getByText('Платёж обрабатывается')).toBeVisible();
  await expect(pay).toBeDisabled();
  await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBe(1);
});

test('the answer to a successful charge is lost or malformed: success page, not an error', async ({ page, request }) => {
  await injectFault(request, 'payments/charge-token:lost');
  await readyCheckout(page, 'Сохранённой картой');
  await page.getByRole('button', { name: 'Оплатить 9 540 ₽' }).click();
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:demo-standard']).toBe(1);
});

test('SBP: a 500 on one status poll shows no error modal; a reload while waiting returns to the waiting screen and pays', async ({
  page,
  request,
}) => {
  await readyCheckout(page, 'СБП — по QR-коду');
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Оплата через СБП' });
  // Every toast the page raises is recorded (the SDK's notify port dispatches `mealflow:notify`).
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { seenToasts: seen });
    window.addEventListener('mealflow:notify', (event) => seen.push(String((event as CustomEvent<{ message: string }>).detail.message)));
  });
  await injectFault(request, 'payments/check-sbp-status:500');
  await dialog.getByRole('button', { name: 'Сбербанк' }).click();
  await expect(dialog.getByText('Нет связи с банком, проверяем ещё раз…')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Ждём ответа банка' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /Не прошла оплата/ })).toHaveCount(0);
  // A poll is not the customer's call: its failure is the dialog's note, never a toast.
  expect(await page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Оплата через СБП' }).getByRole('heading', { name: 'Ждём ответа банка' })).toBeVisible();
  await request.delete('/__sandbox/faults');
  await expect(page).toHaveURL(/\/payment\/payment\/success$/, { timeout: 30_000 });
  expect((await counters(request))['charges:demo-standard']).toBe(1);
});

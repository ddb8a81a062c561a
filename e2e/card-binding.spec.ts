import { expect, test, type Page } from './fixtures';
import { counters, resetSandbox } from './sandbox';

/**
 * Issue 14 'Cards and other payments' and the new-client results: a card bound with 1 ₽ through
 * the sandbox's 3-D Secure page (ACS), /assist-payment through the stand-in Assist page, the
 * desktop new-client result routes. Desktop and phone.
 */
// The shared machine is slow (many builds at once): room for the bank page round trips.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 60_000 });
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A login-needed path without a token → the login (SMS code = the phone's last four digits) → back. */
async function logInTo(page: Page, path: string, phone = '9990000001') {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Телефон').pressSequentially(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially(phone.slice(-4));
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: 'Новая карта' });
  await dialog.getByLabel('Номер карты').pressSequentially(number);
  await dialog.getByLabel('Срок действия').pressSequentially('1230');
  await dialog.getByLabel('CVV').pressSequentially('123');
  await dialog.getByLabel('Имя владельца').pressSequentially('ANNA SMIRNOVA');
  return dialog;
}

test('a card bound through 3-D Secure is in the cards and stays there after a reload @phone', async ({ page, request }) => {
  await logInTo(page, '/dashboard/settings/cards');
  const cards = page.getByRole('region', { name: 'Банковские карты' });
  await cards.getByRole('button', { name: 'Добавить карту' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая карта' });
  await expect(dialog).toContainText('Чтобы проверить карту, мы спишем 1\u00a0₽ и сразу вернём его.');
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await typeCard(page, '4000000000003220');
  await dialog.getByRole('button', { name: 'Привязать карту' }).click();

  // The bank's page (the sandbox's ACS), then back through /3Ds/cardbind.
  await expect(page.getByRole('heading', { name: 'Подтверждение оплаты' })).toBeVisible();
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/0\/payment\/cardbind\/success\?binding=bind-\d+$/);
  await expect(page.getByRole('heading', { name: 'Карта привязана' })).toBeVisible();
  await expect(page.getByText('Мы списали 1\u00a0₽ для проверки и уже вернули его.')).toBeVisible();
  await page.getByRole('link', { name: 'К моим картам' }).click();

  await expect(cards.getByRole('article', { name: 'Банковская карта •••• 3220' })).toContainText('Основная карта');
  await page.reload();
  await expect(cards.getByRole('article', { name: 'Банковская карта •••• 3220' })).toContainText('Основная карта');
  expect((await counters(request))['cardsBound:+79990000001']).toBe(1);
});

test('refused on the bank page: the card is not bound, and the client can try again', async ({ page, request }) => {
  await logInTo(page, '/dashboard/settings/cards');
  await page.getByRole('region', { name: 'Банковские карты' }).getByRole('button', { name: 'Добавить карту' }).click();
  await typeCard(page, '4000000000003220');
  await page.getByRole('dialog', { name: 'Новая карта' }).getByRole('button', { name: 'Привязать карту' }).click();
  await page.getByRole('button', { name: 'Отклонить' }).click();
  await expect(page).toHaveURL(/\/payment\/cardbind\/fail\?binding=/);
  await expect(page.getByRole('heading', { name: 'Карта не привязана' })).toBeVisible();
  await page.getByRole('link', { name: 'Попробовать ещё раз' }).click();
  await expect(page.getByRole('region', { name: 'Банковские карты' }).getByRole('article')).toHaveCount(2);
  expect((await counters(request))['cardsBound:+79990000001'] ?? 0).toBe(0);
});

test('a card without 3-D Secure is bound in place, with a keyboard only', async ({ page }) => {
  await logInTo(page, '/dashboard/settings/cards');
  const cards = page.getByRole('region', { name: 'Банковские карты' });
  await cards.getByRole('button', { name: 'Добавить карту' }).focus();
  await page.keyboard.press('Enter');
  const dialog = await typeCard(page, '2200000000000004');
  await dialog.getByLabel('Имя владельца').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Карта привязана')).toBeVisible();
  await expect(cards.getByRole('article', { name: 'Банковская карта •••• 0004' })).toContainText('Мир');
});

test('/assist-payment pays the order awaiting payment on the Assist page and comes back to its result', async ({ page, request }) => {
  await logInTo(page, '/assist-payment');
  await expect(page.getByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
  await expect(page.getByText('11 940 ₽')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(page.getByRole('heading', { name: 'Оплата через Assist' })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-awaiting\/payment\/payment\/success$/);
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect((await counters(request))['charges:lk-awaiting']).toBe(1);
});

test('/assist-payment: giving up on the Assist page ends on the fail page of the unpaid order', async ({ page }) => {
  await logInTo(page, '/assist-payment?order=lk-unformed');
  await expect(page.getByText('9 540 ₽')).toBeVisible();
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  await page.getByRole('button', { name: 'Отказаться от оплаты' }).click();
  await expect(page).toHaveURL(/\/dashboard\/order\/lk-unformed\/payment\/payment\/fail$/);
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
});

test('the desktop new-client results ask the order: success of a paid one, cash of an unpaid one, fail', async ({ page }) => {
  await page.goto('/dashboard/order/demo-paid/newclient/success');
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  await expect(page.getByText(/Добро пожаловать!/)).toBeVisible();
  await page.goto('/dashboard/order/demo-standard/newclient/cash');
  await expect(page.getByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
  await expect(page.getByText('Оплатите 9 540 ₽ наличными курьеру при получении.', { exact: false })).toBeVisible();
  await page.goto('/dashboard/order/demo-standard/newclient/success');
  await expect(page.getByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  await page.goto('/dashboard/order/demo-standard/newclient/recall-success');
  await expect(page.getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

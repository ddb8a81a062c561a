import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';

/** Cabinet settings and cards (issue 15, personal-cabinet §2.1 settings, §5, §7). */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const cabinet = (page: Page) => page.getByRole('region', { name: 'Личный кабинет' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** /dashboard/settings without a token → the login (SMS code = the phone's last four digits) → back. */
async function logInToSettings(page: Page, phone = '9990000001') {
  await page.goto('/dashboard/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Телефон').pressSequentially(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially(phone.slice(-4));
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
}

test('the returning client changes the name and the e-mail; both are there after a reload @dev', async ({ page }) => {
  await logInToSettings(page);
  const form = page.getByRole('region', { name: 'Личные данные' });
  await expect(form.getByLabel('Имя')).toHaveValue('Анна');
  await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

  await form.getByLabel('E-mail').fill('maria.example.ru');
  await expect(form.getByText('Проверьте правильность email')).toBeVisible();
  await form.getByLabel('Имя').fill('Мария');
  await form.getByLabel('E-mail').fill('maria@example.ru');
  await expect(form.getByText('Проверьте правильность email')).toHaveCount(0);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  // The session has the new profile: the cabinet's header says the new name at once.
  await expect(cabinet(page).getByText('Мария Смирнова')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.reload();
  await expect(form.getByLabel('Имя')).toHaveValue('Мария');
  await expect(form.getByLabel('E-mail')).toHaveValue('maria@example.ru');
});

test('a card is deleted only after the confirmation; the deletion is kept after a reload @phone', async ({ page }) => {
  await logInToSettings(page);
  const cards = page.getByRole('region', { name: 'Банковские карты' });
  await expect(cards.getByRole('article', { name: 'Карта для автоплатежей •••• 4242' })).toContainText('Основная карта');
  await expect(cards.getByRole('article', { name: 'Внешняя карта •••• 4444' })).toBeVisible();

  await cards.getByRole('button', { name: 'Удалить: •••• 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Удалить карту?' });
  await expect(dialog).toContainText('Карта •••• 4444 больше не будет доступна для оплаты.');
  // The safe action has the focus: Enter keeps the card.
  await expect(dialog.getByRole('button', { name: 'Оставить' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cards.getByRole('article')).toHaveCount(2);

  await cards.getByRole('button', { name: 'Удалить: •••• 4444' }).click();
  await dialog.getByRole('button', { name: 'Удалить карту' }).click();
  await expect(page.getByText('Карта удалена')).toBeVisible();
  await expect(cards.getByRole('article')).toHaveCount(1);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.reload();
  await expect(cards.getByRole('article', { name: 'Карта для автоплатежей •••• 4242' })).toBeVisible();
  await expect(cards.getByRole('article')).toHaveCount(1);
});

test('the offer client answers the offer agreement once: accepted, it is not asked again', async ({ page }) => {
  await logInToSettings(page, '9990000005');
  const dialog = page.getByRole('dialog', { name: 'Договор оферты' });
  await expect(dialog.getByRole('button', { name: 'Не принимаю' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Принимаю', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Личные данные' }).getByLabel('Имя')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('at 320 px the settings, the cards and the delete dialog fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await logInToSettings(page);
  const cards = page.getByRole('region', { name: 'Банковские карты' });
  await expect(cards.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Личные данные' }).getByLabel('Дата рождения')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await cards.getByRole('button', { name: 'Удалить: •••• 4242' }).click();
  await expect(page.getByRole('dialog', { name: 'Удалить карту?' })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

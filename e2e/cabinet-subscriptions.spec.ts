import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { visibleTextProblems } from './storefront';

/** The returning client's subscriptions in the cabinet (issue 14, personal-cabinet §2.1 subscriptions, §3, §4, §9). */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const subscriptions = (page: Page) => page.getByRole('region', { name: 'Подписки' });
const card = (page: Page, title: string) => subscriptions(page).getByRole('article', { name: title });

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/(new-)?dashboard$/);
}

test('freeze an active subscription for 3 days, see it after a reload, unfreeze it @phone', async ({ page }) => {
  await logIn(page);
  await page.goto('/dashboard/subscriptions/deliveries');
  const active = card(page, 'Подписка 24');
  await expect(active.getByText('Активна')).toBeVisible();
  await expect(active.getByText(/Заморозка: использовано 3 из 7 дней/)).toBeVisible();
  await expect(card(page, 'Прайм').getByText(/^Заморожена с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(card(page, 'Подписка 21').getByText('Остановлена', { exact: true })).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);

  await active.getByRole('button', { name: 'Заморозить: Подписка 24' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заморозить подписку' });
  // The safe action has the focus.
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await dialog.getByLabel('На сколько дней').selectOption({ label: '3 дня' });
  await expect(dialog.getByText(/^Пауза с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}, 3 дня$/)).toBeVisible();
  await expect(dialog.getByText('После этого останется 1 день заморозки')).toBeVisible();
  await dialog.getByRole('button', { name: 'Заморозить' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscriptions(page).getByRole('status')).toHaveText('Подписка заморожена');
  await expect(active.getByText(/^Заморожена с /)).toBeVisible();

  await page.reload();
  await expect(active.getByText(/^Заморожена с /)).toBeVisible();
  await expect(active.getByText(/Заморозка: использовано 6 из 7 дней/)).toBeVisible();

  await active.getByRole('button', { name: 'Разморозить: Подписка 24' }).click();
  const question = page.getByRole('dialog', { name: 'Разморозить подписку?' });
  await expect(question.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await question.getByRole('button', { name: 'Разморозить' }).click();
  await expect(question).toBeHidden();
  await expect(active.getByText('Активна')).toBeVisible();
  await page.reload();
  await expect(active.getByText(/Заморозка: использовано 3 из 7 дней/)).toBeVisible();
});

test('stop a subscription with feedback: the fee and the prime penalty are shown before confirming', async ({ page }) => {
  await logIn(page);
  await page.goto('/dashboard/subscriptions/deliveries');
  const prime = card(page, 'Прайм');
  await prime.getByRole('button', { name: 'Остановить подписку: Прайм' }).click();
  const dialog = page.getByRole('dialog', { name: 'Остановить подписку' });
  await expect(dialog.getByRole('button', { name: 'Оставить подписку' })).toBeFocused();
  await dialog.getByRole('radio', { name: 'Другое' }).check();
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByText('Расскажите, что случилось')).toBeVisible();
  await dialog.getByLabel('Расскажите подробнее').fill('Переезжаю в другой город');
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Остановить подписку?' });
  await expect(confirm.getByText(/^Плата за отмену подписки — 990\u00a0₽$/)).toBeVisible();
  await expect(confirm.getByText(/^Штраф за досрочную отмену подписки Прайм — 3\u00a0500\u00a0₽$/)).toBeVisible();
  await expect(confirm.getByText(/^Всего спишем 4\u00a0490\u00a0₽$/)).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Оставить подписку' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Остановить' }).click();
  await expect(confirm).toBeHidden();
  await expect(subscriptions(page).getByRole('status')).toHaveText('Подписка остановлена');
  await page.reload();
  await expect(prime.getByText('Остановлена', { exact: true })).toBeVisible();
  await expect(prime.getByRole('button')).toHaveCount(0);
});

test('the subscriptions page fits 320 px without sideways scrolling, with the freeze dialog open @phone', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await logIn(page);
  await page.goto('/dashboard/subscriptions/deliveries');
  await expect(card(page, 'Подписка 24')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await card(page, 'Подписка 24').getByRole('button', { name: 'Заморозить: Подписка 24' }).click();
  await expect(page.getByRole('dialog', { name: 'Заморозить подписку' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

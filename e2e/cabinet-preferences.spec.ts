import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/**
 * Preferences and filters, courier ratings and tips, auto-tips (issue 15; personal-cabinet §2.1
 * preferences, autotips, /new-dashboard rates; §4 Login, Tips flow; §8 'Настройки применены').
 */
// A loaded machine (2 cores, several builds at once): the first screen of a test may take a while.
test.describe.configure({ timeout: 120_000 });
const FIRST = { timeout: 30_000 };

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const RETURNING = '+79990000001';
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const toast = (page: Page, text: string) => page.getByRole('status', { name: 'Уведомления' }).getByText(text);

test("the returning client sets filters ('Настройки применены') and favourites a dish; both stay after a reload @phone", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/preferences');
  const filters = page.getByRole('region', { name: 'Фильтры меню' });
  await expect(filters.getByRole('checkbox', { name: 'Рыба' })).toBeChecked(FIRST);
  await expect(filters.getByText('Можно выбрать не больше 3 фильтров. Выбрано 1 из 3')).toBeVisible();
  await filters.getByRole('checkbox', { name: 'Орехи' }).check();
  await filters.getByRole('checkbox', { name: 'Без сахара' }).check();
  await expect(filters.getByRole('checkbox', { name: 'Грибы' })).toBeDisabled();
  await filters.getByRole('button', { name: 'Применить' }).click();
  await expect(toast(page, 'Настройки применены')).toBeVisible();

  const cod = page.getByRole('group', { name: 'Треска с киноа и брокколи' });
  await cod.getByRole('button', { name: 'В любимые' }).click();
  await expect(cod.getByRole('button', { name: 'В любимые' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Любимые блюда' }).getByText('Треска с киноа и брокколи')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);

  await page.reload();
  await expect(filters.getByRole('checkbox', { name: 'Орехи' })).toBeChecked(FIRST);
  await expect(filters.getByRole('checkbox', { name: 'Без сахара' })).toBeChecked();
  await expect(page.getByRole('list', { name: 'Любимые блюда' }).getByRole('listitem')).toHaveCount(3);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test("the login rule: a proposed filter change opens 'Выбрать предпочтения', then the proposed version", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9990000015');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0015');
  const proposal = page.getByRole('dialog', { name: 'Обновите предпочтения' });
  await expect(proposal).toBeVisible(FIRST);
  await expect(proposal.getByRole('button', { name: 'Не сейчас' })).toBeFocused();
  await proposal.getByRole('button', { name: 'Выбрать предпочтения' }).click();
  await expect(page).toHaveURL(/\/dashboard\/preferences\?proposed=1$/);
  const update = page.getByRole('dialog', { name: 'Фильтры обновились' });
  await update.getByRole('button', { name: 'Понятно' }).click();
  const filters = page.getByRole('region', { name: 'Фильтры меню' });
  await filters.getByRole('checkbox', { name: 'Свинина' }).check();
  await filters.getByRole('button', { name: 'Применить' }).click();
  await expect(toast(page, 'Настройки применены')).toBeVisible();
  // Applied: the profile no longer proposes a change.
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible(FIRST);
  await expect(page.getByRole('dialog', { name: 'Обновите предпочтения' })).toHaveCount(0);
});

test('rate a courier and tip: the tip dialog comes 3 s after the ratings load; no tip after a negative rating', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  // Timers stand still from the start (fetches and rendering do not wait for them): the 3 s are the clock's.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/new-dashboard/rates');
  const alexey = page.getByRole('article', { name: 'Алексей' });
  await expect(alexey).toBeVisible(FIRST);
  const dialog = page.getByRole('dialog', { name: 'Чаевые курьеру Алексей' });
  await expect(dialog).toBeHidden();
  await page.clock.runFor(2_500);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(500);
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  await expect(dialog.getByRole('button', { name: 'Не сейчас' })).toBeFocused();
  await dialog.getByRole('radio', { name: '100\u00a0₽' }).check();
  await dialog.getByRole('button', { name: 'Оставить чаевые' }).click();
  await expect(dialog.getByText('Спасибо! Чаевые отправлены курьеру Алексей: 100\u00a0₽')).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(alexey.getByText('Чаевые отправлены')).toBeVisible();

  await alexey.getByRole('radio', { name: '5 звёзд' }).check();
  await alexey.getByRole('checkbox', { name: 'Привёз вовремя' }).check();
  await alexey.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(alexey.getByText('Оценка отправлена')).toBeVisible();

  const marina = page.getByRole('article', { name: 'Марина' });
  await expect(marina.getByRole('button', { name: 'Оставить чаевые' })).toBeVisible();
  await marina.getByRole('radio', { name: '2 звезды' }).check();
  await expect(marina.getByText('Чаевые недоступны при низкой оценке')).toBeVisible();
  await expect(marina.getByRole('button', { name: 'Оставить чаевые' })).toHaveCount(0);
  await marina.getByRole('checkbox', { name: 'Опоздал' }).check();
  await marina.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(marina.getByText('Оценка отправлена')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // Closing the task: nothing left to rate, also after a reload.
  await page.getByRole('button', { name: 'Не оценивать' }).click();
  await expect(page.getByText(/^Оценивать пока нечего/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Оценивать пока нечего/)).toBeVisible(FIRST);
});

test('auto-tips: turning on saves the template with the saved card; it is still on after a reload', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/autotips');
  const toggle = page.getByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' });
  await expect(toggle).toBeEnabled(FIRST);
  await toggle.check();
  await expect(page.getByText('Чаевые будут списываться автоматически')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Сумма чаевых' }).getByRole('button', { name: '100\u00a0₽' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(toggle).toBeChecked(FIRST);
  await expect(page.getByText('Чаевые будут списываться автоматически')).toBeVisible();
});

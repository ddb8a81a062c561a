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
  await expect(active.getByText(/Заморозка: использовано 3 из 7\sдней/)).toBeVisible();
  await expect(card(page, 'Прайм').getByText(/^Заморожена с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(card(page, 'Подписка 21').getByText('Остановлена', { exact: true })).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);

  await active.getByRole('button', { name: 'Заморозить: Подписка 24' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заморозить подписку' });
  // The safe action has the focus.
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await dialog.getByLabel('На сколько дней').selectOption({ label: '3 дня' });
  await expect(dialog.getByText(/^Пауза с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}, 3\sдня$/)).toBeVisible();
  await expect(dialog.getByText('После этого останется 1 день заморозки')).toBeVisible();
  await dialog.getByRole('button', { name: 'Заморозить' }).click();
  await expect(dialog).toBeHidden();
  await expect(subscriptions(page).getByRole('status')).toHaveText('Подписка заморожена');
  await expect(active.getByText(/^Заморожена с /)).toBeVisible();

  await page.reload();
  await expect(active.getByText(/^Заморожена с /)).toBeVisible();
  await expect(active.getByText(/Заморозка: использовано 6 из 7\sдней/)).toBeVisible();

  await active.getByRole('button', { name: 'Разморозить: Подписка 24' }).click();
  const question = page.getByRole('dialog', { name: 'Разморозить подписку?' });
  await expect(question.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await question.getByRole('button', { name: 'Разморозить' }).click();
  await expect(question).toBeHidden();
  await expect(active.getByText('Активна')).toBeVisible();
  await page.reload();
  await expect(active.getByText(/Заморозка: использовано 3 из 7\sдней/)).toBeVisible();
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

/** 'пт, 04.12.2026' or '… — 04.12.2026' with its date moved by whole days. */
function shifted(text: string, days: number): string {
  return text
    .replace(/(\d{2})\.(\d{2})\.(\d{4})/, (_, d: string, m: string, y: string) => {
      const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
    })
    .replace(/^(пн|вт|ср|чт|пт|сб|вс), /, (_, _w: string) => {
      const [d, m, y] = (/(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? []).slice(1).map(Number);
      const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).getUTCDay();
      return `${['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'][weekday]}, `;
    });
}

/** What each screen shows of 'Подписка 24' and its order, reached by the cabinet's links (no reload). */
async function week(page: Page) {
  await page.getByRole('navigation', { name: 'Разделы подписки' }).getByRole('link', { name: 'Мои подписки' }).click();
  const charge =
    (await card(page, 'Подписка 24')
      .getByText(/^Списание /)
      .textContent()) ?? '';
  await page.getByRole('navigation', { name: 'Разделы подписки' }).getByRole('link', { name: 'Меню подписки' }).click();
  const order = page
    .getByRole('article', { name: 'Подписка 24' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4 }) })
    .first();
  await expect(order).toBeVisible();
  // 'пт, 04.12.2026, Вечер, 18:00–23:00' → 'пт, 04.12.2026'.
  const menu = (await order.getByRole('list').first().getByRole('listitem').allTextContents()).map((t) =>
    t.split(', ').slice(0, 2).join(', '),
  );
  await order.getByRole('link', { name: /^Подробнее о заказе/ }).click();
  const rows = page.getByRole('region', { name: 'Доставки' }).getByRole('listitem').filter({ hasText: 'Запланирована' });
  await expect(rows.first()).toBeVisible();
  const planned = await rows.getByRole('strong').allTextContents();
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Подписки' }).click();
  await expect(card(page, 'Подписка 24')).toBeVisible();
  return { charge, menu, planned };
}

test('freezing Подписка 24 for 4 days moves its order’s deliveries and its charge on every screen, without a reload; unfreezing restores them', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/dashboard/subscriptions/deliveries');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const before = await week(page);
  expect(before.charge).toMatch(/^Списание 9\u00a0063\u00a0₽ — \d{2}\.\d{2}\.\d{4}$/);
  expect(before.planned.length).toBeGreaterThan(0);
  expect(before.menu).toEqual(before.planned);

  await card(page, 'Подписка 24').getByRole('button', { name: 'Заморозить: Подписка 24' }).click();
  const dialog = page.getByRole('dialog', { name: 'Заморозить подписку' });
  // From its next delivery.
  await expect(dialog.getByLabel('С какой доставки')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  const [y, m, d] = (await dialog.getByLabel('С какой доставки').inputValue()).split('-');
  // 'DD.MM.YYYY' of a shown date, as an ISO day to compare with the freeze's start.
  const iso = (text: string) => (/(\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? []).slice(1).reverse().join('-');
  const start = `${y}-${m}-${d}`;
  await dialog.getByLabel('На сколько дней').selectOption({ label: '4 дня' });
  await dialog.getByRole('button', { name: 'Заморозить' }).click();
  await expect(dialog).toBeHidden();
  // The card moved at once, with the server's answer.
  await expect(card(page, 'Подписка 24').getByText(/^Списание /)).toHaveText(shifted(before.charge, 4));

  const frozen = await week(page);
  expect(frozen.charge).toBe(shifted(before.charge, 4));
  // Every coming delivery from the freeze's first day on moved by its 4 days (none is left inside it).
  expect(frozen.planned).toEqual(before.planned.map((t) => (iso(t) >= start ? shifted(t, 4) : t)));
  expect(frozen.menu).toEqual(frozen.planned);

  await card(page, 'Подписка 24').getByRole('button', { name: 'Разморозить: Подписка 24' }).click();
  await page.getByRole('dialog', { name: 'Разморозить подписку?' }).getByRole('button', { name: 'Разморозить' }).click();
  await expect(card(page, 'Подписка 24').getByText('Активна')).toBeVisible();
  expect(await week(page)).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

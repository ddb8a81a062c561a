import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/**
 * The bonus shop, gift certificates and the loyalty program (issue 15, personal-cabinet §2.1 bonus,
 * shop, loyalty-program; §2.5; §7 bonus/store, gift-certificates, clients/loyalty/progress,
 * loyalty/statuses). Sandbox values: packages/sandbox/README.md "Bonus shop and gift certificates",
 * "Loyalty program".
 */
const RETURNING = '+79990000001';

// The machine is shared and slow: a first screen may wait long for the runtime and the profile.
const FIRST = { timeout: 60_000 };

test.beforeEach(async ({ request, context }) => {
  test.slow();
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const shop = (page: Page) => page.getByRole('region', { name: 'Бонусный магазин' });

test('the returning client buys a certificate with bonuses; the balance, the wallet and the certificates hold after a reload @phone', async ({
  page,
  signIn,
}) => {
  await signIn('/dashboard/bonus');
  await expect(shop(page).getByText(/^У вас 1\s850\sбонусов$/)).toBeVisible(FIRST);
  await shop(page).getByRole('navigation', { name: 'Категории' }).getByRole('link', { name: 'Сертификаты' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bonus\/category\/certificates$/);

  // Not enough bonuses: not offered, and why.
  const six = shop(page).getByRole('article', { name: 'Сертификат на 6 дней питания' });
  await expect(six.getByText(/^Не хватает 3\s550\sбонусов$/)).toBeVisible();
  await expect(six.getByRole('button')).toHaveCount(0);

  // Escape closes the dialog without buying; then buy for real.
  await shop(page).getByRole('button', { name: 'Купить: Сертификат на 2 дня питания' }).click();
  const dialog = page.getByRole('dialog', { name: 'Купить «Сертификат на 2 дня питания»?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Отмена' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await shop(page).getByRole('button', { name: 'Купить: Сертификат на 2 дня питания' }).click();
  await expect(dialog.getByText(/^Цена: 1\s800\sбонусов\.$/)).toBeVisible();
  await expect(dialog.getByText(/^После покупки останется 50\sбонусов\.$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Купить за бонусы' }).click();
  await expect(shop(page).getByText(/^Покупка оформлена: «Сертификат на 2\sдня питания»\. Осталось 50\sбонусов\.$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(shop(page).getByRole('button', { name: /^Купить/ })).toHaveCount(0);

  await page.reload();
  await expect(shop(page).getByText(/^У вас 50\sбонусов$/)).toBeVisible(FIRST);
  await shop(page).getByRole('link', { name: 'Все товары' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bonus$/);
  await expect(page.getByText('Всего на счёте: 2\u00a0950\u00a0₽')).toBeVisible();
  await expect(page.getByRole('list', { name: 'История операций' }).getByRole('listitem').first()).toContainText(
    'Покупка в бонусном магазине: Сертификат на 2 дня питания',
  );
  const certificates = page.getByRole('list', { name: 'Подарочные сертификаты' }).getByRole('listitem');
  await expect(certificates).toHaveCount(3);
  await expect(certificates.first()).toContainText('Сертификат на 2 дня питания');
  await expect(certificates.first()).toContainText(/Действует до \d\d\.\d\d\.\d{4}/);
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('the returning client owns two gift certificates; shop/about leads to the bonus page', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/shop/about');
  await expect(page).toHaveURL(/\/dashboard\/bonus$/);
  const certificates = page.getByRole('list', { name: 'Подарочные сертификаты' }).getByRole('listitem');
  await expect(certificates).toHaveCount(2, FIRST);
  await expect(certificates.nth(0)).toContainText('Сертификат на 6 дней питания');
  await expect(certificates.nth(0)).toContainText('GIFT-6D-7Q2K');
  await expect(certificates.nth(1)).toContainText('Использован');
});

test('the loyalty page shows the status, a progress bar to the next and what each status gives', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/loyalty-program');
  await expect(page.getByText('Ваш статус: «Серебряный»')).toBeVisible(FIRST);
  const bar = page.getByRole('progressbar', { name: 'Путь к статусу «Золотой»' });
  await expect(bar).toHaveAttribute('aria-valuenow', '42300');
  await expect(bar).toHaveAttribute('aria-valuemin', '30000');
  await expect(bar).toHaveAttribute('aria-valuemax', '60000');
  await expect(bar).toHaveAttribute('aria-valuetext', '42\u00a0300\u00a0₽ из 60\u00a0000\u00a0₽');
  await expect(page.getByText('До статуса «Золотой» осталось 17\u00a0700\u00a0₽')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('article', { name: 'Платиновый' })).toContainText('Персональный менеджер');
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('a new client sees empty states: no bonuses to spend, no certificates, no loyalty status', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, '+79161238888');
  await page.goto('/dashboard/bonus');
  await expect(shop(page).getByText(/^У вас 0\sбонусов$/)).toBeVisible(FIRST);
  await expect(shop(page).getByRole('button', { name: /^Купить/ })).toHaveCount(0);
  await expect(page.getByText(/^У вас пока нет подарочных сертификатов/)).toBeVisible();
  await page.goto('/dashboard/loyalty-program');
  await expect(page.getByText('Статус появится после первого оплаченного заказа.')).toBeVisible(FIRST);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('the wowfood storefront sends the loyalty and shop routes to the dashboard', async ({ page, signIn }) => {
  const wowfood = await signIn(undefined, { brand: 'wowfood' });
  for (const path of ['/dashboard/loyalty-program', '/dashboard/bonus/category/sport']) {
    await page.goto(`${wowfood}${path}`);
    await expect(page).toHaveURL(`${wowfood}/dashboard`, FIRST);
  }
});

import { cabinetNav } from '@mealflow/sdk/routing';
import { expect, test, type Page } from './fixtures';
import { PHONE } from './phone';
import { injectFault, resetSandbox } from './sandbox';
import { loginAs } from './storefront';

/** The cabinet frame (issue 13, personal-cabinet §2.1 Dashboard, §2.3, §2.5, §2.6). */
const RETURNING = '+79990000001';

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const cabinet = (page: Page) => page.getByRole('region', { name: 'Личный кабинет' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('every navigation entry of the cabinet renders a real screen, never a 404', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard');
  const nav = cabinet(page).getByRole('navigation', { name: 'Разделы кабинета' });
  // The main brand's entries, as the SDK's rule lists them (its own test pins the spec's nine labels); all offered to this client.
  const labels = cabinetNav('main').map((item) => item.label);
  expect(labels).toHaveLength(9);
  await expect(nav.getByRole('link')).toHaveText(labels);
  for (const label of labels) {
    await nav.getByRole('link', { name: label }).click();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toHaveCount(0);
    await expect(cabinet(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(cabinet(page).getByRole('region', { name: 'Личные данные' })).toBeVisible();
  // Promotions come from the marketing configuration (issue 16): the activity of the client's city.
  await nav.getByRole('link', { name: 'Акции' }).click();
  await expect(cabinet(page).getByRole('heading', { name: 'Полмиллиона полезных ужинов' })).toBeVisible();
  await nav.getByRole('link', { name: 'Заказы' }).click();
  await expect(page).toHaveURL(/\/dashboard(\/orders)?$/);
});

test('the client logs out from the cabinet and lands on the login', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/promotion');
  await expect(cabinet(page).getByText('Анна Смирнова')).toBeVisible();
  await cabinet(page).getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

// The header said 'Войти' above the cabinet of a logged-in client until the runtime and the profile came.
test('a logged-in client never sees “Войти” while the page loads', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await injectFault(request, 'client-profile:delay=1500');
  await page.addInitScript(() => {
    const seen = { login: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if ([...document.querySelectorAll('header a')].some((a) => a.textContent === 'Войти')) seen.login = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Личный кабинет: Анна' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: { login: boolean } }).__seen.login)).toBe(false);
  // A visitor without a token is offered the login, as before.
  await context.clearCookies();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
});

test('a desktop browser on a smartphone page goes to the desktop equivalent', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/new-dashboard/orders?from=sms');
  await expect(page).toHaveURL(/\/dashboard\/orders\?from=sms$/);
  await expect(cabinet(page).getByRole('navigation', { name: 'Разделы кабинета' })).toBeVisible();
});

test.describe('on a smartphone', () => {
  // The phone project's device, in the desktop project too (a new worker is not needed for these).
  test.use(PHONE);

  test('a smartphone goes from the desktop cabinet to /new-dashboard; its menu is a bottom sheet closed by a swipe down', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    await loginAs(request, context, baseURL!, RETURNING);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/new-dashboard$/);
    await expect(cabinet(page).getByText('Анна Смирнова')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await cabinet(page).getByRole('button', { name: 'Меню' }).click();
    const sheet = page.getByRole('dialog', { name: 'Разделы кабинета' });
    await expect(sheet).toBeVisible();
    // A swipe shorter than 70 px keeps it open; a longer one closes it (personal-cabinet §2.6).
    const box = (await sheet.getByRole('heading', { name: 'Разделы кабинета' }).boundingBox())!;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 10, box.y + 5);
      await page.mouse.down();
      await page.mouse.move(box.x + 10, box.y + 5 + distance, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(40);
    await expect(sheet).toBeVisible();
    await swipe(120);
    await expect(sheet).toBeHidden();

    await cabinet(page).getByRole('button', { name: 'Меню' }).click();
    await sheet.getByRole('link', { name: 'Акции' }).click();
    await expect(page).toHaveURL(/\/dashboard\/promotion$/);
    await expect(sheet).toBeHidden();
    await expect(cabinet(page).getByRole('heading', { name: 'Полмиллиона полезных ужинов' })).toBeVisible();
  });
});

test('on an lk. host the landing goes to the login', async ({ page, baseURL }) => {
  const lk = baseURL!.replace('//localhost', '//lk.localhost');
  await page.goto(`${lk}/`);
  await expect(page).toHaveURL(`${lk}/login`);
  await expect(page.getByRole('heading', { name: 'Введите свой номер телефона' })).toBeVisible();
});

test('the wowfood storefront hides bonus, loyalty and preferences; their routes go to the dashboard with a console error', async ({
  page,
  signIn,
}) => {
  const wowfood = await signIn(undefined, { brand: 'wowfood' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${wowfood}/dashboard/bonus`);
  await expect(page).toHaveURL(`${wowfood}/dashboard`);
  expect(errors.some((e) => e.includes('DashboardBonus is disabled for the wowfood brand'))).toBe(true);
  const nav = cabinet(page).getByRole('navigation', { name: 'Разделы кабинета' });
  await expect(nav.getByRole('link', { name: 'Акции' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Заказы', 'Подписки', 'Пригласить друга', 'Акции', 'Автоматические чаевые', 'Настройки']);
});

test('a client without auto-tips is not offered the auto-tips entry (never a page that only says no)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, '+79161234567');
  await page.goto('/dashboard/settings');
  await expect(cabinet(page).getByRole('region', { name: 'Личные данные' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Автоматические чаевые' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Программа лояльности' })).toHaveCount(1);
});

test('no cabinet screen scrolls sideways at 320 px', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const url of [
    '/dashboard/orders',
    '/dashboard/orders/lk-paid',
    '/dashboard/orders/lk-far/deliveries/lk-far-d4',
    '/dashboard/settings',
  ]) {
    await page.goto(url);
    await expect(cabinet(page).getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(cabinet(page).getByText('Загрузка…')).toHaveCount(0);
    expect(await overflow(page), url).toBeLessThanOrEqual(0);
  }
});

test('a hash link scrolls its anchor below the navbar once the order has loaded', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/dashboard/orders/lk-paid#order-price');
  const heading = page.getByRole('heading', { name: 'Стоимость' });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const navbar = (await page.getByRole('banner').boundingBox())!;
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThanOrEqual(Math.round(navbar.height) + 8);
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
});

import { expect, test, type Page } from './fixtures';
import { newCard } from './pay';
import { counters, resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/**
 * The subscription's own pages (issue 14, personal-cabinet §2.1 Dashboard subscriptions: menu with
 * fastpay/{hid}, fitness, rates/{hid}) as the returning client: what the subscriptions deliver, an
 * order of a subscription paid through the checkout, its courier rated, the sports club's promo code.
 */
const RETURNING = '+79990000001';
const FIRST = { timeout: 15_000 };

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const menu = (page: Page) => page.getByRole('region', { name: 'Меню подписки' });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the subscription menu shows each running subscription’s order; the one awaiting payment is paid through the checkout @phone', async ({
  page,
  signIn,
}) => {
  await signIn('/dashboard/subscriptions/deliveries');
  await page.getByRole('navigation', { name: 'Разделы подписки' }).getByRole('link', { name: 'Меню подписки' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/menu$/);
  const active = menu(page).getByRole('article', { name: 'Подписка 24' });
  const prime = menu(page).getByRole('article', { name: 'Прайм' });
  await expect(active.getByRole('heading', { name: 'Фит, 6 дней' })).toBeVisible(FIRST);
  await expect(active.getByText('Завтрак: Сырники с ягодным соусом')).toBeVisible();
  await expect(active.getByText(/^Меню на \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await expect(prime.getByText('Ожидает оплаты')).toBeVisible();
  // The stopped subscription delivers nothing.
  await expect(menu(page).getByRole('article', { name: 'Подписка 21' })).toHaveCount(0);
  expect(await visibleTextProblems(page)).toEqual([]);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);

  await prime.getByRole('link', { name: /^Оплатить 11\s940\s₽$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/menu\/fastpay\/lk-awaiting$/);
  await expect(page.getByText('Раздел скоро появится')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Новой картой' })).toBeVisible(FIRST);
  await newCard(page);
  const pay = page.getByRole('button', { name: /^Оплатить/ }).last();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Заказ оплачен|Подписка оформлена)$/ })).toBeVisible(FIRST);

  // Back in the menu the order is paid: no pay action any more.
  await page.goto('/dashboard/subscriptions/menu');
  await expect(prime.getByText('Оплачен', { exact: true })).toBeVisible(FIRST);
  await expect(prime.getByRole('link', { name: /^Оплатить/ })).toHaveCount(0);
});

test('the menu’s rate action opens the courier ratings of the subscription’s order', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/subscriptions/menu');
  const active = menu(page).getByRole('article', { name: 'Подписка 24' });
  await active.getByRole('link', { name: 'Оценить доставку: Фит, 6 дней' }).click(FIRST);
  // Phones get the smartphone dashboard's rates page (personal-cabinet §2.2).
  await expect(page).toHaveURL(/\/(dashboard\/subscriptions\/rates|new-dashboard\/rates)\/lk-paid$/);
  const alexey = page.getByRole('article', { name: 'Алексей' });
  await expect(alexey).toBeVisible(FIRST);
  await alexey.getByRole('radio', { name: '5 звёзд' }).check();
  await alexey.getByRole('button', { name: 'Отправить оценку' }).click();
  await expect(alexey.getByText('Оценка отправлена')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
});

test('fitness: the subscription with the sports club asks for the promo code once', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/dashboard/subscriptions/menu');
  await page.getByRole('navigation', { name: 'Разделы подписки' }).getByRole('link', { name: 'Фитнес' }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscriptions\/fitness$/);
  const fitness = page.getByRole('region', { name: 'Подписка на фитнес' });
  const prime = fitness.getByRole('article', { name: 'Прайм' });
  await expect(prime.getByText('Фитнес-клуб: 3 месяца занятий')).toBeVisible(FIRST);
  // Only the subscription with the club is listed.
  await expect(fitness.getByRole('article')).toHaveCount(1);
  await prime.getByRole('button', { name: 'Получить промокод: Прайм' }).click();
  await expect(prime.getByText('Заявка принята. Мы позвоним и пришлём промокод в СМС')).toBeVisible();
  await expect(prime.getByRole('button')).toHaveCount(0);
  expect((await counters(request))['sportsClub:cs-frozen']).toBe(1);
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

test('a subscription paid from /subscribe appears in the subscriptions and their menu (the sandbox makes it on payment)', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginAs(request, context, baseURL!, RETURNING);
  await page.goto('/subscribe');
  await expect(page.getByRole('radio', { name: /^Абонемент, 24 дня питания/ })).toBeChecked(FIRST);
  await page.getByRole('button', { name: 'Оформить подписку' }).click();
  await expect(page).toHaveURL(/\/subscribe\/get\/order-\d+\/fields$/, FIRST);
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check(FIRST);
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: 'Сохранённой картой' }).check();
  await page
    .getByRole('button', { name: /^Оплатить/ })
    .last()
    .click();
  await expect(page.getByRole('heading', { name: 'Подписка оформлена' })).toBeVisible(FIRST);
  expect((await counters(request))['subscriptionsCreated:+79990000001']).toBe(1);

  await page.goto('/dashboard/subscriptions/deliveries');
  await expect(page.getByRole('region', { name: 'Подписки' }).getByRole('article')).toHaveCount(4, FIRST);
  await page.getByRole('navigation', { name: 'Разделы подписки' }).getByRole('link', { name: 'Меню подписки' }).click();
  const created = menu(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Супер фит, 24 дня' }) });
  await expect(created.getByRole('heading', { name: 'Подписка 24' })).toBeVisible(FIRST);
  // Paid in stages (its first of four payments): paid in part, the next payment charged by itself.
  await expect(created.getByText('Оплачен частично', { exact: true })).toBeVisible();
  await expect(created.getByText(/^Оплачено [\d\s]+₽ из [\d\s]+₽$/)).toBeVisible();
  await expect(created.getByRole('link', { name: /^Оплатить/ })).toHaveCount(0);
});

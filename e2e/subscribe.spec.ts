import { expect, test, type Page } from './fixtures';
import { PHONE } from './phone';
import { calledNames, counters, resetSandbox } from './sandbox';
import { visibleTextProblems } from './storefront';

/** The subscribe flow (issue 14; personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe, §9). */
// The runtime chunk and the profile arrive after first paint: on a busy machine the first screen takes a while.
const FIRST = { timeout: 30_000 };
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const returning = async (page: Page, baseURL: string) =>
  page.context().addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL }]);

test('the returning client subscribes from /subscribe and pays the first stage once with the saved card @phone', async ({
  page,
  request,
  baseURL,
}) => {
  await returning(page, baseURL!);
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Подписка на питание' })).toBeVisible(FIRST);
  await expect(page.getByRole('radio', { name: /Супер фит/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Абонемент, 24\sдня питания/ })).toBeChecked();
  await expect(
    page.getByText('Скидка распределена на 4 заказа по 6 дней, а с автоплатежом — постоянная скидка 5\u00a0% на следующие заказы'),
  ).toBeVisible();
  await expect(page.getByText(/^Подписка стартует в воскресенье: первая доставка \d{1,2}\s[а-я]+$/)).toBeVisible();
  await expect(page.getByText('Можно заморозить до 7 дней')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('radio', { name: /Баланс/ }).check();
  await page.getByRole('radio', { name: /^Оплата частями, 24\sдня питания/ }).check();
  const firstCharge = (await page.getByText(/^Первый платёж — /).textContent()) ?? '';
  const amount = firstCharge.replace('Первый платёж — ', '');
  await page.getByRole('button', { name: 'Оформить подписку' }).dblclick();
  await expect(page).toHaveURL(/\/subscribe\/get\/order-\d+\/fields$/, FIRST);
  const hid = /\/get\/(order-\d+)\//.exec(page.url())?.[1] ?? '';

  await expect(page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' })).toBeVisible(FIRST);
  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: 'Сохранённой картой' }).check();
  const pay = page.getByRole('button', { name: `Оплатить ${amount.replace(/\u00a0/g, ' ')}` });
  await pay.dblclick();
  await expect(page).toHaveURL(new RegExp(`/dashboard/order/${hid}/payment/subscribe/success$`), FIRST);
  await expect(page.getByRole('heading', { name: 'Подписка оформлена' })).toBeVisible();
  const count = await counters(request);
  expect(count['subscribeOrders:+79990000001']).toBe(1);
  expect(count[`charges:${hid}`]).toBe(1);
});

// A smartphone page: another device goes back to /subscribe (§2.2, issue 31), so it runs on the phone in both projects.
test.describe('on a phone', () => {
  test.use(PHONE);

  test('a visitor on /mobile/subscribe sees the offers, logs in by phone to subscribe and reads the questions @phone', async ({ page }) => {
    await page.goto('/mobile/subscribe');
    await expect(page.getByRole('radio', { name: /^Абонемент, 24\sдня питания/ })).toBeChecked(FIRST);
    await expect(page.getByRole('button', { name: 'Оформить подписку' })).toHaveCount(0);
    await expect(page.getByText('Войдите по номеру телефона, чтобы оформить подписку')).toBeVisible();
    await page.getByLabel('Телефон', { exact: true }).pressSequentially('9990000001');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await page.getByLabel('Код из СМС').pressSequentially('0001');
    await expect(page.getByRole('button', { name: 'Оформить подписку' })).toBeEnabled();
    await expect(page).toHaveURL(/\/mobile\/subscribe$/);
    await page.getByRole('link', { name: 'Вопросы о подписке' }).click();
    await expect(page).toHaveURL(/\/mobile\/subscribe\/faq$/);
    await expect(page.getByText('Остановите её в личном кабинете. Плата за отмену — 990\u00a0₽.')).toBeVisible();
  });
});

test('the old subscription-menu link opens the subscription menu on its menu line', async ({ page, baseURL }) => {
  await returning(page, baseURL!);
  await page.goto('/dashboard/subscriptions/menu/msk/balance/promo');
  await expect(page).toHaveURL(/\/subscribe\/subscription\/balance$/);
  await expect(page.getByRole('radio', { name: /Баланс/ })).toBeChecked(FIRST);
});

test('in the cabinet a current order becomes a subscription only once confirmed, and /dashboard/packs offers packs @phone', async ({
  page,
  baseURL,
  request,
}) => {
  await returning(page, baseURL!);
  await page.goto('/dashboard/subscribe');
  const fromOrders = page.getByRole('region', { name: 'Подписка из текущего заказа' });
  const first = fromOrders.getByRole('listitem').first();
  await expect(first.getByText('Подписка на 24 дня')).toBeVisible(FIRST);
  // Each card names its order (issue 31).
  await expect(first.getByText(/^Заказ № \S+\. Доставки с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await first.getByRole('button', { name: 'Оформить подписку на этот заказ' }).click();
  // Nothing is made before the client sees price, schedule and card, and confirms.
  const dialog = page.getByRole('dialog', { name: 'Оформить подписку?' });
  await expect(dialog.getByRole('button', { name: 'Не сейчас' })).toBeFocused();
  await expect(dialog.getByText(/^\d[\d\u00a0]*\u00a0₽ каждые 6\sдней$/)).toBeVisible();
  await expect(
    dialog.getByText(
      /^Первое списание \d{2}\.\d{2}\.\d{4} — за 3\sдня до доставки \d{2}\.\d{2}\.\d{4}, первой после этого заказа\. Напомним о списании \d{2}\.\d{2}\.\d{4}$/,
    ),
  ).toBeVisible();
  await expect(dialog.getByText('Спишем с карты •••• 4242')).toBeVisible();
  expect(await calledNames(request)).not.toContain('client-subscriptions/create');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await calledNames(request)).not.toContain('client-subscriptions/create');
  await first.getByRole('button', { name: 'Оформить подписку на этот заказ' }).click();
  await dialog.getByRole('button', { name: 'Подтвердить подписку' }).click();
  await expect(first.getByRole('status')).toHaveText('Подписка оформлена. Мои подписки');
  await expect(dialog).toBeHidden();
  await page.goto('/dashboard/packs');
  await expect(page.getByRole('heading', { name: 'Пакеты питания' })).toBeVisible(FIRST);
  await expect(page.getByRole('radio', { name: /^Разовый заказ, 6\sдней питания/ }).first()).toBeVisible();
});

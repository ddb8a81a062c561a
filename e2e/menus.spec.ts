import { expect, test, type Page } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { loginAs, visibleTextProblems } from './storefront';

/**
 * The menu pages (issue 16, personal-cabinet §2.1 Menus, WeekMenu, TargetDetails): a line's week
 * menu (and the next week), a product's line menu, /week-menu, an order's menu and a goal's page
 * render instead of the 404; ordering from a line's menu goes through the landing's order block
 * (the line kept) to the product's checkout, ordering from a goal's page to its SingleStepOrderInTargets checkout.
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('each menu route renders its menu: a line’s weeks, a product’s line, /week-menu, an order’s menu', async ({ page }) => {
  await page.goto('/menu/msk/fit');
  const fit = page.getByRole('region', { name: 'Фит' });
  await expect(fit.getByRole('list', { name: /^Неделя с / }).getByRole('listitem', { name: /, \d+\s/ })).toHaveCount(7);
  await expect(fit.getByText('1 200 ккал в день')).toBeVisible();
  await expect(page.getByText('Страница не найдена')).toHaveCount(0);
  expect(await visibleTextProblems(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  const thisWeek = await fit.getByRole('list', { name: /^Неделя с / }).getAttribute('aria-label');

  await fit.getByRole('navigation', { name: 'Неделя меню' }).getByRole('link', { name: 'Следующая неделя' }).click();
  await expect(page).toHaveURL(/\/menu\/msk\/fit\/2$/);
  await expect(fit.getByRole('link', { name: 'Следующая неделя' })).toHaveAttribute('aria-current', 'page');
  await expect(fit.getByRole('list', { name: /^Неделя с / })).not.toHaveAttribute('aria-label', thisWeek ?? '');

  await page.goto('/day/menu/spb/fit_trial');
  await expect(
    page.getByRole('region', { name: 'Фит — пробный день' }).getByRole('link', { name: 'Заказать «Фит — пробный день»' }),
  ).toBeVisible();

  await page.goto('/week-menu');
  const week = page.getByRole('region', { name: 'Меню на неделю' });
  await week.getByRole('group', { name: 'Рационы' }).getByRole('button', { name: 'Баланс' }).click();
  await expect(week.getByRole('button', { name: 'Баланс', pressed: true })).toBeVisible();
  await week.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(week.getByRole('button', { name: 'Следующая неделя', pressed: true })).toBeVisible();
  await expect(week.getByRole('link', { name: 'Заказать «Баланс»' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

  await page.goto('/menus/lk-paid');
  const order = page.getByRole('region', { name: 'Меню заказа' });
  await expect(order.getByText('Сырники с ягодным соусом')).toBeVisible();
  await expect(order.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/dashboard/orders/lk-paid');

  await page.goto('/menu/minsk/power');
  await expect(page.getByText('Этот рацион не продаётся в выбранном городе')).toBeVisible();
});

test('dish cards: a visitor favourites a dish on /week-menu, switches week, reloads (kept on the device); after login the account has it (prefs/full) and a client’s toggle stays after a reload; sold-out and restricted shown as unavailable @phone', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const OMELETTE = 'В любимые: Омлет с томатами и зеленью';
  await page.goto('/week-menu');
  const week = page.getByRole('region', { name: 'Меню на неделю' });
  const omelette = week.getByRole('button', { name: OMELETTE });
  await expect(omelette.first()).toHaveAttribute('aria-pressed', 'false', { timeout: 30_000 });
  // A card: the meal slot of a five-meal day, kcal and macros; the restricted salmon is unavailable.
  const monday = week.getByRole('list', { name: /^Неделя с / }).getByRole('listitem', { name: /^понедельник/ });
  await expect(monday.getByText('Второй завтрак')).toBeVisible();
  await expect(monday.getByText(/^\d+\sккал · Б\s\d+\sг · Ж\s\d+\sг · У\s\d+\sг$/).first()).toBeVisible();
  await expect(week.getByText('Недоступно').first()).toBeVisible();
  await expect(week.getByText(/Любимые блюда сохранятся на этом устройстве/)).toBeVisible();

  await omelette.first().click();
  await expect(omelette.first()).toHaveAttribute('aria-pressed', 'true');
  // Every card of the same dish says so; the next week's cards of it too.
  for (const toggle of await omelette.all()) await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await week.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(week.getByRole('button', { name: 'Следующая неделя', pressed: true })).toBeVisible();
  await expect(omelette.first()).toHaveAttribute('aria-pressed', 'true');
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await visibleTextProblems(page)).toEqual([]);
  await page.reload();
  await expect(omelette.first()).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });

  // Logged in on the same device: the omelette joins the returning client's favourites (the cheesecakes).
  await loginAs(request, context, baseURL!, '+79990000001');
  await page.goto('/menu/msk/fit');
  const fit = page.getByRole('region', { name: 'Фит' });
  await expect(fit.getByRole('button', { name: OMELETTE }).first()).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(fit.getByRole('button', { name: 'В любимые: Сырники со сметаной и ягодным соусом' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fit.getByText(/на этом устройстве/)).toHaveCount(0);
  const beef = fit.getByRole('button', { name: 'В любимые: Говядина с гречкой и грибами' });
  await beef.first().click();
  await expect(beef.first()).toHaveAttribute('aria-pressed', 'true');
  await fit.getByRole('button', { name: OMELETTE }).first().click();
  await expect(fit.getByRole('button', { name: OMELETTE }).first()).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(beef.first()).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
  await expect(fit.getByRole('button', { name: OMELETTE }).first()).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/dashboard/preferences');
  await expect(page.getByRole('list', { name: 'Любимые блюда' }).getByText('Говядина с гречкой и грибами')).toBeVisible({
    timeout: 30_000,
  });

  // Stock remains: Пауэр is sold out in St Petersburg: its menu offers no order, the plan picker disables it.
  await page.goto('/menu/spb/power');
  const power = page.getByRole('region', { name: 'Пауэр' });
  await expect(power.getByText('«Пауэр» на этой неделе закончился. Выберите другой рацион.')).toBeVisible({ timeout: 30_000 });
  await expect(power.getByRole('link', { name: 'Заказать «Пауэр»' })).toHaveCount(0);
  await page.goto('/menu/spb/balance');
  const order = page.getByRole('region', { name: 'Оформить заказ' });
  await expect(order.getByRole('radio', { name: /^Баланс/ })).toBeChecked({ timeout: 30_000 });
  await order.getByRole('radio', { name: 'Оставаться в форме' }).check();
  await expect(order.getByRole('radio', { name: /^Пауэр.*нет в наличии/ })).toBeDisabled();
  await expect(order.getByRole('radio', { name: /^Баланс/ })).toBeChecked();
});

test('ordering from a line’s menu: its order block with the line chosen → code → the product’s checkout @phone', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/menu/msk/balance');
  await page.getByRole('link', { name: 'Заказать «Баланс»' }).click();
  await expect(page).toHaveURL(/\/menu\/msk\/balance#order-form$/);
  const order = page.getByRole('region', { name: 'Оформить заказ' });
  // The page scrolls to the form (smoothly, 500 ms: personal-cabinet §9), below the navbar.
  await expect(order).toBeInViewport();
  await expect(order.getByRole('group', { name: 'Рацион' }).getByRole('radio', { name: /^Баланс/ })).toBeChecked();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await order.getByLabel('Телефон').pressSequentially('9161234567');
  // The order-ready gate opens 10 s after load (order-funnel §4), on Playwright's clock.
  await page.clock.fastForward(10_500);
  await order.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/(mobile\/)?[^/]+\/confirm$/);
  const hid = /\/order\/(?:mobile\/)?([^/]+)\/confirm/.exec(page.url())?.[1];
  await page.getByLabel('Код из СМС').pressSequentially('4567');
  await expect(page).toHaveURL(new RegExp(`/instant-order/${hid}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Баланс/ })).toBeVisible();
  expect((await counters(request))['ordersCreated:+79161234567']).toBe(1);
});

test('a goal’s page lists its lines and orders through the targets checkout', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').pressSequentially('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/(new-)?dashboard$/);

  await page.goto('/targets/p1');
  const goal = page.getByRole('region', { name: 'Похудеть' });
  await expect(goal.getByRole('link', { name: 'Меню рациона «Фит»' })).toHaveAttribute('href', '/menu/msk/fit');
  const order = page.getByRole('region', { name: 'Оформить заказ' });
  await expect(order.getByRole('group', { name: 'Рацион' }).getByRole('radio', { name: /^Фит/ })).toBeChecked();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await order.getByRole('button', { name: 'Заказать' }).click();
  await expect(page).toHaveURL(/\/targets\/instant-order\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Фит/ })).toBeVisible();

  // The line's menu link opens its week menu.
  await page.goto('/targets/p1');
  await page.getByRole('link', { name: 'Меню рациона «Фит»' }).click();
  await expect(page.getByRole('region', { name: 'Фит' }).getByRole('navigation', { name: 'Неделя меню' })).toBeVisible();
});

test('each landing shows its product’s menu file: standard, region_standard in a regional city, trial, superdetox, wowfood/standard; none on detox @phone', async ({
  page,
}) => {
  const landing = async (path: string, file: string) => {
    const asked = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `/menus/${file}.json` && /^_=\d+$/.test(new URL(r.url()).search.slice(1)),
    );
    await page.goto(path);
    // The block is far below the fold: its file is asked for as the visitor scrolls towards it.
    await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await asked;
    return page.getByRole('region', { name: 'Что в меню' });
  };
  const lines = (menu: ReturnType<Page['getByRole']>) => menu.getByRole('group', { name: 'Рационы' }).getByRole('button');

  // On a phone nothing of it loads with the page: the form's prices come, the menu file is not asked for.
  if ((page.viewportSize()?.width ?? 1280) <= 430) {
    const files: string[] = [];
    const record = (request: { url: () => string }) =>
      void (new URL(request.url()).pathname.startsWith('/menus/') && files.push(request.url()));
    page.on('request', record);
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Оформите заказ за минуту' }).getByText(/₽/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Что в меню' })).toHaveCount(0);
    expect(files).toEqual([]);
    page.off('request', record);
  }

  const standard = await landing('/', 'main/standard');
  await expect(lines(standard)).toHaveText(['Супер фит', 'Фит', 'Дейли', 'Баланс', 'Пауэр', 'Детокс']);
  await lines(standard).filter({ hasText: 'Баланс' }).click();
  await standard.getByRole('group', { name: 'Дни меню' }).getByRole('button', { name: 'День 2' }).click();
  await expect(standard.getByRole('region', { name: 'День 2' }).getByText('Второй завтрак')).toBeVisible();
  expect(await visibleTextProblems(page)).toEqual([]);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await standard.getByRole('link', { name: 'Меню «Баланс» на неделю' }).click();
  await expect(page).toHaveURL(/\/menu\/msk\/balance$/);
  await expect(page.getByRole('region', { name: 'Баланс' }).getByRole('navigation', { name: 'Неделя меню' })).toBeVisible();

  await expect(lines(await landing('/ekb', 'main/region_standard'))).toHaveText(['Фит', 'Дейли', 'Баланс']);

  const trial = await landing('/day', 'main/trial');
  await expect(lines(trial)).toHaveText(['Фит — пробный день', 'Дейли — пробный день', 'Баланс — пробный день']);
  await expect(trial.getByRole('group', { name: 'Дни меню' })).toHaveCount(0);

  const superdetox = await landing('/superdetox', 'main/superdetox');
  await superdetox.getByRole('group', { name: 'Дни меню' }).getByRole('button', { name: 'День 4' }).click();
  await expect(superdetox.getByRole('region', { name: 'День 4' }).getByText('8 приёмов пищи')).toBeVisible();
  await expect(superdetox.getByRole('region', { name: 'День 4' }).getByRole('listitem')).toHaveCount(8);

  const wowfood = await landing('/wowfood', 'wowfood/standard');
  await expect(lines(wowfood)).toHaveText(['Дейли', 'Баланс', 'Фит']);

  await page.goto('/detox');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Детокс/ })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Что в меню' })).toHaveCount(0);
});

import { documentTitle, type RouteName } from '@mealflow/sdk/routing';
import { expect, test } from './fixtures';
import { resetSandbox } from './sandbox';

/**
 * Each page says what it is in the browser's tab and history, in Russian (the SDK's PAGE_TITLES),
 * and says it again after an in-app navigation: every page was titled 'mealflow — здоровое питание
 * с доставкой' (stop 43). One row a page: its address, whether it needs a login, its route.
 */
const PAGES: ReadonlyArray<{ path: string; route: RouteName; signedIn?: boolean; brand?: 'wowfood' }> = [
  { path: '/', route: 'Index' },
  { path: '/day', route: 'TrialProduct' },
  { path: '/week-menu', route: 'WeekMenu' },
  { path: '/wowfood-subscription', route: 'WowfoodSubscriptionProduct', brand: 'wowfood' },
  { path: '/no-such-page', route: 'NotFound' },
  { path: '/login', route: 'Login' },
  { path: '/dashboard/orders', route: 'DashboardOrders', signedIn: true },
  { path: '/dashboard/subscriptions/menu', route: 'DashboardSubscriptionsMenu', signedIn: true },
  { path: '/dashboard/settings', route: 'DashboardSettings', signedIn: true },
];

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

for (const { path, route, signedIn, brand = 'main' } of PAGES) {
  test(`${path}: titled “${documentTitle(route, brand)}” @phone`, async ({ page, signIn }) => {
    if (signedIn) await signIn(path);
    else await page.goto(path);
    await expect(page).toHaveTitle(documentTitle(route, brand));
  });
}

test('an in-app navigation titles the next page: the cabinet’s settings, then its orders', async ({ page, signIn }) => {
  await signIn('/dashboard/settings');
  await expect(page).toHaveTitle('Настройки — mealflow');
  await page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Заказы' }).click();
  await expect(page).toHaveTitle('Заказы — mealflow');
});

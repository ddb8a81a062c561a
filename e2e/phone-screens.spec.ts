import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { loginAs } from './storefront';

/**
 * Every screen family on the phone project's 390 px phone (a phone's user agent and touch): the
 * phone runs the journeys where layout or touch matter (tagged @phone) and, for the screens whose
 * journeys run on the desktop only, this tour. Each screen loads into its content (a heading, no
 * 'Загрузка…', no 404, no error with 'Повторить') and nothing scrolls sideways.
 */
test.beforeEach(async ({ request, context, isMobile }) => {
  test.skip(!isMobile, 'the phone project’s tour');
  await resetSandbox(request);
  await context.clearCookies();
});

const RETURNING = '+79990000001';

async function expectScreen(page: Page, path: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first(), path).toBeVisible();
  // The app's own <main> (Layout) is the page's only one: a screen never nests another.
  await expect(main, `${path}: one main landmark`).toHaveCount(1);
  await expect(main, path).not.toContainText('Загрузка…');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' }), path).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Повторить' }), path).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Landings, menus, goals, the menu builder, promotions and the order steps a visitor reaches. */
const VISITOR_SCREENS = [
  '/',
  '/wowfood',
  '/day?city=spb',
  '/superdetox',
  '/activate-gift',
  '/transfland',
  '/menu/msk/fit',
  '/week-menu',
  '/targets/p1',
  '/try-customization',
  '/marketing_activity',
  '/order/trial-unavailable',
  '/mobile/subscribe',
  '/login',
];

/** The smartphone cabinet (/dashboard goes to /new-dashboard on a phone) and the client's own pages. */
const CABINET_SCREENS = [
  '/dashboard/orders',
  '/dashboard/orders/lk-paid',
  '/dashboard/orders/lk-paid/deliveries/lk-paid-d5',
  '/dashboard/subscriptions/deliveries',
  '/dashboard/subscriptions/menu',
  '/dashboard/bonus',
  '/dashboard/shop/about',
  '/dashboard/loyalty-program',
  '/dashboard/invite',
  '/dashboard/settings',
  '/dashboard/preferences',
  '/new-dashboard/rates',
  '/dashboard/autotips',
  '/dashboard/promotion',
  '/dashboard/packs',
  '/order-wizard/lk-custom',
  '/dashboard/order/lk-longate/longate/cancel',
  '/longate-bonus',
  '/partner-invite?partner=olymp',
  '/menus/lk-paid',
  '/subscribe',
];

/** Checkouts beyond checkout-layout's two, the card step and a result page of each flow. */
const CHECKOUT_SCREENS = [
  '/instant-order/demo-spb',
  '/instant-order/demo-far',
  '/instant-order/demo-subscription',
  '/dashboard/order/demo-standard/payment/card',
  '/dashboard/order/demo-paid/payment/longate/success',
  '/dashboard/order/demo-paid/payment/subscribe/success',
  '/dashboard/order/demo-standard/payment/cardbind/cardbind',
  '/dashboard/order/demo-minsk/payment/newclient/confirm',
  '/dashboard/order/demo-spb/payment/onlinecert/fail',
];

test('a visitor’s screens fit the phone @phone', async ({ page }) => {
  for (const path of VISITOR_SCREENS) await test.step(path, () => expectScreen(page, path));
});

test('the returning client’s cabinet screens fit the phone @phone', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  for (const path of CABINET_SCREENS) await test.step(path, () => expectScreen(page, path));
});

test('checkouts, the card step and the result pages of every flow fit the phone @phone', async ({ page, request, context, baseURL }) => {
  await loginAs(request, context, baseURL!, RETURNING);
  for (const path of CHECKOUT_SCREENS) await test.step(path, () => expectScreen(page, path));
});

import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { injectFault, resetSandbox } from './sandbox';
import { layoutShifts } from './storefront';

/**
 * The cabinet's pages do not move once painted (issue 35: CLS ≤ 0.05). A panel whose height follows
 * its data holds the panels below it until it has loaded: the dashboard's week (a desktop's grid grew
 * from ~300 to ~1 200 px and pushed the drawn orders list down, CLS 0.52 in Lighthouse) and the bonus
 * page's wallet (its balances and history pushed the shop's skeleton down, CLS 0.63 on a phone).
 * One row a page: its address and what shows it has settled (the last panel's content).
 */
const PAGES: ReadonlyArray<{ path: string; settled: (page: Page) => Locator; fault?: string }> = [
  { path: '/dashboard', settled: (page) => page.getByRole('region', { name: 'Мои заказы' }).getByRole('article').first() },
  {
    path: '/dashboard/bonus',
    settled: (page) => page.getByRole('region', { name: 'Подарочные сертификаты' }).getByRole('heading').first(),
  },
  // The frame paints before the profile: the client's name arriving moved the section list down
  // (28 px; the flaky desktop failures of stop 42 under load). A slow profile makes it certain.
  {
    path: '/dashboard',
    settled: (page) => page.getByRole('region', { name: 'Мои заказы' }).getByRole('article').first(),
    fault: 'client-profile:delay=1500',
  },
  // The pages whose skeleton (the frame's first panel while loading) the screen replaces in place.
  {
    path: '/dashboard/orders/lk-paid',
    settled: (page) => page.getByRole('region', { name: 'Связаться с нами' }).getByRole('button').first(),
  },
  {
    path: '/dashboard/orders/lk-paid/deliveries',
    settled: (page) => page.getByRole('region', { name: 'Связаться с нами' }).getByRole('button').first(),
  },
  { path: '/dashboard/subscriptions', settled: (page) => page.getByRole('region', { name: 'Подписки' }).getByRole('article').first() },
  {
    path: '/dashboard/subscriptions/menu',
    settled: (page) => page.getByRole('region', { name: 'Меню подписки' }).getByRole('article').first(),
  },
  { path: '/dashboard/order/lk-paid/packs', settled: (page) => page.getByRole('heading', { level: 2 }).first() },
];

// The machine is shared and slow: a first screen may wait long for the runtime and the profile.
const FIRST = { timeout: 60_000 };

test.beforeEach(async ({ request, context }) => {
  test.slow();
  await resetSandbox(request);
  await context.clearCookies();
});

for (const { path, settled, fault } of PAGES) {
  test(`${path}${fault ? ` (${fault})` : ''}: nothing moves while its panels load @phone`, async ({ page, signIn, request, isMobile }) => {
    if (fault) await injectFault(request, fault);
    await signIn(path);
    // The frame's section list (a desktop's side column) stays where it was first painted.
    const sections = page.getByRole('navigation', { name: 'Разделы кабинета' });
    if (!isMobile) await expect(sections).toBeVisible(FIRST);
    const painted = isMobile ? null : await sections.boundingBox();
    await expect(settled(page)).toBeVisible(FIRST);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
    if (painted) expect((await sections.boundingBox())?.y).toBe(painted.y);
  });
}

import { expect, test } from './fixtures';
import { resetSandbox } from './sandbox';
import { layoutShifts } from './storefront';

/**
 * The cabinet's pages do not move once painted (issue 35: CLS ≤ 0.05). A panel whose height follows
 * its data holds the panels below it until it has loaded: the dashboard's week (a desktop's grid grew
 * from ~300 to ~1 200 px and pushed the drawn orders list down, CLS 0.52 in Lighthouse) and the bonus
 * page's wallet (its balances and history pushed the shop's skeleton down, CLS 0.63 on a phone).
 * One row a page: its address and what shows it has settled (the last panel's content).
 */
const PAGES = [
  { path: '/dashboard', settled: { region: 'Мои заказы', role: 'article' } },
  { path: '/dashboard/bonus', settled: { region: 'Подарочные сертификаты', role: 'heading' } },
] as const;

// The machine is shared and slow: a first screen may wait long for the runtime and the profile.
const FIRST = { timeout: 60_000 };

test.beforeEach(async ({ request, context }) => {
  test.slow();
  await resetSandbox(request);
  await context.clearCookies();
});

for (const { path, settled } of PAGES) {
  test(`${path}: nothing moves while its panels load @phone`, async ({ page, signIn }) => {
    await signIn(path);
    const last = page.getByRole('region', { name: settled.region });
    await expect(last.getByRole(settled.role).first()).toBeVisible(FIRST);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
  });
}

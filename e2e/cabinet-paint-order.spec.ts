import { expect, test } from './fixtures';
import { injectFault, resetSandbox } from './sandbox';

/**
 * What a cabinet page paints first (issue 35: the phone pages' LCP). Its screen, with its real
 * headings and placeholders, does not wait for the session's profile; the frame's root view (tips
 * and auto-tips modals, hints, filters) and the home-screen hint load after the page's own data,
 * never beside it. One row a page: its address and a heading it paints before the profile.
 */
const PAGES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/dashboard', heading: 'Ближайшие доставки и списания' },
  { path: '/dashboard/bonus', heading: 'Баланс' },
];

// The machine is shared and slow: a first screen may wait long for the runtime.
const FIRST = { timeout: 60_000 };

test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

for (const { path, heading } of PAGES) {
  test(`${path}: the screen's heading paints before the profile comes @phone`, async ({ page, signIn, request }) => {
    test.slow();
    // Long enough that the heading is seen while the profile is still on its way.
    await injectFault(request, 'client-profile:delay=8000');
    await signIn(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible(FIRST);
    // The profile (the client's name in the frame) is not there yet.
    await expect(page.getByText('Анна Смирнова')).toHaveCount(0);
    await expect(page.getByText('Анна Смирнова')).toBeVisible(FIRST);
  });
}

test("the root view's chunk starts after the dashboard's data has come @phone", async ({ page, signIn }) => {
  test.slow();
  await signIn('/dashboard');
  await expect(page.getByRole('heading', { name: 'Ближайшие доставки и списания' }).first()).toBeVisible(FIRST);
  const rootView = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const data = entries.filter((entry) => /\/orders\/active|\/client-subscriptions/.test(entry.name));
      const root = entries.find((entry) => /CabinetRootView/.test(entry.name));
      return root ? { start: root.startTime, dataEnd: Math.max(...data.map((entry) => entry.responseEnd)) } : undefined;
    });
  await expect.poll(rootView, FIRST).toBeDefined();
  const timing = await rootView();
  expect(timing!.start).toBeGreaterThan(timing!.dataEnd);
});

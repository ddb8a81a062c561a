import { expect, test } from './fixtures';
import { resetSandbox } from './sandbox';
test('root timeline @phone', async ({ page, signIn, request, context }) => {
  test.slow();
  await resetSandbox(request);
  await context.clearCookies();
  await signIn('/dashboard');
  await expect(page.getByRole('heading', { name: 'Ближайшие доставки и списания' }).first()).toBeVisible({ timeout: 60000 });
  await page.waitForTimeout(8000);
  const rows = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /api|CabinetRootView/.test(e.name))
      .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.replace(location.origin, '')}`),
  );
  console.log(rows.join('\n'));
});

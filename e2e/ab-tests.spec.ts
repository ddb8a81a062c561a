import { expect, test, type Page } from './fixtures';
import { calledNames, resetSandbox } from './sandbox';
import { layoutShifts, orderAsVisitor, orderForm } from './storefront';

/**
 * The A/B tests' active state on screen (personal-cabinet §3 "Active tests state", §4; issue 16):
 * the landing's composition (old | new) and the flow of 'Собрать своё меню' (hard | easy), each
 * variation forced by its cookie `ab_{name}` (`RUNNING_AB_TESTS`, packages/sdk/src/storefront/ab-test/running-tests.ts); and the second brand's
 * storefronts, which skip filter loading and start at target p2 (§4).
 */
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

/** The landing's section titles in page order. */
const sectionTitles = (page: Page) => page.getByRole('heading', { level: 2 }).allTextContents();
const order = async (page: Page) => {
  const titles = await sectionTitles(page);
  return {
    goals: titles.indexOf('Выберите цель'),
    how: titles.indexOf('Как это работает'),
    deliveries: titles.findIndex((t) => t.startsWith('Доставка:')),
    reviews: titles.indexOf('Отзывы'),
  };
};
/** 'Как это работает' comes before the goals (the new composition). */
const howFirst = (at: { goals: number; how: number }) => at.goals >= 0 && at.how >= 0 && at.how < at.goals;

test("the landing's composition: drawn once and kept, the new one tells how it works before the goals and moves nothing in view @phone", async ({
  page,
  context,
  baseURL,
}) => {
  // A first visit draws a variation and keeps it in its cookie; the page shows that one.
  await page.goto('/');
  await orderForm(page);
  const drawn = (await context.cookies()).find((c) => c.name === 'ab_landing_composition')?.value;
  expect(['old', 'new']).toContain(drawn);
  await expect.poll(async () => howFirst(await order(page))).toBe(drawn === 'new');

  await context.addCookies([{ name: 'ab_landing_composition', value: 'old', url: baseURL! }]);
  await page.goto('/');
  await orderForm(page);
  await expect.poll(async () => howFirst(await order(page))).toBe(false);
  const old = await order(page);
  expect(old.deliveries).toBeLessThan(old.reviews);

  await context.addCookies([{ name: 'ab_landing_composition', value: 'new', url: baseURL! }]);
  await page.goto('/');
  await orderForm(page);
  await expect.poll(async () => howFirst(await order(page))).toBe(true);
  const renewed = await order(page);
  expect(renewed.reviews).toBeLessThan(renewed.deliveries);
  // The blocks are ordered below the hero: what the visitor sees first does not move (CLS as the Layout Instability API counts it).
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
});

test('"Собрать своё меню" in the easy flow: from the SMS code straight to its checkout, the order wizard never opens @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'ab_try_customization_flow', value: 'easy', url: baseURL! }]);
  await page.clock.install();
  await page.goto('/try-customization');
  const hid = await orderAsVisitor(page, '9161234568');

  await expect(page).toHaveURL(new RegExp(`/try-customization/single-step-order/${hid}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Рацион «/ })).toBeVisible();
  const calls = await calledNames(request);
  expect(calls.filter((call) => call === 'customization-info/menu' || call === 'orders/add-custom-menu')).toEqual([]);
});

test('the wowfood landing, the wowfood storefront and the wowfood order skip filter loading and start at target p2 @phone', async ({
  page,
  request,
  baseURL,
}) => {
  const chosenGoal = page.getByRole('group', { name: 'Цель' }).getByRole('radio', { checked: true });
  // The wowfood product's landing on the main storefront, then the second brand's own host.
  for (const url of ['/wowfood', `${baseURL!.replace('//localhost', '//wowfood.localhost')}/`]) {
    await page.goto(url);
    await orderForm(page);
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'wowfood');
    await expect(chosenGoal).toHaveValue('p2');
  }

  // Its order, from the phone to the checkout.
  await page.clock.install();
  await page.goto('/wowfood');
  const hid = await orderAsVisitor(page, '9161234569');
  await expect(page).toHaveURL(new RegExp(`/wowfood/instant-order/${hid}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Рацион «/ })).toBeVisible();

  const calls = await calledNames(request);
  expect(calls).toContain('menu/full');
  expect(calls.filter((call) => call.startsWith('customization-info/filters'))).toEqual([]);
});

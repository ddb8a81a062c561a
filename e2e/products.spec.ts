import { expect, test } from './fixtures';
import { counters, resetSandbox } from './sandbox';
import { inCity, loginAs, orderForm, payWithNewCard, PHONES, PRODUCTS, type CityAlias } from './storefront';

/**
 * A few business products' landings in the browser, one per kind of product: a product's own
 * landing (standard, on a phone and a desktop), a subscription product (its GetMenuPlan step), the
 * gift and another product's own landing on a desktop, in cities taking turns. Every product × every
 * city where the sandbox sells it is proven at the SDK level, from the sandbox's tables
 * (`packages/sdk/src/storefront/funnel/funnel.products.test.ts`: created in that city, its checkout,
 * paid once). Logged in, so the form uses the profile's phone (origin 12) and the 10-second gate is
 * open at once; the order is then paid with a new card (the city's address, the name, the sandbox's
 * 4242… card).
 */
const JOURNEYS: ReadonlyArray<{ product: string; city: CityAlias; tag: string }> = [
  { product: 'standard', city: 'msk', tag: ' @phone' },
  { product: 'subscription', city: 'msk', tag: '' },
  { product: 'activate-gift', city: 'minsk', tag: '' },
  { product: 'wowfood', city: 'spb', tag: '' },
];
test.beforeEach(async ({ request, context }) => {
  await resetSandbox(request);
  await context.clearCookies();
});

for (const { product, city, tag } of JOURNEYS) {
  const { path, checkout } = PRODUCTS.find((p) => p.product === product)!;
  test(`${product} in ${city}: the landing creates the order and opens its checkout, which pays it${tag}`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const phone = PHONES[city];
    await loginAs(request, context, baseURL!, phone);
    await page.goto(inCity(path, city));
    const form = await orderForm(page);
    await expect(form.getByLabel('Телефон')).not.toHaveValue('');
    await form.getByRole('button', { name: product === 'activate-gift' ? 'Заказать подарок' : 'Заказать' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(checkout);
    const all = await counters(request);
    expect(all[`ordersCreated:${phone}`]).toBe(1);
    if (product === 'activate-gift') expect(all[`certificateOrders:${phone}`]).toBe(1);
    if (/^\/subscribe\/plan\//.test(new URL(page.url()).pathname)) {
      // GetMenuPlan: the plan of the same order (its default offer), then its fields and payment.
      await page.getByRole('button', { name: 'Продолжить' }).click();
      await expect(page).toHaveURL(/\/subscribe\/get\/[^/]+\/fields$/);
      expect((await counters(request))[`ordersCreated:${phone}`]).toBe(1);
    }
    const at = new URL(page.url()).pathname;
    const hid = /^\/subscribe\/get\/([^/]+)\/fields$/.exec(at)?.[1] ?? at.split('/').pop() ?? '';
    await payWithNewCard(page, city);
    expect((await counters(request))[`charges:${hid}`]).toBe(1);
  });
}

test('day (trial) anonymously in spb: two-stage creation at the spec price, SMS code, checkout, paid @phone', async ({ page, request }) => {
  await page.clock.install();
  await page.goto(inCity('/day', 'spb'));
  const form = await orderForm(page);
  await page.getByRole('radio', { name: 'Не готовить' }).check();
  await expect(form.getByText('690 ₽').first()).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially('9161230004');
  // The order-ready gate (10 s, order-funnel §4) on Playwright's clock.
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/(mobile\/)?[^/]+\/confirm$/);
  await page.getByLabel('Код из СМС').pressSequentially('0004');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/day\/instant-order\/[^/]+$/);
  const calls = (
    (await (await request.get('/__sandbox/log')).json()) as Array<{ call: string; body: { order?: { price_plan_id?: number } } }>
  ).filter((c) => c.call.startsWith('orders/create/'));
  expect(calls.map((c) => c.call)).toEqual(['orders/create/quick', 'orders/create/complete']);
  expect(calls[0]?.body.order?.price_plan_id).toBe(299);
  expect((await counters(request))['ordersCreated:+79161230004']).toBe(1);
  // The new client pays on a phone: the name typed in the checkout is the header's at once (payWithNewCard).
  await payWithNewCard(page, 'spb');
});

test('after an order, Back shows the 15-second countdown, then Заказать hands the same order off (order-funnel §4)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await page.goto('/');
  const form = await orderForm(page);
  await form.getByLabel('Телефон').pressSequentially('9161230005');
  await page.clock.fastForward(10_500);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/confirm$/);
  const confirmUrl = page.url();
  // 3 s on, the page's clock stops: the countdown then reads the same however long Back takes.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 3_000);
  await page.goBack();
  const again = await orderForm(page);
  await expect(again.getByLabel('Телефон')).toHaveValue('+7 (916) 123-00-05');
  const countdown = again.getByRole('button', { name: /^Заказать через 1[0-2] с$/ });
  await expect(countdown).toBeDisabled();
  await page.clock.fastForward(13_000);
  await again.getByRole('button', { name: 'Заказать', exact: true }).click();
  await expect(page).toHaveURL(confirmUrl);
  expect((await counters(request))['ordersCreated:+79161230005']).toBe(1);
});

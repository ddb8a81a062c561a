import { expect, test, type Page } from './fixtures';
import { resetSandbox } from './sandbox';
import { layoutShifts } from './storefront';

/**
 * The production build's first paint (issue 12, defect 13): the landing's static blocks are in the
 * HTML of `/` (prerendered at build time), every other route gets the app shell, and the order form
 * does not move when the menu arrives (it jumped: CLS 0.25).
 */
const FORM_TITLE = 'Оформите заказ за минуту';

/** Where the order form's title is (the page is not scrolled). */
async function formTop(page: Page) {
  return Math.round((await page.getByRole('heading', { name: FORM_TITLE }).boundingBox())?.y ?? -1);
}

test('`/` carries the landing in its HTML, other routes the shell, nothing inline but the token-link script @production', async ({
  request,
}) => {
  const landing = await (await request.get('/')).text();
  expect(landing).toContain('data-prerendered="/"');
  expect(landing).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(landing).toContain(FORM_TITLE);
  // The FAQ's questions are in the HTML (a `<details>` each, with or without a class).
  expect(landing).toMatch(/<details[\s>]/);
  // The CSP allows no inline style, and one inline script: the token-link cleaner, first in the head, by its hash.
  expect(landing.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toEqual(['<script>']);
  expect(landing).toMatch(/<head>\s*<script>\(function\(\)\{var l=location/);
  expect(landing).not.toMatch(/\sstyle="/);
  // Its JS waits for the first paint: one boot module, no preloads competing with the stylesheet.
  expect(landing.match(/<script[^>]*\ssrc=[^>]*>/g)).toEqual([expect.stringMatching(/src="\/assets\/boot-[0-9a-f]{8}\.js"/)]);
  expect(landing).not.toContain('modulepreload');

  const deep = await (await request.get('/dashboard')).text();
  expect(deep).not.toContain('data-prerendered');
  expect(deep).not.toContain('<h1');
  expect(deep).toContain('Загрузка…');
  // The app's chrome as a guest sees it first: the brand home link and 'Войти'.
  expect(deep).toMatch(/<header[^>]*><a[^>]*href="\/"[^>]*>mealflow<\/a><a href="\/login">Войти<\/a><\/header>/);
  // The shell's JS (and the checkout's ~250 KB) waits for its first paint too, but React: the
  // shell's HTML asks for it at low priority, so it downloads while the loading line paints.
  const checkout = await (await request.get('/instant-order/demo-standard')).text();
  for (const shell of [deep, checkout]) {
    expect(shell.match(/<script[^>]*>/g)).toEqual(['<script>', expect.stringMatching(/src="\/assets\/boot-[0-9a-f]{8}\.js"/)]);
    const preloads = shell.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads).toContainEqual(expect.stringMatching(/href="\/assets\/react-[\w-]+\.js" fetchpriority="low"/));
    for (const link of preloads) expect(link).toContain('fetchpriority="low"');
  }
});

test("the checkout's JS comes in a few files, not thirty-odd (HTTP/1.1: six connections, a round trip each) @production", async ({
  page,
  context,
  baseURL,
}) => {
  await resetSandbox(page.request);
  await context.addCookies([{ name: 'client_token', value: 'sandbox-token-returning', url: baseURL! }]);
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/instant-order/demo-standard');
  await expect(page.getByRole('heading', { level: 1, name: /^Рацион «/ })).toBeVisible();
  // Rollup's own split gave the checkout 36 scripts (apps/web/chunk-groups.ts merges what it loads):
  // 17 at stop 29, 24 since stop 30 (the checkout now loads the landing's group and the city
  // selector's chunk for the phone field and the visitor's city; a known regression, noted on the
  // issues, to be won back by the areas redesign), 23 since apps/web declares its modules free of
  // side effects but CSS (a barrel's unused re-exports no longer drag their files along), 26 since
  // issue 35 held each cabinet screen to 2 KB of code it does not need (4312bba): the chunk planner no
  // longer merges the small chunks the checkout shares with cabinet screens (the cabinet's endpoints,
  // the login flow, the phone form, the longation's schemas: 2-4 KB each) into the checkout's groups.
  // A known regression of the checkout's file count, noted on issue 35; the bound holds it from growing.
  // 28 at main 20464c1 (issue 35, third session): the SDK's changes of that session moved Rollup's split
  // (the endpoints declared in one line, the entries' re-exports) into more small chunks (`cabinet`,
  // `order-status`, `delivery-windows`, `payment.rules`: 0.5-3 KB each). A per-screen limit of 3 KB
  // instead of 2 (apps/web/vite.config.ts) gives 27, of 4 KB 25, but puts the tariff page or the
  // settings over their budgets: merging them needs a group of their own, not a larger limit.
  // 27 since the planner works from Rollup's exact split and sends common code with the runtime, without
  // the `shared-ui` chunk (apps/web/chunk-common.ts; 23 files beyond the entry, 112.6 KB). 28 again at
  // stop 45 (the SBP machine, a chunk the checkout shared with the longation, at first paint); 27 since
  // the checkout loads it when a payment may open it (22 files beyond the entry, 102.0 KB).
  expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(27);
  expect([...scripts].every((path) => path.startsWith('/assets/'))).toBe(true);
});

test('static files come precompressed at the highest level, not compressed on the fly @production', async ({ request }) => {
  const checkout = await (await request.get('/instant-order/demo-standard')).text();
  const react = /href="(\/assets\/react-[\w-]+\.js)"/.exec(checkout)?.[1] ?? '';
  for (const path of [react, '/instant-order/demo-standard', '/']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    // nginx's gzip_static sends the .gz file's length; compressing on the fly, it sends chunks without one.
    expect(Number(response.headers()['content-length']), path).toBeGreaterThan(0);
  }
});

test('the landing paints without JavaScript: hero, form frame, FAQ @production', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: FORM_TITLE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Загружаем меню…' })).toBeAttached();
  expect(await page.locator('details').count()).toBeGreaterThan(0);
  await context.close();
});

for (const width of [320, 390, 1280]) {
  test(`the order form stays where the prerendered frame put it when the menu arrives (${width} px) @production`, async ({
    browser,
    baseURL,
  }) => {
    const frame = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL!, viewport: { width, height: 860 } });
    const staticPage = await frame.newPage();
    await staticPage.goto('/');
    const before = await formTop(staticPage);
    await frame.close();

    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width, height: 860 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('form', { name: FORM_TITLE }).getByText(/₽/).first()).toBeVisible();
    expect(before).toBeGreaterThan(0);
    expect(await formTop(page)).toBe(before);
    expect(await layoutShifts(page)).toBeLessThanOrEqual(0.05);
    await context.close();
  });
}

for (const width of [390, 1280]) {
  test(`a first visit keeps the prerendered HTML: the client hydrates it, no node is made anew (${width} px) @production`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width, height: 860 } });
    const page = await context.newPage();
    // Before any script of the page: count removals of the HTML's hero title and header (a
    // fresh render, or a hydration that failed to match, replaces them), and of the order block's
    // frame: its skeleton gives way once, to the block (it was swapped for a new skeleton first).
    await page.addInitScript(() => {
      const removed: string[] = [];
      const frames: string[] = [];
      Object.assign(window, { removedNodes: removed, removedFrames: frames });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('header, h1') || node.querySelector('header, h1'))) removed.push(node.tagName);
            if (node instanceof Element && node.textContent?.startsWith('Меню и цены')) frames.push(node.tagName);
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page.getByRole('form', { name: FORM_TITLE }).getByText(/₽/).first()).toBeVisible();
    await expect(page.locator('html[data-brand="main"]')).toBeAttached();
    const seen = await page.evaluate(() => {
      const { removedNodes, removedFrames } = window as unknown as { removedNodes: string[]; removedFrames: string[] };
      return { removedNodes, removedFrames };
    });
    expect(seen.removedNodes).toEqual([]);
    expect(seen.removedFrames.length).toBeLessThanOrEqual(1);
    await context.close();
  });
}

test('the landing works before the route table arrives, is not mounted anew when it does, and its links lead on @production', async ({
  page,
}) => {
  // The route table, the guards and the other screens (the navigation chunk) load after first paint: hold them back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/navigation-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  // The client has rendered (it sets the brand on <html>) with the route table still on its way.
  await expect(page.locator('html[data-brand="main"]')).toBeAttached();
  const faq = page.locator('details').first();
  await faq.locator('summary').click();
  await expect(faq).toHaveAttribute('open', '');
  await page.getByRole('heading', { level: 1 }).evaluate((node) => node.setAttribute('data-test-mark', 'client'));

  release();
  // The order form needs the runtime, which waits for the route table.
  await expect(page.getByRole('form', { name: FORM_TITLE }).getByText(/₽/).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-test-mark', 'client');
  await expect(faq).toHaveAttribute('open', '');

  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Введите свой номер телефона' })).toBeVisible();
});

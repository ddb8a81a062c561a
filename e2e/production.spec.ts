import { RATE_LIMITS } from '../deploy/render-nginx.mjs';
import { TOKEN_LINK_SCRIPT_HASH } from '../deploy/token-link.mjs';
import { expect, test } from './fixtures';

/**
 * The production build behind the deploy/ nginx configuration (`npm run serve:production`), with
 * the sandbox's HTTP server as the stand-in backend. Everything runs under the production CSP:
 * no violation and no console error is allowed.
 */
test('landing → order → checkout → card payment under the production CSP @production', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.clock.install();

  await page.goto('/');
  const form = page.getByRole('form', { name: 'Оформите заказ за минуту' });
  await expect(form.getByText(/₽/).first()).toBeVisible();
  await form.getByLabel('Телефон').pressSequentially('9990000001');
  await page.clock.fastForward(11_000);
  await form.getByRole('button', { name: 'Получить код' }).click();
  await expect(page).toHaveURL(/\/order\/[^/]+\/confirm$/);
  await page.getByLabel('Код из СМС').pressSequentially('0001');
  await expect(page).toHaveURL(/\/instant-order\/[^/]+$/);

  await page.getByRole('radio', { name: 'Москва, ул. Тверская, д. 7' }).check();
  await expect(page.getByText('Адрес доставки выбран')).toBeVisible();
  await page.getByRole('radio', { name: 'Новой картой' }).check();
  await page.getByLabel('Номер карты').fill('4242 4242 4242 4242');
  await page.getByLabel('Срок действия').fill('1230');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Имя владельца').fill('anna smirnova');
  const charge = page.waitForRequest((r) => r.url().endsWith('/payments/charge-card'));
  await page.getByRole('button', { name: /^Оплатить/ }).click();
  expect((await charge).postData()).not.toContain('4242424242424242');
  await expect(page.getByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('nginx answers with the security headers, caches hashed assets, compresses, hides source maps @production', async ({ request }) => {
  const index = await request.get('/');
  const headers = index.headers();
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self' https:", "object-src 'none'"])
    expect(csp).toContain(directive);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  // The one inline script (the token-link cleaner) by its hash; violations are reported
  // (serve-production.sh sets CSP_REPORT_URL, a deploy its collector).
  expect(scriptSrc).toContain(TOKEN_LINK_SCRIPT_HASH);
  expect(csp).toMatch(/; report-uri \/api\/csp-report; report-to csp$/);
  expect(headers['reporting-endpoints']).toBe('csp="/api/csp-report"');

  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  expect(asset).toBeDefined();
  const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toMatch(/gzip|br/);
  expect(js.headers()['content-security-policy']).toBe(csp);
  expect(await js.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${asset!}.map`);
  expect(map.status()).toBe(404);
  expect(map.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.get('/.vite/chunk-modules.json')).status()).toBe(404);

  // SPA fallback, the API behind the same origin, and the headers on both.
  const deep = await request.get('/dashboard');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-security-policy']).toBe(csp);
  const api = await request.get('/configs/common-options.json');
  expect(await api.json()).toMatchObject({ captchaEnabled: true });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  // HSTS on every answer: the asset, the shell, the API (once, never doubled by the backend's).
  for (const answer of [js, deep, api]) expect(answer.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
});

test('a visitor cannot pick their city (or another address) by sending X-Forwarded-For @production', async ({ request }) => {
  // 192.0.2.1 is St Petersburg to the sandbox's IP lookup (packages/sandbox: IP_CITIES); nginx
  // passes on the address it saw (localhost), which the lookup places in Moscow (2).
  const located = await request.get('/api/personal-cabinet/v1/address-suggest/ip-locate', { headers: { 'X-Forwarded-For': '192.0.2.1' } });
  expect(await located.json()).toMatchObject({ cityId: 2 });
});

// Keep last among the @production journeys: it spends this address's allowance for about a minute.
for (const [zone, { burst, paths }] of Object.entries(RATE_LIMITS)) {
  test(`the ${zone} calls (${paths.join(', ')}) answer 429 over their rate, as JSON with the security headers @production`, async ({
    request,
  }) => {
    const path = `/api/personal-cabinet/v1/${paths[0] ?? ''}`;
    const statuses: number[] = [];
    // The burst goes through at once (the backend answers it); within a few more, the rate is over.
    for (let i = 0; i < burst + 10 && !statuses.includes(429); i += 1)
      statuses.push((await request.post(path, { data: { phone: '79990000009', code: '0000' } })).status());
    // burst + 1 at once from a full allowance; the main journey above may have spent one of them.
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(burst - 1);
    const refused = await request.post(path, { data: {} });
    expect(refused.status()).toBe(429);
    expect(await refused.json()).toEqual({ success: false });
    expect(refused.headers()['strict-transport-security']).toBeDefined();
    // Other calls are not limited.
    expect((await request.get('/configs/common-options.json')).status()).toBe(200);
  });
}

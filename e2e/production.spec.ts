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
  for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "form-action 'self' https:", "object-src 'none'"]) expect(csp).toContain(directive);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  const asset = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await index.text())?.[1];
  expect(asset).toBeDefined();
  const js = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['content-encoding']).toMatch(/gzip|br/);
  expect(js.headers()['content-security-policy']).toBe(csp);
  expect(await js.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${asset!}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  expect((await request.get('/.vite/chunk-modules.json')).status()).toBe(404);

  // SPA fallback, the API behind the same origin, and the headers on both.
  const deep = await request.get('/dashboard');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-security-policy']).toBe(csp);
  const api = await request.get('/configs/common-options.json');
  expect(await api.json()).toMatchObject({ captchaEnabled: true });
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/manifest.webmanifest')).headers()['content-type']).toContain('application/manifest+json');
});

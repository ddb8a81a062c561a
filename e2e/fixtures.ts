import { test as base, type APIRequestContext, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** packages/sandbox TENANT_HEADER: the request header that picks a sandbox of one's own. */
export const SANDBOX_TENANT_HEADER = 'x-mealflow-sandbox-tenant';

/**
 * Every journey imports `test` from here, not from '@playwright/test' (eslint holds the line):
 * workers run side by side against the same servers, and each worker's requests (its pages, the
 * `request` fixture, `/__sandbox/...` resets, faults and counters) carry the worker's sandbox
 * tenant, so one worker's reset or fault never reaches another's journey. A worker that replaces
 * a failed one gets a new index, hence a fresh sandbox.
 */
export const test = base.extend<{ signIn: SignIn }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [SANDBOX_TENANT_HEADER]: `e2e-worker-${testInfo.workerIndex}` });
  },
  signIn: async ({ page, request, context, baseURL }, use) => {
    await use(async (path, options = {}) => {
      const origin = options.brand === 'wowfood' ? baseURL!.replace('//localhost', '//wowfood.localhost') : baseURL!;
      const token = await loginAs(request, context, baseURL!, options.phone ?? RETURNING_PHONE);
      if (origin !== baseURL) await context.addCookies([{ name: 'client_token', value: token, url: origin }]);
      if (path !== undefined) await page.goto(`${origin}${path}`);
      return origin;
    });
  },
});

/** The sandbox's returning client (packages/sandbox/README.md): the phone most cabinet journeys log in with. */
export const RETURNING_PHONE = '+79990000001';

/**
 * The `signIn` fixture: `await signIn('/dashboard/bonus')` logs the returning client (or `phone`) in
 * through the sandbox API, on the second brand's host with `brand: 'wowfood'`, then opens `path`
 * there (none: only the login); it returns that host's origin.
 */
export type SignIn = (path?: string, options?: { phone?: string; brand?: 'wowfood' }) => Promise<string>;

/** Logs a phone in through the sandbox API and sets the client token cookie (no UI, no SMS). */
export async function loginAs(request: APIRequestContext, context: BrowserContext, baseURL: string, phone: string): Promise<string> {
  const response = await request.post('/api/personal-cabinet/v1/authentication/login', { data: { phone, code: phone.slice(-4) } });
  const body = (await response.json()) as { client_token?: string };
  if (!body.client_token) throw new Error(`sandbox login failed for ${phone}`);
  await context.addCookies([{ name: 'client_token', value: body.client_token, url: baseURL }]);
  return body.client_token;
}

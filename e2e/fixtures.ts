import { test as base } from '@playwright/test';

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
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, [SANDBOX_TENANT_HEADER]: `e2e-worker-${testInfo.workerIndex}` });
  },
});

import type { SandboxSeed } from '@mealflow/sandbox';
import type { APIRequestContext, Page } from '@playwright/test';

/** The sandbox's HTTP control surface (see packages/sandbox/README.md). */
export async function resetSandbox(request: APIRequestContext) {
  await request.post('/__sandbox/reset');
}

export async function injectFault(request: APIRequestContext, spec: string) {
  await request.post('/__sandbox/faults', { data: { spec } });
}

export async function counters(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/__sandbox/counters');
  return (await response.json()) as Record<string, number>;
}

/** The names of the calls the sandbox answered, oldest first (its request log, the last 500). */
export async function calledNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/__sandbox/log');
  return ((await response.json()) as Array<{ call: string }>).map((entry) => entry.call);
}

/**
 * The page's sandbox's day (`GET /__sandbox/seed`): the Moscow day its backend was seeded on (\`today\`)
 * and its orders' first delivery (\`firstDelivery\`: tomorrow, or the day after once tomorrow's evening
 * has closed, 19:59:59 Moscow). A journey's dates come from here, never from its own clock: a run
 * across Moscow's midnight (or 20:00) between the reset and the test would mix two days. A test about
 * "tomorrow" sets the \`test_time\` cookie to the day before \`firstDelivery\`, so it holds at any hour.
 */
export async function sandboxDay(request: APIRequestContext): Promise<SandboxSeed> {
  const response = await request.get('/__sandbox/seed');
  return (await response.json()) as SandboxSeed;
}

/**
 * Holds the page's requests to an API call (a path ending in `/${call}`, any API version) until the
 * test calls `release()`; from then on they all pass. A late answer the test decides, not a fixed
 * sandbox delay (`call:delay=ms`): the checks made before the release cannot be outrun by a loaded
 * machine, and the journey does not wait out the delay on a quick one.
 */
export async function holdCall(page: Page, call: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname.endsWith(`/${call}`),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}

import { createSandbox } from '@mealflow/sandbox';
import { createMemoryPorts } from '@mealflow/sdk';
import { createApiClient } from '@mealflow/sdk/api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppAnalytics } from './analytics';
import { appConfig } from '../shared/runtime/config';

/**
 * The app's analytics port gives the second brand's flag (personal-cabinet §4) to the Yandex Metrica
 * counter of `VITE_METRIKA_COUNTER_ID` once its object is on the page: looked for now, then every
 * 1500 ms, up to 5 times. Events go to the sandbox's event proxy.
 */
const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'yaCounter4242');
});
afterAll(() => server.close());

const api = createApiClient({ baseURL: 'http://sandbox.test', ports: createMemoryPorts() });

describe("the app's analytics port", () => {
  it("sets the second brand's flag on the configured counter once its object has loaded", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const port = createAppAnalytics({ ...appConfig, analyticsEnabled: true, metrikaCounterId: '4242' }, () => api);
    const userParams = vi.fn();
    const flagged = port.secondBrandFlag?.();
    await vi.advanceTimersByTimeAsync(3_000);
    // The counter's tag loads after the third look.
    Reflect.set(window, 'yaCounter4242', { userParams });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await flagged).toBe(true);
    expect(userParams).toHaveBeenCalledWith({ second_brand: true });
  });

  it('without a counter there is no flag to set; with analytics off, nothing at all', () => {
    expect(createAppAnalytics({ ...appConfig, analyticsEnabled: true, metrikaCounterId: '' }, () => api).secondBrandFlag).toBeUndefined();
    expect(
      createAppAnalytics({ ...appConfig, analyticsEnabled: false, metrikaCounterId: '4242' }, () => api).secondBrandFlag,
    ).toBeUndefined();
  });
});

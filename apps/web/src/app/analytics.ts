import { type AnalyticsPort } from '@mealflow/sdk';
import { createProxyAnalytics, type ApiClient } from '@mealflow/sdk/api';
import { browserClock, createBrowserCookies, createBrowserStorage, createConsoleAnalytics, noAnalytics } from '@mealflow/sdk/browser';
import type { AppConfig } from '../shared/runtime/config';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** What the app uses of a Yandex Metrica counter object (`window.yaCounter<id>`, there once its tag has loaded). */
interface MetrikaCounter {
  userParams(params: Record<string, unknown>): void;
}

const isMetrikaCounter = (value: unknown): value is MetrikaCounter =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'userParams') === 'function';

const metrikaCounter = (id: string): MetrikaCounter | undefined => {
  const found: unknown = Reflect.get(window, `yaCounter${id}`);
  return isMetrikaCounter(found) ? found : undefined;
};

/**
 * The app's analytics port: the site's analytics proxies (`/api/analytics/*`, personal-cabinet §7
 * Marketing) when `VITE_ANALYTICS=on`; otherwise nothing leaves the page (the dev server logs to the
 * console). Never blocks a screen (see `createProxyAnalytics`). With `VITE_METRIKA_COUNTER_ID`, the
 * second brand's flag (personal-cabinet §4, set by the A/B test machine on that brand's storefront)
 * is the counter's visitor parameter `second_brand: true` (ours: the spec names the flag, not its form).
 */
export function createAppAnalytics(config: AppConfig, api: () => ApiClient | undefined): AnalyticsPort {
  if (!config.analyticsEnabled) return import.meta.env.DEV ? createConsoleAnalytics(true) : noAnalytics;
  const cookies = createBrowserCookies();
  const port = createProxyAnalytics({
    enabled: true,
    api,
    cookies,
    storage: createBrowserStorage(),
    clock: browserClock,
    customerIds: () => {
      const ids: { registered_H?: string; google_analytics?: string; ym_uid?: string } = {};
      const ga = cookies.get('_ga');
      const ym = cookies.get('_ym_uid');
      if (ga) ids.google_analytics = ga;
      if (ym) ids.ym_uid = ym;
      return ids;
    },
    dataLayer: () => window.dataLayer,
    ...(config.metrikaCounterId
      ? {
          secondBrandMetrics: {
            find: () => metrikaCounter(config.metrikaCounterId),
            flag: (counter: MetrikaCounter) => counter.userParams({ second_brand: true }),
          },
        }
      : {}),
  });
  port.sessionLoad();
  return port;
}

import { createProxyAnalytics, type AnalyticsPort, type ApiClient } from '@mealflow/sdk';
import { browserClock, createBrowserCookies, createBrowserStorage, createConsoleAnalytics, noAnalytics } from '@mealflow/sdk/browser';
import type { AppConfig } from './config';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The app's analytics port: the site's analytics proxies (`/api/analytics/*`, personal-cabinet §7
 * Marketing) when `VITE_ANALYTICS=on`; otherwise nothing leaves the page (the dev server logs to the
 * console). Never blocks a screen (see `createProxyAnalytics`).
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
  });
  port.sessionLoad();
  return port;
}

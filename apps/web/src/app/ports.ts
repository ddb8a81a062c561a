import { type CookiePort, type Ports } from '@mealflow/sdk';
import { common, type ApiClient } from '@mealflow/sdk/api';
import {
  browserClock,
  createBrowserClipboard,
  createBrowserPageLifecycle,
  createBrowserCookies,
  createBrowserDevice,
  createBrowserNavigation,
  createBrowserStorage,
  createEventNotify,
  createProviderCryptogram,
  createRecaptcha,
  noCaptcha,
  noVkPay,
} from '@mealflow/sdk/browser';
import { appConfig, brandOfHost, type AppConfig } from '../shared/runtime/config';
import { createAppAnalytics } from './analytics';

/** What the composition root wires: the ports, and extra headers for every API call. */
export interface BrowserWiring {
  ports: Ports;
  headers?: () => Record<string, string>;
  /** The API client, once created: the captcha asks it for the common options. */
  bindApi(api: ApiClient): void;
}

/** A switch in the address or a cookie (read through the cookie port: its jar, not `document.cookie`). */
const hasSwitch = (name: string, cookies: CookiePort) => new URLSearchParams(location.search).has(name) || cookies.get(name) !== undefined;

/**
 * The production ports: the provider's card script, reCAPTCHA when a site key is configured (and
 * the backend's common options enable it), no VK Pay until an adapter exists, no analytics.
 */
export function createProductionWiring(
  config: AppConfig = appConfig,
  overrides: { captchaScriptUrl?: string; captchaSiteKey?: string } = {},
): BrowserWiring {
  const cookies = createBrowserCookies();
  let api: ApiClient | undefined;
  let captchaEnabled: Promise<boolean> | undefined;
  const enabled = async () => {
    if (hasSwitch('no_captcha', cookies)) return false;
    captchaEnabled ??= api
      ? api.call(common.options, {}).then(
          (o) => o.captchaEnabled,
          () => true,
        )
      : Promise.resolve(true);
    return captchaEnabled;
  };
  const siteKey = overrides.captchaSiteKey ?? config.captchaSiteKey;
  const scriptUrl = overrides.captchaScriptUrl ?? config.captchaScriptUrl;
  const ports: Ports = {
    cookies,
    storage: createBrowserStorage(),
    clock: browserClock,
    navigation: createBrowserNavigation(),
    captcha: siteKey ? createRecaptcha({ siteKey, ...(scriptUrl ? { scriptUrl } : {}), enabled }) : noCaptcha,
    cardCryptogram: createProviderCryptogram({ scriptUrl: config.cardScriptUrl }),
    vkPay: noVkPay,
    analytics: createAppAnalytics(config, () => api),
    device: createBrowserDevice({ brandOf: (host) => brandOfHost(host, config.wowfoodHosts) }),
    notify: createEventNotify(),
    clipboard: createBrowserClipboard(),
    pageLifecycle: createBrowserPageLifecycle(),
  };
  return {
    ports,
    bindApi: (client) => {
      api = client;
    },
  };
}

import type { AnalyticsPort, CaptchaPort, CardCryptogramPort, NavigationPort, Ports, VkPayPort } from './ports';
import { createBrowserCookies, createBrowserDevice, createBrowserStorage } from './browser-device';
import {
  browserClock,
  createBrowserClipboard,
  createBrowserNavigation,
  createBrowserPageLifecycle,
  createEventNotify,
} from './browser-ports';
import {
  createProviderCryptogram,
  createRecaptcha,
  noAnalytics,
  noCaptcha,
  noVkPay,
  type ProviderCryptogramOptions,
  type RecaptchaOptions,
} from './browser-providers';

export interface BrowserPortsOptions {
  /** The card provider's checkout script (`{ scriptUrl }`), or a port of your own. Without it a card payment rejects with a readable error. */
  cardCryptogram?: ProviderCryptogramOptions | CardCryptogramPort;
  /** reCAPTCHA v3 (`{ siteKey }`), or a port of your own. Default: no captcha (an empty token). */
  captcha?: RecaptchaOptions | CaptchaPort;
  /** Your router's navigate (`wouter`'s, React Router's…): machines navigate through it. Default: `history.pushState` + `popstate`. */
  navigate?: (path: string, options?: { replace?: boolean }) => void;
  /** The brand of a host (default: hosts containing `wowfood` are wowfood's). */
  brandOf?: (host: string) => 'main' | 'wowfood';
  /** Default: none (events are dropped). */
  analytics?: AnalyticsPort;
  /** Default: VK Pay unavailable. */
  vkPay?: VkPayPort;
  /** The window the page lifecycle and the notifications listen on (default `window`). */
  target?: Window;
}

const noCardProvider: CardCryptogramPort = {
  createCryptogram: () =>
    Promise.reject(new Error('createBrowserPorts: no card provider configured (options.cardCryptogram: { scriptUrl })')),
};

const isPort = <T extends object>(value: object, method: keyof T): value is T =>
  typeof (value as Record<PropertyKey, unknown>)[method as string] === 'function';

/**
 * Every port of a browser page in one call: cookies, localStorage, the clock, navigation, the device,
 * clipboard, notifications (DOM events), the page lifecycle, and the providers you configure (card
 * script, reCAPTCHA, analytics, VK Pay). Replace any port afterwards: `{ ...createBrowserPorts(), analytics }`.
 * Nothing runs until a port is used: scripts load on the first card payment or captcha token.
 */
export function createBrowserPorts(options: BrowserPortsOptions = {}): Ports {
  const target = options.target ?? window;
  const card = options.cardCryptogram;
  const captcha = options.captcha;
  const navigation: NavigationPort = createBrowserNavigation(options.navigate);
  return {
    cookies: createBrowserCookies(),
    storage: createBrowserStorage(),
    clock: browserClock,
    navigation,
    captcha:
      captcha === undefined ? noCaptcha : isPort<CaptchaPort>(captcha, 'getToken') ? captcha : createRecaptcha(captcha as RecaptchaOptions),
    cardCryptogram:
      card === undefined
        ? noCardProvider
        : isPort<CardCryptogramPort>(card, 'createCryptogram')
          ? card
          : createProviderCryptogram(card as ProviderCryptogramOptions),
    vkPay: options.vkPay ?? noVkPay,
    analytics: options.analytics ?? noAnalytics,
    device: createBrowserDevice(options.brandOf ? { brandOf: options.brandOf } : {}),
    notify: createEventNotify(target),
    clipboard: createBrowserClipboard(),
    pageLifecycle: createBrowserPageLifecycle(target),
  };
}

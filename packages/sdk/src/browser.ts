/**
 * Browser implementations of the ports (`@mealflow/sdk/browser`). The only module of the SDK
 * that touches `document`, `window` and `localStorage`; nothing here runs on import.
 */
import type {
  AnalyticsPort,
  ClipboardPort,
  ClockPort,
  CookiePort,
  DevicePort,
  NavigationPort,
  NotifyPort,
  StoragePort,
} from './ports';

export function createBrowserCookies(): CookiePort {
  return {
    get(name) {
      const prefix = `${encodeURIComponent(name)}=`;
      for (const part of document.cookie.split('; ')) {
        if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
      }
      return undefined;
    },
    set(name, value, options = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
      if (options.days !== undefined) cookie += `; max-age=${Math.round(options.days * 86_400)}`;
      if (location.protocol === 'https:') cookie += '; Secure';
      document.cookie = cookie;
    },
    remove(name) {
      document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
    },
  };
}

export function createBrowserStorage(): StoragePort {
  const safe = <T>(fn: () => T, fallback: T): T => {
    try {
      return fn();
    } catch {
      return fallback;
    }
  };
  return {
    get: (key) => safe(() => localStorage.getItem(key) ?? undefined, undefined),
    set: (key, value) => safe(() => localStorage.setItem(key, value), undefined),
    remove: (key) => safe(() => localStorage.removeItem(key), undefined),
  };
}

export const browserClock: ClockPort = { now: () => Date.now() };

/**
 * Navigation through the History API. `onChange` lets the router (wouter) re-render; the app
 * passes its own navigate function so that in-app links and machines share one history.
 */
export function createBrowserNavigation(navigate?: (path: string, options?: { replace?: boolean }) => void): NavigationPort {
  const go = (path: string, replace: boolean) => {
    if (navigate) navigate(path, { replace });
    else if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
  };
  return {
    current: () => ({ pathname: location.pathname, search: location.search, hash: location.hash, host: location.host }),
    go: (path) => go(path, false),
    replace: (path) => go(path, true),
    back: () => history.back(),
    submitForm(actionUrl, params, method = 'POST') {
      const form = document.createElement('form');
      form.method = method;
      form.action = actionUrl;
      for (const [name, value] of Object.entries(params)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    hardRedirect: (url) => location.assign(url),
  };
}

export function createConsoleAnalytics(enabled = false): AnalyticsPort {
  return {
    track(event, properties) {
      if (enabled) console.info('[analytics]', event, properties ?? {});
    },
  };
}

export function createBrowserDevice(options: { brandOf?: (host: string) => 'main' | 'wowfood' } = {}): DevicePort {
  const ua = navigator.userAgent;
  const brandOf = options.brandOf ?? ((host: string) => (host.includes('wowfood') ? 'wowfood' : 'main'));
  return {
    isSmartphone: () => /iPhone|Android.+Mobile|Mobile Safari/i.test(ua) || window.matchMedia?.('(max-width: 640px)').matches === true,
    os: () => (/iPhone|iPad|iPod/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : 'other'),
    brand: () => brandOf(location.host),
    host: () => location.host,
  };
}

/** The async Clipboard API (a secure context); rejects where the browser refuses. */
export function createBrowserClipboard(): ClipboardPort {
  return {
    write: (text) => (navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('no clipboard'))),
  };
}

/** Notifications become DOM events that the app's toast region listens to. */
export function createEventNotify(target: EventTarget = window): NotifyPort {
  const dispatch = (kind: 'success' | 'error', message: string) =>
    target.dispatchEvent(new CustomEvent('mealflow:notify', { detail: { kind, message } }));
  return {
    success: (message) => dispatch('success', message),
    error: (message) => dispatch('error', message),
  };
}

export { CAPTCHA_UNAVAILABLE_MESSAGE, createProviderCryptogram, createRecaptcha, loadScript, noAnalytics, noCaptcha, noVkPay } from './browser-providers';
export type { CardCheckoutGlobal, ProviderCryptogramOptions, RecaptchaGlobal, RecaptchaOptions } from './browser-providers';

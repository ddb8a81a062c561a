/** The browser ports an app's entry chunk needs first: cookies, localStorage, the device. */
import { brandOfPage } from './domain/brand';
import type { DevicePort, StoragePort } from './ports';

export { createBrowserCookies } from './browser-cookies';

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

export function createBrowserDevice(options: { brandOf?: (host: string) => 'main' | 'wowfood' } = {}): DevicePort {
  const ua = navigator.userAgent;
  const brandOf = options.brandOf ?? ((host: string) => (host.includes('wowfood') ? 'wowfood' : 'main'));
  return {
    isSmartphone: () => /iPhone|Android.+Mobile|Mobile Safari/i.test(ua) || window.matchMedia?.('(max-width: 640px)').matches === true,
    os: () => (/iPhone|iPad|iPod/i.test(ua) ? 'ios' : /Android/i.test(ua) ? 'android' : 'other'),
    // The page's brand: the host's, or wowfood on a wowfood product's pages (one rule, domain/brand.ts).
    brand: () => brandOfPage(brandOf(location.host), location.pathname),
    host: () => location.host,
  };
}

import type {
  AnalyticsPort,
  CaptchaPort,
  CardCryptogramPort,
  ClipboardPort,
  ClockPort,
  CookieOptions,
  CookiePort,
  DevicePort,
  NavigationPort,
  NotifyPort,
  PageLifecyclePort,
  Ports,
  StoragePort,
  VkPayPort,
  VkPayResult,
} from '../ports';

/** In-memory ports for tests, stories and the inspector. Every port records what it was asked. */

export interface MemoryCookies extends CookiePort {
  readonly jar: Map<string, { value: string; options?: CookieOptions }>;
}

export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookies {
  const jar = new Map<string, { value: string; options?: CookieOptions }>();
  for (const [k, v] of Object.entries(initial)) jar.set(k, { value: v });
  return {
    jar,
    get: (name) => jar.get(name)?.value,
    set: (name, value, options) => {
      jar.set(name, options ? { value, options } : { value });
    },
    remove: (name) => {
      jar.delete(name);
    },
  };
}

export interface MemoryStorage extends StoragePort {
  readonly data: Map<string, string>;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => {
      data.set(key, value);
    },
    remove: (key) => {
      data.delete(key);
    },
  };
}

export interface ManualClock extends ClockPort {
  set(ms: number): void;
  advance(ms: number): void;
}

/** A clock that reads `Date.now()` unless it was set; `advance` moves it. Works with fake timers. */
export function createManualClock(start?: number): ManualClock {
  let offset = 0;
  let fixed: number | undefined = start;
  return {
    now: () => (fixed ?? Date.now()) + offset,
    set: (ms) => {
      fixed = ms;
      offset = 0;
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface MemoryNavigation extends NavigationPort {
  readonly history: string[];
  readonly forms: Array<{ actionUrl: string; params: Record<string, string>; method: 'POST' | 'GET' }>;
  readonly hardRedirects: string[];
}

export function createMemoryNavigation(initialPath = '/', host = 'localhost'): MemoryNavigation {
  const history: string[] = [initialPath];
  const forms: MemoryNavigation['forms'] = [];
  const hardRedirects: string[] = [];
  const parse = (path: string) => {
    const url = new URL(path, `http://${host}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash, host };
  };
  return {
    history,
    forms,
    hardRedirects,
    current: () => parse(history[history.length - 1] ?? '/'),
    go: (path) => {
      history.push(path);
    },
    replace: (path) => {
      history[history.length - 1] = path;
    },
    back: () => {
      if (history.length > 1) history.pop();
    },
    submitForm: (actionUrl, params, method = 'POST') => {
      forms.push({ actionUrl, params, method });
    },
    hardRedirect: (url) => {
      hardRedirects.push(url);
    },
  };
}

export interface MemoryCaptcha extends CaptchaPort {
  readonly requests: string[];
}

export function createMemoryCaptcha(token = 'sandbox-captcha-token'): MemoryCaptcha {
  const requests: string[] = [];
  return {
    requests,
    getToken: async (action) => {
      requests.push(action);
      return token;
    },
  };
}

/**
 * The sandbox's stand-in for the card provider: the cryptogram is a base64 JSON that the sandbox
 * can read (see the sandbox README). It carries the card number and expiry only inside the
 * opaque string, exactly like the provider's cryptogram would.
 */
export function createSandboxCryptogram(): CardCryptogramPort {
  return {
    createCryptogram: async ({ cardNumber, expiry, cvv, name, publicId }) => {
      const digits = cardNumber.replace(/\D/g, '');
      if (digits.length < 16 || !/^\d{2}\/\d{2}$/.test(expiry) || !/^\d{3,4}$/.test(cvv)) {
        throw new Error('cryptogram: invalid card data');
      }
      const payload = JSON.stringify({ pan: digits, exp: expiry, cvv, name, publicId });
      return `sandbox:${btoa(payload)}`;
    },
    // The sandbox's ACS page is plain http in tests and stories.
    trustsActionUrl: (url) => url.protocol === 'http:' && url.pathname === '/sandbox-acs',
  };
}

export interface MemoryVkPay extends VkPayPort {
  result: VkPayResult;
  readonly sessions: unknown[];
}

export function createMemoryVkPay(result: VkPayResult = { status: 'success' }): MemoryVkPay {
  const port: MemoryVkPay = {
    result,
    sessions: [],
    open: async (session) => {
      port.sessions.push(session);
      return port.result;
    },
  };
  return port;
}

export interface MemoryAnalytics extends AnalyticsPort {
  readonly events: Array<{ event: string; properties?: Record<string, unknown> }>;
}

export function createMemoryAnalytics(): MemoryAnalytics {
  const events: MemoryAnalytics['events'] = [];
  return {
    events,
    track: (event, properties) => {
      events.push(properties ? { event, properties } : { event });
    },
  };
}

export function createMemoryDevice(
  facts: Partial<{ smartphone: boolean; os: 'ios' | 'android' | 'other'; brand: 'main' | 'wowfood'; host: string }> = {},
): DevicePort {
  return {
    isSmartphone: () => facts.smartphone ?? false,
    os: () => facts.os ?? 'other',
    brand: () => facts.brand ?? 'main',
    host: () => facts.host ?? 'localhost',
  };
}

export interface MemoryNotify extends NotifyPort {
  readonly messages: Array<{ kind: 'success' | 'error'; message: string }>;
}

export function createMemoryNotify(): MemoryNotify {
  const messages: MemoryNotify['messages'] = [];
  return {
    messages,
    success: (message) => {
      messages.push({ kind: 'success', message });
    },
    error: (message) => {
      messages.push({ kind: 'error', message });
    },
  };
}

/** What was copied; `refuse` makes the next writes fail (a browser that denies the clipboard). */
export interface MemoryClipboard extends ClipboardPort {
  readonly written: string[];
  refuse: boolean;
}

export function createMemoryClipboard(): MemoryClipboard {
  const clipboard: MemoryClipboard = {
    written: [],
    refuse: false,
    write: (text) => {
      if (clipboard.refuse) return Promise.reject(new Error('clipboard refused'));
      clipboard.written.push(text);
      return Promise.resolve();
    },
  };
  return clipboard;
}

/** The page's lifecycle driven by a test: `hide()` (pagehide), `restore()` (pageshow from the back-forward cache). */
export interface MemoryPageLifecycle extends PageLifecyclePort {
  hide(): void;
  restore(): void;
}

export function createMemoryPageLifecycle(): MemoryPageLifecycle {
  const hide = new Set<() => void>();
  const restore = new Set<() => void>();
  const add = (set: Set<() => void>, listener: () => void) => {
    const own = () => listener();
    set.add(own);
    return () => set.delete(own);
  };
  return {
    onHide: (listener) => add(hide, listener),
    onRestore: (listener) => add(restore, listener),
    hide: () => [...hide].forEach((l) => l()),
    restore: () => [...restore].forEach((l) => l()),
  };
}

export interface MemoryPorts extends Ports {
  cookies: MemoryCookies;
  storage: MemoryStorage;
  clock: ManualClock;
  navigation: MemoryNavigation;
  captcha: MemoryCaptcha;
  vkPay: MemoryVkPay;
  analytics: MemoryAnalytics;
  notify: MemoryNotify;
  clipboard: MemoryClipboard;
  pageLifecycle: MemoryPageLifecycle;
}

export interface MemoryPortsOptions {
  cookies?: Record<string, string>;
  storage?: Record<string, string>;
  path?: string;
  host?: string;
  smartphone?: boolean;
  brand?: 'main' | 'wowfood';
  now?: number;
}

export function createMemoryPorts(options: MemoryPortsOptions = {}): MemoryPorts {
  const host = options.host ?? 'localhost';
  return {
    cookies: createMemoryCookies(options.cookies),
    storage: createMemoryStorage(options.storage),
    clock: createManualClock(options.now),
    navigation: createMemoryNavigation(options.path ?? '/', host),
    captcha: createMemoryCaptcha(),
    cardCryptogram: createSandboxCryptogram(),
    vkPay: createMemoryVkPay(),
    analytics: createMemoryAnalytics(),
    device: createMemoryDevice({
      host,
      ...(options.smartphone !== undefined ? { smartphone: options.smartphone } : {}),
      ...(options.brand ? { brand: options.brand } : {}),
    }),
    notify: createMemoryNotify(),
    clipboard: createMemoryClipboard(),
    pageLifecycle: createMemoryPageLifecycle(),
  };
}

/**
 * Ports: every side effect of the SDK that is not an HTTP call to the backend goes through one of
 * these interfaces. The app provides browser implementations (`@mealflow/sdk/browser`); tests and
 * stories use the in-memory ones from `createMemoryPorts()`.
 */

export interface CookieOptions {
  /** Lifetime in days. `undefined` = session cookie. */
  days?: number;
  path?: string;
}

/** Cookies (client token, redirect path, A/B variations, utm, city, customisation expiry). */
export interface CookiePort {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
  /**
   * The cookies may have changed outside the port (a response's `Set-Cookie`): the next `get` must
   * see what the browser holds now. The API client calls it after every response, before its caller
   * goes on. A port that keeps the cookies it read (the browser's: one jar per page) reads them again;
   * one that reads them on every `get` needs none.
   */
  refresh?(): void;
}

/** Key/value storage (localStorage in the browser): anonymous body data, reduced profile, flags. */
export interface StoragePort {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Wall clock. Countdowns are computed from a deadline against `now()`. */
export interface ClockPort {
  now(): number;
}

export interface NavigationPort {
  /** Current location (path + search + hash). */
  current(): { pathname: string; search: string; hash: string; host: string };
  go(path: string): void;
  replace(path: string): void;
  back(): void;
  /** Full-page navigation: a real form POST (3-D Secure) or a hard redirect. */
  submitForm(actionUrl: string, params: Record<string, string>, method?: 'POST' | 'GET'): void;
  hardRedirect(url: string): void;
}

/** Anti-bot captcha; resolves to a token to send as `recaptchaToken`. */
export interface CaptchaPort {
  getToken(action: string): Promise<string>;
}

/** The card provider's script: turns card data into an opaque cryptogram. */
export interface CardCryptogramPort {
  createCryptogram(card: { cardNumber: string; expiry: string; cvv: string; name: string; publicId: string }): Promise<string>;
  /**
   * A 3-D Secure `action_url` that is not https but may be followed anyway. Only the sandbox
   * build's wiring sets it (its ACS page on the page's own origin); production follows https only.
   */
  trustsActionUrl?(url: URL): boolean;
}

export type VkPayResult = { status: 'success' } | { status: 'closed' } | { status: 'failed'; message?: string };

export interface VkPayPort {
  /** `false`: no VK Pay adapter is configured, so the method is not offered. Default true. */
  readonly available?: boolean;
  open(session: unknown): Promise<VkPayResult>;
}

export interface AnalyticsPort {
  track(event: string, properties?: Record<string, unknown>): void;
  /**
   * Sets the second brand's analytics flag on the page's metrics object once it exists (personal-cabinet
   * §4: looked for now, then up to 5 times every 1500 ms); `false` when it never came. Absent: this
   * port has no metrics object to flag. The A/B test machine calls it on the second brand's storefront.
   */
  secondBrandFlag?(): Promise<boolean>;
}

export interface DevicePort {
  isSmartphone(): boolean;
  os(): 'ios' | 'android' | 'other';
  brand(): 'main' | 'wowfood';
  host(): string;
}

/** Where notifications (toasts) go: the app renders them, tests read them. */
export interface NotifyPort {
  success(message: string): void;
  error(message: string): void;
}

/** The clipboard: the invite link's copy button. Rejects when the browser refuses. */
export interface ClipboardPort {
  write(text: string): Promise<void>;
}

/**
 * The page's lifecycle (issue 36): leaving it (`pagehide`: the browser may keep it frozen in the
 * back-forward cache) and coming back to a page restored from that cache (`pageshow` with
 * `persisted`). Each returns the function that stops listening.
 */
export interface PageLifecyclePort {
  onHide(listener: () => void): () => void;
  onRestore(listener: () => void): () => void;
}

export interface Ports {
  cookies: CookiePort;
  storage: StoragePort;
  clock: ClockPort;
  navigation: NavigationPort;
  captcha: CaptchaPort;
  cardCryptogram: CardCryptogramPort;
  vkPay: VkPayPort;
  analytics: AnalyticsPort;
  device: DevicePort;
  notify: NotifyPort;
  clipboard: ClipboardPort;
  pageLifecycle: PageLifecyclePort;
}

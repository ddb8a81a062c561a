import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CookiePort } from './ports';

/** The browser's cookies as `document.cookie` shows them (name=value; max-age; no paths but '/'), counting its reads. */
const browser = {
  cookies: new Map<string, { value: string; until: number }>(),
  reads: 0,
  write(line: string) {
    const [pair = '', ...attributes] = line.split('; ');
    const [name = '', value = ''] = pair.split('=');
    const maxAge = attributes.find((a) => a.startsWith('max-age='));
    const until = maxAge ? Date.now() + Number(maxAge.slice(8)) * 1000 : Infinity;
    if (until <= Date.now()) browser.cookies.delete(name);
    else browser.cookies.set(name, { value, until });
  },
};

/**
 * A page with (or without) the Cookie Store API, and a fresh copy of the port's module (its jar is
 * the page's): `document.cookie` over `browser`, `window` and `document` as event targets.
 */
async function page(options: { cookieStore: boolean }) {
  vi.resetModules();
  const window = new EventTarget();
  const cookieStore = new EventTarget();
  vi.stubGlobal('window', window);
  vi.stubGlobal('cookieStore', options.cookieStore ? cookieStore : undefined);
  vi.stubGlobal('location', { protocol: 'http:' });
  // Object.defineProperty: Object.assign would copy the getter's value, not the accessor.
  const document = Object.defineProperty(new EventTarget(), 'cookie', {
    get() {
      browser.reads += 1;
      return [...browser.cookies]
        .filter(([, c]) => c.until > Date.now())
        .map(([name, c]) => `${name}=${c.value}`)
        .join('; ');
    },
    set(line: string) {
      browser.write(line);
    },
  });
  vi.stubGlobal('document', document);
  browser.cookies.clear();
  browser.write('client_token=abc');
  browser.write('city_id=2');
  browser.reads = 0;
  const { createBrowserCookies } = await import('./browser-cookies');
  /** The Cookie Store API's `change` event, as Chromium sends it for a write or a removal. */
  const announce = (change: { changed?: { name: string; value: string }[]; deleted?: { name: string }[] }) =>
    cookieStore.dispatchEvent(Object.assign(new Event('change'), change));
  return { createBrowserCookies, window, document, announce };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the browser cookie port (issue 35: document.cookie read once, not on every get)', () => {
  it('reads document.cookie once for many gets, across the ports of a page', async () => {
    const { createBrowserCookies } = await page({ cookieStore: true });
    const headers = createBrowserCookies();
    const guards = createBrowserCookies();
    expect([headers.get('client_token'), headers.get('city_id'), headers.get('efst'), guards.get('client_token')]).toEqual([
      'abc',
      '2',
      undefined,
      'abc',
    ]);
    expect(browser.reads).toBe(1);
  });

  it('its own writes and removals are read back at once, by every port, without reading document.cookie again', async () => {
    const { createBrowserCookies, announce } = await page({ cookieStore: true });
    const session = createBrowserCookies();
    const guards = createBrowserCookies();
    session.get('client_token');
    session.set('client_token', 'новый токен', { days: 365 });
    session.remove('city_id');
    expect([guards.get('client_token'), guards.get('city_id')]).toEqual(['новый токен', undefined]);
    // The Cookie Store API announces the port's own changes afterwards: the jar holds them already.
    announce({ changed: [{ name: 'client_token', value: encodeURIComponent('новый токен') }], deleted: [{ name: 'city_id' }] });
    expect([guards.get('client_token'), guards.get('city_id')]).toEqual(['новый токен', undefined]);
    expect(browser.reads).toBe(1);
    // What the browser holds is what the port says.
    session.refresh?.();
    expect([guards.get('client_token'), guards.get('city_id')]).toEqual(['новый токен', undefined]);
    expect(browser.reads).toBe(2);
  });

  it.each([
    ['after an API response (refresh: its Set-Cookie)', (p: Awaited<ReturnType<typeof page>>, c: CookiePort) => c.refresh?.()],
    [
      'when the Cookie Store API announces it (another tab, the server, another script)',
      (p: Awaited<ReturnType<typeof page>>) => p.announce({ changed: [{ name: 'client_token', value: 'xyz' }] }),
    ],
    [
      'when the Cookie Store API announces a removal the jar does not hold',
      (p: Awaited<ReturnType<typeof page>>) => p.announce({ deleted: [{ name: 'city_id' }] }),
    ],
    [
      'when the page comes back into view',
      (p: Awaited<ReturnType<typeof page>>) => p.document.dispatchEvent(new Event('visibilitychange')),
    ],
    ['when the page gets the focus', (p: Awaited<ReturnType<typeof page>>) => p.window.dispatchEvent(new Event('focus'))],
    [
      'when the page comes back from the back-forward cache',
      (p: Awaited<ReturnType<typeof page>>) => p.window.dispatchEvent(new Event('pageshow')),
    ],
  ])('a change made outside the port is read %s', async (_, trigger) => {
    const p = await page({ cookieStore: true });
    const cookies = p.createBrowserCookies();
    expect(cookies.get('client_token')).toBe('abc');
    browser.write('client_token=xyz');
    browser.write('city_id=; max-age=0');
    // Nothing announced it yet: the jar is what the page read (no time-based re-read with the Cookie Store API).
    expect(cookies.get('client_token')).toBe('abc');
    trigger(p, cookies);
    expect([cookies.get('client_token'), cookies.get('city_id')]).toEqual(['xyz', undefined]);
    expect(browser.reads).toBe(2);
  });

  it("a cookie the port wrote reads as absent once its max-age has run out, without reading document.cookie (efst's 3 minutes)", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    const { createBrowserCookies } = await page({ cookieStore: true });
    const cookies = createBrowserCookies();
    cookies.set('efst', 'e1', { days: 3 / (24 * 60) });
    vi.advanceTimersByTime(179_999);
    expect(cookies.get('efst')).toBe('e1');
    vi.advanceTimersByTime(1);
    expect(cookies.get('efst')).toBeUndefined();
    expect(browser.reads).toBe(1);
    // Written again (a new 403): there again, for its new 3 minutes.
    cookies.set('efst', 'e2', { days: 3 / (24 * 60) });
    expect(cookies.get('efst')).toBe('e2');
  });

  it('without the Cookie Store API, a change nothing announces (another script, another window beside it) is read within a second', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    const { createBrowserCookies } = await page({ cookieStore: false });
    const cookies = createBrowserCookies();
    expect(cookies.get('client_token')).toBe('abc');
    browser.write('client_token=xyz');
    vi.advanceTimersByTime(999);
    expect(cookies.get('client_token')).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(cookies.get('client_token')).toBe('xyz');
    expect(browser.reads).toBe(2);
  });

  it('with the Cookie Store API, the jar is not read again with time: every change is announced', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    const { createBrowserCookies } = await page({ cookieStore: true });
    const cookies = createBrowserCookies();
    cookies.get('client_token');
    vi.advanceTimersByTime(60_000);
    expect(cookies.get('client_token')).toBe('abc');
    expect(browser.reads).toBe(1);
  });
  it("the jar is the page's: another document (the build's prerender renders pages in DOMs one after another) is read for its own cookies", async () => {
    const { createBrowserCookies, document } = await page({ cookieStore: true });
    const cookies = createBrowserCookies();
    expect(cookies.get('client_token')).toBe('abc');
    // The prerender's second DOM, with a session cookie: the first DOM's jar said there was none
    // (stop 50: every cabinet shell rendered as a guest's, so the build wrote none).
    const other = Object.defineProperty(new EventTarget(), 'cookie', { get: () => 'client_token=shell' });
    vi.stubGlobal('document', other);
    expect(cookies.get('client_token')).toBe('shell');
    expect(cookies.get('city_id')).toBeUndefined();
    vi.stubGlobal('document', document);
    expect(cookies.get('city_id')).toBe('2');
  });
});

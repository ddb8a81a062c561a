// The browser's cookie port: the page's cookies read from `document.cookie` once and kept in one jar
// that every browser cookie port of the page shares (issue 35).
//
// Reading `document.cookie` is a synchronous call to the browser's network process whenever the
// renderer's copy may be stale (after any write): a phone cabinet page read it 115 times in its first
// seconds, the first read after each write 27–32 ms on a loaded host, with the main thread waiting.
//
// The staleness rule: a cookie someone else changed is read again before anything decides on it.
// - The port's own writes and removals update the jar in place, with their `max-age`: a cookie the
//   port wrote reads as absent once it has run out (the efst token's 3 minutes), with no read.
// - `refresh()` (the API client calls it after every response, before the caller goes on): the next
//   `get` reads the cookies again, so a response's `Set-Cookie` is seen by the next decision.
// - The Cookie Store API's `change` event (Chromium, Safari 18.4+): a change the jar does not already
//   hold (another tab, a response, another script of the page, the browser expiring one) makes the
//   next `get` read them again; the events of the port's own writes match the jar and cost nothing.
// - `visibilitychange`, `focus`, `pageshow` (back from the bfcache): another tab may have logged in
//   or out, or switched the city, while this one was not in front.
// - Where there is no Cookie Store API (Firefox), nothing announces another script's or another
//   visible window's write, nor a foreign cookie running out: there the jar is kept at most a second.
//   With the API every change is announced, so no time-based re-read is made.
// - The jar is the page's: one read for another `document` (a build that renders pages in several
//   DOMs one after another, a test's fresh window) reads that document's cookies and follows its events.
import type { CookiePort } from './ports';

/** A cookie change as the Cookie Store API's `change` event lists it (raw names and values). */
interface CookieChange {
  changed?: ReadonlyArray<{ name: string; value?: string }>;
  deleted?: ReadonlyArray<{ name: string }>;
}

interface CookieJar {
  /** Raw (encoded) name → raw value, as `document.cookie` has them. */
  values: Map<string, string>;
  readAt: number;
}
let jar: CookieJar | undefined;
/** The cookies the port wrote with a lifetime: when each runs out, for the value it wrote. */
const ownExpiry = new Map<string, { value: string; until: number }>();
/** The document whose events the jar follows, and whether its changes are announced. */
interface Followed {
  document: Document;
  announced: boolean;
}
let following: Followed | undefined;
/** Without the Cookie Store API: how long the jar is trusted without any announcement. */
const UNANNOUNCED_MAX_AGE_MS = 1000;

const forget = () => {
  jar = undefined;
};

/** A change the jar already holds (the port's own write, announced after it) keeps the jar. */
function onCookieChange(event: Event) {
  if (!jar) return;
  const { changed = [], deleted = [] } = event as Event & CookieChange;
  const values = jar.values;
  const held = changed.every((c) => values.get(c.name) === c.value) && deleted.every((c) => !values.has(c.name));
  if (!held) forget();
}

function follow(): Followed {
  const store = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', onCookieChange);
  document.addEventListener('visibilitychange', forget);
  window.addEventListener('focus', forget);
  window.addEventListener('pageshow', forget);
  return { document, announced: store !== undefined };
}

/** The jar's document is the page's: for another one, the jar and the port's own expiries are dropped. */
function thisDocument(): Followed {
  if (following?.document !== document) {
    following = follow();
    jar = undefined;
    ownExpiry.clear();
  }
  return following;
}

function readJar(now: number): CookieJar {
  const { announced } = thisDocument();
  if (jar && (announced || now - jar.readAt < UNANNOUNCED_MAX_AGE_MS)) return jar;
  const values = new Map<string, string>();
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    const name = at < 0 ? '' : part.slice(0, at);
    // The first of two cookies of one name is the one of the longer path, as a read returned it before.
    if (at >= 0 && !values.has(name)) values.set(name, part.slice(at + 1));
  }
  jar = { values, readAt: now };
  return jar;
}

/** The browser's cookie port: one jar of the page's cookies (the rule above, and in the README's "Ports: the cookies"). */
export function createBrowserCookies(): CookiePort {
  return {
    get(name) {
      const key = encodeURIComponent(name);
      const now = Date.now();
      const value = readJar(now).values.get(key);
      const own = ownExpiry.get(key);
      // A cookie the port wrote, past its max-age: the browser no longer sends or shows it.
      if (value === undefined || (own && own.value === value && own.until <= now)) return undefined;
      return decodeURIComponent(value);
    },
    set(name, value, options = {}) {
      thisDocument();
      const key = encodeURIComponent(name);
      const raw = encodeURIComponent(value);
      const path = options.path ?? '/';
      const maxAge = options.days === undefined ? undefined : Math.round(options.days * 86_400);
      let cookie = `${key}=${raw}; path=${path}; SameSite=Lax`;
      if (maxAge !== undefined) cookie += `; max-age=${maxAge}`;
      if (location.protocol === 'https:') cookie += '; Secure';
      document.cookie = cookie;
      if (maxAge === undefined) ownExpiry.delete(key);
      else ownExpiry.set(key, { value: raw, until: Date.now() + maxAge * 1000 });
      // A cookie of another path may not be the page's (or may hide one of the root's): read them all again.
      if (!jar || path !== '/') forget();
      else if (maxAge !== undefined && maxAge <= 0) jar.values.delete(key);
      else jar.values.set(key, raw);
    },
    remove(name) {
      thisDocument();
      const key = encodeURIComponent(name);
      document.cookie = `${key}=; path=/; max-age=0`;
      ownExpiry.delete(key);
      jar?.values.delete(key);
    },
    refresh: forget,
  };
}

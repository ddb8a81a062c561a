// What the sandbox's bank pages (the 3-D Secure ACS page, the Assist page) share with the calls that
// open them: the return address, the hidden form fields and how long an open page holds its order.

/** A 3-D Secure page left open keeps its order "being processed" this long. */
export const THREE_DS_WAIT_MS = 15 * 60_000;

/**
 * Where the ACS page returns: a path on this origin only. `/.//evil.example` resolves to the path
 * `//evil.example`, which a browser reads as another host, so any result that is not a plain
 * single-slash path on our origin falls back to `/`.
 */
export function sameSiteReturn(term: string, origin: string): URL {
  const fallback = new URL('/', origin);
  if (!term.startsWith('/') || term.startsWith('//') || term.includes('\\')) return fallback;
  let target: URL;
  try {
    target = new URL(term, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== fallback.origin || target.pathname.startsWith('//')) return fallback;
  return new URL(target.pathname + target.search, origin);
}

/** A hidden form field of a bank page, its value escaped for an HTML attribute. */
export const hiddenField = (name: string, value: string): string =>
  `<input type="hidden" name="${name}" value="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;

/**
 * The cabinet's per-route HTML shells (issue 35): the production build prerenders each cabinet route's
 * frame and skeleton, for a phone and for a desktop (`apps/web/vite-prerender.ts`), into
 * `shells/<route>.<device>.html`, and lists the cabinet's routes, in the order the SDK's `matchPath`
 * tries them, in `.vite/cabinet-shells.json`. nginx (`render-nginx.mjs`) picks a route's shell by
 * path, device (the user agent, the SDK's rule) and session (a token cookie or a token link), and
 * falls back to `cabinet.html` (the header and the loading line) everywhere else.
 */

/** The manifest's place in a build folder (not served: nginx answers `/.vite/` with 404). */
export const CABINET_SHELLS_MANIFEST = '.vite/cabinet-shells.json';

/** A shell's file in the build folder. */
export const shellFile = (route, device) => `shells/${route}.${device}.html`;

/**
 * The user agents the SDK's `createBrowserDevice().isSmartphone()` calls a smartphone (packages/sdk
 * browser-device.ts; held to it by deploy.test.ts). A narrow window of another browser is one too,
 * which nginx cannot know: the desktop shell hides its frame there (`[data-shell='desktop']`).
 */
export const SMARTPHONE_USER_AGENT = 'iPhone|Android.+Mobile|Mobile Safari';

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern's segments: static 0, required param 1, optional param 2 (`match.ts`'s ranks). */
const segmentsOf = (path) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return { rank: 0, value: segment };
      const optional = segment.endsWith('?');
      return { rank: optional ? 2 : 1, key: segment.slice(1, optional ? -1 : undefined) };
    });

/**
 * The PCRE regex (nginx) of the paths a route pattern matches, as `matchPath` does: a param is one
 * non-empty segment (one of `allowed[key]` where the route lists them), trailing slashes are dropped.
 * `withOptional: false`: only the paths without the optional params (the shell's own form).
 */
export function routeRegex(path, allowed = {}, { withOptional = true } = {}) {
  const body = segmentsOf(path)
    .map((segment) => {
      if (segment.rank === 0) return `/${escaped(segment.value)}`;
      if (segment.rank === 2 && !withOptional) return '';
      const values = allowed[segment.key];
      const part = `/${values ? `(?:${values.map(escaped).join('|')})` : '[^/]+'}`;
      return segment.rank === 2 ? `(?:${part})?` : part;
    })
    .join('');
  return `^${body}/*$`;
}

/**
 * The routes in the order `matchPath` tries them (segment by segment: static, then required, then
 * optional params; a route that has ended counts as static; at a tie, the table's order), each with
 * its regexes: first the form without its optional params (`shell`: the route has a shell, rendered
 * for that form), then the route's every form (no shell: a page the shell was not rendered for). nginx's
 * map takes the first regex that matches, as `matchPath` takes the first route.
 */
export function shellEntries(routes, shells) {
  const ranked = routes.map((route, index) => ({ route, index, ranks: segmentsOf(route.path).map((s) => s.rank) }));
  ranked.sort((a, b) => {
    for (let i = 0; i < Math.max(a.ranks.length, b.ranks.length); i += 1) {
      const difference = (a.ranks[i] ?? 0) - (b.ranks[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return a.index - b.index;
  });
  return ranked.flatMap(({ route }) => {
    const own = { regex: routeRegex(route.path, route.params, { withOptional: false }), route: route.name, shell: shells.has(route.name) };
    const every = routeRegex(route.path, route.params);
    return own.regex === every ? [own] : [own, { regex: every, route: route.name, shell: false }];
  });
}

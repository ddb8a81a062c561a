import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { endpointRegistry, type AnyEndpoint } from '@mealflow/sdk/api';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './index';

/**
 * Issue 16's acceptance: every call §7 of both spec files lists has a typed endpoint in the SDK's
 * registry (`endpointRegistry`) and a handler in the sandbox. The spec is read at test time from
 * `../shared/spec` beside the clone (as CI has it) and its call lists are parsed:
 *
 * - the section between `## 7.` and `## 8.`; parenthesised parameter lists and `**Group**` labels
 *   are dropped; the text is cut into clauses at `.`, `;`, `:` and line ends, a clause into items at
 *   commas and ` and ` / ` or `;
 * - an item is a call when it is one lower-case path-like word (`orders/get`, `call-me`, `menu/goals/detox`,
 *   `{…}` placeholders), the method words and a query string removed (field names like `addressInfo`,
 *   `delivery_id_H` are not calls). A bare word (`force-confirm`) belongs to the group of
 *   its clause's first path (`orders/`), as the spec writes lists, except right after ` and ` / ` or `,
 *   where it belongs to the path before (`customization-info/menu and menu-no-auth`); a path under a
 *   placeholder folder (`menus/{brand}/history/{weekId}, current, next`) starts the group `menus/{brand}/`;
 * - a call matches an endpoint when the names are equal or the endpoint's name ends with `/` + the
 *   call (`freeze/cancel` is `client-subscriptions/freeze/cancel`); `{x}` placeholders match any
 *   placeholder, and a trailing `/` is ignored.
 *
 * Calls the spec describes only in words (the front SMS token call, the event proxy, …) are in
 * DESCRIBED below with the phrase that names them; calls out of the product's scope are in
 * OUT_OF_SCOPE with the reason.
 */
const specDir = resolve(import.meta.dirname, '../../../../shared/spec');
const SPECS = ['personal-cabinet.md', 'order-funnel-and-checkout.md'] as const;

/** The spec's phrase → the endpoint that implements it. */
const DESCRIBED: Record<string, string> = {
  'front SMS token call': 'efst',
  'An event proxy': 'analytics/event',
  'exponea dimensions': 'analytics/dimensions',
  'cleverdata dimensions': 'analytics/cleverdata-dimensions',
  'a send call': 'analytics/cleverdata-send',
  'a marketing segmentation proxy': 'analytics/segmentation',
  'a data-import proxy': 'analytics/data-import',
  'a profile service': 'analytics/profile',
  'track order-flow client activity': 'orders/track-activity',
  'safe-delivery info': 'deliveries/safe-delivery-info',
  'An address-suggestion call': 'address-suggest/suggest',
  'change order delivery': 'deliveries/update-address',
  'client-details update': 'client-details/update-details',
  'agreements post': 'client-agreements',
  'driver ratings': 'rating-tasks/{task_id}',
  'set active card': 'cards/active',
  'order/cancel-attempt': 'api/v1/lk/order/cancel-attempt',
};

/** A parsed item the spec writes in short → the endpoint's name. */
const ALIASES: Record<string, string> = {
  // "tips/templates GET, POST, DELETE {id}": the DELETE is on tips/templates/{id}.
  'tips/{id}': 'tips/templates/delete',
  // "onboarding/hints GET, skip, complete": the same reading, the hints' own operations (issue 31).
  'onboarding/skip': 'onboarding/hints/skip',
  'onboarding/complete': 'onboarding/hints/complete',
  // personal-cabinet §7 writes the tip charge without the `payments/` prefix order-funnel §7 gives it (issue 36).
  'tip/charge-token': 'payments/tip/charge-token',
};

/** Items the parser reads as calls that are not calls of ours, with the reason. Keep it short. */
const OUT_OF_SCOPE: Record<string, string> = {
  // "versions v1, v1_1, v1_2, v2_0": API versions, not calls.
  v1_1: 'an API version',
  v1_2: 'an API version',
  v2_0: 'an API version',
  // "Menu by business product returns subscriptions, packs, menus, menuTypesData, cities": fields of a response.
  packs: 'a response field',
  menus: 'a response field',
  cities: 'a response field',
  // "add-and-change: addressInfo, …": the payload of deliveries/add-address-and-update, named in words.
  'add-and-change': 'a payload label',
  // Listed in §7 only by name: no checkout method, screen or text of the spec sends it, so the SDK
  // declares no money call nothing sends (issue 36; checkout/card-binding/README.md). The sandbox answers it.
  'payments/charge-aeroflot-card': 'a money call no flow of the spec sends',
};

function section7(markdown: string): string {
  const start = markdown.search(/^## 7\./m);
  const end = markdown.search(/^## 8\./m);
  return markdown.slice(start, end).split('\n').slice(1).join('\n');
}

/** The calls §7 lists, by the rules above. */
export function specCalls(markdown: string): string[] {
  let text = section7(markdown).replace(/\*\*[^*]+\*\*:?/g, '\n');
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  const calls = new Set<string>();
  for (const clause of text.split(/[.;:](?=\s|$)|\n/)) {
    let group = '';
    let previous = '';
    for (const item of clause.split(/(?=,|\s(?:and|or)\s)/)) {
      const joined = /^\s(?:and|or)\s/.test(item);
      const word = item
        .replace(/^,|^\s(?:and|or)\s/, '')
        .replace(/\b(?:GET|POST|DELETE|Also|All)\b/g, ' ')
        .replace(/^\s*-\s/, '')
        .trim()
        .replace(/\?.*$/, '')
        .replace(/^\//, '');
      if (!/^[a-z0-9{](?:[a-z0-9_/-]|\{[A-Za-z_]+\})*$/.test(word)) continue;
      let call = word;
      if (word.includes('/')) {
        // A path under a placeholder folder (menus/{brand}/history/{weekId}) starts its own group.
        const placeholder = /^[^/]+\/\{[^}]+\}\//.exec(word);
        group = placeholder ? placeholder[0] : group || word.slice(0, word.indexOf('/') + 1);
      } else if (joined && previous.includes('/')) call = previous.slice(0, previous.lastIndexOf('/') + 1) + word;
      else call = group + word;
      calls.add(call);
      previous = call;
    }
  }
  return [...calls].filter((call) => !(call in OUT_OF_SCOPE)).map((call) => ALIASES[call] ?? call);
}

const normal = (name: string) => name.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '');
const pattern = (name: string) =>
  new RegExp(
    `^${normal(name)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\}/g, '[^/]+')}$`,
  );
/** Equal names, a placeholder of either side matching, or one name a `/`-suffix of the other. */
function sameCall(endpoint: string, call: string): boolean {
  const [a, b] = [normal(endpoint), normal(call)];
  return a === b || pattern(a).test(b) || pattern(b).test(a) || a.endsWith(`/${b}`) || b.endsWith(`/${a}`);
}
const endpointFor = (call: string) => endpointRegistry.find((endpoint) => sameCall(endpoint.name, call));

/** The URL path an endpoint calls, every input field `x` (its path function reads only strings). */
const anyInput = new Proxy({}, { get: () => 'x' }) as never;
function concretePath(endpoint: AnyEndpoint): string {
  const path = (typeof endpoint.path === 'string' ? endpoint.path : endpoint.path(anyInput)).replace(/\?.*$/, '');
  return endpoint.absolute ? path : `api/personal-cabinet/v1/${path}`;
}

/** Sandbox handlers as method + path pattern (`:param` → one segment, `*` → any prefix). */
const handlers = createSandbox().handlers.map((handler) => {
  const info = handler.info as { method?: unknown; path?: unknown };
  const path = String(info.path ?? '').replace(/^\*\//, '');
  const source = path
    .replace(/[.+?^$()|[\]\\]/g, '\\$&')
    .replace(/:[A-Za-z_]+/g, '[^/]+')
    .replace(/\*/g, '.*');
  return { method: String(info.method ?? ''), path: new RegExp(`^${source}/?$`) };
});
const hasHandler = (endpoint: AnyEndpoint) => {
  const path = concretePath(endpoint);
  return handlers.some((handler) => handler.method === endpoint.method && (handler.path.test(path) || handler.path.test(`${path}.json`)));
};

describe('every call of §7 has a typed endpoint and a sandbox handler', () => {
  it('the spec is beside the repository', () => {
    expect(existsSync(specDir), `${specDir} (../shared/spec beside the clone)`).toBe(true);
  });

  for (const spec of SPECS) {
    it(spec, () => {
      const markdown = readFileSync(resolve(specDir, spec), 'utf8');
      const listed = specCalls(markdown);
      expect(listed.length).toBeGreaterThan(60);
      const described = Object.entries(DESCRIBED)
        .filter(([phrase]) => section7(markdown).includes(phrase))
        .map(([, call]) => call);
      const calls = [...new Set([...listed, ...described])];
      expect(
        calls.filter((call) => !endpointFor(call)),
        'calls without an endpoint in the SDK registry',
      ).toEqual([]);
      const unhandled = calls.filter((call) => {
        const endpoints = endpointRegistry.filter((endpoint) => sameCall(endpoint.name, call));
        return endpoints.length > 0 && !endpoints.every(hasHandler);
      });
      expect(unhandled, 'calls whose endpoints have no sandbox handler').toEqual([]);
    });
  }

  it('a handler is found by method and concrete path, not by name', () => {
    const known = endpointRegistry.find((endpoint) => endpoint.name === 'orders/show-order');
    expect(known && hasHandler(known)).toBe(true);
    expect(hasHandler({ ...known!, method: 'DELETE' })).toBe(false);
    expect(hasHandler({ ...known!, path: 'orders/not-a-call' })).toBe(false);
  });

  it('the parser reads the spec’s shorthand lists', () => {
    const calls = specCalls('## 7. Calls\n\n- POST orders/cancel (id), force-confirm; GET a/b?x, c/d and e, f.\n## 8.');
    expect(calls).toEqual(['orders/cancel', 'orders/force-confirm', 'a/b', 'c/d', 'c/e', 'a/f']);
  });
});

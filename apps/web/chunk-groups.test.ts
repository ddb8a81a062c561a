// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstPaintModules, placeModule, planChunks, type KeyPage, type ModuleGraph, type SplitChunk } from './chunk-groups';

/** Made-up sizes (bytes, gzip) by chunk name; 1 KB when not listed. */
const SIZES: Record<string, number> = { card: 6_000, dialog: 3_000, field: 1_000, checkout: 13_000, settings: 5_000, big: 40_000 };

/** A chunk of a made-up split: `imports` by name, modules as `/app/<name>.ts`. */
function chunk(
  name: string,
  {
    imports = [],
    modules = [name],
    entry = false,
    screen = false,
  }: { imports?: string[]; modules?: string[]; entry?: boolean; screen?: boolean } = {},
): SplitChunk {
  return {
    fileName: `${name}.js`,
    name,
    code: '',
    isEntry: entry,
    isDynamicEntry: screen,
    facadeModuleId: entry || screen ? `/app/${modules[0]}.ts` : null,
    imports: imports.map((file) => `${file}.js`),
    moduleIds: modules.map((module) => `/app/${module}.ts`),
  };
}
const sizeOf = (c: SplitChunk) => SIZES[c.name] ?? 1_000;

const PAGES: KeyPage[] = [
  { name: 'app', roots: ['runtime.ts'], everyRoute: true },
  { name: 'landing', roots: ['landing.ts'] },
  { name: 'checkout', roots: ['checkout.ts'] },
];

/**
 * The shape of the real split: an entry with React, the runtime every route loads, two key pages
 * sharing a form field, the checkout's card form shared with settings, a dialog three screens
 * share, a large chunk another screen shares with the checkout, and a screen no key page loads.
 */
const SPLIT = [
  chunk('index', { entry: true, imports: ['react'] }),
  chunk('react'),
  chunk('runtime', { screen: true, imports: ['index', 'api'] }),
  chunk('api', { modules: ['api', 'schemas'] }),
  chunk('landing', { screen: true, imports: ['index', 'field', 'api'] }),
  chunk('checkout', { screen: true, imports: ['index', 'field', 'card', 'dialog', 'big', 'api'] }),
  chunk('field'),
  chunk('card', { modules: ['card', 'card-rules'] }),
  chunk('dialog'),
  chunk('big'),
  chunk('settings', { screen: true, imports: ['index', 'card', 'dialog'] }),
  chunk('report', { screen: true, imports: ['index', 'big'] }),
  chunk('orphan', { screen: true, imports: ['index'] }),
];

/** The chunks a screen loads: its own and what they import, by name. */
function loads(split: readonly SplitChunk[], name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (at: string) => {
    if (seen.has(at)) return;
    seen.add(at);
    for (const file of split.find((c) => c.name === at)?.imports ?? []) visit(file.replace(/\.js$/, ''));
  };
  visit(name);
  return seen;
}

/**
 * The bytes a screen downloads that it does not need, once the plan has merged chunks (every route
 * loads the runtime): the files of what it needs, and every file a chunk of those imports (a merged
 * file brings its members' imports along).
 */
function unneeded(split: readonly SplitChunk[], plan: ReadonlyMap<string, string>, screen: string): number {
  const own = new Set([...loads(split, screen), ...loads(split, 'runtime')]);
  const fileOf = (c: SplitChunk) => plan.get(c.moduleIds[0] ?? '');
  const files = new Set(split.filter((c) => own.has(c.name)).map(fileOf));
  for (let grown = true; grown;) {
    const before = files.size;
    for (const c of split)
      if (files.has(fileOf(c))) for (const file of c.imports) files.add(fileOf(split.find((d) => d.fileName === file)!));
    grown = files.size > before;
  }
  return split.filter((c) => !own.has(c.name) && files.has(fileOf(c))).reduce((sum, c) => sum + sizeOf(c), 0);
}

const SCREENS = ['runtime', 'landing', 'checkout', 'settings', 'report', 'orphan'];

describe('planChunks', () => {
  const plan = planChunks(SPLIT, PAGES, { sizeOf, maxExtra: 15_000 });
  const of = (module: string) => plan.get(`/app/${module}.ts`);

  it('leaves what the entry loads where Rollup put it', () => {
    expect(of('index')).toBe('index');
    expect(of('react')).toBe('react');
  });

  it("puts whatever a page of every route loads into that page's chunk", () => {
    expect(of('runtime')).toBe('app');
    expect(of('api')).toBe('app');
    expect(of('schemas')).toBe('app');
  });

  it('keeps a chunk a first-paint page shares with every route out of the every-route chunk (the landing loads no runtime)', () => {
    const firstPaint = planChunks(
      SPLIT,
      PAGES.map((page) => (page.name === 'landing' ? { ...page, firstPaint: true } : page)),
      { sizeOf, maxExtra: 15_000 },
    );
    expect(firstPaint.get('/app/runtime.ts')).toBe('app');
    expect(firstPaint.get('/app/api.ts')).toBe('app-first');
    expect(firstPaint.get('/app/schemas.ts')).toBe('app-first');
    const landingFiles = new Set([...loads(SPLIT, 'landing')].map((name) => firstPaint.get(`/app/${name}.ts`)));
    expect(landingFiles.has('app')).toBe(false);
  });

  it('gives the key pages fewer files than Rollup did', () => {
    const checkout = loads(SPLIT, 'checkout');
    expect(checkout.size).toBe(8);
    // index, react, app (the API), the landing's group (the field, and the landing's 1 KB), the
    // checkout, the big chunk and a group.
    expect(new Set([...checkout].map(of)).size).toBe(7);
    expect(of('field')).toBe(of('landing'));
    // The big chunk stays apart: in the checkout's file it would bring the report the checkout's 13 KB
    // and what the checkout imports (the card form, the dialog: 23 KB over the limit of 15). The card
    // form and the dialog, which settings loads too, form a group of their own.
    expect(of('big')).not.toBe(of('checkout'));
    expect(of('card')).toBe(of('dialog'));
    expect(of('card-rules')).toBe(of('card'));
    expect(of('card')).not.toBe(of('checkout'));
  });

  it('makes no screen load more than the limit it does not need', () => {
    for (const screen of SCREENS) expect(unneeded(SPLIT, plan, screen), screen).toBeLessThanOrEqual(15_000);
    expect(unneeded(SPLIT, plan, 'report')).toBe(0);
    // Settings needs the card form and the dialog, not the checkout: their group brings it nothing more.
    expect(unneeded(SPLIT, plan, 'settings')).toBe(0);
  });

  it('with a tight limit, merges only chunks the same screens load', () => {
    const strict = planChunks(SPLIT, PAGES, { sizeOf, maxExtra: 500 });
    for (const screen of SCREENS) expect(unneeded(SPLIT, strict, screen), screen).toBe(0);
    expect(strict.get('/app/card.ts')).toBe(strict.get('/app/dialog.ts'));
    expect(new Set(['checkout', 'card', 'big', 'field', 'landing'].map((name) => strict.get(`/app/${name}.ts`))).size).toBe(5);
  });

  it('holds a screen with a limit of its own (a cabinet route, issue 35) to it, the others to the common one', () => {
    const held = planChunks(SPLIT, PAGES, {
      sizeOf,
      maxExtra: 15_000,
      maxExtraOf: (screen) => (screen.facadeModuleId?.endsWith('report.ts') ? 0 : undefined),
    });
    expect(unneeded(SPLIT, held, 'report')).toBe(0);
    // The big chunk no longer joins the checkout's code: the report would load the checkout's with it.
    expect(held.get('/app/big.ts')).not.toBe(held.get('/app/checkout.ts'));
    for (const screen of SCREENS) expect(unneeded(SPLIT, held, screen), screen).toBeLessThanOrEqual(15_000);
  });

  it('leaves a screen no key page loads as it was', () => {
    expect(of('settings')).toBe('settings');
    expect(of('orphan')).toBe('orphan');
  });

  it('never merges chunks that would import each other in a circle through a chunk outside the group', () => {
    // a → middle → b: a and b in one chunk would import `middle`, which imports it back.
    const split = [
      chunk('index', { entry: true }),
      chunk('runtime', { screen: true, imports: ['index'] }),
      chunk('page', { screen: true, imports: ['index', 'a', 'middle', 'b'] }),
      chunk('a', { imports: ['middle'] }),
      chunk('middle', { imports: ['b'] }),
      chunk('b'),
      chunk('other', { screen: true, imports: ['index', 'middle'] }),
      // Loads `b` alone: `middle` can't join a group holding `a` and `b` (2 KB it doesn't need).
      chunk('solo', { screen: true, imports: ['index', 'b'] }),
    ];
    const circle = planChunks(
      split,
      [
        { name: 'app', roots: ['runtime.ts'], everyRoute: true },
        { name: 'page', roots: ['page.ts'] },
      ],
      { sizeOf: () => 1_000, maxExtra: 1_000 },
    );
    const group = (name: string) => circle.get(`/app/${name}.ts`);
    expect(group('a') === group('b') && group('a') !== group('middle')).toBe(false);
  });

  it('gives every chunk a name of its own', () => {
    // Rollup names chunks after a module: two `orphan` chunks would be one manual chunk.
    const twice = planChunks(
      [...SPLIT, { ...chunk('orphan', { screen: true, imports: ['index'] }), fileName: 'orphan-b.js', moduleIds: ['/lib/orphan.ts'] }],
      PAGES,
      { sizeOf },
    );
    expect(twice.get('/app/orphan.ts')).toBe('orphan');
    expect(twice.get('/lib/orphan.ts')).toBe('orphan2');
    // A chunk Rollup named like a group (after an `app.ts`) does not join the group.
    const named = planChunks([chunk('app', { screen: true, imports: ['index'] }), ...SPLIT], PAGES, { sizeOf });
    expect(named.get('/app/app.ts')).toBe('app2');
    expect(named.get('/app/runtime.ts')).toBe('app');
  });

  it('refuses a key page the build does not have', () => {
    expect(() => planChunks(SPLIT, [...PAGES, { name: 'gift', roots: ['gift.ts'] }], { sizeOf })).toThrow(
      /gift\.ts \(page gift\) is in no chunk/,
    );
  });
});

describe('planChunks: common code (chunk-common.ts)', () => {
  // Four screens and the landing (a first paint). `sdk` and `early` (the landing's too) are no
  // feature's code; `mixed` holds a feature's module beside shared code; `rare` is one screen's.
  const split = [
    chunk('index', { entry: true }),
    chunk('runtime', { screen: true, imports: ['index'] }),
    chunk('landing', { screen: true, imports: ['index', 'early'] }),
    ...['s1', 's2', 's3', 's4'].map((name, at) =>
      chunk(name, { screen: true, imports: ['index', 'sdk', 'early', ...(at < 3 ? ['mixed'] : []), ...(at === 0 ? ['rare'] : [])] }),
    ),
    chunk('sdk', { modules: ['sdk', 'sdk-rules'] }),
    chunk('early'),
    chunk('mixed', { modules: ['features/card', 'shared-hook'] }),
    chunk('rare'),
  ];
  const pages: KeyPage[] = [
    { name: 'app', roots: ['runtime.ts'], everyRoute: true },
    { name: 'landing', roots: ['landing.ts'], firstPaint: true },
  ];
  const common = { minScreens: 3, holds: (id: string) => !id.includes('/features/') };
  const planOf = (sizes: (c: SplitChunk) => number) => planChunks(split, pages, { sizeOf: sizes, common });
  const plan = planOf(sizeOf);

  it.each([
    ['sdk', 'app', 'four screens load it: with the runtime'],
    ['sdk-rules', 'app', 'the chunk goes whole'],
    ['shared-hook', 'app', 'the shared part of a chunk with a feature in it'],
    ['features/card', 'mixed', "the feature's module stays"],
    ['early', 'index', 'a first paint loads it too: in the entry, never the runtime'],
    ['rare', 'rare', 'one screen loads it'],
  ])('%s goes to %s (%s)', (module, chunkName) => {
    expect(plan.get(`/app/${module}.ts`)).toBe(chunkName);
  });

  it('places by how many screens load a chunk, not by its size (a refactor that moves no code moves no bytes)', () => {
    expect(planOf((c) => (c.name === 'sdk' ? 90_000 : 10))).toEqual(plan);
  });
});

describe('placeModule', () => {
  // The entry imports react and config; the landing (first paint) imports field; the 404 page and
  // the referral rules are only imported dynamically, yet Rollup's small-chunk merge put them in the
  // entry chunk (the plan says 'index' for them).
  const imports: Record<string, string[]> = {
    '/app/main.ts': ['/app/config.ts', '/app/react.ts'],
    '/app/landing.ts': ['/app/field.ts'],
    '/app/config.ts': [],
    '/app/react.ts': [],
    '/app/field.ts': [],
    '/app/not-found.ts': ['/app/config.ts'],
    '/app/referral.ts': [],
  };
  const graph: ModuleGraph = {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id) => ({ isEntry: id === '/app/main.ts', importedIds: imports[id] ?? [] }),
  };
  const pages: KeyPage[] = [
    { name: 'app', roots: ['runtime.ts'], everyRoute: true },
    { name: 'landing', roots: ['landing.ts'], firstPaint: true },
  ];
  const plan = new Map(['main', 'config', 'field', 'not-found', 'referral'].map((m) => [`/app/${m}.ts`, 'index']));
  const needed = firstPaintModules(graph, pages);

  it('keeps in the entry what the entry or a first-paint page imports statically', () => {
    expect([...needed].sort()).toEqual(['/app/config.ts', '/app/field.ts', '/app/landing.ts', '/app/main.ts', '/app/react.ts']);
    for (const id of ['/app/main.ts', '/app/config.ts', '/app/field.ts'])
      expect(placeModule(id, plan, new Set(['index']), needed, 'app')).toBe('index');
  });

  it('sends a dynamically imported module Rollup merged into the entry to the every-route chunk (the landing budget)', () => {
    expect(placeModule('/app/not-found.ts', plan, new Set(['index']), needed, 'app')).toBe('app');
    expect(placeModule('/app/referral.ts', plan, new Set(['index']), needed, 'app')).toBe('app');
  });

  it('leaves every other chunk of the plan as it is', () => {
    const other = new Map([['/app/referral.ts', 'checkout-group']]);
    expect(placeModule('/app/referral.ts', other, new Set(['index']), needed, 'app')).toBe('checkout-group');
    expect(placeModule('/app/unknown.ts', other, new Set(['index']), needed, 'app')).toBeUndefined();
  });
});

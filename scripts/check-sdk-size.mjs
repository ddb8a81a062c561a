// What a consumer pays for the published @mealflow/sdk (issue 33): tiny consumer entries bundled
// against the built package (packages/sdk/dist, resolved through its `exports` map, as an installed
// package is) by Rollup through Vite, minified, then gzipped. xstate stays external: the budgets are
// "beyond xstate", which the consumer's app loads once for every machine. Fails over budget.
//   node scripts/check-sdk-size.mjs            (after `pnpm --filter @mealflow/sdk run build`)
// Each budget is a row of `budgets`: a new one is one more row.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';

const sdk = fileURLToPath(new URL('../packages/sdk/', import.meta.url));
const pkg = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/** A consumer starting one machine of an area (`names`: the feature's group, imported from it) and keeping its connect. */
const machineEntry = (area, names, provide, connect) => `import { createMealflowCore } from '@mealflow/sdk';
import { ${names} } from '@mealflow/sdk/${area}';
import { createActor } from 'xstate';
export const start = (ports) => createActor(${provide}(createMealflowCore({ baseURL: '', ports }).deps));
export const connect = ${connect};`;

/** Consumer entries: the code a consumer writes. `base` (optional): the entry whose size is subtracted. */
const entries = {
  // Every entry imported for its side effects alone, the package's `sideEffects: false` ignored
  // (see \`keepSideEffects\` below).
  imports: Object.keys(pkg.exports)
    .filter((key) => key.endsWith('.json') === false)
    .map((key) => `import '@mealflow/sdk${key.slice(1)}';`)
    .join('\n'),
  phone: `import { formatPhone } from '@mealflow/sdk/domain';
export const shown = formatPhone('+79991234567');`,
  // The ports are the consumer's (browser, memory or its own): a parameter, not counted.
  core: `import { createMealflowCore } from '@mealflow/sdk';
export const core = (ports) => createMealflowCore({ baseURL: '', ports });`,
  // A feature is imported as its group (issue 33): the group is tree-shaken to the members used.
  funnel: machineEntry('storefront', 'funnel', 'funnel.provideFunnel', 'funnel.connectFunnel'),
  ordersList: machineEntry('cabinet', 'ordersList', 'ordersList.provideOrdersList', 'ordersList.connectOrdersList'),
};

/** name, entry, minus (an entry whose size is subtracted), budget in bytes gzip. */
const budgets = [
  { name: 'formatPhone (@mealflow/sdk/domain)', entry: 'phone', budget: 2 * 1024 },
  { name: 'createMealflowCore + funnel.provideFunnel + funnel.connectFunnel, beyond xstate', entry: 'funnel', budget: 25 * 1024 },
  {
    name: 'one cabinet machine (ordersList.provideOrdersList + connectOrdersList) beyond the core',
    entry: 'ordersList',
    minus: 'core',
    // 10.0 until stop 52, when the orders list's payment plan came to follow cancelled deliveries (a later
    // payment of a subscription paid in stages drops by a delivery cancelled before it: `instalmentCharges`).
    budget: 10.5 * 1024,
  },
];

if (!existsSync(join(sdk, 'dist/index.js'))) {
  console.error('check-sdk-size: packages/sdk/dist is missing: run `pnpm --filter @mealflow/sdk run build` first');
  process.exit(1);
}

/** `@mealflow/sdk[/sub]` → the file the package's `exports` map names for `import`. */
const fromExports = {
  name: 'mealflow-sdk-exports',
  resolveId(id) {
    if (id !== '@mealflow/sdk' && !id.startsWith('@mealflow/sdk/')) return null;
    const target = pkg.exports[`.${id.slice('@mealflow/sdk'.length)}`];
    if (!target) throw new Error(`check-sdk-size: ${id} is not in @mealflow/sdk's exports`);
    return join(sdk, typeof target === 'string' ? target : target.import);
  },
};

/**
 * `sideEffects: false` true in fact: a fresh Node imports every entry of dist with the globals
 * watched (timers, fetch, console, DOM and storage globals, new globals). Answers what was touched.
 */
function sideEffectsOnImport() {
  const urls = Object.entries(pkg.exports)
    .filter(([key]) => !key.endsWith('.json'))
    .map(([, target]) => pathToFileURL(join(sdk, typeof target === 'string' ? target : target.import)).href);
  const probe = `
    // The dependencies' own import is theirs, not the SDK's: done before watching.
    for (const dep of ${JSON.stringify(external)}) await import(dep);
    const touched = [];
    for (const name of ['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'fetch', 'addEventListener']) {
      const original = globalThis[name];
      globalThis[name] = (...args) => { touched.push(name); return original?.(...args); };
    }
    for (const name of ['log', 'info', 'warn', 'error', 'debug']) console[name] = () => touched.push('console.' + name);
    for (const name of ['document', 'window', 'localStorage', 'sessionStorage', 'location', 'navigator', 'history']) {
      Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); return undefined; } });
    }
    const before = new Set(Reflect.ownKeys(globalThis));
    for (const url of ${JSON.stringify(urls)}) await import(url);
    const added = Reflect.ownKeys(globalThis).filter((key) => !before.has(key));
    process.stdout.write(JSON.stringify([...touched, ...added.map((key) => 'new global ' + String(key))]));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: sdk, encoding: 'utf8' });
  return JSON.parse(out);
}

/** For the `imports` entry: every module of dist keeps its side effects, whatever package.json says. */
const keepSideEffects = {
  name: 'mealflow-sdk-side-effects',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
    if (resolved && resolved.id.startsWith(join(sdk, 'dist'))) return { ...resolved, moduleSideEffects: true };
    return resolved;
  },
};

const dir = mkdtempSync(join(tmpdir(), 'mealflow-size-'));
const sizes = {};
try {
  for (const [name, code] of Object.entries(entries)) {
    const file = join(dir, `${name}.js`);
    writeFileSync(file, code);
    const [result] = [
      await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: name === 'imports' ? [fromExports, keepSideEffects] : [fromExports],
        build: {
          write: false,
          minify: process.env.MF_SIZE_DUMP ? false : 'esbuild',
          target: 'es2022',
          lib: { entry: file, formats: ['es'], fileName: name },
          rollupOptions: { external: (id) => id === 'xstate' || id.startsWith('xstate/') },
        },
      }),
    ].flat();
    const code_ = result.output
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code)
      .join('\n');
    sizes[name] = { raw: Buffer.byteLength(code_), gzip: gzipSync(code_, { level: 9 }).length };
    if (process.env.MF_SIZE_DUMP) writeFileSync(join(process.env.MF_SIZE_DUMP, `${name}.js`), code_);
    if (process.argv.includes('--verbose')) {
      const modules = result.output.flatMap((o) => (o.type === 'chunk' ? Object.entries(o.modules) : []));
      modules.sort((a, b) => b[1].renderedLength - a[1].renderedLength);
      console.log(
        `${name}:`,
        modules
          .slice(0, 25)
          .map(([id, m]) => `\n  ${m.renderedLength} ${id.replace(sdk, '').replace(/.*node_modules\//, '')}`)
          .join(''),
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failed = false;
console.log('mealflow: @mealflow/sdk as a consumer bundles it (minified, gzip, xstate external):');
// What a bundler that ignores `sideEffects` keeps of a bare import of every entry (Rollup's
// conservative view: a spread or a call it cannot see through stays). Information, not a budget:
// whether importing does anything is checked by running it (sideEffectsOnImport below).
console.log(`  info every entry imported for its effects alone, sideEffects flag ignored: ${kb(sizes.imports.gzip)} gzip kept`);
const effects = sideEffectsOnImport();
failed ||= effects.length > 0;
console.log(
  `  ${effects.length ? 'FAIL' : 'ok  '} importing every entry in Node does nothing observable${effects.length ? `: ${effects.join('; ')}` : ''}`,
);
for (const row of budgets) {
  const gzip = sizes[row.entry].gzip - (row.minus ? sizes[row.minus].gzip : 0);
  const over = gzip > row.budget;
  failed ||= over;
  console.log(`  ${over ? 'OVER' : 'ok  '} ${row.name}: ${kb(gzip)} gzip (budget ${kb(row.budget)})`);
}
console.log(`  (core alone: ${kb(sizes.core.gzip)} gzip)`);

// The published declarations (every .d.ts under dist, as the tarball ships them): what a consumer's
// editor and `tsc --skipLibCheck false` read. Issue 33's goal is 600 KB, printed as the goal line; the
// ceiling holds today's figure + 2 KB so that it can only go down (lower it with every win). The path
// there: 1.33 MB -> 914 KB (schema constants out, feature groups without per-member aliases), 782 -> 739
// (texts tables typed string per text), 727.8 (answers `extends Envelope`), 650.1 (/domain and /api export
// what is used outside the SDK), 647.3 (the city machine a PublicMachine), 597.8 (one shared `types.d.ts`
// under the source's names instead of 26 chunks importing each other under minified aliases:
// packages/sdk/declarations.mjs), 589.9 (/routing exports what is used outside the SDK and the types its
// signatures name). `node scripts/dts-sizes.mjs` shows what the rest is made of. Raised once since, at
// stop 46: 591.9 (over its 589.9 + 2 by a few bytes) when three landings together added what they
// document (the login's `numberPicksCountry`, two more effect endpoints, the lazy child's inspector
// note); the goal still holds, so the ceiling is that figure + 2 KB again rather than docs cut to fit.
// Again at stop 50: 595.8 when the same session's landings added public API they document (`Roubles`
// and `roubles` for the spec's ₽ figures, `orderInstalments`/`paidThroughDelivery`, `CookiePort.refresh`).
const DTS_GOAL = 600 * 1024;
const DTS_CEILING = (595.8 + 2) * 1024;
const dtsFiles = readdirSync(join(sdk, 'dist'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.d.ts'));
const dts = dtsFiles.reduce((sum, file) => sum + statSync(join(sdk, 'dist', file)).size, 0);
// No declarations at all is a failed build, not a goal reached.
failed ||= dts > DTS_CEILING || dts === 0;
console.log(
  `  ${dts > DTS_CEILING || dts === 0 ? 'OVER' : 'ok  '} .d.ts in all: ${kb(dts)} (ceiling ${kb(DTS_CEILING)}; goal ${kb(DTS_GOAL)}: ${dts > 0 && dts <= DTS_GOAL ? 'met' : 'not met'})`,
);
// Every exported machine hovers in one line: its declaration names a declared type (`declare const
// cardsMachine: CardsMachine;`, a PublicMachine), never an inferred `StateMachine<…>` written out.
const machines = dtsFiles.flatMap((file) =>
  [...readFileSync(join(sdk, 'dist', file), 'utf8').matchAll(/^declare const (\w+Machine)\b(.*)$/gm)].map(([, name, rest]) => ({
    name,
    rest,
  })),
);
const expanded = machines.filter(({ rest }) => !/^: [A-Z]\w*;$/.test(rest ?? '')).map(({ name }) => name);
failed ||= expanded.length > 0 || machines.length === 0;
console.log(
  `  ${expanded.length || machines.length === 0 ? 'FAIL' : 'ok  '} ${machines.length} exported machines declared by a named type (one-line hover)${expanded.length ? `; written out: ${expanded.join(', ')}` : ''}`,
);
if (failed) {
  console.error(
    'check-sdk-size: failed (above). Over a budget: look for a top-level call without /*#__PURE__*/ or a module that imports more than it uses (--verbose lists the largest modules).',
  );
  process.exit(1);
}

#!/usr/bin/env node
// Prints what each route costs the browser: JS and CSS bytes (gzip) of every route chunk, and the
// initial load of key URLs (entry + its static imports + the route chunk and its static imports).
// A benchmark that prints figures, not a test: compare with the stack's floor in docs/perf-log.md.
//   node scripts/bench.mjs [--no-build] [--no-lighthouse]
// MF_OUT_DIR: the build folder under apps/web (default dist); BENCH_PORT (default 8090) and
// BENCH_PORT+1 serve it for Lighthouse, BENCH_PORT+2 is a TLS + HTTP/2 front for the same pages
// (as a CDN serves them; BENCH_HTTP2=0 skips it); BENCH_RUNS (default 3) Lighthouse runs a page (the median is printed).
// BENCH_PAGES=storefront or cabinet (default both): the landing and checkout, or the cabinet's pages (issue 35).
import { execSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHECKOUT_JS_TARGET, checkoutJs, chunkKeyOf, staticClosure } from './check-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const outDir = process.env['MF_OUT_DIR'] ?? 'dist';
const dist = join(web, outDir);

if (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json'))) {
  // The production build (apps/web/dist): what customers download, configured as serve:production
  // serves it (the stand-in provider scripts), so the e2e 'production' project can reuse it.
  execSync('bash scripts/serve-production.sh --build-only', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MF_OUT_DIR: outDir },
  });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Static closure of a manifest entry: its file, CSS, and everything it imports statically. */
/** The manifest keys a chunk loads statically, its own included (check-bundle's walk). */
const closure = (key) => staticClosure(manifest, key);
function cost(keys) {
  let js = 0;
  let css = 0;
  const cssFiles = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js += gz(chunk.file);
    for (const file of chunk.css ?? []) cssFiles.add(file);
  }
  for (const file of cssFiles) css += gz(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure(entryKey);
const base = cost(initial);
// The app's CSS is one stylesheet (build.cssCodeSplit false): part of the initial load, no route adds any.
const appStylesheet = manifest['style.css']?.file;
if (appStylesheet) base.css += gz(appStylesheet);

// The route table of the app (apps/web/src/app/routes.tsx) maps URLs to these lazy modules.
const routeModules = JSON.parse(readFileSync(join(web, 'src/app/route-modules.json'), 'utf8'));

// The runtime chunk (SDK, API client, machines, xstate) is fetched once after first paint and
// shared by every screen that has machines: a route's own cost is counted beyond it too.
const runtimeKey = chunkKeyOf(dist, manifest, routeModules['(runtime chunk: SDK, API, machines; after first paint)']);
const runtime = runtimeKey ? closure(runtimeKey) : new Set();

console.log('\nRoute chunks (gzip): bytes beyond the entry, and beyond entry + runtime chunk:');
console.log('route'.padEnd(34), 'module'.padEnd(46), 'JS'.padStart(10), 'CSS'.padStart(10), 'JS w/o runtime'.padStart(16));
const rows = [];
/** The manifest key of the chunk that holds a module (its own, or the group it was merged into). */
const keyOf = (module) => chunkKeyOf(dist, manifest, module);
for (const [route, module] of Object.entries(routeModules)) {
  const key = keyOf(module);
  if (!key) {
    console.log(route.padEnd(34), `${module} (not in this build)`);
    continue;
  }
  const own = [...closure(key)].filter((k) => !initial.has(k));
  const c = cost(own);
  const beyondRuntime = key === runtimeKey ? c : cost(own.filter((k) => !runtime.has(k)));
  rows.push({ route, module, ...c, beyondRuntime: beyondRuntime.js });
  console.log(route.padEnd(34), module.padEnd(46), kb(c.js).padStart(10), kb(c.css).padStart(10), kb(beyondRuntime.js).padStart(16));
}

// The navigation chunk (route table, guards, the screens' table): the landing at `/` renders without
// it and loads it after first paint; every other URL waits for it before its first render.
const navigationKey = keyOf(routeModules['(navigation chunk: route table, guards, screens; after first paint on /)'] ?? '-');
const navigation = navigationKey ? closure(navigationKey) : new Set();

console.log('\nInitial load (entry + route chunk, and the navigation chunk but on /, gzip):');
console.log('entry only'.padEnd(34), ''.padEnd(46), kb(base.js).padStart(10), kb(base.css).padStart(10));
for (const url of ['/', '/order/login', '/login']) {
  const row = rows.find((r) => r.route === url);
  if (!row) continue;
  const key = keyOf(row.module);
  const own = url === '/' ? row : cost([...new Set([...navigation, ...(key ? closure(key) : [])])].filter((k) => !initial.has(k)));
  console.log(url.padEnd(34), row.module.padEnd(46), kb(base.js + own.js).padStart(10), kb(base.css + own.css).padStart(10));
}
const landing = rows.find((r) => r.route === '/');
/** Issue 12's targets, each printed met or NOT MET at the end. */
const targets = [];
if (landing) {
  const total = base.js + landing.js;
  console.log(`\nlanding JS budget 90 KB: ${kb(total)} (${total <= 90 * 1024 ? 'within' : 'OVER'} budget)`);
  targets.push({ what: 'landing initial JS ≤ 90 KB gzip', figure: kb(total), met: total <= 90 * 1024 });
}
// What a checkout visit downloads beyond the entry: the runtime (API client, ports, app-wide
// actors), the route table, the screen and its machines (checkout, address, promo code, timer,
// auto-tips, payment, SBP). Counted whole, as the chunks are merged (apps/web/chunk-groups.ts).
{
  const { bytes: js, files } = checkoutJs(dist);
  const met = js <= CHECKOUT_JS_TARGET;
  console.log(
    `checkout JS budget ${kb(CHECKOUT_JS_TARGET)} beyond the entry: ${kb(js)} in ${files} files (runtime, route table, screen and its machines; ${met ? 'within' : 'OVER'} budget)`,
  );
  targets.push({ what: `checkout JS ≤ ${kb(CHECKOUT_JS_TARGET)} beyond the entry`, figure: `${kb(js)}, ${files} files`, met });
}

// Lighthouse (mobile) of the landing and a checkout as production serves them (nginx + headers,
// offline, Debian's Chromium): performance, CLS, accessibility, best-practices. Skip with --no-lighthouse.
if (!process.argv.includes('--no-lighthouse')) {
  const { printLighthouseFigures } = await import('./bench-lighthouse.mjs');
  const figures = await printLighthouseFigures({
    root,
    dist: outDir,
    port: Number(process.env['BENCH_PORT'] ?? 8090),
    runs: Number(process.env['BENCH_RUNS'] ?? 3),
  });
  for (const { page, group, http2, performance, cls, lcp, tbt, accessibility, target } of figures) {
    const place = group === 'cabinet' ? `cabinet ${page.replace(' h2', '')}` : page.replace(' h2', '');
    const name = http2 ? `${place} over HTTP/2 (TLS front)` : place;
    targets.push({
      what: `${name} Lighthouse performance ≥ ${target.performance}`,
      figure: String(performance),
      met: performance >= target.performance,
    });
    if (http2 && group !== 'cabinet') continue;
    if (page === 'landing' || group === 'cabinet')
      targets.push({ what: `${name} CLS ≤ ${target.cls}`, figure: cls.toFixed(3), met: cls <= target.cls });
    if (target.lcp !== undefined)
      targets.push({ what: `${name} LCP ≤ ${target.lcp} ms`, figure: `${Math.round(lcp)} ms`, met: lcp <= target.lcp });
    if (target.tbt !== undefined)
      targets.push({ what: `${name} TBT ≤ ${target.tbt} ms`, figure: `${Math.round(tbt)} ms`, met: tbt <= target.tbt });
    targets.push({
      what: `${name} accessibility ${target.accessibility}`,
      figure: String(accessibility),
      met: accessibility >= target.accessibility,
    });
  }
}
console.log('\nTargets of issues 12 and 35 (Lighthouse figures depend on how busy the host is: see the load average above):');
for (const { what, figure, met } of targets) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${what.padEnd(62)} ${figure}`);

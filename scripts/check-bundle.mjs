#!/usr/bin/env node
// Fails (exit 1) when a production build carries sandbox code, or when the entry chunk (what every
// first paint downloads) carries the state-machine runtime, which belongs in the lazy runtime chunk:
// run after `vite build` by `pnpm build` and `npm test`. Usage: node scripts/check-bundle.mjs <dist dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Strings that exist only in the sandbox, its stand-ins and its test doubles. */
export const FORBIDDEN = ['pk_sandbox', 'X-Mealflow-Fault', '__sandbox', 'sandbox:', 'sandbox-acs'];

export function findForbidden(dir) {
  const hits = [];
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const file = join(path, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (!name.endsWith('.map')) {
        const text = readFileSync(file, 'utf8');
        for (const needle of FORBIDDEN) {
          const at = text.indexOf(needle);
          if (at >= 0) hits.push({ file: relative(dir, file), needle, context: text.slice(Math.max(0, at - 60), at + 40) });
        }
      }
    }
  };
  walk(join(dir, 'assets'));
  const sandboxChunks = readdirSync(join(dir, 'assets')).filter((name) => /sandbox/i.test(name));
  for (const name of sandboxChunks) hits.push({ file: `assets/${name}`, needle: 'a sandbox chunk', context: name });
  return hits;
}

/** Packages that load after first paint (the runtime chunk), never with the entry. */
export const NOT_IN_ENTRY = ['node_modules/xstate/', 'node_modules/@xstate/'];

/** The entry chunk's static closure, by its (hidden) source maps: which NOT_IN_ENTRY sources it holds. */
export function findRuntimeInEntry(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(entry);
  const hits = [];
  for (const key of seen) {
    const file = join(dir, manifest[key].file);
    let sources = [];
    try {
      sources = JSON.parse(readFileSync(`${file}.map`, 'utf8')).sources ?? [];
    } catch {
      continue;
    }
    for (const needle of NOT_IN_ENTRY) {
      const source = sources.find((name) => name.includes(needle));
      if (source) hits.push({ file: manifest[key].file, needle, context: source });
    }
  }
  return hits;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const entryHits = findRuntimeInEntry(dir);
  if (entryHits.length) {
    console.error(`check-bundle: the entry chunk of ${dir} statically imports the state-machine runtime (lazy-load the component that needs it):`);
    for (const hit of entryHits) console.error(`  ${hit.file}: ${hit.context}`);
    process.exit(1);
  }
  const hits = findForbidden(dir);
  if (hits.length) {
    console.error(`check-bundle: the production build in ${dir} contains sandbox code:`);
    for (const hit of hits) console.error(`  ${hit.file}: "${hit.needle}" … ${JSON.stringify(hit.context)}`);
    process.exit(1);
  }
  console.log(`check-bundle: ${dir}/assets carries no sandbox strings (${FORBIDDEN.join(', ')}); its entry chunk no state-machine runtime`);
}

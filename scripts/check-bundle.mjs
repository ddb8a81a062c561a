#!/usr/bin/env node
// Fails (exit 1) when a production build carries sandbox code: run after `vite build` by
// `pnpm build` and `npm test`. Usage: node scripts/check-bundle.mjs <dist dir>
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const hits = findForbidden(dir);
  if (hits.length) {
    console.error(`check-bundle: the production build in ${dir} contains sandbox code:`);
    for (const hit of hits) console.error(`  ${hit.file}: "${hit.needle}" … ${JSON.stringify(hit.context)}`);
    process.exit(1);
  }
  console.log(`check-bundle: ${dir}/assets carries no sandbox strings (${FORBIDDEN.join(', ')})`);
}

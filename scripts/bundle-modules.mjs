#!/usr/bin/env node
// Which modules a page's JS holds, and their gzip bytes (issue 35): the chunks a route loads beyond
// what check-bundle.mjs counts as shared, each chunk's gzip bytes shared out among its sources by
// the characters of generated code its (hidden) source map gives each of them.
// Usage: node scripts/bundle-modules.mjs <dist dir> <checkout | a route-modules.json module> [top N]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkKeyOf, staticClosure } from './check-bundle.mjs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source index of each generated segment of a source map's `mappings`, line by line: `[line][]{ column, source }`. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : -1 });
    }
    lines.push(segments);
  }
  return lines;
}

/** A built chunk's gzip bytes shared out among its sources: `Map<source, bytes>`. */
export function chunkModuleBytes(dir, file) {
  const code = readFileSync(join(dir, file), 'utf8');
  const map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
  const chars = new Map();
  const codeLines = code.split('\n');
  decodeMappings(map.mappings).forEach((segments, index) => {
    const length = codeLines[index]?.length ?? 0;
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.column ?? length;
      const name = segment.source >= 0 ? map.sources[segment.source] : '(no source)';
      chars.set(name, (chars.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  const total = [...chars.values()].reduce((sum, n) => sum + n, 0) || 1;
  const gzip = gzipSync(code).length;
  return new Map(
    [...chars].map(([name, n]) => [name.replace(/^(\.\.\/)+/, '').replace(/^node_modules\/\.pnpm\/[^/]+\//, ''), (gzip * n) / total]),
  );
}

/** The manifest keys of the JS a page loads that check-bundle counts for it: the checkout's, or a cabinet route's. */
function pageChunks(dir, manifest, page) {
  const routeModules = JSON.parse(readFileSync(new URL('../apps/web/src/app/route-modules.json', import.meta.url), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shared = staticClosure(manifest, entry);
  const keys = new Set();
  const roots = Object.entries(routeModules).filter(([row]) => row.startsWith('(runtime') || row.startsWith('(navigation'));
  if (page === 'checkout') {
    for (const [, module] of [...roots, ['', 'src/features/checkout/CheckoutPage.tsx']])
      staticClosure(manifest, chunkKeyOf(dir, manifest, module), keys);
  } else {
    for (const [, module] of roots) staticClosure(manifest, chunkKeyOf(dir, manifest, module), shared);
    staticClosure(manifest, chunkKeyOf(dir, manifest, page), keys);
  }
  return [...keys].filter((key) => !shared.has(key) && manifest[key].file.endsWith('.js'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'apps/web/dist', page = 'checkout', top = '60'] = process.argv.slice(2);
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8'));
  const rows = [];
  for (const key of pageChunks(dir, manifest, page)) {
    const file = manifest[key].file;
    for (const [source, bytes] of chunkModuleBytes(dir, file)) rows.push({ source, bytes, file });
  }
  rows.sort((a, b) => b.bytes - a.bytes);
  const total = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(
    `${page}: ${(total / 1024).toFixed(1)} KB gzip in ${new Set(rows.map((row) => row.file)).size} files, ${rows.length} modules`,
  );
  for (const row of rows.slice(0, Number(top)))
    console.log(`${(row.bytes / 1024).toFixed(2).padStart(6)} KB  ${row.source}  (${row.file})`);
}

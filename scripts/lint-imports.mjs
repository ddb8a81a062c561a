#!/usr/bin/env node
// `pnpm run lint:imports` (in `npm test`, scripts/checks.sh): the import graphs of packages/sdk/src
// with apps/web/src, and of packages/sandbox/src, against the rules of .dependency-cruiser.cjs (no circle between files or
// folders, type-only imports included; domain/ imports nothing of ours).
// The circles that were there when the rule came (issue 32) are listed in
// scripts/import-circles-known.txt, one `rule from -> to` a line, and are being removed: a
// violation not in that list fails, and so does a line of the list that no longer happens (delete
// it, so the list only shrinks). `--write` rewrites the list from the graph as it is.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const knownFile = join(root, 'scripts/import-circles-known.txt');
/**
 * One depcruise pass over `paths`; `includeOnly` overrides the config's. The sandbox is its own graph:
 * the SDK's test helpers (`src/testing`) import it and it imports the SDK's entries, so one graph of
 * both would read those two packages as one folder circle.
 */
function cruise(paths, includeOnly) {
  const args = [...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  if (includeOnly) args.push('--include-only', includeOnly);
  try {
    return JSON.parse(
      execFileSync(join(root, 'node_modules/.bin/depcruise'), args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }),
    );
  } catch (error) {
    // depcruise exits with the number of violations; its JSON is on stdout all the same.
    if (!error.stdout) throw error;
    return JSON.parse(error.stdout);
  }
}
const graphs = [cruise(['packages/sdk/src', 'apps/web/src']), cruise(['packages/sandbox/src'], '^packages/sandbox/src/')];
const result = {
  summary: {
    violations: graphs.flatMap((g) => g.summary.violations),
    totalCruised: graphs.reduce((n, g) => n + g.summary.totalCruised, 0),
    totalDependenciesCruised: graphs.reduce((n, g) => n + g.summary.totalDependenciesCruised, 0),
  },
};
const lineOf = (v) => `${v.rule.name} ${v.from} -> ${v.to}`;
const found = new Map();
for (const v of result.summary.violations) {
  const line = lineOf(v);
  if (!found.has(line)) found.set(line, v);
}
if (process.argv.includes('--write')) {
  const header = '# Import circles known when the rule came (issue 32): remove a line with the circle it stands for.\n';
  writeFileSync(knownFile, header + [...found.keys()].sort().join('\n') + '\n');
  console.log(`lint:imports: wrote ${found.size} known violations to scripts/import-circles-known.txt`);
  process.exit(0);
}
const known = new Set(
  existsSync(knownFile)
    ? readFileSync(knownFile, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
    : [],
);
const fresh = [...found].filter(([line]) => !known.has(line));
const stale = [...known].filter((line) => !found.has(line));
for (const [line, v] of fresh) {
  console.error(`lint:imports: ${line}`);
  if (v.cycle?.length) console.error(`    circle: ${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' -> ')}`);
  console.error(`    ${v.rule.name}: see .dependency-cruiser.cjs`);
}
for (const line of stale) console.error(`lint:imports: no longer happens, delete it from scripts/import-circles-known.txt: ${line}`);
const { totalCruised, totalDependenciesCruised } = result.summary;
console.log(
  `lint:imports: ${totalCruised} modules, ${totalDependenciesCruised} imports; ${fresh.length} new violations, ${known.size - stale.length} known (being removed), ${stale.length} stale known lines`,
);
process.exit(fresh.length || stale.length ? 1 : 0);

import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { commonHomes, type CommonCode } from './chunk-common';
import { chunkOf, staticClosure, type SplitChunk } from './chunk-graph';

export type { SplitChunk };

/**
 * A page whose JS should come in few files: the modules (`src/...`, matched at the end of a module
 * id) whose static imports make up what the page loads.
 */
export interface KeyPage {
  /** The page's part of a chunk's name. */
  name: string;
  roots: readonly string[];
  /** Loaded on every route (the runtime and the route table): each chunk it loads joins one chunk named after it. */
  everyRoute?: boolean;
  /**
   * Painted before the runtime (the landing): the chunks it shares with an `everyRoute` page join one
   * chunk of their own (`app-first`), so the page does not load the whole every-route chunk (the
   * runtime, xstate) for a few shared modules (the city's rules, once both imported them: the landing's first JS went
   * from 87 to 141 KB).
   */
  firstPaint?: boolean;
}

/** The chunk (its name in `manualChunks`) of each module of the build. */
export type ChunkPlan = ReadonlyMap<string, string>;

/** Where the build writes which chunk holds each of the app's modules (the manifest names only a chunk's facade). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

const FIRST_PASS = Symbol.for('mealflow.chunk-groups.first-pass');
const globals = globalThis as { [FIRST_PASS]?: boolean };

/** True while the plugin's first pass builds: the config leaves out what that pass does not need (the prerender). */
export function isChunkPlanPass(): boolean {
  return globals[FIRST_PASS] === true;
}

export interface PlanOptions {
  /** The most bytes (gzip) any screen may load that it does not need, because a group holds them (default 8 KB). */
  maxExtra?: number;
  /** A chunk's size (default: its code, gzip). */
  sizeOf?: (chunk: SplitChunk) => number;
  /**
   * The most a given screen (its dynamic entry chunk) may load that it does not need, when it is
   * held to less than `maxExtra` (issue 35: a cabinet route's own JS has a budget of its own, and
   * the checkout's groups put up to 8 KB of checkout code on every cabinet page).
   */
  maxExtraOf?: (screen: SplitChunk) => number | undefined;
  /** Code many screens load that is no feature's: with the every-route page's chunk, before any group (chunk-common.ts). */
  common?: CommonCode;
}

/**
 * The plan, from Rollup's own split (one chunk per set of screens that share the code):
 * - a chunk the entry loads stays as it is;
 * - a chunk an `everyRoute` page loads joins that page's chunk (every route loads it anyway),
 *   unless a `firstPaint` page loads it too: those join one chunk of their own (`<page>-first`);
 * - the `common` code of a chunk many screens load joins the `everyRoute` page's chunk, or the
 *   entry's when a `firstPaint` page loads it;
 * - the chunks a key page loads are merged into groups (`checkout-group`), biggest first, as long
 *   as no screen then loads more than `maxExtra` bytes it does not need (a screen that needs one
 *   chunk of a group loads all of it) and the chunks, the group as one, import each other in no
 *   circle;
 * - every other chunk keeps its modules.
 */
export function planChunks(
  chunks: readonly SplitChunk[],
  pages: readonly KeyPage[],
  { maxExtra = 8 * 1024, sizeOf = (chunk) => gzipSync(chunk.code).length, maxExtraOf = () => undefined, common }: PlanOptions = {},
): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closureOf = (chunk: SplitChunk) => staticClosure(chunk, byFile);
  const fromEntry = new Set<SplitChunk>();
  for (const chunk of chunks) if (chunk.isEntry) for (const reached of closureOf(chunk)) fromEntry.add(reached);
  const loadsOf = (page: KeyPage) =>
    page.roots.flatMap((root) => {
      const chunk = chunkOf(chunks, root);
      if (!chunk) throw new Error(`chunk-groups: ${root} (page ${page.name}) is in no chunk of the build`);
      return [...closureOf(chunk)].filter((reached) => !fromEntry.has(reached));
    });
  const screens = chunks
    .filter((chunk) => chunk.isDynamicEntry)
    .map((chunk) => ({ chunk, loads: closureOf(chunk), limit: Math.min(maxExtra, maxExtraOf(chunk) ?? maxExtra) }));
  const size = new Map(chunks.map((chunk) => [chunk, sizeOf(chunk)]));
  /** The chunk name of each chunk that joins one (an `everyRoute` page's, a group's). */
  const names = new Map<SplitChunk, string>();
  /** The chunks a page has taken: an `everyRoute` page's, and each key page's candidates (a later page's group leaves them). */
  const claimed = new Set<SplitChunk>();
  const firstPaint = new Set(pages.filter((page) => page.firstPaint).flatMap(loadsOf));
  for (const page of pages) {
    if (!page.everyRoute) continue;
    for (const chunk of loadsOf(page)) {
      if (claimed.has(chunk)) continue;
      if (firstPaint.has(chunk)) {
        // Shared with a page painted first: one chunk of their own, apart from the every-route one
        // (what both load imports only what both load, or the entry's: no circle).
        claimed.add(chunk);
        names.set(chunk, `${page.name}-first`);
        continue;
      }
      claimed.add(chunk);
      names.set(chunk, page.name);
    }
  }
  const runtime = pages.find((page) => page.everyRoute)?.name;
  const entry = chunks.find((chunk) => chunk.isEntry);
  const skip = new Set([...claimed, ...fromEntry]);
  const homes = common
    ? commonHomes(
        chunks,
        [...screens].map((screen) => screen.loads),
        { skip, firstPaint, runtime, entry },
        common,
      )
    : [];
  for (const home of homes) for (const chunk of home.whole) names.set(chunk, home.name);
  for (const home of homes) for (const chunk of home.whole) claimed.add(chunk);
  if (entry && homes.length > 0) names.set(entry, entry.name);

  /**
   * True when the chunks, with `group` as one, import each other in no circle (Rollup would have to
   * evaluate a merged chunk before one it imports). Groups so far and the `everyRoute` chunks count
   * as one node each.
   */
  const acyclic = (group: readonly SplitChunk[]) => {
    const node = new Map<SplitChunk, unknown>();
    for (const [chunk, name] of names) node.set(chunk, name);
    groups.forEach((other, at) => other.forEach((chunk) => node.set(chunk, at)));
    for (const chunk of group) node.set(chunk, 'candidate');
    const of = (chunk: SplitChunk) => (node.has(chunk) ? node.get(chunk) : chunk);
    const edges = new Map<unknown, Set<unknown>>();
    for (const chunk of chunks) {
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (!next || of(next) === of(chunk)) continue;
        const set = edges.get(of(chunk)) ?? new Set();
        set.add(of(next));
        edges.set(of(chunk), set);
      }
    }
    const state = new Map<unknown, 'open' | 'done'>();
    const visit = (at: unknown): boolean => {
      if (state.get(at) === 'done') return true;
      if (state.get(at) === 'open') return false;
      state.set(at, 'open');
      for (const next of edges.get(at) ?? []) if (!visit(next)) return false;
      state.set(at, 'done');
      return true;
    };
    return visit('candidate');
  };
  const groups: SplitChunk[][] = [];
  /**
   * True when, with `groups[index]` grown into `group`, no screen loads more than its limit it does
   * not need: a group's chunks, and what they import (a chunk merged into a group brings its imports
   * to every screen that loads the group). A chunk every route loads anyway (the every-route page's,
   * common code's) costs nothing.
   */
  const withinExtra = (index: number, group: readonly SplitChunk[]) => {
    const groupOf = new Map<SplitChunk, readonly SplitChunk[]>();
    groups.forEach((other, at) => (at === index ? group : other).forEach((chunk) => groupOf.set(chunk, at === index ? group : other)));
    return screens.every((screen) => {
      const seen = new Set<SplitChunk>();
      const visit = (chunk: SplitChunk) => {
        for (const member of groupOf.get(chunk) ?? [chunk]) {
          if (seen.has(member)) continue;
          seen.add(member);
          for (const file of member.imports) visit(byFile.get(file) ?? member);
        }
      };
      visit(screen.chunk);
      let extra = 0;
      for (const chunk of seen) if (!screen.loads.has(chunk) && (groupOf.has(chunk) || !names.has(chunk))) extra += size.get(chunk) ?? 0;
      return extra <= screen.limit;
    });
  };
  for (const page of pages) {
    if (page.everyRoute) continue;
    const first = groups.length;
    const candidates = [...new Set(loadsOf(page))]
      .filter((chunk) => !claimed.has(chunk))
      .sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0) || a.fileName.localeCompare(b.fileName));
    for (const chunk of candidates) {
      claimed.add(chunk);
      const index = groups.findIndex((group, at) => at >= first && acyclic([...group, chunk]) && withinExtra(at, [...group, chunk]));
      if (index >= 0) groups[index] = [...(groups[index] as SplitChunk[]), chunk];
      else groups.push([chunk]);
    }
    let n = 0;
    for (const group of groups.slice(first)) {
      if (group.length < 2) continue;
      n += 1;
      for (const chunk of group) names.set(chunk, `${page.name}-group${n > 1 ? n : ''}`);
    }
  }
  const plan = new Map<string, string>();
  // One name is one chunk: Rollup's names (after a module) may repeat, or be a group's.
  const taken = new Set(names.values());
  for (const chunk of chunks) {
    let name = names.get(chunk);
    if (!name) {
      name = chunk.name;
      for (let n = 2; taken.has(name); n++) name = `${chunk.name}${n}`;
      taken.add(name);
    }
    for (const id of chunk.moduleIds) plan.set(id, name);
  }
  for (const home of homes) for (const id of home.modules) plan.set(id, home.name);
  return plan;
}

/** What `outsideTheEntry` reads of Rollup's module graph (`manualChunks`' meta). */
export interface ModuleGraph {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null;
}

/**
 * The modules a first paint needs: the entry's and the `firstPaint` pages' roots (matched at the end
 * of a module id), with everything they import statically.
 */
export function firstPaintModules(graph: ModuleGraph, pages: readonly KeyPage[]): Set<string> {
  const roots = pages.filter((page) => page.firstPaint).flatMap((page) => page.roots);
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  for (const id of graph.getModuleIds()) if (graph.getModuleInfo(id)?.isEntry || roots.some((root) => id.endsWith(root))) visit(id);
  return seen;
}

/**
 * The chunk of `id` in the build: the plan's, except that a module the plan leaves in the entry
 * chunk (`entryNames`) although no first paint imports it statically goes to the every-route chunk
 * (`everyRoute`). A guard: when the first pass still merged small chunks by size
 * (`experimentalMinChunkSize`), a screen's small chunk (the 404 page, the app's payment result, the
 * referral rules) could land in the entry whenever some unrelated chunk crossed the size limit: the
 * landing's first JS went from 89.4 to 90.2 KB (budget 90) after a change to the cabinet's machines alone.
 */
export function placeModule(
  id: string,
  plan: ChunkPlan,
  entryNames: ReadonlySet<string>,
  needed: ReadonlySet<string>,
  everyRoute: string | undefined,
): string | undefined {
  const name = plan.get(id);
  if (name === undefined || everyRoute === undefined || !entryNames.has(name) || needed.has(id)) return name;
  return everyRoute;
}

/**
 * Merges the chunks that key pages load (`planChunks`). On HTTP/1.1 a browser opens six connections
 * to an origin and each file costs at least a round trip on one of them: the checkout's 31 files
 * queued behind each other while React's chunk downloaded on a sixth of the link. Every route
 * loads the merged runtime and route table; other routes load a group when they need a chunk of
 * it, and so at most `maxExtra` they do not need (docs/perf-log.md has the figures).
 *
 * `manualChunks` cannot tell which modules tree-shaking keeps (a barrel reaches the whole SDK), so
 * a first pass (the same config, not written) gives Rollup's own split, and the build follows the
 * plan made from it. `fixed` names chunks outright (React's), in both passes. Writes
 * `CHUNK_MODULES_FILE` for the scripts that look a module's chunk up (check-bundle, bench).
 */
export function chunkGroups(pages: readonly KeyPage[], fixed: (id: string) => string | undefined, options: PlanOptions = {}): Plugin {
  let plan: ChunkPlan | undefined;
  let entryNames: ReadonlySet<string> = new Set();
  let needed: Set<string> | undefined;
  const everyRoute = pages.find((page) => page.everyRoute)?.name;
  let root = '';
  return {
    name: 'mealflow-chunk-groups',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks: (id: string, graph: ModuleGraph) => {
                const own = fixed(id);
                if (own !== undefined || !plan) return own;
                needed ??= firstPaintModules(graph, pages);
                return placeModule(id, plan, entryNames, needed, everyRoute);
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      if (isChunkPlanPass() || plan) return;
      const { configFile, mode } = this.environment.config;
      if (!configFile) throw new Error('chunk-groups: the first pass builds from the config file, and this build has none');
      globals[FIRST_PASS] = true;
      let output: Awaited<ReturnType<typeof build>>;
      try {
        output = await build({
          configFile,
          mode,
          logLevel: 'warn',
          // Rollup's exact split (a chunk per set of screens that share code), not merged by size: where a
          // module goes then follows from which screens need it (chunk-common.ts), not from sizes.
          build: {
            write: false,
            sourcemap: false,
            reportCompressedSize: false,
            rollupOptions: { output: { experimentalMinChunkSize: 0 } },
          },
        });
      } finally {
        delete globals[FIRST_PASS];
      }
      const outputs = Array.isArray(output) ? output : [output];
      const chunks = outputs.flatMap((item) => ('output' in item ? item.output : [])).filter((item) => item.type === 'chunk');
      plan = planChunks(chunks, pages, options);
      const made = plan;
      entryNames = new Set(
        chunks
          .filter((chunk) => chunk.isEntry)
          .flatMap((chunk) => chunk.moduleIds.map((id) => made.get(id)).filter((name) => name !== undefined)),
      );
    },
    generateBundle(_options, bundle) {
      if (isChunkPlanPass()) return;
      const modules: Record<string, string> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds)
          if (id.startsWith(root) && !id.includes('/node_modules/')) modules[id.slice(root.length + 1)] = item.fileName;
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(modules, null, 1)}\n` });
    },
  };
}

import type { SplitChunk } from './chunk-graph';

/**
 * Code many screens load that is no feature's (the SDK's rules, schemas, calls and texts, the packages
 * they use, the app's shared components and hooks) goes with the every-route chunk (the runtime),
 * where a route's budget does not count it. Rollup merged small chunks into others by size, and the
 * planner's groups followed, so an SDK change that moved no code between features moved such modules
 * between routes (525b2c18: +2.4 KB gzip on six routes; b8465ad8: +0.5 KB on a payment result). On
 * Rollup's exact split (a chunk per set of screens that share code) where a module goes follows from
 * how many screens load it, not from the sizes of the chunks around it.
 */
export interface CommonCode {
  /**
   * The fewest screens (the build's dynamic entries) that load a chunk of Rollup's split for the
   * modules of it that `holds` takes to go with the runtime.
   */
  minScreens: number;
  /** True for a module id (absolute) that may go: code that is no feature's. */
  holds: (id: string) => boolean;
}

/**
 * The chunks (of Rollup's split, not `skip`ped) that `minScreens` or more of `screens` (each the
 * set of chunks a screen loads) load: the ids of their modules `holds` takes, and the chunks that
 * are nothing else (they join the every-route chunk whole).
 */
export function commonModules(
  chunks: readonly SplitChunk[],
  screens: readonly ReadonlySet<SplitChunk>[],
  skip: ReadonlySet<SplitChunk>,
  { minScreens, holds }: CommonCode,
): { modules: Set<string>; whole: Set<SplitChunk> } {
  const modules = new Set<string>();
  const whole = new Set<SplitChunk>();
  for (const chunk of chunks) {
    if (skip.has(chunk) || chunk.isEntry || chunk.isDynamicEntry) continue;
    if (screens.filter((loads) => loads.has(chunk)).length < minScreens) continue;
    const held = chunk.moduleIds.filter(holds);
    for (const id of held) modules.add(id);
    if (held.length > 0 && held.length === chunk.moduleIds.length) whole.add(chunk);
  }
  return { modules, whole };
}

/** Where common code goes: a name (`manualChunks`), the module ids it takes and the chunks it takes whole. */
export interface CommonHome {
  name: string;
  modules: Set<string>;
  whole: Set<SplitChunk>;
}

/**
 * The homes of common code: the every-route chunk (`runtime`), and the entry for chunks a first paint
 * loads (every route loads the entry; the landing paints with it, in fewer files). `skip`: chunks
 * placed already (the entry's, the every-route page's).
 */
export function commonHomes(
  chunks: readonly SplitChunk[],
  screens: readonly ReadonlySet<SplitChunk>[],
  {
    skip,
    firstPaint,
    runtime,
    entry,
  }: { skip: ReadonlySet<SplitChunk>; firstPaint: ReadonlySet<SplitChunk>; runtime?: string; entry?: SplitChunk },
  common: CommonCode,
): CommonHome[] {
  if (runtime === undefined || !entry) throw new Error('chunk-groups: common code needs an entry and an every-route page');
  const late = chunks.filter((chunk) => !firstPaint.has(chunk));
  return [
    { name: runtime, ...commonModules(chunks, screens, new Set([...skip, ...firstPaint]), common) },
    { name: entry.name, ...commonModules(chunks, screens, new Set([...skip, ...late]), common) },
  ];
}

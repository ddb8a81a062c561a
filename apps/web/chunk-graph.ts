import type { Rollup } from 'vite';

/** What `planChunks` reads of a chunk of Rollup's own split. */
export type SplitChunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'name' | 'code' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'
>;

/** The chunk `module` (`src/...`, matched at the end of a module id) is the face of, else the one it is in. */
export function chunkOf<C extends Pick<Rollup.OutputChunk, 'facadeModuleId' | 'moduleIds'>>(
  chunks: readonly C[],
  module: string,
): C | undefined {
  return (
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)))
  );
}

/**
 * Chunks reachable from `start` by static imports, `start` included; a chunk `skip` names is left
 * out and not walked through (the prerender skips the entry and what only the entry imports).
 */
export function staticClosure<C extends Pick<Rollup.OutputChunk, 'imports'>>(
  start: C,
  byFile: ReadonlyMap<string, C>,
  skip: (chunk: C) => boolean = () => false,
): Set<C> {
  const seen = new Set<C>();
  // Depth first, in import order: the prerender writes its links in this order.
  const visit = (chunk: C) => {
    if (seen.has(chunk) || skip(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  visit(start);
  return seen;
}

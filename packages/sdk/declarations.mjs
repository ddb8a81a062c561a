// The published declarations of @mealflow/sdk (issue 33's ".d.ts <= 600 KB"), written by build.mjs
// next to the JavaScript: rollup-plugin-dts bundles what each entry exports, then `tidyDeclarations`.
//
// One `.d.ts` per entry, which only re-exports, and every declaration once in one shared file
// (`dist/types.d.ts`). Left to Rollup's chunking (tsup's way), the declarations reached by each set
// of entries were a chunk of their own, 26 chunks importing each other: every name shared by two
// chunks was listed in one's export list and in the other's imports, under a minified alias
// (`type BonusShopEvent as B` … `B as BonusShopEvent`): 67 KB of lists in 647 KB. One shared file
// needs none of that, and its names are the source's (`minifyInternalExports: false`): a reader who
// follows a type to its declaration sees `BonusShopEvent`, not `B`. A consumer's TypeScript reads the
// whole file for any one entry (types only; nothing of it reaches a bundle).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { rollup } from 'rollup';
import dts from 'rollup-plugin-dts';

/**
 * `input`: entry name → source file (absolute); `external`: what stays an import (the dependencies).
 * `@internal` declarations (the valibot schema constants: scripts/schema-types.mjs) are left out.
 */
export async function writeDeclarations({ input, outDir, tsconfig, external }) {
  const entryFiles = new Set(Object.values(input));
  const bundle = await rollup({
    input,
    external,
    plugins: [dts({ tsconfig, compilerOptions: { stripInternal: true } })],
    onwarn(warning, warn) {
      // Import cycles are the source's (types only here), and the plugin's notice that an entry refers to a
      // type no entry exports flat counts a feature group's members (`storefront`'s `funnel.FunnelMachine`) too.
      if (warning.code === 'CIRCULAR_DEPENDENCY' || /still references private shared type exports/.test(warning.message)) return;
      warn(warning);
    },
  });
  await bundle.write({
    dir: outDir,
    format: 'es',
    minifyInternalExports: false,
    entryFileNames: '[name].d.ts',
    chunkFileNames: '[name].d.ts',
    manualChunks: (id) => (entryFiles.has(id) ? undefined : 'types'),
  });
  await bundle.close();
  tidyDeclarations(outDir);
}

/**
 * The declarations as a reader (and the package's weight) wants them: TypeScript's printer writes
 * every non-ASCII character of a string literal type as `\uXXXX` (six bytes, unreadable: the spec's
 * Russian texts) and indents by four spaces. Written back as the characters themselves (only code
 * points above ASCII, so no quote or backslash is ever produced) and a two-space indent. Types unchanged.
 */
export function tidyDeclarations(dir) {
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.d.ts'))) {
    const path = `${dir}/${file}`;
    const text = readFileSync(path, 'utf8')
      .replace(/\\u([0-9A-Fa-f]{4})/g, (escape, hex) => (parseInt(hex, 16) > 0x7f ? String.fromCharCode(parseInt(hex, 16)) : escape))
      .replace(/^((?: {4})+)/gm, (indent) => ' '.repeat(indent.length / 2));
    writeFileSync(path, namespacesWithoutAliases(text));
  }
}

/**
 * A feature group (`export * as sbp from '../checkout/sbp'`, issue 33) is written by the declaration
 * bundler as one alias per member (`declare const index$9_sbpMachine: typeof sbpMachine;`, `type
 * index$9_SbpEvent = SbpEvent;`) and a namespace exporting the aliases: ~100 KB for 48 groups, and a
 * type-only member aliased as `typeof` (not a value). A namespace of a declaration file may export the
 * declarations themselves (`declare namespace sbp { export { sbpMachine, SbpEvent }; }`): an alias used
 * by its namespace alone is replaced by what it names, and its line goes. Types unchanged.
 */
function namespacesWithoutAliases(text) {
  // An alias of a name that is a value and a type (a schema) is declared twice: `declare const` and `type`.
  const aliases = new Map();
  const declared = new Map();
  for (const [, constAlias, typeAlias, target] of text.matchAll(/^(?:declare const ([\w$]+): typeof|type ([\w$]+) =) ([\w$]+);$/gm)) {
    const alias = constAlias ?? typeAlias;
    aliases.set(alias, target);
    declared.set(alias, (declared.get(alias) ?? 0) + 1);
  }
  const uses = (name) => text.split(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`)).length - 1;
  const dropped = new Set();
  // rollup-plugin-dts lists a namespace's type-only members apart (`export type { … };`): one list, as below.
  text = text.replace(/^(declare namespace [\w$]+ \{\n)((?: {2}export (?:type )?\{ [^}]*\};\n)+)\}/gm, (_, head, lines) => {
    const specs = [...lines.matchAll(/export (type )?\{ ([^}]*) \};/g)].flatMap(([, type = '', list]) =>
      list.split(', ').map((spec) => type + spec),
    );
    return `${head}  export { ${specs.join(', ')} };\n}`;
  });
  const out = text.replace(/^(declare namespace [\w$]+ \{\n {2}export \{ )([^}]*)( \};\n\})/gm, (_, head, list, tail) => {
    const members = new Set(list.split(', ').map((spec) => spec.split(' as ').pop()));
    const specs = list.split(', ').map((spec) => {
      const [, type = '', local, name = local] = /^(type )?([\w$]+)(?: as ([\w$]+))?$/.exec(spec) ?? [];
      const target = local && aliases.get(local);
      // Kept: an alias used elsewhere, or one whose target another member's name would shadow.
      if (!target || uses(local) !== 1 + (declared.get(local) ?? 0) || (target !== name && members.has(target))) return spec;
      dropped.add(local);
      return `${type}${target === name ? target : `${target} as ${name}`}`;
    });
    // `type` is not needed in a declaration file's namespace: an export carries every meaning of its name.
    return `${head}${specs.map((spec) => spec.replace(/^type /, '')).join(', ')}${tail}`;
  });
  // A group's `index.ts` opens with a comment on the group; in the bundle it is attached to nothing (the file's
  // `export *` lines are gone): dropped, the README says it once.
  return out
    .replace(/^\/\*\*\n \* The `[\w$]+` group of `@mealflow\/sdk\/\w+`[^]*?\*\/\n\n/gm, '')
    .replace(/^(?:declare const ([\w$]+): typeof [\w$]+;|type ([\w$]+) = [\w$]+;)\n/gm, (line, a, b) => (dropped.has(a ?? b) ? '' : line));
}

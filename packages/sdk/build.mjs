// The published build of @mealflow/sdk (`pnpm build`): JavaScript by Vite's library mode (Rollup),
// declarations by tsup, both from the one `entries` table below (no tsup.config.ts: one config).
//
// Why Rollup for the JavaScript and not tsup (esbuild): esbuild's code splitting merges every module
// reached by the same set of entries into one chunk (the whole cabinet was one 397 KB chunk), so a
// consumer bundler could only drop a machine it does not use when every top-level call in that chunk
// is annotated. Rollup's `preserveModules` keeps one output file per source module: with
// `sideEffects: false` a consumer's bundler skips every module whose names it does not use, and the
// `/*#__PURE__*/` annotations on the machines' `setup(...).createMachine(...)` drop an unused machine
// inside a module it does use. Vite is already in the tree (the app's bundler); no new dependency.
//
// `--no-dts`: JavaScript only (what `vite preview`, the sandbox's server and the examples need).
import { build } from 'vite';
import { build as buildDeclarations } from 'tsup';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

/** Entry name → source, one per subpath of the package's `exports` map (`./dist/x.js` ← `src/…`): one subpath per area. */
export const entries = {
  index: 'src/index.ts',
  browser: 'src/browser.ts',
  storefront: 'src/entries/storefront.ts',
  checkout: 'src/entries/checkout.ts',
  cabinet: 'src/entries/cabinet.ts',
  domain: 'src/entries/domain.ts',
  api: 'src/entries/api.ts',
  routing: 'src/entries/routing.ts',
};

const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    lib: { entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, `${root}${path}`])), formats: ['es'] },
    rollupOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: `${root}src`,
        // Entries keep their names (dist/index.js, dist/checkout.js…); every other module its path.
        entryFileNames: (chunk) => (chunk.isEntry && chunk.name in entries ? `${chunk.name}.js` : '[name].js'),
      },
    },
  },
});

if (!process.argv.includes('--no-dts')) {
  // One `.d.ts` per entry, shared declarations in chunks, next to the JavaScript Vite has written.
  await buildDeclarations({
    entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, `${root}${path}`])),
    outDir: `${root}dist`,
    tsconfig: `${root}tsconfig.json`,
    config: false,
    format: ['esm'],
    // `@internal` declarations (the valibot schema constants: scripts/schema-types.mjs) are left out.
    dts: { only: true, compilerOptions: { stripInternal: true } },
    clean: false,
    target: 'es2022',
  });
  tidyDeclarations(`${root}dist`);
}

/**
 * The declarations as a reader (and the package's weight) wants them: TypeScript's printer writes
 * every non-ASCII character of a string literal type as `\uXXXX` (six bytes, unreadable: the spec's
 * Russian texts) and indents by four spaces. Written back as the characters themselves (only code
 * points above ASCII, so no quote or backslash is ever produced) and a two-space indent. Types unchanged.
 */
function tidyDeclarations(dir) {
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

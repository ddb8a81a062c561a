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
    dts: { only: true },
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
    writeFileSync(path, text);
  }
}

// The published build of @mealflow/sdk (`pnpm build`): JavaScript by Vite's library mode (Rollup),
// declarations by rollup-plugin-dts (`declarations.mjs`), both from the one `entries` table below.
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
import { readFileSync } from 'node:fs';
import { writeDeclarations } from './declarations.mjs';
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
  await writeDeclarations({
    input: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, `${root}${path}`])),
    outDir: `${root}dist`,
    tsconfig: `${root}tsconfig.json`,
    external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  });
}

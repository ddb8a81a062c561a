import { defineConfig } from 'tsup';

/**
 * The declarations only (`build.mjs` runs `tsup --dts-only` after Vite has written the JavaScript,
 * one file per module): one `.d.ts` per entry of the `exports` map, shared declarations in chunks.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    browser: 'src/browser.ts',
    // One subpath per area.
    storefront: 'src/entries/storefront.ts',
    checkout: 'src/entries/checkout.ts',
    cabinet: 'src/entries/cabinet.ts',
    domain: 'src/entries/domain.ts',
    api: 'src/entries/api.ts',
    routing: 'src/entries/routing.ts',
  },
  format: ['esm'],
  dts: { only: true },
  clean: false,
  target: 'es2022',
});

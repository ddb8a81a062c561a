import { defineConfig } from 'tsup';

/**
 * The declarations only (`build.mjs` runs `tsup --dts-only` after Vite has written the JavaScript,
 * one file per module): one `.d.ts` per entry of the `exports` map, shared declarations in chunks.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    browser: 'src/browser.ts',
    // Subpaths: one machine family (or the pure rules) without the rest of the SDK.
    checkout: 'src/entries/checkout.ts',
    funnel: 'src/entries/funnel.ts',
    session: 'src/entries/session.ts',
    domain: 'src/entries/domain.ts',
    cabinet: 'src/entries/cabinet.ts',
  },
  format: ['esm'],
  dts: { only: true },
  clean: false,
  target: 'es2022',
});

import { defineConfig } from 'tsup';

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
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});

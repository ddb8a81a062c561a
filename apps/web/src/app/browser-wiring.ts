import { createProductionWiring, type BrowserWiring } from './ports';

/**
 * The ports of this build. A sandbox build (`vite`, `vite build --mode sandbox`, tests) swaps in
 * the sandbox's stand-ins; `import.meta.env.MODE` is replaced at build time, so the production
 * build drops the branch and the sandbox module is never emitted. A module of its own, so that
 * the sandbox wiring (which builds on the production one) and this loader import no circle.
 */
export async function loadBrowserWiring(): Promise<BrowserWiring> {
  if (import.meta.env.MODE !== 'production') {
    const { createSandboxWiring } = await import('./sandbox-wiring');
    return createSandboxWiring();
  }
  return createProductionWiring();
}

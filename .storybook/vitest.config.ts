import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../workspace-aliases.ts';
import { chromiumLaunchOptions } from './chromium.ts';

/** Every story renders as a test in Debian's Chromium, with its play function and the a11y check. */
export default defineProject({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  resolve: { alias: workspaceAliases },
  define: { __MEALFLOW_DEV__: 'true' },
  // Pre-bundled up front: a fresh clone (CI) must not hit Vite's mid-run dependency re-optimisation.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'msw/browser',
      'xstate',
      '@xstate/react',
      'wouter',
      'wouter/memory-location',
      'valibot',
      'ofetch',
      'storybook/test',
      '@storybook/react-vite',
      '@storybook/react-vite > @storybook/react-dom-shim',
    ],
  },
  test: {
    name: 'storybook',
    // Story files share one page: each file in a fresh iframe spent ~4 s loading the preview (msw,
    // the sandbox, axe) again, 212 s of a 446 s run; shared, the run took 129 s, all 366 passing,
    // also in shuffled file order. Nothing carries over between stories: each builds its own runtime
    // over in-memory ports (test/StoryRuntime.tsx), the preview's loader resets the sandbox (faults,
    // latency) before every story, and cookies and storage were shared by one origin's iframes anyway.
    isolate: false,
    // As the e2e suite (playwright.config.ts): under CI a failed story runs once more, a safety net
    // only: a story that passes only on its retry is a flake to fix, not a pass to forget. (The one
    // seen, CheckoutStates' 'Cash Unavailable With Drinks', was no leftover between stories: it looked
    // for the cash radio while the drinks were still being added, and cash leaves the list once they are.)
    retry: process.env['CI'] ? 1 : 0,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

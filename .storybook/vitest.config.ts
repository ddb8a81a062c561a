import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../vitest.config';
import { chromiumLaunchOptions } from './chromium';

/** Every story renders as a test in Debian's Chromium, with its play function and the a11y check. */
export default defineProject({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  resolve: { alias: workspaceAliases },
  define: { __MEALFLOW_DEV__: 'true' },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

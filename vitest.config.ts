import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Workspace sources are tested as source: no build needed before `vitest`. */
export const workspaceAliases = {
  '@mealflow/sdk/browser': src('./packages/sdk/src/browser.ts'),
  '@mealflow/sdk': src('./packages/sdk/src/index.ts'),
  '@mealflow/sandbox/node': src('./packages/sandbox/src/node.ts'),
  '@mealflow/sandbox': src('./packages/sandbox/src/index.ts'),
};

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        resolve: { alias: workspaceAliases },
        test: { name: 'sdk', root: './packages/sdk', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        resolve: { alias: workspaceAliases },
        test: { name: 'sandbox', root: './packages/sandbox', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      './apps/web/vitest.config.ts',

    ],
  },
});

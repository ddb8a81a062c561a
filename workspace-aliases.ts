import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Workspace packages are read as source by vitest, Vite and Storybook: no rebuild between an
 * SDK change and the app, and the app's bundle tree-shakes the SDK's ESM source. The published
 * packages are built by `pnpm build:packages` (see packages/sdk/README.md).
 */
export const workspaceAliases = {
  '@mealflow/sdk/browser': src('./packages/sdk/src/browser.ts'),
  '@mealflow/sdk/storefront': src('./packages/sdk/src/entries/storefront.ts'),
  '@mealflow/sdk/checkout': src('./packages/sdk/src/entries/checkout.ts'),
  '@mealflow/sdk/cabinet': src('./packages/sdk/src/entries/cabinet.ts'),
  '@mealflow/sdk/domain': src('./packages/sdk/src/entries/domain.ts'),
  '@mealflow/sdk/api': src('./packages/sdk/src/entries/api.ts'),
  '@mealflow/sdk/routing': src('./packages/sdk/src/entries/routing.ts'),
  '@mealflow/sdk': src('./packages/sdk/src/index.ts'),
  '@mealflow/sandbox/node': src('./packages/sandbox/src/node.ts'),
  '@mealflow/sandbox/vitest': src('./packages/sandbox/src/vitest.ts'),
  '@mealflow/sandbox': src('./packages/sandbox/src/index.ts'),
};

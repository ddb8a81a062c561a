import { defineConfig } from 'vitest/config';
import { workspaceAliases } from './workspace-aliases.ts';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    projects: [
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'sdk',
          root: './packages/sdk',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: 'sandbox',
          root: './packages/sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      { resolve: { alias: workspaceAliases }, test: { name: 'deploy', root: './deploy', environment: 'node', include: ['*.test.ts'] } },
      './apps/web/vitest.config.ts',
      './.storybook/vitest.config.ts',
    ],
  },
});

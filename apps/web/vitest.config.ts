import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../workspace-aliases.ts';

/** Component tests: happy-dom, the real SDK and the sandbox handlers on msw/node. */
export default defineProject({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});

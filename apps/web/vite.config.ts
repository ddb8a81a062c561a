import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';

/**
 * Serves the sandbox backend on the app's own origin (`/api/...`, `/configs/...`,
 * `/__sandbox/...`) in `vite dev` and `vite preview`, so the app, the e2e tests and a newcomer's
 * browser all talk to one real HTTP backend. Loaded lazily: a production build does not need it.
 */
function sandboxBackend(): Plugin {
  const mount = async (middlewares: { use: (fn: never) => void }) => {
    const { createSandbox, createSandboxMiddleware } = await import('@mealflow/sandbox/node');
    const sandbox = createSandbox({ latencyMs: Number(process.env['SANDBOX_LATENCY_MS'] ?? 150) });
    middlewares.use(createSandboxMiddleware(sandbox) as never);
  };
  return {
    name: 'mealflow-sandbox-backend',
    async configureServer(server) {
      await mount(server.middlewares);
    },
    async configurePreviewServer(server) {
      await mount(server.middlewares);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), sandboxBackend()],
  // In dev the workspace packages are read as source (no rebuild needed); the production build
  // goes through the same aliases so the bundle tree-shakes the SDK's ESM source.
  resolve: { alias: workspaceAliases },
  define: {
    __MEALFLOW_DEV__: JSON.stringify(command === 'serve' || process.env['MEALFLOW_DEV_TOOLS'] === '1'),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (id.includes('node_modules/react-dom') || id.includes('node_modules/react/') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
  server: { port: Number(process.env['PORT'] ?? 5173), strictPort: true },
  preview: { port: Number(process.env['PORT'] ?? 4173), strictPort: true },
}));

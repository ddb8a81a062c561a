import react from '@vitejs/plugin-react';
import type * as SandboxNode from '@mealflow/sandbox/node';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type HttpServer, type Plugin } from 'vite';
import { workspaceAliases } from '../../workspace-aliases.ts';
import { securityHeaders } from '../../deploy/headers.mjs';
import { withTokenLinkScript } from '../../deploy/token-link.mjs';
import { prerenderLanding } from './vite-prerender.ts';
import { chunkGroups, isChunkPlanPass } from './chunk-groups.ts';
import routeModules from './src/app/route-modules.json' with { type: 'json' };
import { BUILD_ROOTS } from './src/app/build-roots.ts';
import { isCabinetRoute } from '../../scripts/check-bundle.mjs';

/** The screens of the cabinet's routes (`route-modules.json`, check-bundle's `isCabinetRoute`). */
const CABINET_SCREENS: readonly string[] = Object.entries(routeModules as Record<string, string>)
  .filter(([route]) => isCabinetRoute(route))
  .map(([, module]) => module);

/**
 * Serves the sandbox backend on the app's own origin (`/api/...`, `/configs/...`,
 * `/__sandbox/...`) in `vite dev` and `vite preview`, so the app, the e2e tests and a newcomer's
 * browser all talk to one real HTTP backend. Loaded lazily: a production build does not need it.
 */
function sandboxBackend(): Plugin {
  const middleware = ({ createSandbox, createSandboxMiddleware }: typeof SandboxNode) =>
    createSandboxMiddleware(createSandbox({ latencyMs: Number(process.env['SANDBOX_LATENCY_MS'] ?? 150) }));
  // Idle keep-alive connections outlive their clients' reuse (`IDLE_CONNECTION_MS`: Node's 5 s reset
  // the e2e request fixture's reused socket under load). A later change of the timeout holds from the
  // next response on, so the dev server sets it when the sandbox loads.
  const keepIdle = (server: HttpServer | null, { keepIdleConnections }: typeof SandboxNode) => {
    if (server && 'keepAliveTimeout' in server) keepIdleConnections(server);
  };
  return {
    name: 'mealflow-sandbox-backend',
    // `vite dev` (npm start) reads the sandbox and the SDK as source, through the dev server's own
    // module loader and the workspace aliases: the packages need no build first. Loaded on the
    // first request (the server's module graph is ready by then), once.
    configureServer(server) {
      let loading: Promise<ReturnType<typeof middleware>> | undefined;
      server.middlewares.use((req, res, next) => {
        loading ??= server.ssrLoadModule('@mealflow/sandbox/node').then((module) => {
          keepIdle(server.httpServer, module as typeof SandboxNode);
          return middleware(module as typeof SandboxNode);
        });
        loading.then((handle) => handle(req, res, next), next);
      });
    },
    // `vite preview` has no module loader: the built package (`pnpm build:packages`, made by `npm test`).
    async configurePreviewServer(server) {
      const sandboxNode = await import('@mealflow/sandbox/node');
      keepIdle(server.httpServer, sandboxNode);
      server.middlewares.use(middleware(sandboxNode) as never);
    },
  };
}

/**
 * The security headers of `deploy/headers.mjs` on every `vite preview` response, so the e2e
 * journeys run under the same CSP as production (the dev server is left alone: HMR needs inline
 * scripts).
 */
function securityHeadersOnPreview(headers: Record<string, string>): Plugin {
  return {
    name: 'mealflow-security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

/**
 * A `?t=` token link leaves the address bar before the page asks for anything (deploy/token-link.mjs,
 * allowed by its hash in the CSP): the first element of every page's head, in every build and in
 * dev. After Vite's own tags (`order: 'post'`), so nothing is put before it.
 */
function tokenLinkFirst(): Plugin {
  return { name: 'mealflow-token-link', transformIndexHtml: { order: 'post', handler: (html) => withTokenLinkScript(html) } };
}

/**
 * Two builds, one code path. `vite build` is the production build (apps/web/dist): real provider
 * scripts, no sandbox module, hidden source maps. `vite build --mode sandbox` (apps/web/dist-sandbox)
 * and the dev server are the sandbox build: `src/app/ports.ts` loads the sandbox's stand-ins.
 */
export default defineConfig(({ command, mode }) => {
  const production = mode === 'production';
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const define = {
    __MEALFLOW_DEV__: JSON.stringify(command === 'serve' || process.env['MEALFLOW_DEV_TOOLS'] === '1'),
  };
  return {
    plugins: [
      react(),
      tokenLinkFirst(),
      sandboxBackend(),
      securityHeadersOnPreview(securityHeaders({ ...env, ...process.env }, { sandbox: !production })),
      // The checkout's JS in 14 files instead of 31 (chunk-groups.ts): the chunks the runtime and the
      // key pages load, merged while no screen loads 8 KB it does not need. React and xstate have
      // chunks of their own.
      chunkGroups(
        [
          { name: 'app', roots: [BUILD_ROOTS.runtime, BUILD_ROOTS.navigation], everyRoute: true },
          { name: 'landing', roots: [BUILD_ROOTS.landing], firstPaint: true },
          // The checkout's first calls, asked for as the runtime starts: their own small group, not the screen's.
          { name: 'prefetch', roots: [BUILD_ROOTS.checkoutPrefetch] },
          { name: 'checkout', roots: [BUILD_ROOTS.checkout] },
          // A cabinet page's first render (the frame's skeletons) and first reads (the prefetch), which
          // cabinet.html preloads: in few files, not one per module the skeletons share with the screens
          // (issue 35: each file was one more request before the page's largest paint).
          { name: 'cabinet', roots: [BUILD_ROOTS.cabinetSkeletons, BUILD_ROOTS.cabinetPrefetch] },
        ],
        (id) => {
          if (id.includes('node_modules/react-dom') || id.includes('node_modules/react/') || id.includes('node_modules/scheduler'))
            return 'react';
          // xstate imports nothing of ours: the boot module evaluates it in a task of its own, before the entry.
          if (id.includes('node_modules/xstate/')) return 'xstate';
          return undefined;
        },
        // A cabinet route's own JS has its budget (scripts/check-bundle.mjs): no group may put more than
        // 2 KB it does not need on it (the checkout's groups put 4–20 KB of checkout code on most cabinet
        // pages). Of 0, 2 and 4 KB, 2 gave the lightest cabinet routes with the checkout in the fewest files.
        {
          maxExtraOf: (screen) => (CABINET_SCREENS.some((module) => screen.facadeModuleId?.endsWith(module)) ? 2048 : undefined),
          // What 16 or more screens load of code that is no feature's (the SDK, the packages, app/ and
          // shared/: the dates, phones, order schemas, the cabinet frame's view and menu, useScreenActor,
          // Button) goes with the runtime (chunk-common.ts): every route loads it, and where a module goes
          // follows from how many screens need it, so a refactor that moves no code between features moves
          // no bytes between routes (525b2c18 and b8465ad8 built with and without: ±0.1 KB).
          common: { minScreens: 16, holds: (id) => !id.includes('/src/features/') },
        },
      ),
      // Production: the landing's static blocks are in index.html (vite-prerender.ts); other routes get app.html (header + loading line).
      ...(production && !isChunkPlanPass()
        ? [
            prerenderLanding({
              config: { plugins: [react()], resolve: { alias: workspaceAliases }, define },
              entry: `/${BUILD_ROOTS.prerender}`,
              screen: BUILD_ROOTS.landing,
              runtime: BUILD_ROOTS.runtime,
              navigation: BUILD_ROOTS.navigation,
              checkout: BUILD_ROOTS.checkout,
              cabinetPrefetch: BUILD_ROOTS.cabinetPrefetch,
              cabinetSkeletons: BUILD_ROOTS.cabinetSkeletons,
            }),
          ]
        : []),
    ],
    // In dev the workspace packages are read as source (no rebuild needed); the production build
    // goes through the same aliases so the bundle tree-shakes the SDK's ESM source.
    resolve: {
      alias: [
        ...Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement })),
        // Builds: wouter's shim of useSyncExternalStore (for React < 18) is React 19's own hook (0.4 KB gzip off the entry).
        ...(command === 'build'
          ? [
              {
                find: /^use-sync-external-store\/shim\/index\.js$/,
                replacement: fileURLToPath(new URL('./src/shared/use-sync-external-store.ts', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    define,
    build: {
      // MF_OUT_DIR: a build folder of one's own (parallel e2e runs in one work tree, see the README).
      outDir: process.env['MF_OUT_DIR'] ?? (production ? 'dist' : 'dist-sandbox'),
      target: 'es2022',
      // One stylesheet for the whole app (a few KB gzip): the prerendered landing paints after
      // one render-blocking request instead of a chain of per-chunk stylesheets (CSP: no inline CSS).
      cssCodeSplit: false,
      // Production: maps are written for the error tracker but not referenced from the bundle (and nginx does not serve them).
      sourcemap: production ? 'hidden' : true,
      manifest: true,
      // Every browser the es2022 target reaches preloads modules itself: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // No `experimentalMinChunkSize`: the chunk planner (chunk-groups.ts) places every module; Rollup's
      // merging of small chunks by size moved SDK modules between routes on changes that moved no code.
    },
    server: { port: Number(process.env['PORT'] ?? 5173), strictPort: true },
    preview: { port: Number(process.env['PORT'] ?? 4173), strictPort: true },
  };
});

import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];
import { chromiumLaunchOptions } from './.storybook/chromium.ts';
import { PHONE } from './e2e/phone.ts';

const port = Number(process.env['E2E_PORT'] ?? 4317);
/** The `vite dev` server (React StrictMode, what `npm start` serves) for the `dev` project. */
const devPort = Number(process.env['E2E_DEV_PORT'] ?? port + 1);
/** `npm run serve:production` (nginx + the production build) and its stand-in backend, for the `production` project. */
const prodPort = Number(process.env['E2E_PROD_PORT'] ?? port + 2);
const servers = (process.env['E2E_SERVERS'] ?? 'preview,dev,production').split(',');
const prodSandboxPort = Number(process.env['E2E_PROD_SANDBOX_PORT'] ?? port + 3);
/** The production build's folder under apps/web (scripts/e2e.sh builds it there): never the sandbox build's MF_OUT_DIR. */
const prodOutDir = process.env['E2E_PROD_OUT_DIR'] ?? (process.env['MF_OUT_DIR'] ? `${process.env['MF_OUT_DIR']}-production` : 'dist');

/**
 * End-to-end journeys: the built app served by `vite preview` with the sandbox backend on the
 * same origin, driven in Debian's Chromium (no browser download). The `dev` project runs the
 * journeys tagged `@dev` against `vite dev` (StrictMode, as `npm start`), so what a newcomer sees
 * first is tested too.
 */
export default defineConfig({
  testDir: './e2e',
  // Files spread over the workers, each with a sandbox of its own (e2e/fixtures.ts); a file's
  // tests run in order in one worker. Two by default: one worker keeps about one core busy (its
  // Chromium, the runner and the server take turns), so on CI's 2 cores one worker left the other
  // idle (README, "E2E_WORKERS").
  fullyParallel: false,
  workers: Number(process.env['E2E_WORKERS'] ?? 2),
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ru-RU',
    // Recording a trace costs every test about a third more CPU (measured on 2 cores); on CI a
    // failed test runs once more (retries) and that run is traced, elsewhere a failure keeps its trace.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions }, grepInvert: /@dev|@production/ },
    // The 390 px phone of the project's matrix (e2e/phone.ts).
    { name: 'phone', use: { ...PHONE, launchOptions: chromiumLaunchOptions }, grep: /@phone/ },
    {
      name: 'dev',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, baseURL: `http://localhost:${devPort}` },
      grep: /@dev/,
    },
    {
      name: 'production',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions, baseURL: `http://localhost:${prodPort}` },
      grep: /@production/,
    },
  ],
  // E2E_SERVERS=preview,dev (comma list) starts only those servers, for a local run of a few specs.
  webServer: (
    [
      {
        command: `pnpm --filter @mealflow/web exec vite preview --mode sandbox --port ${port} --strictPort --host localhost`,
        url: `http://localhost:${port}/`,
        reuseExistingServer: !process.env['CI'],
        timeout: 60_000,
        env: { SANDBOX_LATENCY_MS: '50' },
      },
      {
        command: `pnpm --filter @mealflow/web exec vite --port ${devPort} --strictPort --host localhost`,
        url: `http://localhost:${devPort}/`,
        reuseExistingServer: !process.env['CI'],
        timeout: 60_000,
        env: { SANDBOX_LATENCY_MS: '50' },
      },
      {
        // The production build (made by `test:e2e`) behind the deploy/ nginx config, /api/ → the sandbox server.
        command: 'bash scripts/serve-production.sh --no-build',
        // Ready when nginx proxies to the sandbox (answers even before a production build exists, so
        // a run without one fails only the production project).
        url: `http://localhost:${prodPort}/configs/common-options.json`,
        reuseExistingServer: !process.env['CI'],
        timeout: 60_000,
        env: { PORT: String(prodPort), SANDBOX_PORT: String(prodSandboxPort), MF_OUT_DIR: prodOutDir },
      },
    ] as WebServer[]
  ).filter((_, index) => servers.includes((['preview', 'dev', 'production'] as const)[index] ?? '')),
});

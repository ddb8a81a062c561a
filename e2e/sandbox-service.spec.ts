import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from './fixtures';

/**
 * The sandbox as a service (issue 33): `mealflow-sandbox` (the package's bin, built by `npm test`'s
 * checks) started alone, called from a browser page of another app on another origin. Chromium
 * enforces CORS: the configured origin reads the answers (its preflight answered), another origin
 * is refused.
 */
const CLI = fileURLToPath(new URL('../packages/sandbox/dist/cli.js', import.meta.url));

/** Another app: a blank page on a port of its own. */
async function otherApp(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>another app</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

let sandbox: ChildProcess | undefined;
let api = '';
const apps: Array<{ server: Server; origin: string }> = [];
test.beforeAll(async () => {
  apps.push(await otherApp(), await otherApp());
  const child = spawn(process.execPath, [CLI, '--port', '0', '--cors-origin', apps[0]?.origin ?? ''], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  sandbox = child;
  api = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mealflow-sandbox exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(chunk.toString());
      if (listening?.[1]) resolve(listening[1]);
    });
  });
});
test.afterAll(() => {
  sandbox?.kill();
  for (const { server } of apps) server.close();
});

/** The app's page logs in over the sandbox's API with a preflighted POST (JSON, an idempotency key). */
async function callFrom(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  return page.evaluate(async (base) => {
    try {
      const response = await fetch(`${base}/api/personal-cabinet/v1/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
        body: JSON.stringify({ phone: '79161234567', code: '4567' }),
      });
      return { status: response.status, body: (await response.json()) as { success?: boolean } };
    } catch (error) {
      return { error: String(error) };
    }
  }, api);
}

test('a browser app on a configured origin calls the standalone sandbox; another origin cannot read it', async ({ page }) => {
  expect(await callFrom(page, apps[0]?.origin ?? '')).toMatchObject({ status: 200, body: { success: true } });
  expect(await callFrom(page, apps[1]?.origin ?? '')).toEqual({ error: expect.stringContaining('Failed to fetch') });
});

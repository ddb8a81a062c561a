// The phone cabinet scripts' common start (`cabinet-long-tasks.mjs`, `cabinet-trace.mjs`, issue 35).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, devices } from 'playwright';
import { createOrder, waitFor } from './bench-lighthouse.mjs';

/**
 * Serves a production build made before (`MF_OUT_DIR`) through nginx and the sandbox's server on
 * `port` (and the next port), creates an order for the returning client (its token logs in by a
 * `?t=` link), launches Debian's Chromium, and runs `work({ origin, token, browser, phone })`:
 * `phone` is a new context's options, a Pixel 7 of 390 × 844. Closes the browser and stops the
 * server afterwards, whatever `work` did.
 */
export async function withCabinetPhone(root, port, work) {
  const server = spawn('bash', [join(root, 'scripts/serve-production.sh'), '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(port + 1) },
    stdio: 'ignore',
    detached: true,
  });
  try {
    const origin = `http://localhost:${port}`;
    await waitFor(`${origin}/configs/common-options.json`);
    const { token } = await createOrder(origin);
    const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7'];
    const browser = await chromium.launch({ executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      await work({ origin, token, browser, phone: { ...pixel7, viewport: { width: 390, height: 844 } } });
    } finally {
      await browser.close();
    }
  } finally {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // The server had already stopped.
    }
  }
}

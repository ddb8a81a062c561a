// The cabinet's phone pages' long tasks at 4x CPU (issue 35): a figure printed by a script, not a
// timed test. Serves a production build made before (`MF_OUT_DIR`) through nginx + the sandbox's
// server on `BENCH_PORT` (and the next port), logs the returning client in by a token link, opens
// each cabinet page of the bench (phone pages only) `BENCH_RUNS` times in Debian's Chromium on a
// 390 × 844 phone with the CPU slowed 4x, and prints per page the median run's long tasks (every
// task over 50 ms, as Lighthouse's TBT counts them), their blocking time and the observed LCP.
//   MF_OUT_DIR=dist-mine BENCH_PORT=4800 node scripts/cabinet-long-tasks.mjs [page name …]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cabinetPages } from './bench-lighthouse.mjs';
import { withCabinetPhone } from './cabinet-phone.mjs';

const root = join(fileURLToPath(import.meta.url), '../..');
const port = Number(process.env['BENCH_PORT'] ?? 4800);
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
const only = process.argv.slice(2);

/** Collects long tasks and the largest paint from the page's first instant. */
const observe = () => {
  const w = window;
  w.__longTasks = [];
  w.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = Math.round(e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

await withCabinetPhone(root, port, async ({ origin, token, browser, phone }) => {
  console.log('page            long tasks over 50 ms (ms, at 4x)        blocking  LCP (observed)');
  for (const page of (await cabinetPages(root)).filter((p) => !p.desktop && (only.length === 0 || only.includes(p.name)))) {
    const figures = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext(phone);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await tab.addInitScript(observe);
      await tab.goto(`${origin}${page.path}?t=${token}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(1500);
      const { tasks, lcp } = await tab.evaluate(() => ({
        tasks: window.__longTasks,
        lcp: window.__lcp,
      }));
      const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      figures.push({ tasks, blocking, lcp });
      await context.close();
    }
    const median = [...figures].sort((a, b) => a.blocking - b.blocking)[Math.floor(runs / 2)];
    const list =
      median.tasks
        .map(([, d]) => d)
        .sort((a, b) => b - a)
        .join('+') || '—';
    const all = figures.map((f) => f.blocking).join(', ');
    console.log(`${page.name.padEnd(15)} ${list.padEnd(40)} ${String(median.blocking).padStart(5)} ms (runs ${all})  ${median.lcp} ms`);
  }
});

// What each long task of a cabinet phone page is (issue 35): a figure printed by a script, not a
// timed test. Serves a production build made before (`MF_OUT_DIR`) as `cabinet-long-tasks.mjs`
// does, opens one phone page at 4x CPU with a Chromium trace (devtools.timeline) and the V8
// sampling profiler running, and prints every task over 50 ms: when it started, its parts (script
// compile/evaluate, timers, microtasks, style recalculation with the element count, layout with the
// object count, paint) by self time, and the functions that ran in it, mapped through the build's
// source maps to their original module and name (the React and XState chunks are minified).
//   MF_OUT_DIR=dist-mine BENCH_PORT=4800 node scripts/cabinet-trace.mjs dashboard [more pages]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cabinetPages } from './bench-lighthouse.mjs';
import { withCabinetPhone } from './cabinet-phone.mjs';

const root = join(fileURLToPath(import.meta.url), '../..');
const port = Number(process.env['BENCH_PORT'] ?? 4800);
const dist = join(root, 'apps/web', process.env['MF_OUT_DIR'] ?? 'dist');
// As Lighthouse's mobile audit (simulated throttling) counts: the page runs at full speed and each
// task counts 4 times its length; here its CPU time (the thread's, from the trace), as on an idle
// host: on the shared machine a task's wall time also holds the time the host ran other work.
// `BENCH_CPU=4`: the CPU slowed down by Chromium instead (its own long tasks, as
// `cabinet-long-tasks.mjs` sees them), counted once.
const throttle = Number(process.env['BENCH_CPU'] ?? 1);
const rate = 4 / throttle;
const runs = Number(process.env['BENCH_RUNS'] ?? 1);
const names = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dashboard'];
// Vite's own source-map reader (through PostCSS), no dependency of the project's own.
const requireFromVite = createRequire(createRequire(join(root, 'apps/web/package.json')).resolve('vite'));
const { SourceMapConsumer } = createRequire(requireFromVite.resolve('postcss'))('source-map-js');

/** A function of the bundle (`url:line:column`) as its original module and name, through the chunk's source map. */
const consumers = new Map();
function original(url, line, column, name) {
  const file = url.split('/').pop() ?? '';
  const mapFile = join(dist, 'assets', `${file}.map`);
  if (!file.endsWith('.js') || !existsSync(mapFile)) return `${name || '(anonymous)'} ${file || '(native)'}`;
  if (!consumers.has(file)) consumers.set(file, new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))));
  const position = consumers.get(file).originalPositionFor({ line: line + 1, column });
  const source = (position.source ?? file)
    .replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '')
    .replace(/^(\.\.\/)+/, '')
    .replace(/^.*?(apps|packages)\//, '$1/');
  return `${position.name ?? name ?? '(anonymous)'} ${source}:${position.line ?? '?'}`;
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** The trace's events of the page's renderer main thread, and the start of the page's navigation (µs). */
function mainThread(events, origin) {
  // The renderer that loaded the page's document (its navigation's own event names the URL, not always).
  const loaded = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url).startsWith(origin));
  const pid =
    events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL).startsWith(origin))?.pid ?? loaded?.pid;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid);
  if (!thread) throw new Error('cabinet-trace: the trace has no renderer of the page (run it again)');
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const starts = events.filter((e) => e.name === 'navigationStart' && e.pid === pid && (!loaded || e.ts <= loaded.ts));
  return { own, start: starts.at(-1)?.ts ?? loaded?.ts ?? own[0].ts };
}

/** Self time per event name inside a task (an event's time minus its nested events'). */
function parts(task, events) {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur);
  const self = new Map();
  const detail = new Map();
  const stack = [];
  const close = (until) => {
    while (stack.length > 0 && stack.at(-1).end <= until) {
      const { event, child } = stack.pop();
      self.set(event.name, (self.get(event.name) ?? 0) + (event.tdur ?? event.dur) - child);
    }
  };
  for (const event of inside) {
    close(event.ts);
    if (stack.length > 0) stack.at(-1).child += event.tdur ?? event.dur;
    stack.push({ event, end: event.ts + event.dur, child: 0 });
    const args = { ...event.args?.beginData, ...event.args?.data, ...event.args };
    const note =
      event.name === 'UpdateLayoutTree' && args.elementCount !== undefined
        ? `${args.elementCount} elements`
        : event.name === 'Layout' && event.args?.beginData
          ? `${event.args.beginData.dirtyObjects}/${event.args.beginData.totalObjects} objects`
          : (event.name === 'EvaluateScript' || event.name === 'v8.compileModule' || event.name === 'v8.evaluateModule') &&
              (args.url || args.fileName)
            ? String(args.url || args.fileName)
                .split('/')
                .pop()
            : event.name === 'TimerFire' || event.name === 'FunctionCall'
              ? `${args.functionName || ''} ${String(args.url ?? '')
                  .split('/')
                  .pop()}`.trim()
              : undefined;
    if (note && (event.tdur ?? event.dur) * rate > 5000)
      detail.set(event.name, [...(detail.get(event.name) ?? []), `${note} ${Math.round(((event.tdur ?? event.dur) * rate) / 1000)}`]);
  }
  close(Infinity);
  return { self, detail };
}

await withCabinetPhone(root, port, async ({ origin, token, browser, phone }) => {
  const pages = await cabinetPages(root);
  /** One run of a page: its long tasks (the lines printed), its blocking time and main-thread time. */
  const trace = async (name, page) => {
    const out = [];
    const context = await browser.newContext(phone);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await browser.startTracing(tab, { categories: CATEGORIES });
    await cdp.send('Profiler.start');
    await tab.goto(`${origin}${page.path}?t=${token}`, { waitUntil: 'networkidle' });
    await tab.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = await browser.stopTracing();
    if (process.env['TRACE_DIR']) {
      writeFileSync(join(process.env['TRACE_DIR'], `${name}.json`), trace);
      writeFileSync(join(process.env['TRACE_DIR'], `${name}.cpuprofile`), JSON.stringify(profile));
    }
    const { traceEvents } = JSON.parse(trace.toString());
    const nodes = await tab.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();

    const { own, start } = mainThread(traceEvents, origin);
    // A task's length on an idle host: its CPU time at the slow-down (`rate`).
    const length = (e) => (e.tdur ?? e.dur) * rate;
    const tasks = own.filter((e) => e.name === 'RunTask' && length(e) > 50_000);
    // The profiler's samples (same clock as the trace), by the task they fall in.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n])));
    let time = profile.startTime;
    const samples = profile.samples.map((id, i) => {
      time += profile.timeDeltas[i] ?? 0;
      return { time, node: byId.get(id), width: profile.timeDeltas[i + 1] ?? 0 };
    });
    const ms = (us) => Math.round(us / 1000);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, length(t) / 1000 - 50), 0);
    const cpu = own.filter((e) => e.name === 'RunTask').reduce((sum, t) => sum + length(t), 0);
    out.push(
      `\n== ${name}: ${tasks.length} tasks over 50 ms, blocking ${Math.round(blocking)} ms, main thread ${ms(cpu)} ms (CPU time x${rate}), ${nodes} elements at the end`,
    );
    for (const task of tasks) {
      const { self, detail } = parts(task, own);
      const top = [...self]
        .map(([n, d]) => [n, d * rate])
        .filter(([, d]) => d > 3000)
        .sort((a, b) => b[1] - a[1])
        .map(([n, d]) => `${n} ${ms(d)}`)
        .join(', ');
      out.push(`-- at ${ms(task.ts - start)} ms, ${ms(length(task))} ms (wall ${ms(task.dur)}): ${top}`);
      for (const [n, list] of detail) out.push(`   ${n}: ${list.slice(0, 8).join(' | ')}`);
      // The task's samples, their widths scaled to its length (the wall time holds the host's other work).
      const inside = samples.filter((s) => s.time >= task.ts && s.time <= task.ts + task.dur);
      const scale =
        length(task) /
        Math.max(
          1,
          inside.reduce((sum, s) => sum + s.width, 0),
        );
      const functions = new Map();
      const modules = new Map();
      const inclusive = new Map();
      for (const s of inside) {
        const f = s.node.callFrame;
        if (!f.url) continue;
        const width = s.width * scale;
        const key = original(f.url, f.lineNumber, f.columnNumber, f.functionName);
        functions.set(key, (functions.get(key) ?? 0) + width);
        const module = key.split(' ')[1].replace(/:.*$/, '');
        modules.set(module, (modules.get(module) ?? 0) + width);
        // Inclusive time of the app's, the SDK's and XState's functions (what React or a timer called).
        const seen = new Set();
        for (let n = s.node; n; n = parent.get(n.id)) {
          if (!n.callFrame.url) continue;
          const k = original(n.callFrame.url, n.callFrame.lineNumber, n.callFrame.columnNumber, n.callFrame.functionName);
          if (seen.has(k) || !/ (apps|packages|src|xstate|@xstate)\//.test(k)) continue;
          seen.add(k);
          inclusive.set(k, (inclusive.get(k) ?? 0) + width);
        }
      }
      const list = (m, n) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .filter(([, d]) => d > 2000)
          .map(([k, d]) => `${k} ${ms(d)}`)
          .join(' | ');
      if (modules.size > 0) out.push(`   js by module: ${list(modules, 8)}`);
      if (functions.size > 0) out.push(`   js by function: ${list(functions, 10)}`);
      if (inclusive.size > 0) out.push(`   app/sdk/xstate inclusive: ${list(inclusive, 16)}`);
    }
    return { out, blocking, cpu };
  };
  for (const name of names) {
    const page = pages.find((p) => p.name === name && !p.desktop);
    if (!page) throw new Error(`cabinet-trace: no phone page ${name}`);
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await trace(name, page));
    if (runs === 1) console.log(results[0].out.join('\n'));
    else {
      const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
      const blocking = results.map((r) => Math.round(r.blocking));
      const cpu = results.map((r) => Math.round(r.cpu / 1000));
      console.log(
        `${name.padEnd(12)} blocking ${median(blocking)} ms (runs ${blocking.join(', ')}), main thread ${median(cpu)} ms (runs ${cpu.join(', ')})`,
      );
    }
  }
});

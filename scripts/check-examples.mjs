// examples/ as a consumer runs them (issue 33): both packages packed (`pnpm pack`), each example
// copied into a fresh folder outside the workspace with its `@mealflow/*` dependencies pointed at
// the tarballs, installed (`--prefer-offline`: the tarballs' own dependencies come from the pnpm
// store the workspace filled; the npm registry only for what the store lacks), then:
//   node-pay       `tsc` (strict, skipLibCheck false) and `node pay.ts`: logs in and pays an order
//                  against the sandbox's standalone server
//   vanilla-phone  `tsc` + `vite build`, then the built page in Chromium: the phone step by role and
//                  label, the spec's message for an incomplete phone, the code step for a whole one
//   react-app      the same for React (@xstate/react + connect selectors): the catalogue's plans and
//                  days as radio groups, the chosen plan's summary, the phone step's message
//   Both pages call the standalone sandbox on another origin (CORS); a 2xx answer read cross-origin is required.
// Needs the packages built (`pnpm run build:packages`; `check:packages` runs this after it).
//   node scripts/check-examples.mjs [--keep] [name…]   (--keep: leave the temporary folder and print it;
//   names: only these examples, e.g. `react-app`, `getting-started`)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../.storybook/chromium.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mealflow-examples-'));
const started = Date.now();
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wanted = (name) => only.length === 0 || only.includes(name);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } });

function fail(step, error) {
  console.error(`check-examples: ${step} failed`);
  console.error(String(error.stdout ?? ''), String(error.stderr ?? ''), error.stdout ? '' : error);
  process.exit(1);
}

for (const pkg of ['sdk', 'sandbox']) {
  if (!existsSync(join(repo, 'packages', pkg, 'dist/index.js')))
    fail('setup', new Error(`packages/${pkg}/dist is missing: run pnpm run build:packages`));
}

/** @mealflow/x → the tarball `pnpm pack` wrote for it. */
const tarballs = {};
try {
  for (const pkg of ['sdk', 'sandbox']) {
    run('pnpm', ['pack', '--pack-destination', work], join(repo, 'packages', pkg));
    const name = readdirSync(work).find((f) => f.startsWith(`mealflow-${pkg}-`) && f.endsWith('.tgz'));
    if (!name) throw new Error(`pnpm pack wrote no tarball for @mealflow/${pkg}`);
    tarballs[`@mealflow/${pkg}`] = join(work, name);
  }
} catch (error) {
  fail('pnpm pack', error);
}
const kb = (file) => `${(statSync(file).size / 1024).toFixed(0)} KB`;
console.log(
  `mealflow examples: packed ${Object.entries(tarballs)
    .map(([name, file]) => `${name} (${kb(file)})`)
    .join(', ')}`,
);

// The tarballs as a registry would serve them, checked by the two tools package users' tooling
// trusts: publint (the manifest: exports, files, types conditions against the packed files) and
// attw, "are the types wrong" (every subpath's types resolve, under node16 ESM and bundler
// resolution, to declarations of the same module kind: `--profile esm-only`, both packages are
// ESM only). Any message of either fails.
{
  const { publint } = await import('publint');
  const { formatMessage } = await import('publint/utils');
  for (const [name, file] of Object.entries(tarballs)) {
    const data = readFileSync(file);
    const { messages, pkg } = await publint({
      pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) },
      strict: true,
    });
    if (messages.length) fail(`publint ${name}`, new Error(messages.map((m) => `${m.type}: ${formatMessage(m, pkg)}`).join('\n')));
    try {
      run(
        'pnpm',
        ['exec', 'attw', file, '--profile', 'esm-only', '--no-definitely-typed', '--format', 'table-flipped', '--no-emoji', '--no-color'],
        repo,
      );
    } catch (error) {
      fail(`attw ${name}`, error);
    }
  }
  console.log(`  ok   publint (strict) and attw (--profile esm-only) on both tarballs: no message (${seconds()})`);
}

/** Copies examples/<name> into the work folder, its @mealflow/* dependencies on the tarballs, and installs it. */
function install(name) {
  const dir = join(work, name);
  cpSync(join(repo, 'examples', name), dir, { recursive: true, filter: (src) => !/node_modules|dist/.test(src.slice(repo.length)) });
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const deps of [manifest.dependencies, manifest.devDependencies ?? {}])
    for (const dep of Object.keys(deps)) if (tarballs[dep]) deps[dep] = `file:${tarballs[dep]}`;
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, '.npmrc'), 'auto-install-peers=true\n');
  try {
    run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter=silent'], dir);
  } catch (error) {
    fail(`${name}: pnpm install`, error);
  }
  return dir;
}

// The headless Node example.
if (wanted('node-pay')) {
  const dir = install('node-pay');
  try {
    run('pnpm', ['exec', 'tsc', '-p', '.'], dir);
  } catch (error) {
    fail('node-pay: tsc --strict --skipLibCheck false', error);
  }
  let out = '';
  try {
    out = run(process.execPath, ['pay.ts'], dir);
  } catch (error) {
    fail('node-pay: node pay.ts', error);
  }
  if (!/^paid: /m.test(out)) fail('node-pay', { stdout: out, stderr: 'no "paid:" line' });
  console.log(
    `  ok   node-pay: tsc (strict, skipLibCheck false) and node pay.ts (${seconds()}):\n${out.trim().replace(/^/gm, '         ')}`,
  );
}

// packages/sdk/README.md's 'Getting started', as written: the packages its `npm i` lines name
// (the tarballs for @mealflow/*, the workspace's ranges for the rest, so they come from the store),
// its tsconfig.json and start.ts blocks, then its run line (`npx tsc` as `pnpm exec tsc`).
if (wanted('getting-started')) {
  const readme = readFileSync(join(repo, 'packages/sdk/README.md'), 'utf8');
  const block = (name) => {
    const match = readme.match(new RegExp(`<!-- getting-started: ${name.replace('.', '\\.')} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``));
    if (!match) fail('getting-started', new Error(`packages/sdk/README.md has no block marked getting-started: ${name}`));
    return match[1];
  };
  const section = readme.slice(readme.indexOf('## Getting started'));
  const installs = [...section.matchAll(/^npm i (-D )?([^#\n]+)/gm)].map(([, dev, names]) => ({
    dev: Boolean(dev),
    names: names.trim().split(/\s+/),
  }));
  const workspace = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).devDependencies;
  const manifest = { name: 'getting-started', private: true, type: 'module', dependencies: {}, devDependencies: {} };
  for (const { dev, names } of installs)
    for (const name of names) {
      const version = tarballs[name] ? `file:${tarballs[name]}` : workspace[name];
      if (!version) fail('getting-started', new Error(`no version for ${name}`));
      manifest[dev ? 'devDependencies' : 'dependencies'][name] = version;
    }
  const dir = join(work, 'getting-started');
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, '.npmrc'), 'auto-install-peers=true\n');
  writeFileSync(join(dir, 'tsconfig.json'), block('tsconfig.json'));
  writeFileSync(join(dir, 'start.ts'), block('start.ts'));
  let out = '';
  try {
    run('pnpm', ['install', '--prefer-offline', '--ignore-workspace', '--reporter=silent'], dir);
    for (const command of block('run')
      .trim()
      .split(/\s*&&\s*/)) {
      const [cmd, ...args] = command.replace(/^npx /, 'pnpm exec ').split(/\s+/);
      out += run(cmd === 'node' ? process.execPath : cmd, cmd === 'pnpm' ? (args[0] === 'exec' ? args : ['exec', ...args]) : args, dir);
    }
  } catch (error) {
    fail('getting-started (packages/sdk/README.md)', error);
  }
  if (!/^logged in as \+79161234567$/m.test(out)) fail('getting-started', { stdout: out, stderr: "no 'logged in as +79161234567' line" });
  console.log(
    `  ok   getting-started (packages/sdk/README.md as written): tsc and node start.ts (${seconds()}):\n${out.trim().replace(/^/gm, '         ')}`,
  );
}

// The browser examples: each built page served on one origin, calling the standalone sandbox (from the
// installed tarball, `startSandboxServer`, as `npx mealflow-sandbox --cors-origin` runs it) on another.
// Every answer the page reads from the sandbox is a real cross-origin fetch in Chromium: at least one
// must have come back 2xx with `access-control-allow-origin` naming the page's origin.
const browser = await chromium.launch(chromiumLaunchOptions);

/** Installs and builds examples/<name> against a sandbox on another origin, then runs `check(page)` on its page. */
async function browserExample(name, check) {
  if (!wanted(name)) return;
  const dir = install(name);
  const dist = join(dir, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = join(dist, req.url === '/' ? 'index.html' : (req.url ?? '').split('?')[0]);
    if (!path.startsWith(dist) || !existsSync(path)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const pageOrigin = `http://127.0.0.1:${server.address().port}`;
  const { startSandboxServer } = await import(pathToFileURL(join(dir, 'node_modules/@mealflow/sandbox/dist/node.js')).href);
  const sandbox = await startSandboxServer({ port: 0, corsOrigins: [pageOrigin] });
  const sandboxURL = `http://127.0.0.1:${sandbox.address().port}`;
  try {
    execFileSync('pnpm', ['run', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', VITE_SANDBOX_URL: sandboxURL },
    });
  } catch (error) {
    fail(`${name}: tsc + vite build`, error);
  }
  const page = await browser.newPage();
  try {
    const errors = [];
    const crossOrigin = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (!response.url().startsWith(sandboxURL) || response.request().method() === 'OPTIONS') return;
      if (response.ok() && response.headers()['access-control-allow-origin'] === pageOrigin)
        crossOrigin.push(new URL(response.url()).pathname);
    });
    // 60 s, not the default 30: a shared machine at load 37 took longer than 30 s to load the example once (stop 49).
    await page.goto(`${pageOrigin}/`, { timeout: 60_000 });
    const done = await check(page);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    if (!crossOrigin.length) throw new Error(`no answer of the sandbox (${sandboxURL}) read by the page (${pageOrigin})`);
    console.log(
      `  ok   ${name}: tsc (strict, skipLibCheck false) + vite build, then in Chromium: ${done}; read cross-origin from the standalone sandbox: ${[...new Set(crossOrigin)].join(', ')} (${seconds()})`,
    );
  } catch (error) {
    fail(`${name} in Chromium`, error);
  } finally {
    await page.close();
    server.close();
    sandbox.close();
  }
}

try {
  // Vanilla TS: the machine's own rule first (no network: an incomplete phone is refused with the spec's
  // text), then a whole phone: the SMS is asked of the sandbox, then the code step.
  await browserExample('vanilla-phone', async (page) => {
    const phone = page.getByLabel('Телефон');
    await phone.waitFor({ timeout: 10_000 });
    const button = page.getByRole('button', { name: 'Получить код' });
    await phone.fill('916');
    await button.click();
    const alert = await page.getByRole('alert').textContent({ timeout: 5_000 });
    await phone.fill('9161234567');
    await button.click();
    await page.getByText('Код отправлен на').waitFor({ timeout: 10_000 });
    return `the 'Телефон' field, 'Получить код', '${alert}' for '916', and for a whole phone the code step`;
  });

  // React (@xstate/react + connect selectors): the order block's catalogue loads from the sandbox (its
  // plans and days as radio groups); a chosen plan and days are summed up; the phone step refuses an
  // incomplete phone with the spec's text.
  await browserExample('react-app', async (page) => {
    const plans = page.getByRole('group', { name: 'Рацион' });
    await plans.getByRole('radio').first().waitFor({ timeout: 10_000 });
    const days = page.getByRole('group', { name: 'Сколько дней' }).getByRole('radio');
    await days.last().check();
    const summary = await page.getByRole('status').textContent({ timeout: 5_000 });
    const phone = page.getByRole('textbox', { name: 'Телефон' });
    await phone.fill('916');
    await page.getByRole('button', { name: 'Получить код' }).click();
    const alert = await page.getByRole('alert').textContent({ timeout: 5_000 });
    return `${await plans.getByRole('radio').count()} plans, '${summary}' for the last days option, the 'Телефон' field and '${alert}' for '916'`;
  });
} finally {
  await browser.close();
}

if (process.argv.includes('--keep')) console.log(`  (kept ${work})`);
else rmSync(work, { recursive: true, force: true });

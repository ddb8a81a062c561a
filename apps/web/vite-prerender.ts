import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RouteDef } from '@mealflow/sdk/routing';
import { createServer, type Plugin, type Rollup, type UserConfig } from 'vite';
import { chunkOf, staticClosure } from './chunk-graph.ts';
import { CABINET_SHELLS_MANIFEST, shellEntries, shellFile } from '../../deploy/cabinet-shells.mjs';
import { CLIENT_TOKEN_COOKIE } from '../../deploy/render-nginx.mjs';

/** The devices a cabinet shell is rendered for, by the window's width (the SDK's smartphone rule: ≤ 640 px). */
const SHELL_DEVICES = { phone: 390, desktop: 1280 } as const;

/** What `options.entry` exports. */
interface PrerenderEntry {
  renderLanding: (path: string) => Promise<string>;
  renderShell: () => string;
  cabinetRoutes: () => RouteDef[];
  renderCabinetShell: (route: RouteDef) => Promise<string | undefined>;
}

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface PrerenderOptions {
  /** What the module server that renders needs of the app's config (React plugin, aliases, defines). */
  config: Pick<UserConfig, 'plugins' | 'resolve' | 'define'>;
  /** The module exporting `renderLanding(path)` (async) and `renderShell()`, from the app's root. */
  entry: string;
  /** The landing screen module (`src/...`): its chunk's CSS is linked from the HTML (when CSS is split). */
  screen: string;
  /** The runtime module (`src/...`): app.html preloads its chunk and the chunks it imports. */
  runtime: string;
  /** The navigation module (route table, guards, screens; `src/...`): app.html preloads it too (every route but `/` waits for it). */
  navigation: string;
  /** The checkout screen (`src/...`): checkout.html is app.html that also preloads its chunks. */
  checkout: string;
  /** The cabinet's prefetch (`src/...`): cabinet.html is app.html that also preloads its chunks. */
  cabinetPrefetch: string;
  /** The cabinet frame's skeletons (`src/...`): cabinet.html preloads them too. */
  cabinetSkeletons: string;
}

/**
 * A DOM for the render's few browser reads (cookies, host, media queries): by default a first visit,
 * default city; `url`, `width` (what `(max-width: 640px)` answers) and a `cookie` for a cabinet shell.
 */
async function withDom<T>(run: () => Promise<T>, { url = 'http://localhost/', width = 1024, cookie = '' } = {}): Promise<T> {
  const { Window } = await import('happy-dom');
  const window = new Window({ url, width, height: 800 });
  if (cookie) window.document.cookie = cookie;
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals['window'], document: globals['document'], location: globals['location'] };
  globals['window'] = window;
  globals['document'] = window.document;
  globals['location'] = window.location;
  try {
    return await run();
  } finally {
    globals['window'] = saved.window;
    globals['document'] = saved.document;
    globals['location'] = saved.location;
    await window.happyDOM.close();
  }
}

/** The chunk of `module` and the chunks it imports statically (not the entry's). */
function chunkClosure(bundle: OutputBundle, module: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // The chunk the module is the face of, else the one it was merged into; in the entry: nothing to add.
  const root = chunkOf(chunks, module);
  if (!root) return [];
  return [...staticClosure(root, new Map(chunks.map((chunk) => [chunk.fileName, chunk])), (chunk) => chunk.isEntry)];
}

/** Chunks of over 20 KB whose static imports reach no entry chunk (the React vendor chunk): they can be evaluated before the entry. */
function standaloneChunks(bundle: OutputBundle): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const reachesEntry = (chunk: OutputChunk, seen: Set<string>): boolean =>
    chunk.isEntry ||
    chunk.imports.some((file) => {
      const next = chunks.get(file);
      if (!next || seen.has(file)) return false;
      seen.add(file);
      return reachesEntry(next, seen);
    });
  return new Set(
    [...chunks.values()].filter((chunk) => chunk.code.length > 20_000 && !reachesEntry(chunk, new Set())).map((chunk) => chunk.fileName),
  );
}

/** Tags for the head: stylesheets and module preloads, minus what the HTML links already. */
function headLinks(html: string, base: string, styles: string[], modules: string[]): string {
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
    .filter((link) => !html.includes(/href="[^"]+"/.exec(link)?.[0] ?? '-'))
    .map((link) => `    ${link}\n`)
    .join('');
}

/**
 * A page's JS after its first paint: the HTML is the first view (the prerendered landing, or the
 * shell's header and loading line), so its module script and preloads give way to a tiny boot
 * module that adds them once the page has painted. On a slow link the stylesheet and the HTML no
 * longer share the bandwidth with ~100 KB (the checkout: ~250 KB) of JS, and the first paint does
 * not wait for the scripts to run. The chunks named in `firstOnTheirOwn` (large ones that import
 * nothing of the entry: React) are evaluated first, each in a task of its own, so the page's
 * module evaluation is not one long task. Returns the page and the boot module (name and source,
 * one per list of modules), or the page unchanged when it has no module entry.
 *
 * `fetchFirstEarly` (the shells, whose first view is a loading line): the HTML also asks for those
 * early chunks itself, at low priority (not render-blocking: the stylesheet still comes first), so
 * React's ~70 KB start downloading while the shell paints instead of after. The prerendered landing
 * does not: its first view is its content, and nothing may compete with that.
 */
export function deferScripts(
  html: string,
  base: string,
  firstOnTheirOwn: ReadonlySet<string> = new Set(),
  { fetchFirstEarly = false }: { fetchFirstEarly?: boolean } = {},
): { html: string; boot?: { fileName: string; source: string } } {
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
  if (!entryTag?.[1]) return { html };
  const preloadTag = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
  const preloads = [...new Set([...html.matchAll(preloadTag)].map((match) => match[1] ?? ''))];
  const early = preloads.filter((href) => firstOnTheirOwn.has(href.slice(base.length)));
  const source = [
    "// Generated by vite-prerender.ts: the page's JS once its HTML has painted.",
    // The entry is preloaded too (after the early chunks, before the rest): requested with the first
    // links, not once the early chunks have run.
    `const modules = ${JSON.stringify([...new Set([...early, entryTag[1], ...preloads])])};`,
    `const early = ${JSON.stringify(early)};`,
    '// A task boundary: the browser may paint and handle input before the next module runs.',
    'const task = () => new Promise((resolve) => setTimeout(resolve, 0));',
    'let started = false;',
    'const start = async () => {',
    '  if (started) return;',
    '  started = true;',
    "  // Three preloads a task, a task boundary between: the checkout's thirty-odd links at once",
    '  // were one long task (170-210 ms at 4x CPU), and the browser may paint and take input between.',
    '  for (let i = 0; i < modules.length; i += 3) {',
    '    if (i > 0) await task();',
    '    for (const href of modules.slice(i, i + 3)) {',
    "      const link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.append(link);',
    '    }',
    '  }',
    '  // A large chunk that needs nothing of the entry (React) runs in a task of its own first, so',
    "  // evaluating the page's modules is two shorter tasks instead of one long one.",
    '  for (const href of early) {',
    '    await import(href).catch(() => undefined);',
    '    await task();',
    '  }',
    `  await import(${JSON.stringify(entryTag[1])});`,
    '};',
    '// A frame, then a task: after the first paint. A hidden tab paints nothing, so it starts at once.',
    "if (document.visibilityState === 'hidden') void start();",
    'else requestAnimationFrame(() => setTimeout(() => void start(), 0));',
    '',
  ].join('\n');
  const fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  const fetchedEarly = fetchFirstEarly
    ? early.map((href) => `<link rel="modulepreload" crossorigin href="${href}" fetchpriority="low">\n    `).join('')
    : '';
  const page = html
    .replace(preloadTag, '')
    .replace(entryTag[0], `${fetchedEarly}<script type="module" crossorigin src="${base}${fileName}"></script>\n`);
  return { html: page, boot: { fileName, source } };
}

/**
 * Build-time prerender (production build), no inline script or style added (the CSP stays
 * script-src/style-src 'self'):
 * - `index.html` (`/`): the landing's static blocks paint from the HTML before any JS, its
 *   chunk's CSS linked when CSS is split (the first paint is already styled); its entry and
 *   chunks are requested together by a boot module once the page has painted
 *   (`deferScripts`; the client's first render waits for them: no second round trip);
 * - `app.html`, the SPA shell every other route falls back to (deploy/render-nginx.mjs), so a deep
 *   link never shows the landing first: the header and the loading line paint at once, and the
 *   navigation chunk (route table, guards: the first render waits for it) and the runtime chunk
 *   (SDK, API: every such screen needs it first) are preloaded once the shell has painted;
 * - `checkout.html`, the same shell for the checkout's URLs (nginx: `…/instant-order/…`), which
 *   also preloads the checkout's chunks: they download beside the entry and the runtime instead of
 *   after them, so the order's calls start one round trip sooner;
 * - `cabinet.html`, the same shell for the cabinet's URLs (nginx: `/dashboard…`, `/new-dashboard…`),
 *   which also preloads the cabinet's prefetch (`prefetchCabinet`), so a page's first reads start
 *   as the runtime starts, beside the session's profile, not a chunk's round trip later (issue 35),
 *   and the frame's skeletons (`cabinet-skeletons.tsx`: the first render waits for them).
 * Every page's scripts come through a boot module after its first paint (`deferScripts`); the
 * shells also fetch React from their HTML, at low priority, while they paint.
 */
export function prerenderLanding(options: PrerenderOptions): Plugin {
  let outDir = '';
  let root = '';
  let base = '/';
  let mode = 'production';
  let landingStyles: string[] = [];
  let landingModules: string[] = [];
  let runtimeModules: string[] = [];
  let checkoutModules: string[] = [];
  let cabinetModules: string[] = [];
  let standalone = new Set<string>();
  return {
    name: 'mealflow-prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
      mode = config.mode;
    },
    generateBundle(_output, bundle) {
      const landing = chunkClosure(bundle, options.screen);
      landingStyles = landing.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      landingModules = landing.map((chunk) => chunk.fileName);
      runtimeModules = [
        ...new Set([...chunkClosure(bundle, options.navigation), ...chunkClosure(bundle, options.runtime)].map((chunk) => chunk.fileName)),
      ];
      checkoutModules = chunkClosure(bundle, options.checkout).map((chunk) => chunk.fileName);
      cabinetModules = [
        ...new Set(
          [...chunkClosure(bundle, options.cabinetPrefetch), ...chunkClosure(bundle, options.cabinetSkeletons)].map(
            (chunk) => chunk.fileName,
          ),
        ),
      ];
      standalone = standaloneChunks(bundle);
    },
    // After the files are written, and only when the build succeeded (closeBundle runs on errors too).
    async writeBundle() {
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
      const server = await createServer({
        ...options.config,
        configFile: false,
        root,
        mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      let rendered: { landing: string; shell: string; shells: Map<string, Partial<Record<keyof typeof SHELL_DEVICES, string>>> };
      let routes: RouteDef[];
      try {
        const module = (await server.ssrLoadModule(options.entry)) as PrerenderEntry;
        const { landing, shell } = await withDom(async () => ({ landing: await module.renderLanding('/'), shell: module.renderShell() }));
        // Each cabinet route's shell for each device, in a DOM of its width, with a session (issue 35).
        routes = module.cabinetRoutes();
        const shells = new Map<string, Partial<Record<keyof typeof SHELL_DEVICES, string>>>();
        for (const [device, width] of Object.entries(SHELL_DEVICES) as [keyof typeof SHELL_DEVICES, number][])
          await withDom(
            async () => {
              for (const route of routes) {
                const markup = await module.renderCabinetShell(route);
                if (markup !== undefined) shells.set(route.name, { ...shells.get(route.name), [device]: markup });
              }
            },
            { url: 'http://localhost/dashboard', width, cookie: `${CLIENT_TOKEN_COOKIE}=shell` },
          );
        // A build whose cabinet shells all fell back (the session not seen in the shells' DOM: stop 50's
        // fresh clone, every route rendered as a guest's) would serve cabinet.html silently: an error.
        const dashboard = shells.get('Dashboard');
        if (!dashboard?.phone || !dashboard.desktop)
          throw new Error(`prerender: no cabinet shell for /dashboard on both devices (${shells.size} routes rendered one)`);
        rendered = { landing, shell, shells };
      } finally {
        await server.close();
      }
      const { landing, shell, shells } = rendered;
      const page = (links: string, attributes: string, markup: string) =>
        template
          .replace('\n  </head>', `\n${links}  </head>`)
          .replace('<div id="root"></div>', `<div id="root"${attributes}>${markup}</div>`);
      const write = (file: string, html: string, shell = true) => {
        const deferred = deferScripts(html, base, standalone, { fetchFirstEarly: shell });
        if (deferred.boot) writeFileSync(join(outDir, deferred.boot.fileName), deferred.boot.source);
        writeFileSync(join(outDir, file), deferred.html);
      };
      write('index.html', page(headLinks(template, base, landingStyles, landingModules), ' data-prerendered="/"', landing), false);
      write('app.html', page(headLinks(template, base, [], runtimeModules), '', shell));
      const links = (modules: string[]) => headLinks(template, base, [], [...new Set([...runtimeModules, ...modules])]);
      write('checkout.html', page(links(checkoutModules), '', shell));
      write('cabinet.html', page(links(cabinetModules), '', shell));
      // A cabinet route's shell: cabinet.html with the route's frame and skeleton for the device. In a
      // `data-shell` box of no layout of its own (`display: contents`), which React's first render
      // replaces with the root's content; a narrow desktop window hides the desktop one (tokens.css).
      mkdirSync(join(outDir, 'shells'), { recursive: true });
      for (const [route, devices] of shells)
        for (const [device, markup] of Object.entries(devices) as [keyof typeof SHELL_DEVICES, string][])
          write(shellFile(route, device), page(links(cabinetModules), '', `<div data-shell="${device}">${markup}</div>`));
      const manifest = join(outDir, CABINET_SHELLS_MANIFEST);
      mkdirSync(dirname(manifest), { recursive: true });
      writeFileSync(manifest, `${JSON.stringify({ routes: shellEntries(routes, new Set(shells.keys())) }, null, 2)}\n`);
    },
  };
}

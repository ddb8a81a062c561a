import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type Rollup, type UserConfig } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface PrerenderOptions {
  /** What the module server that renders needs of the app's config (React plugin, aliases, defines). */
  config: Pick<UserConfig, 'plugins' | 'resolve' | 'define'>;
  /** The module exporting `renderLanding(path)` and `renderShell()`, from the app's root. */
  entry: string;
  /** The landing screen module (`src/...`): its chunk's CSS is linked from the HTML (when CSS is split). */
  screen: string;
  /** The runtime module (`src/...`): app.html preloads its chunk and the chunks it imports. */
  runtime: string;
  /** The navigation module (route table, guards, screens; `src/...`): app.html preloads it too (every route but `/` waits for it). */
  navigation: string;
  /** The checkout screen (`src/...`): checkout.html is app.html that also preloads its chunks. */
  checkout: string;
}

/** A DOM for the render's few browser reads (cookies, host, media queries): a first visit, default city. */
async function withDom<T>(run: () => Promise<T>): Promise<T> {
  const { Window } = await import('happy-dom');
  const window = new Window({ url: 'http://localhost/' });
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals['window'], document: globals['document'] };
  globals['window'] = window;
  globals['document'] = window.document;
  try {
    return await run();
  } finally {
    globals['window'] = saved.window;
    globals['document'] = saved.document;
    await window.happyDOM.close();
  }
}

/** The chunk of `module` and the chunks it imports statically (not the entry's). */
function chunkClosure(bundle: OutputBundle, module: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  // The chunk the module is the face of, else the one it was merged into; in the entry: nothing to add.
  const root =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ?? chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (!root) return [];
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk) || chunk.isEntry) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = chunks.find((c) => c.fileName === file);
      if (next) visit(next);
    }
  };
  visit(root);
  return [...seen];
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
 * Build-time prerender (production build), no inline script or style added (the CSP stays
 * script-src/style-src 'self'):
 * - `index.html` (`/`): the landing's static blocks paint from the HTML before any JS, its
 *   chunk's CSS linked when CSS is split (the first paint is already styled), and its chunks
 *   preloaded beside the entry (the client's first render waits for them: no second round trip);
 * - `app.html`, the SPA shell every other route falls back to (deploy/render-nginx.mjs), so a deep
 *   link never shows the landing first: the header and the loading line paint at once, and the
 *   navigation chunk (route table, guards: the first render waits for it) and the runtime chunk
 *   (SDK, API, machines: every such screen needs it first) are preloaded;
 * - `checkout.html`, the same shell for the checkout's URLs (nginx: `…/instant-order/…`), which
 *   also preloads the checkout's chunks: they download beside the entry and the runtime instead of
 *   after them, so the order's calls start one round trip sooner.
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
      runtimeModules = [...new Set([...chunkClosure(bundle, options.navigation), ...chunkClosure(bundle, options.runtime)].map((chunk) => chunk.fileName))];
      checkoutModules = chunkClosure(bundle, options.checkout).map((chunk) => chunk.fileName);
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
      const { landing, shell } = await withDom(async () => {
        try {
          const module = (await server.ssrLoadModule(options.entry)) as { renderLanding: (path: string) => string; renderShell: () => string };
          return { landing: module.renderLanding('/'), shell: module.renderShell() };
        } finally {
          await server.close();
        }
      });
      const page = (links: string, attributes: string, markup: string) =>
        template.replace('\n  </head>', `\n${links}  </head>`).replace('<div id="root"></div>', `<div id="root"${attributes}>${markup}</div>`);
      writeFileSync(join(outDir, 'index.html'), page(headLinks(template, base, landingStyles, landingModules), ' data-prerendered="/"', landing));
      writeFileSync(join(outDir, 'app.html'), page(headLinks(template, base, [], runtimeModules), '', shell));
      const checkout = [...new Set([...runtimeModules, ...checkoutModules])];
      writeFileSync(join(outDir, 'checkout.html'), page(headLinks(template, base, [], checkout), '', shell));
    },
  };
}

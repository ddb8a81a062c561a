import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Plugin, type Rollup, type UserConfig } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface PrerenderOptions {
  /** What the module server that renders needs of the app's config (React plugin, aliases, defines). */
  config: Pick<UserConfig, 'plugins' | 'resolve' | 'define'>;
  /** The module exporting `renderLanding(path): string`, from the app's root. */
  entry: string;
  /** The landing screen module (`src/...`): its chunk's CSS is linked from the HTML (when CSS is split). */
  screen: string;
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

/** The stylesheets of `screen`'s chunk and of the chunks it imports statically. */
function screenStyles(bundle: OutputBundle, screen: string): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const root = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(screen));
  if (!root) throw new Error(`prerender: no chunk for ${screen}`);
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
  const css = new Set<string>();
  for (const chunk of seen) for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
  return [...css];
}

/**
 * Build-time prerender of the landing (`/`) into `index.html`: the static blocks paint from the
 * HTML before any JS, with the landing chunk's CSS linked (so the first paint is already styled)
 * and its JS preloaded. The untouched HTML is written as `app.html`, the SPA shell every other
 * route falls back to (deploy/render-nginx.mjs), so a deep link never shows the landing first.
 * No inline script or style is added (the CSP stays script-src/style-src 'self').
 */
export function prerenderLanding(options: PrerenderOptions): Plugin {
  let outDir = '';
  let root = '';
  let base = '/';
  let mode = 'production';
  let styles: string[] = [];
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
      styles = screenStyles(bundle, options.screen);
    },
    async closeBundle() {
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!shell.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
      writeFileSync(join(outDir, 'app.html'), shell);
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
      const markup = await withDom(async () => {
        try {
          const module = (await server.ssrLoadModule(options.entry)) as { renderLanding: (path: string) => string };
          return module.renderLanding('/');
        } finally {
          await server.close();
        }
      });
      // Only the landing's stylesheets (none when the app's CSS is one file): its JS is not
      // preloaded, so the entry and React are not slowed down by chunks the first paint does not need.
      const links = styles
        .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`)
        .filter((link) => !shell.includes(/href="[^"]+"/.exec(link)?.[0] ?? '-'))
        .join('\n    ');
      const html = shell
        .replace('</head>', `  ${links}\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="/">${markup}</div>`);
      writeFileSync(join(outDir, 'index.html'), html);
    },
  };
}

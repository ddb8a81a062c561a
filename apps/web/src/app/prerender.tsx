import { resolveNavigation } from '@mealflow/sdk';
import { renderToString } from 'react-dom/server';
import { Link, Router as WouterRouter } from 'wouter';
import { Layout, PageLoading } from '../shared/layout/Layout';
import { App } from './App';
import { preloadLanding } from './landing-screen';

/**
 * The landing as static HTML, rendered at build time by `vite-prerender.ts` into `index.html`
 * (production build): the app's own tree (`App`) at `path` before its runtime has loaded, as a
 * first visit sees it: the page chrome and whatever blocks `LandingPage` renders without the SDK
 * runtime (hero, targets, how it works, FAQ, reviews, the order block's skeleton frame). Lazy
 * parts (the order block, the leave banner) render their Suspense fallbacks. The client hydrates
 * this HTML with the same tree (`main.tsx`): no DOM is made anew, and nothing moves.
 * Runs in Node with a DOM stand-in for the few browser reads (cookies, host): the default city.
 */
export async function renderLanding(path: string): Promise<string> {
  const decision = resolveNavigation({ pathname: path, search: '', hasToken: false });
  if (decision.kind !== 'render') throw new Error(`prerender: ${path} is not a page (${decision.kind})`);
  // The client's first render has the landing's chunk too (main.tsx): the same tree, not a fallback.
  await preloadLanding();
  return renderToString(
    <WouterRouter ssrPath={path} ssrSearch="">
      <App loadRuntime={() => new Promise<never>(() => undefined)} />
    </WouterRouter>,
  );
}

/**
 * The SPA shell (`app.html`, every route but `/`): the header and the loading line the app shows
 * first, so a deep link paints before the JS arrives; React replaces it with the screen.
 */
export function renderShell(): string {
  return renderToString(
    <WouterRouter ssrPath="/" ssrSearch="">
      <Layout headerEnd={<Link href="/login">Войти</Link>}>
        <PageLoading />
      </Layout>
    </WouterRouter>,
  );
}

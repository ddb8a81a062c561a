import { resolveNavigation } from '@mealflow/sdk';
import { renderToString } from 'react-dom/server';
import { Link, Router as WouterRouter } from 'wouter';
import LandingPage from '../features/landing/LandingPage';
import { Layout, PageLoading } from '../shared/layout/Layout';

/**
 * The landing as static HTML, rendered at build time by `vite-prerender.ts` into `index.html`
 * (production build): the page chrome and whatever blocks `LandingPage` renders without the
 * SDK runtime (hero, targets, how it works, FAQ, reviews, the order block's skeleton frame).
 * Lazy parts (the order block, the leave banner) render their Suspense fallbacks. The client
 * then renders the same tree over it (`main.tsx` loads the landing chunk first), so nothing moves.
 * Runs in Node with a DOM stand-in for the few browser reads (cookies, host): the default city.
 */
export function renderLanding(path: string): string {
  const decision = resolveNavigation({ pathname: path, search: '', hasToken: false });
  if (decision.kind !== 'render') throw new Error(`prerender: ${path} is not a page (${decision.kind})`);
  return renderToString(
    <WouterRouter ssrPath={path} ssrSearch="">
      {/* The header as a guest sees it (App's HeaderSession before the runtime arrives). */}
      <Layout headerEnd={<Link href="/login">Войти</Link>}>
        <LandingPage params={decision.params} route={decision.route} />
      </Layout>
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

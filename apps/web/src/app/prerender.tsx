import { indexDecision } from '@mealflow/sdk/routing';
import { renderToString } from 'react-dom/server';
import { Router as WouterRouter } from 'wouter';
import { App } from './App';
import { preloadLanding } from './landing-screen';

/** The app's own tree (`App`) at `path` as a first visit sees it: before its runtime has loaded. */
function renderApp(path: string): string {
  return renderToString(
    <WouterRouter ssrPath={path} ssrSearch="">
      <App loadRuntime={() => new Promise<never>(() => undefined)} />
    </WouterRouter>,
  );
}

/**
 * The landing as static HTML, rendered at build time by `vite-prerender.ts` into `index.html`
 * (production build): the page chrome and whatever blocks `LandingPage` renders without the SDK
 * runtime (hero, targets, how it works, FAQ, reviews, the order block's skeleton frame). The parts
 * that need the runtime (the city selector, the order block, the leave banner) render their
 * fallbacks as plain content (`WithRuntime`), the menu block its placeholder. The client hydrates
 * this HTML with the same tree (`main.tsx`): no DOM is made anew, and nothing moves. `path` must be
 * an address the entry renders as the landing without the route table (`indexDecision`, as the
 * Router does): anywhere else the app's first render is the loading line, not this HTML.
 * Runs in Node with a DOM stand-in for the few browser reads (cookies, host): the default city.
 */
export async function renderLanding(path: string): Promise<string> {
  if (!indexDecision({ pathname: path, search: '', host: window.location.host }))
    throw new Error(`prerender: ${path} is not the landing the entry renders at once`);
  // The client's first render has the landing's chunk too (main.tsx): the same tree, not a fallback.
  await preloadLanding();
  return renderApp(path);
}

/**
 * The SPA shell (`app.html`, every route but `/`): the app's chrome (the header as a guest sees it,
 * the notification regions) around the loading line its Router shows at an address other than the
 * landing's before the route table has loaded, so a deep link paints before the JS arrives; React
 * replaces it with the screen. The cabinet's address stands for them all: the tree is the same.
 */
export function renderShell(): string {
  return renderApp('/dashboard');
}

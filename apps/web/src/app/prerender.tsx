import { fillPattern, indexDecision, isDashboardPath, ROUTES, type RouteDef } from '@mealflow/sdk/routing';
import { renderToString } from 'react-dom/server';
import { Router as WouterRouter } from 'wouter';
import { App, ShellWithSession } from './App';
import { preloadLanding } from './landing-screen';
import { loadNavigation } from './navigation-loader';

/** The app's own tree (`App`) at `path` before its runtime has loaded: as a first visit sees it, or `withSession`. */
function renderApp(path: string, withSession = false): string {
  return renderToString(
    <ShellWithSession.Provider value={withSession}>
      <WouterRouter ssrPath={path} ssrSearch="">
        <App loadRuntime={() => new Promise<never>(() => undefined)} />
      </WouterRouter>
    </ShellWithSession.Provider>,
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
  return renderApp(path, true);
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

/** The cabinet's routes (`/dashboard…`, `/new-dashboard…`): those nginx picks a shell among (`deploy/cabinet-shells.mjs`). */
export const cabinetRoutes = (): RouteDef[] => ROUTES.filter((route) => isDashboardPath(route.path));

/**
 * A cabinet route's shell (issue 35): what the app's first render draws at the route's address on
 * the device of the DOM the build renders in (a phone's or a desktop's width), for a visitor with a
 * session, before the runtime has loaded: the header, the router's cabinet frame and the route's
 * skeleton (its static heading). The route table's own guards decide, as the entry does before its
 * first render (a phone's /dashboard… is /new-dashboard…'s frame). Undefined where that first render
 * is not a cabinet frame (a screen that draws its own, a redirect elsewhere). One shell per route:
 * params are a placeholder, optional ones left out (no skeleton shows a param's value).
 */
export async function renderCabinetShell(route: RouteDef): Promise<string | undefined> {
  const navigation = await loadNavigation();
  const required = route.path.split('/').filter((segment) => segment.startsWith(':') && !segment.endsWith('?'));
  const params = Object.fromEntries(required.map((segment) => [segment.slice(1), route.params?.[segment.slice(1)]?.[0] ?? 'shell']));
  let path = fillPattern(route.path, params);
  let decision = navigation.decide(path, '');
  if (decision.kind === 'redirect') {
    path = decision.to.split('?')[0] ?? decision.to;
    decision = navigation.decide(path, '');
  }
  if (decision.kind !== 'render' || !navigation.cabinetFrame(decision.route.name)) return undefined;
  return renderApp(path, true);
}

import { indexDecision, saveInvite } from '@mealflow/sdk/routing';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadLanding } from './app/landing-screen';
import { loadNavigation } from './app/navigation-loader';
import { openedSearch } from './app/link-address';
import { armPrerenderReady, watchFinishedRequests } from './app/prerender-ready';
import type { AppRuntime } from './shared/runtime/runtime';
import { nextTask } from './shared/when-idle';
import './shared/styles/tokens.css';

// The friend's invitation (the 1-day `invite` cookie) is kept first thing: a visitor who leaves
// before the navigation chunk arrives (it saves the link's other parameters) still has it.
saveInvite(openedSearch(), createBrowserCookies());

// Prerender services wait for the page's requests to settle (3 s quiet, 45 s at most).
armPrerenderReady(window, watchFinishedRequests);

/**
 * `?inspect` in a dev build: the built-in dev panel (and `?inspect=stately`, the hosted Stately
 * inspector), app/dev/inspect.ts. A production build defines `__MEALFLOW_DEV__` false, so this
 * import is dropped from it (check-bundle proves it). Never stops the app: a failure is a warning.
 */
const devTools = () =>
  __MEALFLOW_DEV__
    ? import('./app/dev/inspect').then(
        (dev) => dev.devInspector(),
        (error: unknown) => {
          console.warn('mealflow: the dev tools (?inspect) did not load; the app runs without them', error);
          return undefined;
        },
      )
    : Promise.resolve(undefined);

/** The SDK and the machines come as a separate chunk after first paint (see LazyRuntimeProvider). */
let runtime: Promise<AppRuntime> | undefined;
const loadRuntime = () =>
  (runtime ??= (async () => {
    // The navigation chunk takes in the link's token and utm (`adoptLocation`) before the session starts.
    // Each step in a task of its own (evaluating the chunks, the ports, the core, the session, each
    // of the other actors): no long task.
    const [{ createAppCore, loadBrowserWiring, appActorSteps, startSession }, navigation] = await Promise.all([
      import('./app/runtime'),
      loadNavigation(),
    ]);
    await nextTask();
    const [inspect, wiring] = await Promise.all([devTools(), loadBrowserWiring()]);
    await nextTask();
    const core = createAppCore({ ...wiring, ...(inspect ? { inspect } : {}) });
    // The screen's first data (the checkout's order) is asked for first, while its chunk loads
    // and the actors are made.
    navigation.prefetchScreenData(core.mealflow.api, window.location.pathname);
    await nextTask();
    const session = startSession(core);
    const steps = appActorSteps(core, session);
    for (;;) {
      await nextTask();
      const step = steps.next();
      if (step.done) return step.value;
    }
  })());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');
// The landing at `/` renders without the route table and the guards (the guards' answer there is
// known: `indexDecision`); they load after first paint. Any other address (or a link whose token,
// `success` or `invite` the guards and the entry act on) waits for them before the first render.
// A token link's query is the one it came with (app/link-address.ts: the address bar no longer has the token).
const { pathname, host } = window.location;
const search = openedSearch();
const landingAtOnce = indexDecision({ pathname, search, host }) !== undefined;
// The production index.html carries the landing prerendered at build time (vite-prerender.ts):
// there the landing chunk is loaded first and React hydrates the static HTML with the same tree
// (prerender.tsx renders `App`), so no DOM is made anew: no loading state, no shift, and no long
// commit replacing the page. A server that answered another route with that HTML: the page is
// rendered afresh.
const prerendered = root.dataset['prerendered'];
// Every page but the prerendered landing needs the runtime for its first content (the checkout's
// order, the cabinet): its chunk loads at once, beside the screen's chunk, not after first paint.
if (prerendered === undefined) void loadRuntime();
if (prerendered !== undefined && prerendered !== pathname) root.replaceChildren();
const app = (
  <StrictMode>
    <App loadRuntime={loadRuntime} />
  </StrictMode>
);
// What hydration could not match (a returning visitor's city or brand differs from the first
// visit's HTML): React renders that part afresh, as a first render would; a note in development only.
const onRecoverableError = (error: unknown) => {
  if (__MEALFLOW_DEV__) console.warn('mealflow: the prerendered landing was rendered afresh', error);
};
// No top-level await: the bundler would split the entry to avoid a cycle with the landing chunk.
void Promise.all([prerendered === pathname ? preloadLanding() : undefined, landingAtOnce ? undefined : loadNavigation()])
  .catch(() => undefined)
  .then(() => {
    // The landing's hydration in a transition, so React hydrates in slices and yields to the browser
    // between them: no long task. Outside one, the first hydration is a blocking lane, done in one go.
    if (prerendered === pathname) startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
    // Any other page's first render is its frame and loading line (a cabinet page's frame and skeleton):
    // small, rendered in one task, so it commits before the runtime's start-up steps. In a transition
    // its slices waited behind those steps, and a phone's dashboard painted its frame with its data,
    // after the session's profile (issue 35).
    else createRoot(root).render(app);
  });

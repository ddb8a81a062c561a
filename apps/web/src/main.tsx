import { indexDecision } from '@mealflow/sdk';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadLanding } from './app/landing-screen';
import { loadNavigation } from './app/navigation-loader';
import { armPrerenderReady, watchFinishedRequests } from './app/prerender-ready';
import type { AppRuntime } from './app/runtime';
import './shared/styles/tokens.css';

// Prerender services wait for the page's requests to settle (3 s quiet, 45 s at most).
armPrerenderReady(window, watchFinishedRequests);

/** The SDK and the machines come as a separate chunk after first paint (see LazyRuntimeProvider). */
let runtime: Promise<AppRuntime> | undefined;
const loadRuntime = () =>
  (runtime ??= (async () => {
    // The navigation chunk takes in the link's token and utm (`adoptLocation`) before the session starts.
    const [{ createAppRuntime, devInspector, loadBrowserWiring }] = await Promise.all([import('./app/runtime'), loadNavigation()]);
    const [inspect, wiring] = await Promise.all([devInspector(), loadBrowserWiring()]);
    return createAppRuntime({ ...wiring, ...(inspect ? { inspect } : {}) });
  })());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');
// The landing at `/` renders without the route table and the guards (the guards' answer there is
// known: `indexDecision`); they load after first paint. Any other address (or a link whose token,
// `success` or `invite` the guards and the entry act on) waits for them before the first render.
const { pathname, search, host } = window.location;
const landingAtOnce = indexDecision({ pathname, search, host }) !== undefined;
// The production index.html carries the landing prerendered at build time (vite-prerender.ts).
// On that page the landing chunk is loaded before the first render, so
// React replaces the static HTML with the same page in one commit: no loading state, no shift.
// A server that answered another route with that HTML: the landing goes at once.
const prerendered = root.dataset['prerendered'];
// Every page but the prerendered landing needs the runtime for its first content (the checkout's
// order, the cabinet): its chunk loads at once, beside the screen's chunk, not after first paint.
if (prerendered === undefined) void loadRuntime();
if (prerendered !== undefined && prerendered !== pathname) root.replaceChildren();
// No top-level await: the bundler would split the entry to avoid a cycle with the landing chunk.
// A transition: React renders in slices and yields to the browser (no long task for the first render).
void Promise.all([
  prerendered === pathname ? preloadLanding() : undefined,
  landingAtOnce ? undefined : loadNavigation(),
])
  .catch(() => undefined)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App loadRuntime={loadRuntime} />
        </StrictMode>,
      ),
    ),
  );

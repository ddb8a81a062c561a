import { adoptLinkParams, appInstallRedirect } from '@mealflow/sdk';
import { createBrowserCookies, createBrowserDevice } from '@mealflow/sdk/browser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import type { AppRuntime } from './app/runtime';
import { armPrerenderReady, watchFinishedRequests } from './app/prerender-ready';
import { preloadLanding } from './app/Router';
import { appConfig, brandOfHost } from './app/config';
import './shared/styles/tokens.css';

// Prerender services wait for the page's requests to settle (3 s quiet, 45 s at most).
armPrerenderReady(window, watchFinishedRequests);

/** The SDK and the machines come as a separate chunk after first paint (see LazyRuntimeProvider). */
let runtime: Promise<AppRuntime> | undefined;
const loadRuntime = () =>
  (runtime ??= (async () => {
    const { createAppRuntime, devInspector, loadBrowserWiring } = await import('./app/runtime');
    const [inspect, wiring] = await Promise.all([devInspector(), loadBrowserWiring()]);
    return createAppRuntime({ ...wiring, ...(inspect ? { inspect } : {}) });
  })());

// Before any guard runs and without waiting for the runtime: a `t`/`ct` token link becomes the
// token cookie and leaves the URL, utm are saved (personal-cabinet §2.3). `/dashboard?t=…` then
// renders the dashboard instead of parking the token in the redirect cookie.
const linkTarget = adoptLinkParams(window.location, createBrowserCookies());
if (linkTarget !== undefined) window.history.replaceState(window.history.state, '', linkTarget);
// On the first brand an invited smartphone visitor goes to the app-install tracking link (§2.3);
// the invite cookie is already saved for a later visit to the site.
const device = createBrowserDevice({ brandOf: (host) => brandOfHost(host) });
const appInstall = appInstallRedirect({ search: window.location.search, isSmartphone: device.isSmartphone(), brand: device.brand() }, appConfig.appInstallUrl);
if (appInstall !== undefined) window.location.replace(appInstall);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');
// The production index.html carries the landing prerendered at build time (vite-prerender.ts).
// On that page the landing chunk is loaded before the first render, so
// React replaces the static HTML with the same page in one commit: no loading state, no shift.
// A server that answered another route with that HTML: the landing goes at once.
const prerendered = root.dataset['prerendered'];
// Every page but the prerendered landing needs the runtime for its first content (the checkout's
// order, the cabinet): its chunk loads at once, beside the screen's chunk, not after first paint.
if (prerendered === undefined) void loadRuntime();
if (prerendered !== undefined && prerendered !== window.location.pathname) root.replaceChildren();
// No top-level await: the bundler would split the entry to avoid a cycle with the landing chunk.
// A transition: React renders in slices and yields to the browser (no long task for the first render).
void (prerendered === window.location.pathname ? preloadLanding().catch(() => undefined) : Promise.resolve()).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App loadRuntime={loadRuntime} />
      </StrictMode>,
    ),
  ),
);

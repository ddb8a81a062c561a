import { adoptLinkParams } from '@mealflow/sdk';
import { createBrowserCookies } from '@mealflow/sdk/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './shared/styles/tokens.css';

/** The SDK and the machines come as a separate chunk after first paint (see LazyRuntimeProvider). */
const loadRuntime = async () => {
  const { createAppRuntime, devInspector, loadBrowserWiring } = await import('./app/runtime');
  const [inspect, wiring] = await Promise.all([devInspector(), loadBrowserWiring()]);
  return createAppRuntime({ ...wiring, ...(inspect ? { inspect } : {}) });
};

// Before any guard runs and without waiting for the runtime: a `t`/`ct` token link becomes the
// token cookie and leaves the URL, utm are saved (personal-cabinet §2.3). `/dashboard?t=…` then
// renders the dashboard instead of parking the token in the redirect cookie.
const linkTarget = adoptLinkParams(window.location, createBrowserCookies());
if (linkTarget !== undefined) window.history.replaceState(window.history.state, '', linkTarget);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing in index.html');
createRoot(root).render(
  <StrictMode>
    <App loadRuntime={loadRuntime} />
  </StrictMode>,
);

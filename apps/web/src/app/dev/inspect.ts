import type { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';
import { createActorRegistry, type ActorRegistry } from './actor-registry';

/** What the runtime's actors report to (XState's `inspect` option). */
export type InspectListener = (event: InspectionEvent) => void;

/** An inspector as a listener (the Stately inspector's is an observer). */
const asListener = (inspect: Observer<InspectionEvent> | InspectListener): InspectListener =>
  typeof inspect === 'function' ? inspect : (event) => inspect.next?.(event);

interface DevInspectorOptions {
  /** The page's query (`?inspect`, `?inspect=stately`). */
  search?: string;
  /** Loads the hosted Stately inspector (online only). */
  loadStately?: () => Promise<{ createBrowserInspector: typeof createBrowserInspector }>;
  /** Shows the built-in panel over the registry (a test passes its own). */
  mountPanel?: (registry: ActorRegistry) => Promise<void> | void;
}

/**
 * `?inspect` in a dev build (main.tsx imports this module only when `__MEALFLOW_DEV__`, so a
 * production build has neither it nor the panel; check-bundle proves it): the built-in dev panel,
 * which works offline, lists the live actors, their state on the generated statechart, context and
 * last events, and sends an event; `?inspect=stately` also opens the hosted Stately inspector (it
 * needs the internet). Nothing here stops the app (issue 34): a failure is a console warning and
 * the app starts without that part.
 */
export async function devInspector({
  search = location.search,
  loadStately = () => import('@statelyai/inspect'),
  mountPanel = async (registry) => (await import('./DevPanel')).mountDevPanel(registry),
}: DevInspectorOptions = {}): Promise<InspectListener | undefined> {
  const query = new URLSearchParams(search);
  if (!query.has('inspect')) return undefined;
  const listeners: InspectListener[] = [];
  const registry = createActorRegistry();
  try {
    await mountPanel(registry);
    listeners.push(registry.inspect);
  } catch (error) {
    console.warn('mealflow: the dev panel (?inspect) did not start; the app runs without it', error);
  }
  if (query.get('inspect') === 'stately') {
    try {
      const { createBrowserInspector } = await loadStately();
      listeners.push(asListener(createBrowserInspector({ autoStart: true }).inspect));
    } catch (error) {
      console.warn('mealflow: the Stately inspector (?inspect=stately) did not start; the app runs without it', error);
    }
  }
  if (listeners.length === 0) return undefined;
  return (event) => {
    for (const listener of listeners) listener(event);
  };
}

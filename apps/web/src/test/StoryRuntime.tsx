import { createMemoryPorts, type MemoryPorts, type MemoryPortsOptions } from '@mealflow/sdk';
import { useCallback, type ReactNode } from 'react';
import { Router } from 'wouter';
import { waitFor } from 'xstate';
import { CabinetRootSlot, type LoadCabinetRootView } from '../shared/layout/cabinet-root-slot';
import { createAppRuntime, type AppRuntime } from '../shared/runtime/runtime';
import { RuntimeProvider } from '../shared/runtime/RuntimeContext';
import { nextStoryActors } from './story-actors';
import { stoppedClock } from './story-clock';
import { heldCryptogram } from './story-cryptogram';
import { STORY_TURN_HEADER, storyTurn } from './story-turn';

/**
 * The story's ports (`parameters.ports` in the stories that take them). `stoppedClock: true`: the
 * story's clock stands at `now` (else the loader's time), and so do the timers of every actor's
 * delays, until the story moves `ports.clock` on (test/story-clock.ts). `heldCryptogram: true`: the
 * card's cryptogram waits for the story (test/story-cryptogram.ts).
 */
export interface StoryPortsOptions extends MemoryPortsOptions {
  stoppedClock?: boolean;
  heldCryptogram?: boolean;
}

/**
 * A story's ports from its parameters: `ports` (above) and `storage`, what a page left in the
 * browser's storage, written with the loader's time (`(now) => ({ key: value })`: a charge left
 * pending a moment ago, an order the funnel created 3 s ago). A stopped clock stands at that time.
 */
export function storyPortsOf(parameters: Record<string, unknown>): StoryPortsOptions {
  const ports = (parameters['ports'] ?? {}) as StoryPortsOptions;
  const storage = parameters['storage'] as ((now: number) => Record<string, string>) | undefined;
  const now = ports.now ?? Date.now();
  return { ...ports, ...(ports.stoppedClock ? { now } : {}), ...(storage ? { storage: { ...ports.storage, ...storage(now) } } : {}) };
}

/**
 * The app's composition root with in-memory ports over the real API client; in Storybook the
 * requests go to the sandbox handlers in msw's service worker, in component tests to msw/node.
 * Its calls carry the story's turn (test/story-turn.ts): once the next story has started, they no
 * longer reach the sandbox.
 */
export function createStoryRuntime(options: StoryPortsOptions = {}, baseURL = ''): AppRuntime & { ports: MemoryPorts } {
  const { stoppedClock: stopped, heldCryptogram: holdCryptogram, ...portOptions } = options;
  const ports = createMemoryPorts(portOptions);
  if (holdCryptogram) ports.cardCryptogram = heldCryptogram(ports.cardCryptogram);
  const clock = stopped ? stoppedClock(portOptions.now ?? Date.now()) : undefined;
  if (clock) ports.clock = clock;
  const turn = { [STORY_TURN_HEADER]: String(storyTurn()) };
  return createAppRuntime({
    ports,
    baseURL,
    headers: () => turn,
    inspect: nextStoryActors().inspect,
    ...(clock ? { clock } : {}),
  }) as AppRuntime & { ports: MemoryPorts };
}

/**
 * A story runtime whose visitor's city is settled (the IP lookup answered): a phone field shows
 * only in the settled city (`shared/runtime/city.ts`), so a story that types a phone starts from here.
 */
export async function settledStoryRuntime(options: StoryPortsOptions = {}, baseURL = ''): Promise<AppRuntime & { ports: MemoryPorts }> {
  const runtime = createStoryRuntime(options, baseURL);
  await waitFor(runtime.city, (s) => s.matches('ready'));
  return runtime;
}

/**
 * The cabinet frame's root view, as the app's router fills its slot. A cabinet story's loader loads it
 * first (test/cabinet-story.tsx), so the frame, which asks for it once the page has settled, has it at once.
 */
export const loadCabinetRootView: LoadCabinetRootView = () => import('../features/dashboard/CabinetRootView');

/**
 * A story renders at its runtime's address: the router's query is the navigation port's (the
 * story's `path`), not the test page's own (whose `?sessionId=…` belongs to vitest), so a screen
 * reads its query from the router as in the app. A story that moves between pages sets its own
 * router inside (test/checkout-story.tsx, test/cabinet-story.tsx).
 */
export function StoryRuntime({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  const { navigation } = runtime.ports;
  const searchHook = useCallback(() => navigation.current().search.replace(/^\?/, ''), [navigation]);
  return (
    <RuntimeProvider runtime={runtime}>
      <Router searchHook={searchHook}>
        <CabinetRootSlot value={loadCabinetRootView}>{children}</CabinetRootSlot>
      </Router>
    </RuntimeProvider>
  );
}

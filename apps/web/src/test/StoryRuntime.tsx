import { createMemoryPorts, type MemoryPorts, type MemoryPortsOptions } from '@mealflow/sdk';
import type { ReactNode } from 'react';
import { waitFor } from 'xstate';
import { CabinetRootSlot, type LoadCabinetRootView } from '../shared/layout/cabinet-root-slot';
import { createAppRuntime, type AppRuntime } from '../shared/runtime/runtime';
import { RuntimeProvider } from '../shared/runtime/RuntimeContext';
import { nextStoryActors } from './story-actors';
import { STORY_TURN_HEADER, storyTurn } from './story-turn';

/**
 * The app's composition root with in-memory ports over the real API client; in Storybook the
 * requests go to the sandbox handlers in msw's service worker, in component tests to msw/node.
 * Its calls carry the story's turn (test/story-turn.ts): once the next story has started, they no
 * longer reach the sandbox.
 */
export function createStoryRuntime(options: MemoryPortsOptions = {}, baseURL = ''): AppRuntime & { ports: MemoryPorts } {
  const ports = createMemoryPorts(options);
  const turn = { [STORY_TURN_HEADER]: String(storyTurn()) };
  return createAppRuntime({ ports, baseURL, headers: () => turn, inspect: nextStoryActors().inspect }) as AppRuntime & {
    ports: MemoryPorts;
  };
}

/**
 * A story runtime whose visitor's city is settled (the IP lookup answered): a phone field shows
 * only in the settled city (`shared/runtime/city.ts`), so a story that types a phone starts from here.
 */
export async function settledStoryRuntime(options: MemoryPortsOptions = {}, baseURL = ''): Promise<AppRuntime & { ports: MemoryPorts }> {
  const runtime = createStoryRuntime(options, baseURL);
  await waitFor(runtime.city, (s) => s.matches('ready'));
  return runtime;
}

/** The cabinet frame's root view, as the app's router fills its slot. */
const loadCabinetRootView: LoadCabinetRootView = () => import('../features/dashboard/CabinetRootView');

export function StoryRuntime({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return (
    <RuntimeProvider runtime={runtime}>
      <CabinetRootSlot value={loadCabinetRootView}>{children}</CabinetRootSlot>
    </RuntimeProvider>
  );
}

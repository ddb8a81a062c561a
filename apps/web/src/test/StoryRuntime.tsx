import { createMemoryPorts, type MemoryPorts, type MemoryPortsOptions } from '@mealflow/sdk';
import type { ReactNode } from 'react';
import { createAppRuntime, type AppRuntime } from '../app/runtime';
import { RuntimeProvider } from '../app/RuntimeContext';

/**
 * The app's composition root with in-memory ports over the real API client; in Storybook the
 * requests go to the sandbox handlers in msw's service worker, in component tests to msw/node.
 */
export function createStoryRuntime(options: MemoryPortsOptions = {}, baseURL = ''): AppRuntime & { ports: MemoryPorts } {
  const ports = createMemoryPorts(options);
  return createAppRuntime({ ports, baseURL }) as AppRuntime & { ports: MemoryPorts };
}

export function StoryRuntime({ runtime, children }: { runtime: AppRuntime; children: ReactNode }) {
  return <RuntimeProvider runtime={runtime}>{children}</RuntimeProvider>;
}

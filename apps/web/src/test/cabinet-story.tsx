import { routeByName, type RouteDef, type RouteName } from '@mealflow/sdk';
import type { Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { ScreenProps } from '../shared/screen';
import { createStoryRuntime, StoryRuntime } from './StoryRuntime';

/** The one arg of a cabinet screen's stories: desktop or smartphone. */
export interface CabinetStoryArgs {
  smartphone: boolean;
}

/**
 * The meta of a cabinet screen's stories but its title: the screen of route `routeName` in its own
 * runtime over the sandbox, logged in as the sandbox's returning client, on a desktop or (arg) a
 * smartphone. Storybook's indexer reads a literal default export, so a story file writes
 * `const meta = { title: '…', ...cabinetScreenStories('Route', Page) } satisfies Meta<CabinetStoryArgs>`;
 * each story adds its play function and sandbox faults (`parameters.sandbox`).
 */
export function cabinetScreenStories(routeName: RouteName, Screen: ComponentType<ScreenProps>) {
  const route: RouteDef = routeByName(routeName);
  return {
    args: { smartphone: false },
    parameters: { layout: 'fullscreen' },
    render: (_args, { loaded }) => (
      <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
        <Screen route={route} params={{}} />
      </StoryRuntime>
    ),
    loaders: [
      async ({ args }) => ({
        runtime: createStoryRuntime({ path: route.path, cookies: { client_token: 'sandbox-token-returning' }, smartphone: args.smartphone }),
      }),
    ],
  } satisfies Omit<Meta<CabinetStoryArgs>, 'title'>;
}

/**
 * A client's token from the sandbox's login call (its SMS code is the phone's last four digits):
 * a story logs in a client of its own (a new client, the tips-modal client) in its loader.
 */
export async function sandboxClientToken(phone: string): Promise<string> {
  const response = await fetch('/api/personal-cabinet/v1/authentication/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, code: phone.slice(-4) }),
  });
  return ((await response.json()) as { client_token: string }).client_token;
}

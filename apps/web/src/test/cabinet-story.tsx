import { buildPath, routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ScreenProps } from '../shared/screen';
import { createStoryRuntime, loadCabinetRootView, StoryRuntime, storyPortsOf } from './StoryRuntime';

/** The args of a cabinet screen's stories. */
export interface CabinetStoryArgs {
  /** The route shown: the screen's own by default (a story may show its /new-dashboard twin). */
  route: RouteName;
  /** Desktop or smartphone. */
  smartphone: boolean;
  /** The storefront's brand (wowfood's cabinet has its own navigation); main by default. */
  brand?: 'main' | 'wowfood' | undefined;
  /** Days added to the clock (an eating pause). */
  laterDays?: number | undefined;
  /** The route's params (`{ hid: 'lk-paid' }` for an order's page); none by default. */
  params?: Record<string, string> | undefined;
  /** The page's query (`?proposed=1`), read by the screen through the router; none by default. */
  search?: string | undefined;
}

/** The page's path and query. */
const pathOf = (args: CabinetStoryArgs) => `${buildPath(args.route, args.params)}${args.search ?? ''}`;

/**
 * The meta of a cabinet screen's stories but its title: the screen of route `routeName` in its own
 * runtime over the sandbox, logged in as the sandbox's returning client (or, with the story's
 * parameter `clientPhone`, as a client of its own), on a desktop or (arg) a smartphone. Storybook's
 * indexer reads a literal default export, so a story file writes
 * `const meta = { title: '…', ...cabinetScreenStories('Route', Page) } satisfies Meta<CabinetStoryArgs>`;
 * each story adds its play function, args, sandbox faults (`parameters.sandbox`) and ports
 * (`parameters.ports`, e.g. `{ stoppedClock: true }`: test/StoryRuntime.tsx).
 */
export function cabinetScreenStories(routeName: RouteName, Screen: ComponentType<ScreenProps>) {
  return {
    args: { route: routeName, smartphone: false },
    parameters: { layout: 'fullscreen' },
    render: (args, { loaded }) => {
      const screen = <Screen route={routeByName(args.route)} params={args.params ?? {}} />;
      return (
        <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
          {args.search ? <Router hook={memoryLocation({ path: pathOf(args) }).hook}>{screen}</Router> : screen}
        </StoryRuntime>
      );
    },
    loaders: [
      async ({ args, parameters }) => {
        const phone = parameters['clientPhone'] as string | undefined;
        const ports = storyPortsOf(parameters);
        // The frame's root view (its modals, the e-mail popup) comes once the page has settled
        // (shared/page-settled.ts), then its chunk: the first cabinet story of a page found it cold in
        // vite's dev server (seconds to transform on a loaded host, all six e-mail popup stories failed
        // at load 18), inside the time a play gives the popup and the preview a declared state. Loaded
        // here, before the story's clock runs; once per page, as the app's own chunk.
        await loadCabinetRootView();
        return {
          runtime: createStoryRuntime({
            ...ports,
            path: pathOf(args),
            cookies: { client_token: phone ? await sandboxClientToken(phone) : 'sandbox-token-returning' },
            smartphone: args.smartphone,
            brand: args.brand,
            now: args.laterDays ? Date.now() + args.laterDays * 86_400_000 : ports.now,
          }),
        };
      },
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

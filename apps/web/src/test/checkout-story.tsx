import type { Meta } from '@storybook/react-vite';
import { routeByName } from '@mealflow/sdk/routing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStoryRuntime, StoryRuntime } from './StoryRuntime';
import CheckoutPage from '../features/checkout/CheckoutPage';

/** The args of a checkout story: the seeded order (hid), the address's query and the device. */
export interface CheckoutStoryArgs {
  hid: string;
  search: string;
  /** A smartphone (the stories' phone viewport is 390 px wide). */
  smartphone?: boolean;
}

/**
 * The meta of the checkout's stories but its title: the checkout page of a seeded order on the
 * real machines and the sandbox worker, logged in as the seeded returning client. The URL (hid,
 * co=, deliveryIdH=) picks the seeded order; the story's parameter `storage` seeds the browser's
 * storage (a charge left pending: `mf_payment_pending:{hid}`, written with the loader's time).
 */
export function checkoutStories() {
  return {
    render: (args, { loaded }) => {
      const location = memoryLocation({ path: `/instant-order/${args.hid}${args.search}` });
      return (
        <Router hook={location.hook} searchHook={location.searchHook}>
          <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
            <CheckoutPage params={{ hid: args.hid }} route={routeByName('SingleStepOrder')} />
          </StoryRuntime>
        </Router>
      );
    },
    loaders: [
      async ({ args, parameters }) => {
        const storage = parameters['storage'] as ((now: number) => Record<string, string>) | undefined;
        return {
          runtime: createStoryRuntime({
            cookies: { client_token: 'sandbox-token-returning' },
            smartphone: args.smartphone ?? false,
            ...(storage ? { storage: storage(Date.now()) } : {}),
          }),
        };
      },
    ],
    parameters: { layout: 'fullscreen' },
    args: { hid: 'demo-standard', search: '' },
  } satisfies Omit<Meta<CheckoutStoryArgs>, 'title'>;
}

import type { Meta } from '@storybook/react-vite';
import { sandboxSeed, type SandboxSeed } from '@mealflow/sandbox';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeByName } from '@mealflow/sdk/routing';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStoryRuntime, StoryRuntime, storyPortsOf } from './StoryRuntime';
import CheckoutPage from '../features/checkout/CheckoutPage';
import { storySandbox } from './story-sandbox';

/** The args of a checkout story: the seeded order (hid), the address's query and the device. */
export interface CheckoutStoryArgs {
  hid: string;
  search: string;
  /** A smartphone (the stories' phone viewport is 390 px wide). */
  smartphone?: boolean;
}

/**
 * The story's address: its seeded order (hid) and query, and the service's test clock (`test_time`)
 * when the story sets one from the sandbox's seed (`parameters.testTime(seed)`): the seed the story's
 * sandbox was reset to just before, so a run across Moscow's midnight (or 20:00, which moves the first
 * delivery) cannot mix the day the story file loaded on with the seed's.
 */
function storyPath(args: CheckoutStoryArgs, parameters: Record<string, unknown>): string {
  const path = `/instant-order/${args.hid}${args.search}`;
  const testTime = parameters['testTime'] as ((seed: SandboxSeed) => string) | undefined;
  if (!testTime) return path;
  return `${path}${args.search ? '&' : '?'}test_time=${encodeURIComponent(testTime(sandboxSeed(storySandbox.store)))}`;
}

/**
 * The meta of the checkout's stories but its title: the checkout page of a seeded order on the
 * real machines and the sandbox worker, logged in as the seeded returning client. The URL (hid,
 * co=, deliveryIdH=) picks the seeded order; the story's parameter `storage` seeds the browser's
 * storage (a charge left pending: `mf_payment_pending:{hid}`, written with the loader's time);
 * `ports` sets the story's other ports (`{ stoppedClock: true }`: test/story-clock.ts); `testTime`
 * the service's test clock from the sandbox's seed (`storyPath`).
 */
export function checkoutStories() {
  return {
    render: (args, { loaded }) => {
      const location = memoryLocation({ path: loaded['path'] as string });
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
        const path = storyPath(args, parameters);
        return {
          path,
          runtime: createStoryRuntime({
            ...storyPortsOf(parameters),
            // The navigation port at the story's address too (the service's test clock reads its query).
            path,
            cookies: { client_token: 'sandbox-token-returning' },
            smartphone: args.smartphone ?? false,
          }),
        };
      },
    ],
    parameters: { layout: 'fullscreen' },
    args: { hid: 'demo-standard', search: '' },
  } satisfies Omit<Meta<CheckoutStoryArgs>, 'title'>;
}

/** The pay button of the seeded `demo-standard` order (no drinks, no promo code). */
export const PAY_STANDARD = 'Оплатить 9\u00a0540\u00a0₽';

/** The seeded order ready to pay: its saved address chosen and the pay button enabled (the saved card is the method). */
export async function readyToPay(canvasElement: HTMLElement, pay: string | RegExp = PAY_STANDARD) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('radio', { name: 'Москва, ул. Тверская, д. 7, кв. 12' }));
  await expect(await canvas.findByText('Адрес доставки выбран')).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('button', { name: pay })).toBeEnabled());
  return canvas;
}

/** 'Новой картой' chosen and a card typed (the sandbox's 3-D Secure card, or another). */
export async function typeNewCard(canvasElement: HTMLElement, number = '4000000000003220') {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: 'Новой картой' }));
  await userEvent.type(await canvas.findByLabelText('Номер карты'), number);
  await userEvent.type(canvas.getByLabelText('Срок действия'), '1229');
  await userEvent.type(canvas.getByLabelText('CVV'), '123');
  await userEvent.type(canvas.getByLabelText('Имя владельца'), 'IVAN PETROV');
  return canvas;
}

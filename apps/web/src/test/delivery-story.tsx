import { routeByName } from '@mealflow/sdk/routing';
import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from './StoryRuntime';
import DeliveriesPage from '../features/dashboard/DeliveriesPage';

/** The args of a delivery story: the seeded order and delivery, and the clock. */
export interface DeliveryStoryArgs {
  hid: string;
  deliveryId: string;
  /** Days added to the clock: far ahead, every delivery is past its cut-off. */
  laterDays: number;
  /** The clock at 09:00 Moscow time of today: tomorrow's delivery can still be changed, whenever the story runs. */
  morning?: boolean;
  /** A smartphone (the stories' phone viewport is 390 px wide). */
  smartphone?: boolean;
}
type Runtime = ReturnType<typeof createStoryRuntime>;

/**
 * The meta of the delivery page's stories but its title: a delivery of the sandbox's returning
 * client (personal-cabinet §4, §7, §8) on the delivery machine over the sandbox.
 */
export function deliveryStories() {
  return {
    args: { hid: 'lk-paid', deliveryId: 'lk-paid-d4', laterDays: 0 },
    parameters: { layout: 'fullscreen' },
    render: (args, { loaded }) => (
      <StoryRuntime runtime={loaded['runtime'] as Runtime}>
        <DeliveriesPage route={routeByName('DashboardOrderDeliveries')} params={{ hid: args.hid, deliveryId: args.deliveryId }} />
      </StoryRuntime>
    ),
    loaders: [
      async ({ args }) => ({
        runtime: createStoryRuntime({
          path: `/dashboard/orders/${args.hid}/deliveries/${args.deliveryId}`,
          cookies: { client_token: 'sandbox-token-returning' },
          now: (args.morning ? moscowMorning(Date.now()) : Date.now()) + args.laterDays * 86_400_000,
          smartphone: args.smartphone ?? false,
        }),
      }),
    ],
  } satisfies Omit<Meta<DeliveryStoryArgs>, 'title'>;
}

const DAY_MS = 86_400_000;
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
/** 09:00 Moscow time of the Moscow day `now` falls on. */
const moscowMorning = (now: number) => Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS + 9 * 3_600_000;

/** The page's document body (the dialogs are rendered there). */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The delivery page once its delivery is shown. */
export async function deliveryShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: /^Доставка / });
  return canvas;
}

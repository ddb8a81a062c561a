import { cabinetOrders, rootCalls } from '@mealflow/sdk/api';
import { routeByName } from '@mealflow/sdk/routing';
import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import OrderPacksPage from '../features/customization/OrderPacksPage';
import OrderWizardPage from '../features/customization/OrderWizardPage';
import { createStoryRuntime, StoryRuntime } from './StoryRuntime';

/** The args of a customisation story: the order wizard or the order's packs page, the order, the device. */
export interface CustomizationStoryArgs {
  screen: 'wizard' | 'packs';
  hid: string | undefined;
  smartphone: boolean;
}
type Runtime = ReturnType<typeof createStoryRuntime>;
const wizard = routeByName('OrderWizard');
const packs = routeByName('OrderPacks');

/** The returning client's runtime on the wizard of order `hid`. */
export const customizationRuntime = (hid = 'lk-custom', smartphone = false) =>
  createStoryRuntime({ path: `/order-wizard/${hid}`, cookies: { client_token: 'sandbox-token-returning' }, smartphone });

/**
 * The meta of the customisation stories but its title (personal-cabinet §2.1, §4): the returning
 * client's order `lk-custom` on the customization machine over the sandbox, in the wizard by default.
 */
export function customizationStories() {
  return {
    args: { screen: 'wizard', hid: 'lk-custom', smartphone: false },
    parameters: { layout: 'fullscreen' },
    render: (args, { loaded }) => (
      <StoryRuntime runtime={loaded['runtime'] as Runtime}>
        {args.screen === 'packs' ? (
          <OrderPacksPage route={packs} params={{ hid: args.hid }} />
        ) : (
          <OrderWizardPage route={wizard} params={{ hid: args.hid }} />
        )}
      </StoryRuntime>
    ),
    loaders: [async ({ args }) => ({ runtime: customizationRuntime(args.hid ?? '', args.smartphone) })],
  } satisfies Omit<Meta<CustomizationStoryArgs>, 'title'>;
}

/** A region of the page by its name ('Ваше меню' in the wizard, 'Меню заказа' on the packs page). */
export const region = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }));

/**
 * A draft of lk-custom made through the API before the page opens, as by an earlier visit: the
 * last day's breakfast (always before its cut-off) changed to the omelette.
 */
async function draftMadeEarlier(runtime: Runtime): Promise<void> {
  const { api } = runtime.mealflow;
  const { days } = await api.call(cabinetOrders.packs, { hid: 'lk-custom' });
  await api.call(rootCalls.addCustomMenu, { orderId_H: 'lk-custom', menuId: 4 });
  await api.call(rootCalls.custom, {
    orderId_H: 'lk-custom',
    mealDate: days.at(-1)!.date,
    mealNumber: 1,
    packId: 121,
    type: 'change',
    count: 1,
  });
}

/** The loaders of a story that opens the wizard on a draft left from an earlier visit (`draftMadeEarlier`). */
export const withEarlierDraft = [
  async () => {
    const runtime = customizationRuntime();
    await draftMadeEarlier(runtime);
    return { runtime };
  },
];

import { createMemoryStorage } from '@mealflow/sdk';
import { MOSCOW_CITY_ID, SPB_CITY_ID } from '@mealflow/sdk/domain';
import { funnel } from '@mealflow/sdk/storefront';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime, storyPortsOf } from '../../test/StoryRuntime';
import TryCustomizationPage from './TryCustomizationPage';

/** /try-customization (personal-cabinet §2.1): the order block whose order opens the wizard; no 'Собрать своё меню' on its own page. */
type Runtime = ReturnType<typeof createStoryRuntime>;
/** The customisation active now (sandbox vcp_1_cmz_1): its strip. */
const STRIP = /^Соберите своё меню: замените любое блюдо/;

const meta = {
  title: 'Cabinet/Customization/Try customization',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <TryCustomizationPage />
    </StoryRuntime>
  ),
  loaders: [
    async ({ parameters }) => ({
      runtime: await settledStoryRuntime({
        ...storyPortsOf(parameters),
        path: '/try-customization',
        cookies: { ab_landing_custom_menu: 'custom_menu_button' },
      }),
    }),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Соберите своё меню' })).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'Оформите заказ за минуту' });
    await expect(await within(form).findByLabelText('Телефон')).toBeVisible();
    await expect(within(form).queryByRole('button', { name: 'Собрать своё меню' })).toBeNull();
    await expect(await canvas.findByText(STRIP)).toBeVisible();
  },
};

/**
 * The visitor chooses another city: the marketing configuration is reprocessed 300 ms after the
 * change (personal-cabinet §4; a stopped story clock holds the wait). Meanwhile the strip of the
 * last resolution stays, with the page's heading.
 */
export const CityChanged: Story = {
  parameters: { machineState: 'marketingConfig.ready.reprocessing', ports: { stoppedClock: true } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STRIP)).toBeVisible();
    (loaded['runtime'] as Runtime).city.send({ type: 'CITY.CHOOSE', cityId: SPB_CITY_ID });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Соберите своё меню' })).toBeVisible();
    await expect(canvas.getByText(STRIP)).toBeVisible();
  },
};

/**
 * What the funnel keeps of the order this form created `ago` ms earlier (order-funnel §4: coming
 * back to the page resumes its 15-second countdown), written by the SDK's own `saveRecentOrder`.
 */
const orderCreated =
  (ago: number) =>
  (now: number): Record<string, string> => {
    const storage = createMemoryStorage();
    const hid = 'demo-standard';
    funnel.saveRecentOrder(storage, funnel.recentOrderForm({ gift: false, businessProduct: 'standard', cityId: MOSCOW_CITY_ID }), {
      created: {
        hid,
        phone: '+79161234567',
        target: `/try-customization/order-wizard/${hid}`,
        afterConfirm: `/try-customization/single-step-order/${hid}`,
        selectionKey: 'custom|5|1|||',
      },
      countdownDeadline: now - ago + 15_000,
    });
    return Object.fromEntries(storage.data);
  };

/**
 * Back on the page 3 s after ordering: the form resumes the countdown of the order it created (a
 * stopped story clock keeps it at 12 s), with its phone; 'Заказать' waits for the countdown.
 */
export const BackAfterOrdering: Story = {
  parameters: { machineState: 'funnel.form.resumed', ports: { stoppedClock: true }, storage: orderCreated(3_000) },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Оформите заказ за минуту' }));
    await expect(await form.findByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
    await expect(form.getByRole('button', { name: 'Заказать через 12 с' })).toBeDisabled();
  },
};

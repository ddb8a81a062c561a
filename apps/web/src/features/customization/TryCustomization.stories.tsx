import { SPB_CITY_ID } from '@mealflow/sdk/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime, type StoryPortsOptions } from '../../test/StoryRuntime';
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
        ...(parameters['ports'] as StoryPortsOptions | undefined),
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

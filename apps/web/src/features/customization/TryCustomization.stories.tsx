import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import TryCustomizationPage from './TryCustomizationPage';

/** /try-customization (personal-cabinet §2.1): the order block whose order opens the wizard; no 'Собрать своё меню' on its own page. */
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Cabinet/Customization/Try customization',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <TryCustomizationPage />
    </StoryRuntime>
  ),
  loaders: [
    async () => ({
      runtime: await settledStoryRuntime({ path: '/try-customization', cookies: { ab_landing_custom_menu: 'custom_menu_button' } }),
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
    // The customisation active now (sandbox vcp_1_cmz_1) shows its strip.
    await expect(await canvas.findByText(/^Соберите своё меню: замените любое блюдо/)).toBeVisible();
  },
};

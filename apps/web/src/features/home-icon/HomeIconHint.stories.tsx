import type { Meta, StoryObj } from '@storybook/react-vite';
import { HOME_ICON_STEPS, HOME_ICON_TEXTS } from '@mealflow/sdk/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeIconHint } from './HomeIconHint';

/** The home-screen icon hint: the banner, and the instructions for each browser. */
const meta = {
  title: 'Storefront/Home screen icon hint',
  component: HomeIconHint,
} satisfies Meta<typeof HomeIconHint>;
export default meta;
type Story = StoryObj<typeof meta>;

const view = (state: 'banner' | 'instructions', steps: readonly string[] = HOME_ICON_STEPS['ios-safari']) => ({
  banner: state === 'banner',
  instructions: state === 'instructions',
  texts: HOME_ICON_TEXTS,
  steps,
  how: fn(),
  close: fn(),
});

export const Banner: Story = {
  args: { view: view('banner') },
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('complementary', { name: HOME_ICON_TEXTS.title });
    await userEvent.click(within(banner).getByRole('button', { name: 'Как добавить' }));
    await expect(args.view.how).toHaveBeenCalled();
  },
};

export const InstructionsIosSafari: Story = {
  args: { view: view('instructions') },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Как добавить иконку' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const InstructionsIosYandex: Story = {
  args: { view: view('instructions', HOME_ICON_STEPS['ios-yandex']) },
  play: async () => {
    await expect(within(document.body).getByText('Выберите «Добавить на домашний экран»')).toBeVisible();
  },
};

export const InstructionsAndroid: Story = {
  args: { view: view('instructions', HOME_ICON_STEPS.android) },
  play: async () => {
    await expect(within(document.body).getByText('Выберите «Добавить на главный экран»')).toBeVisible();
  },
};

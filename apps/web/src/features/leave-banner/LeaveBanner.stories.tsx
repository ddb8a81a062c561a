import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import LeaveBanner from './LeaveBanner';

/**
 * The leave banner on the real machine and the sandbox: each story opens it the way a visitor
 * does (the mouse leaves the window) and plays one path.
 */
const leave = () => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null }));
const screen = () => within(document.body);

const meta = {
  title: 'Storefront/Funnel/Leave banner',
  render: (args: { variant: 'p1' | 'p2' | 'p3' | 'trial' }, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
      <LeaveBanner variant={args.variant} />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: await settledStoryRuntime({ path: '/' }) })],
  args: { variant: 'p1' as const },
} satisfies Meta<{ variant: 'p1' | 'p2' | 'p3' | 'trial' }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneStep: Story = {
  parameters: { machineState: ['leaveBanner.open.login'] },
  play: async () => {
    leave();
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Получить скидку' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Отказаться от скидки' })).toBeVisible();
  },
};

export const TrialVariant: Story = {
  args: { variant: 'trial' },
  play: async () => {
    leave();
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Заказать меню на день' })).toBeVisible();
  },
};

export const CodeStepAndWrongCode: Story = {
  play: async () => {
    leave();
    const dialog = await screen().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9161234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Получить скидку' }));
    const code = await within(dialog).findByLabelText('Код из СМС');
    await userEvent.type(code, '1111');
    await expect(await within(dialog).findByText('Вы ввели неверный пароль')).toBeVisible();
  },
};

export const Accepted: Story = {
  play: async ({ loaded }) => {
    const runtime = loaded['runtime'] as ReturnType<typeof createStoryRuntime>;
    leave();
    const dialog = await screen().findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9161234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Получить скидку' }));
    await userEvent.type(await within(dialog).findByLabelText('Код из СМС'), '4567');
    await waitFor(() => expect(runtime.session.getSnapshot().matches('authenticated')).toBe(true));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

export const Refused: Story = {
  play: async () => {
    leave();
    const dialog = await screen().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отказаться от скидки' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};

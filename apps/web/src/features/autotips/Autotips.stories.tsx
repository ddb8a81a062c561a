import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxClientToken } from '../../test/cabinet-story';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import AutotipsPage from './AutotipsPage';

/** /dashboard/autotips (personal-cabinet §2.1 autotips, §4 "Auto-tips") on the auto-tips machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;

const route = routeByName('DashboardAutotips');

const meta = {
  title: 'Cabinet/Auto-tips',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <AutotipsPage route={route} params={{}} />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: createStoryRuntime({ path: route.path, cookies: { client_token: 'sandbox-token-returning' } }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Turning on selects the second amount and saves the template with the saved card. */
export const TurnOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Чаевые будут списываться автоматически')).toBeVisible();
    const amounts = within(canvas.getByRole('group', { name: 'Сумма чаевых' }));
    const chosen = amounts.getByRole('button', { name: /^100\s₽$/ });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // Issue 31: the chosen amount looks chosen, not only says so; the card charged is named.
    const other = amounts.getAllByRole('button').find((b) => b.getAttribute('aria-pressed') === 'false')!;
    // Once its 0.15 s background transition has run (the button has just been pressed).
    await waitFor(() => expect(getComputedStyle(chosen).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor));
    await expect(canvas.getByText('Чаевые спишутся с карты •••• 4242')).toBeVisible();
    await userEvent.click(within(canvas.getByRole('group', { name: 'Сумма чаевых' })).getByRole('button', { name: /^100\s₽$/ }));
    await waitFor(() => expect(canvas.queryByText('Чаевые будут списываться автоматически')).toBeNull());
    await expect(toggle).not.toBeChecked();
  },
};

/** A failed template load is logged and said, with a retry (it was a disabled switch without a word). */
export const TemplatesNotLoaded: Story = {
  parameters: { machineState: 'autoTips.loadFailed', sandbox: { faults: [['tips/templates', { kind: 'status', status: 500 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось загрузить чаевые');
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** The retry after a failed load loads the tips: the switch works. */
export const TemplatesLoadedOnRetry: Story = {
  parameters: { sandbox: { faults: [['tips/templates', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Повторить' }));
    const toggle = await canvas.findByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A profile without the flag is not offered auto-tips. */
export const NotOffered: Story = {
  loaders: [
    async () => {
      const runtime = createStoryRuntime({ path: route.path, cookies: { client_token: await sandboxClientToken('+79161230079') } });
      return { runtime };
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Автоматические чаевые пока недоступны для вашего профиля.')).toBeVisible();
  },
};

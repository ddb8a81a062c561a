import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { alertSays, failing, heldAfter, passing, statusSays } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import InvitePage from './InvitePage';

/** /dashboard/invite (personal-cabinet §2.1 invite) on the invite machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;
const route = routeByName('DashboardInvite');
const returning = () => createStoryRuntime({ path: route.path, host: 'mealflow.ru', cookies: { client_token: 'sandbox-token-returning' } });

const meta = {
  title: 'Cabinet/Invite',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <InvitePage route={route} params={{}} />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: returning() })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: ['invite.ready.copied'] },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('textbox', { name: 'Ваша ссылка для приглашения' });
    await expect(link).toHaveValue('https://mealflow.ru/?invite=anna-7');
    // Money keeps its no-break spaces (read textContent: testing-library normalises them).
    await expect(canvas.getByText(/^Скидку 500\s₽/).textContent).toBe('Скидку 500\u00a0₽ на первый заказ по вашей ссылке');
    await expect(canvas.getByText(/^1\s000\s₽ бонусами/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await canvas.findByText('Ссылка скопирована')).toBeVisible();
    await expect((loaded['runtime'] as Runtime).ports.clipboard.written).toEqual(['https://mealflow.ru/?invite=anna-7']);
  },
};

export const CopyRefused: Story = {
  parameters: { machineState: ['invite.ready.copyFailed'] },
  loaders: [
    async () => {
      const runtime = returning();
      runtime.ports.clipboard.refuse = true;
      return { runtime };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать ссылку' }));
    await expect(await canvas.findByText('Не удалось скопировать. Выделите ссылку и скопируйте её вручную')).toBeVisible();
  },
};

export const NoLinkYet: Story = {
  parameters: {
    machineState: ['invite.ready.idle'],
    sandbox: {
      faults: [
        [
          'client-profile',
          { kind: 'status', status: 200, body: { success: true, profile: { id: 9, phone: '+79990000031', addresses: [] } } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ссылка для приглашения пока недоступна. Загляните сюда позже.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Скопировать ссылку' })).toBeNull();
  },
};

// The screen's own loading and error states: the session reads the same profile first, so the
// sandbox answers that read and holds (or fails) the invite's own.

/** The invite is being loaded: its loading line. */
export const Loading: Story = {
  parameters: { machineState: 'invite.loading', sandbox: { faults: heldAfter('client-profile') } },
  play: statusSays('Загружаем приглашение…'),
};

/** The invite failed to load: the alert and 'Повторить', which loads it again. */
export const ErrorWithRetry: Story = {
  parameters: { machineState: 'invite.error', sandbox: { faults: [passing('client-profile'), failing('client-profile')] } },
  play: alertSays(),
};

/** 'Скопировать ссылку' pressed while the browser has not yet answered (it may ask the client's permission first). */
export const Copying: Story = {
  parameters: { machineState: 'invite.ready.copying' },
  play: async ({ canvasElement, loaded }) => {
    (loaded['runtime'] as Runtime).ports.clipboard.write = () => new Promise<void>(() => undefined);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Скопировать ссылку' }));
    await expect(canvas.queryByText('Ссылка скопирована')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Ваша ссылка для приглашения' })).toHaveValue('https://mealflow.ru/?invite=anna-7');
  },
};

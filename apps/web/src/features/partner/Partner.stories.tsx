import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, busyButton, dialogOpen, failing, held, press, shows, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import PartnerInvitePage from './PartnerInvitePage';

/** /partner-invite, invited, has-invite (personal-cabinet §2.1, §6) on the partner machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;
const route = routeByName('PartnerInvite');
const runtime = (path: string, token?: string) => createStoryRuntime({ path, cookies: token ? { client_token: token } : {} });

const meta = {
  title: 'Cabinet/Partner invite',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <PartnerInvitePage route={route} params={{}} />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: runtime('/partner-invite?partner=olymp', 'sandbox-token-returning') })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvitationAccepted: Story = {
  parameters: { machineState: ['partner.invited'] },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Фитнес-клуб «Олимп» приглашает вас')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Принять приглашение' }));
    await expect(await canvas.findByRole('heading', { name: 'Приглашение принято' })).toBeVisible();
    await expect(canvas.getByText('Теперь вы клиент партнёра «Фитнес-клуб «Олимп»».')).toBeVisible();
    await expect((loaded['runtime'] as Runtime).ports.navigation.current().pathname).toBe('/partner-invite/invited');
  },
};

export const HasInviteDetach: Story = {
  parameters: { machineState: ['partner.invitation'] },
  loaders: [async () => ({ runtime: runtime('/partner-invite?partner=prana', 'sandbox-token-partner') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'У вас уже есть приглашение' })).toBeVisible();
    await expect(canvas.getByText('Чтобы принять приглашение «Студия йоги «Прана»», сначала отвяжите текущего партнёра.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Отвязать партнёра' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Отвязать партнёра?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Оставить' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Отвязать' }));
    await expect(await canvas.findByText('Партнёр отвязан')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Принять приглашение' })).toBeVisible();
  },
};

export const LoginNeeded: Story = {
  parameters: { machineState: ['partner.loginNeeded'] },
  loaders: [async () => ({ runtime: runtime('/partner-invite?partner=olymp') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Войдите, чтобы принять приглашение' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toBeVisible();
  },
};

export const UnknownInvitation: Story = {
  parameters: { machineState: ['partner.none'] },
  loaders: [async () => ({ runtime: runtime('/partner-invite?partner=nobody', 'sandbox-token-returning') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Приглашение не найдено. Проверьте ссылку или попросите партнёра прислать новую.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['partner.loading'], sandbox: { faults: [['partner', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Проверяем приглашение…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [['partner', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }]],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('button', { name: 'Принять приглашение' })).toBeVisible();
  },
};

// The partner machine's waiting and failed states and its detach dialog, one story each (issue 34).
const hasInvite = [async () => ({ runtime: runtime('/partner-invite?partner=prana', 'sandbox-token-partner') })];

/** The invitation failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'partner.error', sandbox: { faults: [failing('partner')] } },
  play: alertSays(),
};

/** 'Принять приглашение' pressed: the answer is on its way (the button busy). */
export const Accepting: Story = {
  parameters: { machineState: 'partner.accepting', sandbox: { faults: [held('partner/confirm')] } },
  play: steps(press('Принять приглашение'), busyButton('Принять приглашение')),
};

/** A client with a partner opens another partner's invitation: first the current partner must go. */
export const AlreadyAttached: Story = {
  parameters: { machineState: 'partner.attached' },
  loaders: hasInvite,
  play: steps(shows('У вас уже есть приглашение'), shows(/сначала отвяжите текущего партнёра\.$/)),
};

/** 'Отвязать партнёра' pressed: the confirmation dialog. */
export const ConfirmDetach: Story = {
  parameters: { machineState: 'partner.confirmDetach' },
  loaders: hasInvite,
  play: steps(press('Отвязать партнёра'), dialogOpen('Отвязать партнёра?')),
};

/** 'Отвязать' confirmed: the partner is being detached (the dialog's button busy). */
export const Detaching: Story = {
  parameters: { machineState: 'partner.detaching', sandbox: { faults: [held('partner/detach')] } },
  loaders: hasInvite,
  play: steps(press('Отвязать партнёра'), dialogOpen('Отвязать партнёра?'), press('Отвязать'), busyButton('Отвязать')),
};

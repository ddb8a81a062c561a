import { connectInvite, inviteMachine, type InviteLoaded } from '@mealflow/sdk/cabinet';
import { routeByName } from '@mealflow/sdk/routing';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import InvitePage, { Invite } from './InvitePage';

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

/**
 * The screen's own loading and error states: the cabinet frame loads the same profile first (and
 * shows its own loading and error), so these two render the screen over the invite machine whose
 * load waits, or fails once and then answers (the machine's real states, no sandbox in between).
 */
function MachineInvite({ load }: { load: () => Promise<InviteLoaded> }) {
  const actor = useMemo(() => createActor(inviteMachine.provide({ actors: { loadInvite: fromPromise(load) } })).start(), [load]);
  const view = useSelector(
    actor,
    (snapshot) => connectInvite(snapshot, actor.send),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  return <Invite view={view} />;
}
const profile = {
  id: 1,
  id_H: 'client-1',
  name_slug: 'anna-7',
  referralBonus: { friend: 500, inviter: 1000 },
  addresses: [],
  externalCards: [],
  paymentTypesSort: [],
};
const never = () => new Promise<InviteLoaded>(() => undefined);
let failures = 0;
const failOnce = () =>
  failures++ % 2 === 0 ? Promise.reject(new Error('Сервис временно недоступен')) : Promise.resolve({ profile, host: 'mealflow.ru' });

export const Loading: Story = {
  render: () => <MachineInvite load={never} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем приглашение…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  render: () => <MachineInvite load={failOnce} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось загрузить приглашение');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('textbox', { name: 'Ваша ссылка для приглашения' })).toHaveValue(
      'https://mealflow.ru/?invite=anna-7',
    );
  },
};

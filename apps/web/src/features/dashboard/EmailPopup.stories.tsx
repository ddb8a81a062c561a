import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import ComingSoonPage from './ComingSoonPage';

/**
 * The cabinet's e-mail popup (personal-cabinet §3, §5, §7 `email-fill-popup`) over the sandbox: the
 * test client +7 999 000-00-30 has a phone and no e-mail, so the frame asks 5 seconds after it opens.
 */
type Runtime = ReturnType<typeof createStoryRuntime>;
const route = routeByName('DashboardPacks');

async function loginPopupClient(): Promise<string> {
  const response = await fetch('/api/personal-cabinet/v1/authentication/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '+79990000030', code: '0030' }),
  });
  return ((await response.json()) as { client_token: string }).client_token;
}

const meta = {
  title: 'Cabinet/E-mail popup',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <ComingSoonPage route={route} params={{}} />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: createStoryRuntime({ path: route.path, cookies: { client_token: await loginPopupClient() } }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const popup = async (canvasElement: HTMLElement) =>
  waitFor(() => within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Укажите e-mail' }), { timeout: 10_000 });

export const AskedAndSaved: Story = {
  parameters: { machineState: ['emailPopup.done'] },
  play: async ({ canvasElement }) => {
    const dialog = within(await popup(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Не сейчас' })).toHaveFocus();
    await userEvent.type(dialog.getByLabelText('Электронная почта'), 'anna@');
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(dialog.getByText('Проверьте правильность email')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Электронная почта'), 'example.ru');
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await dialog.findByText('Спасибо! E-mail сохранён')).toBeVisible();
    await expect(dialog.getByText('Ваш промокод: MAIL5')).toBeVisible();
  },
};

export const NotNow: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await popup(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Не сейчас' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog', { name: 'Укажите e-mail' })).toBeNull());
  },
};

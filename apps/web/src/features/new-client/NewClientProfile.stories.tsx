import { newClient } from '@mealflow/sdk/storefront';
import { LOGIN_TEXTS } from '@mealflow/sdk/domain';
import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import { alertSays, failing, held } from '../../test/state-stories';
import NewClientProfilePage from './NewClientProfilePage';

/**
 * The new-client profile step (personal-cabinet §2.1 `/dashboard/order/{hid}/profile`) over the
 * sandbox, for the returning client (whose names are kept, not edited): loading, a failed load with
 * 'Повторить', a cancelled order, the e-mail rule, saving, and the payment step it opens; a visitor
 * without a phone logs in first. (A visitor's name rules: e2e/new-client.spec.ts.)
 */
interface Args {
  hid: string;
  client: boolean;
}

type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Checkout/New client/Profile step',
  args: { hid: 'demo-standard', client: true },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <NewClientProfilePage route={routeByName('NewClientProfile')} params={{ hid: args.hid }} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: await settledStoryRuntime({
        path: `/dashboard/order/${args.hid}/profile`,
        cookies: args.client ? { client_token: 'sandbox-token-returning' } : {},
      }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { machineState: ['newClientProfile.editing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.profileTitle })).toBeVisible();
    const first = await canvas.findByLabelText(newClient.NEW_CLIENT_TEXTS.firstName);
    await expect(first).toHaveValue('Анна');
    await expect(first).toHaveAttribute('readonly');
    await expect(canvas.getByText(/дн.* — .*₽/)).toBeVisible();
  },
};

/** The returning client's e-mail replaced by `value`, then 'Далее'; the e-mail field is returned. */
async function submitEmail(canvasElement: HTMLElement, value: string) {
  const canvas = within(canvasElement);
  const email = await canvas.findByLabelText(newClient.NEW_CLIENT_TEXTS.email);
  await userEvent.clear(email);
  await userEvent.type(email, value);
  await userEvent.click(canvas.getByRole('button', { name: newClient.NEW_CLIENT_TEXTS.next }));
  return email;
}

export const EmailError: Story = {
  play: async ({ canvasElement }) => {
    const email = await submitEmail(canvasElement, 'anna@');
    await expect(await within(canvasElement).findByText('Проверьте правильность email')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  parameters: { machineState: ['newClientProfile.saving'], sandbox: { faults: [held('client-profile-set')] } },
  play: async ({ canvasElement }) => {
    await submitEmail(canvasElement, 'anna.new@example.ru');
    await expect(await within(canvasElement).findByRole('button', { name: newClient.NEW_CLIENT_TEXTS.saving })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  parameters: { sandbox: { faults: [['client-profile-set', { kind: 'network', times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await submitEmail(canvasElement, 'anna.new@example.ru');
    await waitFor(() => expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0));
    await expect(email).toHaveValue('anna.new@example.ru');
    await expect(canvas.getByRole('button', { name: newClient.NEW_CLIENT_TEXTS.next })).toBeEnabled();
  },
};

/** Nothing changed, 'Далее': the step is done and the payment step opens. */
export const OpensPayment: Story = {
  parameters: { machineState: 'newClientProfile.done' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const runtime = loaded['runtime'] as Runtime;
    await canvas.findByLabelText(newClient.NEW_CLIENT_TEXTS.email);
    await userEvent.click(canvas.getByRole('button', { name: newClient.NEW_CLIENT_TEXTS.next }));
    await waitFor(() => expect(runtime.ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/payment/newclient'));
  },
};

/** The order could not be read: the backend's message and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'newClientProfile.failed', sandbox: { faults: [failing('orders/get')] } },
  play: alertSays(undefined, LOGIN_TEXTS.retry),
};

export const ErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [['orders/get', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: LOGIN_TEXTS.retry }));
    await expect(await canvas.findByLabelText(newClient.NEW_CLIENT_TEXTS.email)).toBeVisible();
  },
};

export const CancelledOrder: Story = {
  parameters: { machineState: ['newClientProfile.canceled'] },
  args: { hid: 'demo-cancelled' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(newClient.NEW_CLIENT_TEXTS.orderCanceled)).toBeVisible();
    await expect(canvas.getByRole('link', { name: newClient.NEW_CLIENT_TEXTS.startAgain })).toHaveAttribute(
      'href',
      '/dashboard/order/tariff',
    );
  },
};

export const VisitorLogsInFirst: Story = {
  args: { client: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Телефон')).toBeVisible();
  },
};

// Last: its answer never comes.
export const Loading: Story = {
  parameters: { machineState: ['newClientProfile.loading'], sandbox: { faults: [held('orders/get')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.profileTitle })).toBeVisible();
    // The session settles first (its own loading line), then the order's: still loading, no fields.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await waitFor(() => expect(canvas.getByText('Загрузка…')).toBeVisible());
    await expect(canvas.queryByLabelText(newClient.NEW_CLIENT_TEXTS.email)).toBeNull();
  },
};

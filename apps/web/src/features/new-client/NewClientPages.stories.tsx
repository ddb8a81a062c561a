import { newClient } from '@mealflow/sdk/storefront';
import { CITY_TEXTS, LANDING_TEXTS } from '@mealflow/sdk/domain';
import { routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ScreenProps } from '../../shared/screen';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import NewClientConfirmPage from './NewClientConfirmPage';
import NewClientPaymentPage from './NewClientPaymentPage';
import NewClientTariffPage from './NewClientTariffPage';
import TrialUnavailablePage from './TrialUnavailablePage';

/**
 * The desktop new-client order's pages over the sandbox (personal-cabinet §2.1 /dashboard/order):
 * the tariff step with the city selector (menu loading, its error, the plans and the phone form),
 * 'second' for a client (who goes on to the profile step without a code), the SMS step, the card
 * payment step, and /order/trial-unavailable. The profile step: NewClientProfile.stories.tsx.
 */
interface Args {
  route: RouteName;
  path: string;
  params: Record<string, string>;
  client: boolean;
}

const PAGES: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {
  NewClientTariff: NewClientTariffPage,
  NewClientSecond: NewClientTariffPage,
  NewClientTariffConfirm: NewClientConfirmPage,
  StepPaymentCard: NewClientPaymentPage,
  TrialUnavailable: TrialUnavailablePage,
};

type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Checkout/New client/Pages',
  args: { route: 'NewClientTariff', path: '/dashboard/order/tariff', params: {}, client: false },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => {
    const Page = PAGES[args.route] ?? TrialUnavailablePage;
    return (
      <StoryRuntime runtime={loaded['runtime'] as Runtime}>
        <Page route={routeByName(args.route)} params={args.params} />
      </StoryRuntime>
    );
  },
  loaders: [
    async ({ args }) => ({
      runtime: await settledStoryRuntime({ path: args.path, cookies: args.client ? { client_token: 'sandbox-token-returning' } : {} }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tariff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.tariffTitle })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: CITY_TEXTS.label })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Сколько дней' })).toBeVisible();
    const form = await canvas.findByRole('form', { name: newClient.NEW_CLIENT_TEXTS.form });
    await expect(within(form).getByLabelText('Телефон')).toHaveValue('');
  },
};

export const TariffMenuError: Story = {
  // Every menu call fails (the city selector may start the block again in the visitor's city).
  parameters: { machineState: ['catalog.failed'], sandbox: { faults: [['menu/full', { kind: 'status', status: 500 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => expect(alert).toHaveTextContent(LANDING_TEXTS.plansError));
    await expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: newClient.NEW_CLIENT_TEXTS.form })).toBeNull();
  },
};

export const SecondOrderOpensProfile: Story = {
  parameters: { machineState: ['funnel.form.created.countingDown'] },
  args: { route: 'NewClientSecond', path: '/dashboard/order/second', client: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const runtime = loaded['runtime'] as Runtime;
    await expect(await canvas.findByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.secondTitle })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: CITY_TEXTS.label })).toBeNull();
    const form = await canvas.findByRole('form', { name: newClient.NEW_CLIENT_TEXTS.form });
    await waitFor(() => expect(within(form).getByLabelText('Телефон')).toHaveValue('+7 (999) 000-00-01'));
    await userEvent.click(within(form).getByRole('button', { name: /Заказать/ }));
    await waitFor(() => expect(runtime.ports.navigation.current().pathname).toMatch(/^\/dashboard\/order\/[^/]+\/profile$/));
  },
};

export const SmsStepWithoutSavedPhone: Story = {
  args: { route: 'NewClientTariffConfirm', path: '/dashboard/order/unknown/tariff/confirm', params: { hid: 'unknown' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Another device: no hand-off, so the phone comes first.
    await expect(await canvas.findByLabelText('Телефон')).toBeVisible();
  },
};

export const CardStep: Story = {
  args: { route: 'StepPaymentCard', path: '/dashboard/order/demo-standard/payment/card', params: { hid: 'demo-standard' }, client: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.cardTitle })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Новой картой' })).toBeChecked(), { timeout: 10_000 });
    await expect(canvas.getByRole('link', { name: newClient.NEW_CLIENT_TEXTS.otherMethods })).toHaveAttribute(
      'href',
      '/dashboard/order/demo-standard/payment/newclient',
    );
  },
};

export const TrialUnavailable: Story = {
  args: { route: 'TrialUnavailable', path: '/order/trial-unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: newClient.NEW_CLIENT_TEXTS.trialUnavailableTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: newClient.NEW_CLIENT_TEXTS.trialUnavailableAction })).toHaveAttribute(
      'href',
      '/dashboard/order/tariff',
    );
    await expect(canvas.getByRole('link', { name: newClient.NEW_CLIENT_TEXTS.toMain })).toHaveAttribute('href', '/');
  },
};

// Last: its answer never comes.
export const TariffLoading: Story = {
  parameters: { sandbox: { faults: [['menu/full', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LANDING_TEXTS.plansLoading)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: newClient.NEW_CLIENT_TEXTS.form })).toBeNull();
  },
};

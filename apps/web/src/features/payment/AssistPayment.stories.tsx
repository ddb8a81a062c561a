import { routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, busyButton, failing, held, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import AssistPaymentPage from './AssistPaymentPage';
import PaymentResultPage from './PaymentResultPage';

/**
 * /assist-payment on the `assistPayment` machine over the sandbox (every state), and the desktop
 * new-client result routes (`{hid}/newclient/...`, `{hid}/onlinecert/...`) on the result page.
 */
type Runtime = ReturnType<typeof createStoryRuntime>;
const runtimeOf = (loaded: Record<string, unknown>) => loaded['runtime'] as Runtime;

const meta = {
  title: 'Checkout/Payment/Assist and new-client results',
  // The stand-in Assist page is on the page's own host, the only http host the page follows.
  loaders: [async () => ({ runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' }, host: location.host }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const assist = () =>
  function AssistStory(_args: unknown, { loaded }: { loaded: Record<string, unknown> }) {
    return (
      <StoryRuntime runtime={runtimeOf(loaded)}>
        <AssistPaymentPage params={{}} route={routeByName('AssistPayment')} />
      </StoryRuntime>
    );
  };

export const AssistReady: Story = {
  parameters: { machineState: ['assistPayment.ready'] },
  render: assist(),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
    const amount = await body().findByText(/^К оплате/, {}, { timeout: 15_000 });
    await expect(amount.textContent?.replace(/\s/g, ' ')).toBe('К оплате: 11 940 ₽');
    await expect(body().getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled();
  },
};

const pressPay = async () => {
  await userEvent.click(await body().findByRole('button', { name: 'Перейти к оплате' }, { timeout: 15_000 }));
};

/** 'Перейти к оплате' pressed: the Assist page is being asked for (payments/assist-pay-request held). */
export const AssistRequesting: Story = {
  render: assist(),
  parameters: { machineState: 'assistPayment.requesting', sandbox: { faults: [held('payments/assist-pay-request')] } },
  play: steps(pressPay, busyButton('Перейти к оплате')),
};

export const AssistRedirecting: Story = {
  render: assist(),
  parameters: { machineState: 'assistPayment.redirecting' },
  play: async ({ loaded }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Перейти к оплате' }, { timeout: 15_000 }));
    await expect(await body().findByText('Переходим на страницу Assist…', {}, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(runtimeOf(loaded).ports.navigation.hardRedirects[0]).toMatch(/\/sandbox-assist\?order=lk-awaiting/));
  },
};

export const AssistRequestFailed: Story = {
  render: assist(),
  parameters: { sandbox: { faults: [['payments/assist-pay-request', { kind: 'status', status: 500, times: 1 }]] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Перейти к оплате' }, { timeout: 15_000 }));
    await expect(await body().findByRole('alert')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled();
  },
};

export const AssistLoading: Story = {
  render: assist(),
  parameters: { machineState: ['assistPayment.loading'], sandbox: { faults: [['orders/active', { kind: 'delay', ms: 60_000 }]] } },
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Оплата заказа' })).toBeVisible();
    await expect(body().queryByRole('button', { name: 'Перейти к оплате' })).toBeNull();
  },
};

/** The order cannot be read (orders/active failing): the backend's message and 'Повторить'. */
export const AssistLoadFailed: Story = {
  render: assist(),
  parameters: { machineState: 'assistPayment.error', sandbox: { faults: [failing('orders/active')] } },
  play: alertSays(),
};

export const AssistErrorWithRetry: Story = {
  render: assist(),
  parameters: { sandbox: { faults: [['orders/active', { kind: 'status', status: 500, times: 1 }]] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Повторить' }));
    await expect(await body().findByRole('button', { name: 'Перейти к оплате' })).toBeVisible();
  },
};

export const AssistNothingToPay: Story = {
  render: assist(),
  parameters: {
    machineState: ['assistPayment.empty'],
    sandbox: { faults: [['orders/active', { kind: 'status', status: 200, body: { success: true, orders: [] } }]] },
  },
  play: async () => {
    await expect(await body().findByText('Нет заказов, ожидающих оплаты.')).toBeVisible();
    await expect(body().getByRole('link', { name: 'В личный кабинет' })).toHaveAttribute('href', '/dashboard');
  },
};

const result = (name: RouteName, hid: string) =>
  function ResultStory(_args: unknown, { loaded }: { loaded: Record<string, unknown> }) {
    return (
      <StoryRuntime runtime={runtimeOf(loaded)}>
        <PaymentResultPage params={{ hid }} route={routeByName(name)} />
      </StoryRuntime>
    );
  };

export const NewClientSuccess: Story = {
  render: result('StepNewClientSuccess', 'demo-paid'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Заказ оплачен' })).toBeVisible();
    await expect(body().getByText(/Добро пожаловать!/)).toBeVisible();
  },
};
export const NewClientFail: Story = {
  render: result('StepNewClientFail', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
  },
};
export const NewClientCash: Story = {
  render: result('StepNewClientCash', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Заказ оформлен' })).toBeVisible();
  },
};
export const NewClientConfirm: Story = {
  render: result('StepNewClientConfirm', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Заказ подтверждён' })).toBeVisible();
  },
};
export const NewClientRecall: Story = {
  render: result('StepNewClientRecall', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  },
};
export const NewClientCardBind: Story = {
  render: result('StepNewClientCardBind', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('heading', { name: 'Карта привязана' })).toBeVisible();
  },
};
export const OnlineCertFail: Story = {
  render: result('StepOnlineCertFail', 'demo-standard'),
  play: async () => {
    await expect(await body().findByRole('link', { name: 'Вернуться к оплате' })).toHaveAttribute('href', '/instant-cert');
  },
};

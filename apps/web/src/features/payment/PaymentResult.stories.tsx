import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeByName } from '@mealflow/sdk/routing';
import { expect, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { busyButton, held, pageOf, press, statusSays, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import PaymentResultPage from './PaymentResultPage';

/**
 * The payment result page (/…/payment/{result}) on the paymentResult machine over the sandbox: it
 * asks the order first, then says what happened, per flow. A story is a row: the page's address
 * (args), what the sandbox holds or answers, what the page shows.
 */
type Runtime = ReturnType<typeof createStoryRuntime>;
type Args = { hid: string; flow: string; result: string; smartphone: boolean };

const meta = {
  title: 'Checkout/Payment/Result',
  parameters: { layout: 'fullscreen' },
  args: { hid: 'demo-standard', flow: 'newclient', result: 'success', smartphone: false },
  render: ({ hid, flow, result }, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <PaymentResultPage params={{ hid, flow, result }} route={routeByName('StepPaymentByFlow')} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' }, smartphone: args.smartphone }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
const heading =
  (name: string): Play =>
  async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByRole('heading', { name })).toBeVisible();
  };
const backToPayment: Play = async ({ canvasElement }) => {
  await expect(await pageOf(canvasElement).findByRole('link', { name: 'Вернуться к оплате' })).toHaveAttribute(
    'href',
    '/instant-order/demo-standard',
  );
};

/** A paid order says so, with what was bought and its page in the cabinet. */
export const Success: Story = {
  args: { hid: 'demo-paid', flow: 'payment' },
  parameters: { machineState: ['paymentResult.shown'] },
  play: steps(heading('Заказ оплачен'), async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(page.getByRole('link', { name: 'В личный кабинет' })).toHaveAttribute('href', '/dashboard');
    // What was bought (issue 30): the order's facts and its page in the cabinet.
    const facts = within(page.getByRole('region', { name: 'Ваш заказ' }));
    const terms = facts.getAllByRole('term').map((t) => t.textContent);
    const values = facts.getAllByRole('definition').map((d) => d.textContent);
    await expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toMatchObject({
      'Номер заказа': 'demo-paid',
      Рацион: 'Рацион «Фит», 6\u00a0дней',
      Оплачено: '9\u00a0540\u00a0₽',
    });
    await expect(page.getByRole('link', { name: 'Открыть заказ в личном кабинете' })).toHaveAttribute(
      'href',
      '/dashboard/orders/demo-paid',
    );
    await expect(page.queryByText(/начали готовить/)).toBeNull();
  }),
};
export const SuccessOnPhone: Story = onPhoneOf(Success);

/** The success URL of an unpaid order does not say 'Заказ оплачен'. */
export const SuccessOfUnpaidOrder: Story = { play: steps(heading('Оплата не прошла'), backToPayment) };
export const LongatePaid: Story = { args: { hid: 'demo-paid', flow: 'longate' }, play: heading('Продление оплачено') };
export const Fail: Story = { args: { result: 'fail' }, play: backToPayment };
export const FailOnPhone: Story = onPhoneOf(Fail);
export const Cash: Story = {
  args: { result: 'cash' },
  play: steps(heading('Заказ оформлен'), async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByText(/наличными курьеру/)).toBeVisible();
  }),
};

/** The order cannot be asked: no verdict, a button to ask again. */
export const Unknown: Story = {
  parameters: {
    machineState: ['paymentResult.unknown'],
    sandbox: { faults: [['orders/is-payment-processing', { kind: 'status', status: 500 }]] },
  },
  play: steps(heading('Не удалось проверить оплату'), async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).getByRole('button', { name: 'Проверить ещё раз' })).toBeVisible();
  }),
};

/** The order is being asked (orders/is-payment-processing held): the page says it is loading, no verdict yet. */
export const Checking: Story = {
  parameters: { machineState: 'paymentResult.checking', sandbox: { faults: [held('orders/is-payment-processing')] } },
  play: steps(statusSays('Загрузка…'), async ({ canvasElement }) => {
    await expect(pageOf(canvasElement).queryByRole('heading')).toBeNull();
  }),
};
export const CheckingOnPhone: Story = onPhoneOf(Checking);

/** The bank has not answered yet (the backend says the payment is processing): said, and the page asks again by itself. */
export const Processing: Story = {
  parameters: {
    machineState: 'paymentResult.processing',
    sandbox: {
      faults: [
        ['orders/is-payment-processing', { kind: 'status', status: 200, body: { success: true, isProcessing: true, isPaid: false } }],
      ],
    },
  },
  play: heading('Платёж обрабатывается'),
};

/** 'Перезвоните мне' pressed after a failed payment: the request is on its way (orders/recall-request held). */
export const Recalling: Story = {
  args: { result: 'fail' },
  parameters: { machineState: 'paymentResult.recalling', sandbox: { faults: [held('orders/recall-request')] } },
  play: steps(press('Перезвоните мне'), busyButton('Перезвоните мне')),
};

/** The recall request went through: the app goes on to the flow's recall-success page. */
export const Recalled: Story = {
  args: { result: 'fail' },
  parameters: { machineState: 'paymentResult.recalled' },
  play: steps(press('Перезвоните мне'), async ({ loaded }) => {
    const runtime = loaded?.['runtime'] as Runtime;
    await waitFor(() =>
      expect(runtime.ports.navigation.current().pathname).toBe('/dashboard/order/demo-standard/newclient/recall-success'),
    );
  }),
};

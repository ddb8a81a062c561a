import type { Meta, StoryObj } from '@storybook/react-vite';
import { payment, sbp as sbpGroup } from '@mealflow/sdk/checkout';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useScreenActor } from '../../shared/runtime/useScreenActor';
import { restingPayment } from '../../test/payment-story';
import { onPhone, onPhoneOf } from '../../test/phone';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { CardForm } from './CardForm';
import { PaymentNotice } from './PaymentNotice';
import { SbpDialog } from './SbpDialog';

/** Every state of the payment and SBP screens; SBP on the real machine and the sandbox worker (the result page: PaymentResult.stories.tsx). */
const meta = {
  title: 'Checkout/Payment/Screens',
  // The SBP dialog's smartphone layout (\`…OnPhone\`): the runtime's device port says so.
  args: { smartphone: false },
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' }, smartphone: args.smartphone }),
    }),
  ],
} satisfies Meta<{ smartphone: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

const runtimeOf = (loaded: Record<string, unknown>) => loaded['runtime'] as ReturnType<typeof createStoryRuntime>;
const body = () => within(document.body);

export const CardFormEmpty: Story = {
  render: () => <CardForm onFilledChange={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Номер карты'), '42424242424242424242');
    await expect(canvas.getByLabelText('Номер карты')).toHaveValue('4242 4242 4242 4242 424');
    await userEvent.type(canvas.getByLabelText('Срок действия'), '1330');
    // Month 13 is kept as typed and refused in words (it used to become 12 silently).
    await expect(canvas.getByLabelText('Срок действия')).toHaveValue('13/30');
    await userEvent.tab();
    await expect(canvas.getByText('Месяц срока действия — от 01 до 12')).toBeVisible();
  },
};

export const CardFormError: Story = {
  render: () => <CardForm onFilledChange={fn()} error="Недостаточно средств на карте. Попробуйте другую карту" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Недостаточно средств');
  },
};

/** On the checkout the SBP actor is the checkout's child; a story starts one alone. */
function StandaloneSbp({ amount }: { amount: number }) {
  const actor = useScreenActor(sbpGroup.provideSbp, { hid: 'demo-standard', amount });
  return <SbpDialog actor={actor} onClose={fn()} />;
}

const sbp = (amount = 9540) =>
  function SbpStory(_args: unknown, { loaded }: { loaded: Record<string, unknown> }) {
    return (
      <StoryRuntime runtime={runtimeOf(loaded)}>
        <StandaloneSbp amount={amount} />
      </StoryRuntime>
    );
  };

export const SbpBanksAndQr: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.choosingBank' },
  play: async () => {
    await expect(await body().findByRole('img', { name: 'QR-код для оплаты' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Сбербанк' })).toBeVisible();
  },
};

export const SbpWaiting: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.waiting.pause' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
    await expect(await body().findByRole('heading', { name: 'Ждём ответа банка' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Выбрать другой банк' })).toBeVisible();
  },
};

export const SbpErrorModal: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.error' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Т-Банк' }));
    await expect(await body().findByRole('heading', { name: 'Не прошла оплата 9\u00a0540\u00a0₽' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible();
  },
};

const heldCall = (call: string) => [call, { kind: 'delay', ms: 60_000 }] as const;

/** SBP opening: the payment link and the bank list are being asked for. */
export const SbpStarting: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.starting', sandbox: { faults: [heldCall('payments/for-order')] } },
};

/** A bank chosen: it is being passed to the backend. */
export const SbpSettingBank: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.settingBank', sandbox: { faults: [heldCall('payments/set-payment-data')] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
  },
};

/** The chosen bank was not taken: the dialog says so, with 'Повторить' and 'Выбрать другой банк'. */
export const SbpBankFailed: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.bankFailed', sandbox: { faults: [['payments/set-payment-data', { kind: 'status', status: 500 }]] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
    await expect(await body().findByRole('button', { name: 'Выбрать другой банк' })).toBeVisible();
  },
};

/** Waiting for the bank: a status poll on its way. */
export const SbpAskingTheBank: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.waiting.polling', sandbox: { faults: [heldCall('payments/check-sbp-status')] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
    await expect(await body().findByRole('heading', { name: 'Ждём ответа банка' })).toBeVisible();
  },
};

/** The bank's status cannot be asked (no connection): the note, and polling goes on after a pause. */
export const SbpNoConnection: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.waiting.backoff', sandbox: { faults: [['payments/check-sbp-status', { kind: 'network' }]] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
    await expect(await body().findByText('Нет связи с банком, проверяем ещё раз…')).toBeVisible();
  },
};

/** The bank answered: the order is asked whether it is paid before the verdict. */
export const SbpFinalCheck: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.finalCheck', sandbox: { faults: [heldCall('orders/is-payment-processing')] } },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Т-Банк' }));
  },
};

/** The bank completed the transfer (the sandbox's Сбербанк, after two 'Pending' answers): paid, on to the success page. */
export const SbpPaid: Story = {
  render: sbp(),
  parameters: { machineState: 'sbp.success' },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Сбербанк' }));
    await waitFor(() => expect(body().queryByRole('heading', { name: 'Ждём ответа банка' })).toBeNull(), { timeout: 12_000 });
  },
};

/** The error modal's 'Попробовать ещё раз': the old payment is asked about first. */
export const SbpRechecking: Story = {
  render: sbp(),
  parameters: {
    machineState: 'sbp.rechecking',
    sandbox: { faults: [['payments/check-sbp-status', { kind: 'delay', ms: 0, times: 1 }], heldCall('payments/check-sbp-status')] },
  },
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Т-Банк' }));
    await userEvent.click(await body().findByRole('button', { name: 'Попробовать ещё раз' }));
  },
};

const noticeOf = (value: 'processing' | 'uncertain', threeDs = false) =>
  function NoticeStory() {
    // The real machine's state and selector; nothing is sent.
    const snapshot = restingPayment(value, { threeDs });
    return <PaymentNotice view={payment.paymentView(snapshot)} onCheck={fn()} />;
  };

/** A charge whose answer did not come: the bank is still processing it; no pay button. */
export const PaymentProcessing: Story = {
  render: noticeOf('processing'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Платёж обрабатывается' })).toBeVisible();
  },
};
/** Back from the bank's 3-D Secure page (issue 36): what happens and when to pay again, with the minutes left. */
export const PaymentThreeDsOpen: Story = {
  render: noticeOf('processing', true),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Оплата ждёт подтверждения банка' })).toBeVisible();
    await expect(
      within(canvasElement).getByText(/Банк отменит её через 12 минут — после этого заказ можно будет оплатить снова/),
    ).toBeVisible();
  },
};
/** The backend cannot be asked: the outcome is unknown; 'Проверить оплату' asks again. */
export const PaymentUncertain: Story = {
  render: noticeOf('uncertain'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Не удалось узнать, прошла ли оплата' })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Проверить оплату' })).toBeVisible();
  },
};

// The SBP dialog on a phone too (its smartphone layout: the banks' apps): the same rows.
export const SbpErrorModalOnPhone: Story = onPhoneOf(SbpErrorModal);
export const SbpStartingOnPhone: Story = onPhoneOf(SbpStarting);
export const SbpSettingBankOnPhone: Story = onPhoneOf(SbpSettingBank);
export const SbpBankFailedOnPhone: Story = onPhoneOf(SbpBankFailed);
export const SbpNoConnectionOnPhone: Story = onPhoneOf(SbpNoConnection);
export const SbpFinalCheckOnPhone: Story = onPhoneOf(SbpFinalCheck);
export const SbpPaidOnPhone: Story = onPhoneOf(SbpPaid);
export const SbpRecheckingOnPhone: Story = onPhoneOf(SbpRechecking);

/** On a phone the bank list comes first and there is no QR (the phone opens the bank's app). */
export const SbpBanksOnPhone: Story = {
  ...onPhone,
  render: sbp(),
  parameters: { machineState: 'sbp.choosingBank' },
  play: async () => {
    await expect(await body().findByRole('button', { name: 'Сбербанк' })).toBeVisible();
    await expect(body().queryByRole('img', { name: 'QR-код для оплаты' })).toBeNull();
  },
};

/** On a phone a chosen bank shows its app's steps while the bank's answer is awaited (no 'Ждём ответа банка' page). */
const bankStepOnPhone: Story['play'] = async () => {
  await userEvent.click(await body().findByRole('button', { name: 'ВТБ' }));
  await expect(await body().findByRole('heading', { name: 'Оплата в приложении банка' })).toBeVisible();
  await expect(body().getByRole('button', { name: 'Выбрать другой банк' })).toBeVisible();
};
export const SbpWaitingOnPhone: Story = { ...SbpWaiting, ...onPhone, play: bankStepOnPhone };
export const SbpAskingTheBankOnPhone: Story = { ...SbpAskingTheBank, ...onPhone, play: bankStepOnPhone };

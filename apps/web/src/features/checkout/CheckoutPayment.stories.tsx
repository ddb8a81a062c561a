import { payment } from '@mealflow/sdk/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhoneOf } from '../../test/phone';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkoutStories, PAY_STANDARD, readyToPay, typeNewCard, type CheckoutStoryArgs } from '../../test/checkout-story';
import { held, heldAfter, passing, pageOf } from '../../test/state-stories';
import { clockMovesOnUntil } from '../../test/story-actors';
import type { createStoryRuntime } from '../../test/StoryRuntime';

/**
 * The checkout's payment step by step (the payment machine and the promo code, checkout's
 * children), one story per state (issue 34): the seeded order `demo-standard`, paid with the saved
 * card or a new one, the step's call held or failed by the sandbox.
 */
const meta = { title: 'Checkout/Checkout: paying step by step', ...checkoutStories() } satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
type Runtime = ReturnType<typeof createStoryRuntime>;

const CHECK = 'orders/is-payment-processing';
/** The page left by a reload while a charge was on its way (the payment's key in storage). */
const pendingCharge = (now: number) => ({ 'mf_payment_pending:demo-standard': JSON.stringify({ payment: 'pay-left', at: now - 30_000 }) });

const MIRPAY = 'MIRPAY15';
/** The pay button once the card-only code's discount is in the price. */
const payWithMirPromo = 'Оплатить 8\u00a0109\u00a0₽';
async function applyPromo(canvasElement: HTMLElement, code = MIRPAY) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Промокод'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
}

/** The card-only code applied and the order read again with its price: the page takes a method again. */
async function mirPromoApplied(canvasElement: HTMLElement) {
  await readyToPay(canvasElement);
  await applyPromo(canvasElement);
  await readyToPay(canvasElement, payWithMirPromo);
}

async function payWithSavedCard(canvasElement: HTMLElement) {
  const canvas = await readyToPay(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: PAY_STANDARD }));
  return canvas;
}

async function payWithNewCard(canvasElement: HTMLElement, pay: string | RegExp = PAY_STANDARD, promo = false) {
  if (promo) await mirPromoApplied(canvasElement);
  else await readyToPay(canvasElement);
  const canvas = await typeNewCard(canvasElement, '4242424242424242');
  await waitFor(() => expect(canvas.getByRole('button', { name: pay })).toBeEnabled());
  await userEvent.click(canvas.getByRole('button', { name: pay }));
  return canvas;
}

/** The pay button waits while the payment is on its way. */
const payButtonWaits = async (canvasElement: HTMLElement, pay: string | RegExp = PAY_STANDARD) =>
  waitFor(() => expect(within(canvasElement).getByRole('button', { name: pay })).toBeDisabled());

/** Another tab's charge of the order, still with the bank: the sandbox counts the order as being processed. */
async function chargeInAnotherTab(hid: string) {
  const post = (call: string, body: object) =>
    fetch(`/api/personal-cabinet/v1/${call}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Token': 'sandbox-token-returning' },
      body: JSON.stringify(body),
    });
  const { payment } = (await (await post('payments/for-order', { orderId_H: hid })).json()) as { payment: string };
  void post('payments/charge-token', { payment }).catch(() => undefined);
}

/** 'Оплатить' pressed: the payment is being created; the pay button waits. */
export const CreatingPayment: Story = {
  parameters: { machineState: 'payment.paying.creating', sandbox: { faults: [held('payments/for-order')] } },
  play: async ({ canvasElement }) => {
    await payWithSavedCard(canvasElement);
    await payButtonWaits(canvasElement);
  },
};

/** A new card: the card provider builds its cryptogram (its script has not answered yet). */
export const EncryptingCard: Story = {
  parameters: { machineState: 'payment.paying.encrypting' },
  play: async ({ canvasElement, loaded }) => {
    (loaded['runtime'] as Runtime).ports.cardCryptogram.createCryptogram = () => new Promise<string>(() => undefined);
    await payWithNewCard(canvasElement);
    await payButtonWaits(canvasElement);
  },
};

/** 'Применить' pressed: the code is being checked. */
export const CheckingPromoCode: Story = {
  parameters: { machineState: 'promocode.loading', sandbox: { faults: [held('orders/apply-promo')] } },
  play: async ({ canvasElement }) => {
    await applyPromo(canvasElement);
    await expect(await pageOf(canvasElement).findByText('Проверяем промокод…')).toBeVisible();
  },
};

/** A code that works only with some cards applied: the new price and 'Убрать промокод'. */
export const PromoCodeApplied: Story = {
  parameters: { machineState: 'promocode.applied' },
  play: async ({ canvasElement }) => {
    await applyPromo(canvasElement);
    await expect(await within(canvasElement).findByRole('button', { name: 'Убрать промокод' })).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Промокод')).toHaveAttribute('readonly');
  },
};

/** 'Убрать промокод' pressed: the code is being removed. */
export const RemovingPromoCode: Story = {
  parameters: { machineState: 'promocode.removing', sandbox: { faults: heldAfter('orders/apply-promo') } },
  play: async ({ canvasElement }) => {
    await applyPromo(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Убрать промокод' }));
    await expect(await pageOf(canvasElement).findByText('Проверяем промокод…')).toBeVisible();
  },
};

/** Paying with the card-only code: before the charge the payment asks whether the card fits the code. */
export const PaymentChecksTheCardForTheCode: Story = {
  parameters: {
    machineState: 'payment.paying.checkingPromo',
    sandbox: { faults: [held('orders/check-card-compatible-with-promo')] },
  },
  play: async ({ canvasElement }) => {
    await payWithNewCard(canvasElement, payWithMirPromo, true);
  },
};

/** The charge's answer was lost: the checkout asks the backend whether the order is paid. */
export const AskingWhetherPaid: Story = {
  parameters: { machineState: 'payment.verifying.asking', sandbox: { faults: [['payments/charge-token', { kind: 'lost' }], held(CHECK)] } },
  play: async ({ canvasElement }) => {
    await payWithSavedCard(canvasElement);
    await payButtonWaits(canvasElement);
  },
};

/** The charge's answer was lost and so was the question: the checkout asks again in a moment. */
export const AskingAgainSoon: Story = {
  parameters: {
    machineState: 'payment.verifying.retrying',
    sandbox: { faults: [['payments/charge-token', { kind: 'lost' }], [CHECK, { kind: 'network', times: 1 }], held(CHECK)] },
  },
  play: async ({ canvasElement }) => {
    await payWithSavedCard(canvasElement);
    await payButtonWaits(canvasElement);
  },
};

/**
 * The payment's waits before it asks again (its checkRetry, processingPoll): on the story's stopped
 * clock they pass when the story moves it on (clockMovesOnUntil), not in real time.
 */
const RETRY = {
  'payment.verifying.retrying': payment.PAYMENT_CHECK_RETRY_MS,
  'payment.processing.waiting': payment.PAYMENT_PROCESSING_POLL_MS,
};
const runtimeOf = (loaded: Record<string, unknown>) => loaded['runtime'] as Runtime;

/** Nobody can say whether the charge went through: the customer is told so and may ask again; no second charge. */
export const OutcomeUnknown: Story = {
  parameters: {
    ports: { stoppedClock: true },
    machineState: 'payment.uncertain',
    sandbox: {
      faults: [
        ['payments/charge-token', { kind: 'lost' }],
        [CHECK, { kind: 'network' }],
      ],
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await payWithSavedCard(canvasElement);
    await clockMovesOnUntil(runtimeOf(loaded).ports.clock, RETRY, 'payment.uncertain');
    const page = pageOf(canvasElement);
    await expect(await page.findByText('Не удалось узнать, прошла ли оплата')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Проверить оплату' })).toBeEnabled();
  },
};

/** Reloaded while another charge of the order is still with the bank: 'Платёж обрабатывается', no pay button. */
export const ProcessingElsewhere: Story = {
  parameters: {
    ports: { stoppedClock: true },
    machineState: 'payment.processing.waiting',
    storage: pendingCharge,
    sandbox: { faults: [[CHECK, { kind: 'network', times: 1 }], held('payments/charge-token')] },
  },
  play: async ({ canvasElement, loaded }) => {
    await chargeInAnotherTab('demo-standard');
    await clockMovesOnUntil(
      runtimeOf(loaded).ports.clock,
      { 'payment.verifying.retrying': RETRY['payment.verifying.retrying'] },
      'payment.processing.waiting',
    );
    await expect(await pageOf(canvasElement).findByText('Платёж обрабатывается')).toBeVisible();
  },
};

/** Still being processed: the checkout asks again (every few seconds) until the bank has answered. */
export const ProcessingAskingAgain: Story = {
  parameters: {
    ports: { stoppedClock: true },
    machineState: 'payment.processing.asking',
    storage: pendingCharge,
    sandbox: { faults: [[CHECK, { kind: 'network', times: 1 }], passing(CHECK), held(CHECK), held('payments/charge-token')] },
  },
  play: async ({ canvasElement, loaded }) => {
    await chargeInAnotherTab('demo-standard');
    await clockMovesOnUntil(runtimeOf(loaded).ports.clock, RETRY, 'payment.processing.asking');
    await expect(await pageOf(canvasElement).findByText('Платёж обрабатывается')).toBeVisible();
  },
};

// The automatic tips beside the payment (the checkout's autoTips child).
const AUTO_TIPS = 'Оставлять чаевые после каждой доставки';
/** The page ready to pay with the saved card, and the automatic tips' card opened. */
async function autoTipsOpen(canvasElement: HTMLElement) {
  const canvas = await readyToPay(canvasElement);
  await userEvent.click(canvas.getByText('Автоматические чаевые курьеру'));
  await waitFor(() => expect(canvas.getByRole('checkbox', { name: AUTO_TIPS })).toBeEnabled());
  return canvas;
}

/** The client's tip templates are being read: the switch waits. */
export const AutoTipsLoading: Story = {
  parameters: { machineState: 'autoTips.loading', sandbox: { faults: [held('GET tips/templates')] } },
  play: async ({ canvasElement }) => {
    await readyToPay(canvasElement);
  },
};

/** The switch turned on with the saved card chosen: the template is being saved. */
export const AutoTipsSaving: Story = {
  parameters: { machineState: 'autoTips.ready.saving', sandbox: { faults: [held('POST tips/templates')] } },
  play: async ({ canvasElement }) => {
    const canvas = await autoTipsOpen(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: AUTO_TIPS }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: AUTO_TIPS })).toBeDisabled());
  },
};

/** Saved, then the switch turned off: the template is being deleted. */
export const AutoTipsDeleting: Story = {
  parameters: { machineState: 'autoTips.ready.deleting', sandbox: { faults: [held('DELETE tips/templates')] } },
  play: async ({ canvasElement }) => {
    const canvas = await autoTipsOpen(canvasElement);
    const toggle = canvas.getByRole('checkbox', { name: AUTO_TIPS });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
  },
};

// The same rows on a phone (the screen's 390 px smartphone layout).
export const CreatingPaymentOnPhone: Story = onPhoneOf(CreatingPayment);
export const EncryptingCardOnPhone: Story = onPhoneOf(EncryptingCard);
export const CheckingPromoCodeOnPhone: Story = onPhoneOf(CheckingPromoCode);
export const PromoCodeAppliedOnPhone: Story = onPhoneOf(PromoCodeApplied);
export const RemovingPromoCodeOnPhone: Story = onPhoneOf(RemovingPromoCode);
export const PaymentChecksTheCardForTheCodeOnPhone: Story = onPhoneOf(PaymentChecksTheCardForTheCode);
export const AskingWhetherPaidOnPhone: Story = onPhoneOf(AskingWhetherPaid);
export const AskingAgainSoonOnPhone: Story = onPhoneOf(AskingAgainSoon);
export const OutcomeUnknownOnPhone: Story = onPhoneOf(OutcomeUnknown);
export const ProcessingElsewhereOnPhone: Story = onPhoneOf(ProcessingElsewhere);
export const ProcessingAskingAgainOnPhone: Story = onPhoneOf(ProcessingAskingAgain);
export const AutoTipsLoadingOnPhone: Story = onPhoneOf(AutoTipsLoading);
export const AutoTipsSavingOnPhone: Story = onPhoneOf(AutoTipsSaving);
export const AutoTipsDeletingOnPhone: Story = onPhoneOf(AutoTipsDeleting);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { payment } from '@mealflow/sdk/checkout';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { createActor } from 'xstate';
import { restingPayment, type RestingPayment } from '../../test/payment-story';
import { PaymentProgress } from './PaymentProgress';

/**
 * The payment child's progress under the checkout's and the extension's pay button, over the real
 * machine's state (restored, not started: nothing is sent to the sandbox). Axe-checked.
 */
const actorIn = (value: RestingPayment) =>
  createActor(payment.paymentMachine, {
    input: { hid: 'demo-standard', flow: 'longate', method: 'creditCard', amount: 9540 },
    snapshot: restingPayment(value, { flow: 'longate' }),
  });

type State = Parameters<typeof actorIn>[0];

/** The progress over an actor in `state` (made here: an actor in the args is not JSON, and Storybook's controls warn). */
function ProgressIn({ state }: { state: State }) {
  const actor = useMemo(() => actorIn(state), [state]);
  return <PaymentProgress actor={actor} toneClass={{ info: undefined, warning: undefined }} />;
}

const meta = {
  title: 'Checkout/Payment/Payment progress',
  component: ProgressIn,
  args: { state: 'paying' },
  argTypes: { state: { control: 'select', options: ['paying', 'processing', 'uncertain', 'failed'] } },
} satisfies Meta<typeof ProgressIn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paying: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Проводим оплату…');
  },
};

/** The bank is still processing the charge: said, and no way to pay again. */
export const Processing: Story = {
  args: { state: 'processing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Платёж обрабатывается');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The outcome is unknown: 'Проверить оплату' asks again. */
export const Uncertain: Story = {
  args: { state: 'uncertain' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Не удалось узнать, прошла ли оплата');
    await expect(within(canvasElement).getByRole('button', { name: 'Проверить оплату' })).toBeVisible();
  },
};

/** A failed payment says nothing here (the screen shows the error by the form). */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

import { autoTips, reservationTimer } from '@mealflow/sdk/checkout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useScreenActor } from '../../shared/runtime/useScreenActor';
import { onPhoneOf } from '../../test/phone';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { AutoTipsBlock } from './AutoTipsBlock';
import { ReservationTimer as TimerView } from './ReservationTimer';

/** On the checkout these are the checkout's children; a story starts each alone. */
function ReservationTimer() {
  return <TimerView actor={useScreenActor(reservationTimer.provideReservationTimer, {})} />;
}
function AutoTips({ cardId }: { cardId: string | undefined }) {
  return <AutoTipsBlock actor={useScreenActor(autoTips.provideAutoTips, { cardId, open: true })} />;
}

/** The checkout's child machines on their own: reservation timer and auto-tips (sandbox worker). */
const meta = {
  title: 'Checkout/Parts',
  loaders: [async () => ({ runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' } }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const runtimeOf = (loaded: Record<string, unknown>) => loaded['runtime'] as ReturnType<typeof createStoryRuntime>;

export const TimerRunning: Story = {
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={runtimeOf(loaded)}>
      <ReservationTimer />
    </StoryRuntime>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Завершите оформление заказа' })).toHaveTextContent('05:00');
  },
};

export const TimerExpired: Story = {
  parameters: { machineState: ['reservationTimer.expired'] },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={runtimeOf(loaded)}>
      <ReservationTimer />
      <p>Время резерва истекло: таймер скрыт.</p>
    </StoryRuntime>
  ),
  loaders: [
    async () => ({
      runtime: (() => {
        const runtime = createStoryRuntime({});
        // Jump the story's clock past the deadline once the timer has started.
        setTimeout(() => runtime.ports.clock.advance(301_000), 50);
        return runtime;
      })(),
    }),
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('timer')).toBeNull(), { timeout: 3000 });
  },
};

export const AutoTipsOff: Story = {
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={runtimeOf(loaded)}>
      <AutoTips cardId="card-1" />
    </StoryRuntime>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '100 ₽' })).toBeVisible();
  },
};

export const AutoTipsOn: Story = {
  render: AutoTipsOff.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '100 ₽' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' }));
    await expect(await canvas.findByText('Чаевые будут списываться автоматически')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '100 ₽', pressed: true })).toBeVisible();
  },
};

/**
 * On a 390 px phone the switch sits beside its words, not on a line of its own above them (walk8):
 * the checkbox's top and the label's first line are on one row.
 */
export const AutoTipsOnPhone: Story = {
  ...onPhoneOf(AutoTipsOn),
  play: async (context) => {
    await AutoTipsOn.play?.(context);
    const checkbox = within(context.canvasElement).getByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' });
    const label = checkbox.closest('label');
    const words = label ? [...label.childNodes].find((node) => node.nodeType === Node.TEXT_NODE) : undefined;
    const range = document.createRange();
    if (words) range.selectNodeContents(words);
    const firstLine = range.getClientRects()[0];
    const box = checkbox.getBoundingClientRect();
    await expect(firstLine).toBeDefined();
    // The first line of the words starts on the checkbox's row and to its right.
    await expect(Math.abs((firstLine?.top ?? Infinity) - box.top)).toBeLessThan(box.height);
    await expect(firstLine?.left ?? 0).toBeGreaterThan(box.right);
  },
};

export const AutoTipsNeedsCard: Story = {
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={runtimeOf(loaded)}>
      <AutoTips cardId={undefined} />
    </StoryRuntime>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '100 ₽' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' }));
    await expect(await canvas.findByText(/привяжите карту/)).toBeVisible();
  },
};

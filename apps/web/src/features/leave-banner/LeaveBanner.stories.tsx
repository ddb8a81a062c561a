import type { MemoryPortsOptions } from '@mealflow/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { onPhone } from '../../test/phone';
import { dialogOpen, pageOf, press, shows, steps } from '../../test/state-stories';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import LeaveBanner from './LeaveBanner';

/**
 * The leave banner on the real machine and the sandbox, one story per state of the banner machine
 * (each declares it: `parameters.machineState`). Every story is a row: how the visitor gets there
 * (the mouse leaves the window, a touch, the clock moving on, the phone and the code) and what the
 * page shows then. The spec's labels verbatim (order-funnel §4): 'Получить скидку', 'Отказаться от
 * скидки', 'Заказать меню на день'. `parameters.ports` starts the story's memory ports (a clock
 * stopped at a moment, the 'shown once' flag in storage).
 */
/** The landing's product: `day` offers the trial, the others the visitor's target (p1 when none). */
type Args = { product: string; smartphone?: boolean };
type Runtime = ReturnType<typeof createStoryRuntime>;
type Play = (context: { canvasElement: HTMLElement; loaded?: Record<string, unknown> }) => Promise<void>;

const meta = {
  title: 'Storefront/Funnel/Leave banner',
  render: (args: Args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <LeaveBanner product={args.product} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args, parameters }) => ({
      runtime: await settledStoryRuntime({
        path: '/',
        smartphone: args.smartphone,
        ...(parameters['ports'] as MemoryPortsOptions | undefined),
      }),
    }),
  ],
  args: { product: 'standard' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The banner's title (its dialog's name); ours, the spec gives only the buttons. */
const BANNER = 'Подождите, у нас есть для вас скидка';
/** A moment the story's clock stands at (it moves only when the story moves it). */
const MOMENT = Date.UTC(2026, 10, 28, 9, 0, 0);

const runtimeOf = (loaded: Record<string, unknown> | undefined): Runtime => {
  if (!loaded?.['runtime']) throw new Error('the story has no runtime in its loaders');
  return loaded['runtime'] as Runtime;
};
const mouseOut = (clientY: number, relatedTarget: Element | null) =>
  document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget }));

/** The mouse leaves the window through its top edge. */
const leaveWindow: Play = async () => {
  mouseOut(-1, null);
};
/** The mouse moves from one element of the page to another (it stays in the window). */
const moveWithinPage: Play = async () => {
  mouseOut(200, document.body);
};
/** A finger touches the screen (a phone). */
const touch: Play = async () => {
  document.dispatchEvent(new Event('touchstart'));
};
/** The story's clock moves on by `ms`. */
const clockMovesOn =
  (ms: number): Play =>
  async ({ loaded }) => {
    runtimeOf(loaded).ports.clock.advance(ms);
  };
/** No banner on the page (or it has closed). */
const noBanner: Play = async ({ canvasElement }) => {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog')).toBeNull());
};
/** The banner shows these buttons. */
const buttons =
  (...names: string[]): Play =>
  async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    for (const name of names) await expect(await page.findByRole('button', { name })).toBeVisible();
  };
/** The banner's countdown says this. */
const timerSays =
  (text: string): Play =>
  async ({ canvasElement }) => {
    const timer = await pageOf(canvasElement).findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent(text));
  };
/** Types into the field with this label. */
const typeInto =
  (label: string, text: string): Play =>
  async ({ canvasElement }) => {
    await userEvent.type(await pageOf(canvasElement).findByLabelText(label), text);
  };
/** The session has the visitor logged in (the banner told it). */
const loggedIn: Play = async ({ loaded }) => {
  const { session } = runtimeOf(loaded);
  await waitFor(() => expect(session.getSnapshot().matches('authenticated')).toBe(true));
};
/** The banner opens and the visitor asks for the code with a phone. */
const phoneSubmitted = steps(leaveWindow, dialogOpen(BANNER), typeInto('Телефон', '9161234567'), press('Получить скидку'));

/** Desktop: the mouse moving inside the page opens nothing; the banner waits for it to leave the window. */
export const WatchingMouse: Story = {
  parameters: { machineState: 'leaveBanner.watchingMouse' },
  play: steps(moveWithinPage, noBanner),
};

/** Phone: a touch starts the 15 seconds again; no banner while the visitor is touching. */
export const WatchingTouchOnPhone: Story = {
  ...onPhone,
  parameters: { machineState: 'leaveBanner.watchingTouch' },
  play: steps(touch, noBanner),
};

/** The mouse left the window: step 1, the phone, with 'Получить скидку' and 'Отказаться от скидки'. */
export const PhoneStep: Story = {
  parameters: { machineState: ['leaveBanner.open.login'] },
  play: steps(leaveWindow, dialogOpen(BANNER), buttons('Получить скидку', 'Отказаться от скидки')),
};

/** The trial offer: 'Заказать меню на день'. */
export const TrialVariant: Story = {
  args: { product: 'day' },
  play: steps(leaveWindow, dialogOpen(BANNER), buttons('Заказать меню на день', 'Отказаться от скидки')),
};

/** The 300-second countdown, a minute after the banner opened. */
export const Countdown: Story = {
  parameters: { machineState: 'leaveBanner.open.timer.running', ports: { now: MOMENT } },
  play: steps(leaveWindow, timerSays('Предложение действует ещё 5:00'), clockMovesOn(60_000), timerSays('Предложение действует ещё 4:00')),
};

/** Step 2, the code, with a wrong one. */
export const CodeStepAndWrongCode: Story = {
  play: steps(phoneSubmitted, typeInto('Код из СМС', '1111'), shows('Вы ввели неверный пароль')),
};

/** The right code: the visitor is logged in with the offer and the banner closes. */
export const Accepted: Story = {
  parameters: { machineState: 'leaveBanner.accepted' },
  play: steps(phoneSubmitted, typeInto('Код из СМС', '4567'), loggedIn, noBanner),
};

/** 'Отказаться от скидки': the banner closes and leaving the window again does not bring it back. */
export const Refused: Story = {
  parameters: { machineState: 'leaveBanner.dismissed' },
  play: steps(leaveWindow, press('Отказаться от скидки'), noBanner, leaveWindow, noBanner),
};

/** The 300 seconds are over: the banner closes by itself. */
export const Expired: Story = {
  parameters: { machineState: 'leaveBanner.expired', ports: { now: MOMENT } },
  play: steps(leaveWindow, timerSays('Предложение действует ещё 5:00'), clockMovesOn(300_000), noBanner),
};

/** The banner was shown to this visitor before (it is shown once): leaving the window shows nothing. */
export const ShownBefore: Story = {
  parameters: {
    machineState: 'leaveBanner.notShown',
    ports: { now: MOMENT, storage: { leave_banner_shown: String(MOMENT - 86_400_000) } },
  },
  play: steps(leaveWindow, noBanner),
};

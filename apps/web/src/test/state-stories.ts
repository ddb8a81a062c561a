import type { Fault } from '@mealflow/sandbox';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storySandbox } from './story-sandbox';

/**
 * The parts of a story that shows one machine state (issue 34): the sandbox faults that put the
 * screen in it (`parameters.sandbox.faults`, reset before every story by the preview) and the play
 * functions that check what the state shows, by role and name. A story stays a row of data:
 *
 *     export const LoadFailed: Story = {
 *       parameters: { machineState: 'wallet.error', sandbox: { faults: [failing('client-wallet')] } },
 *       play: alertSays(),
 *     };
 *
 * (`machineState` stays a literal in the story: state-coverage.test reads it from the source.)
 */
export type SandboxFault = [string, Fault];

/** What the sandbox's failing calls answer (a 500 with the backend's message). */
export const BACKEND_DOWN = 'Сервис временно недоступен';

/** The sandbox holds this call for a minute: the story shows the state that waits for it. */
export const held = (call: string): SandboxFault => [call, { kind: 'delay', ms: 60_000 }];

/** The first `times` calls of this call are answered as usual: put before a fault that is meant for a later call. */
export const passing = (call: string, times = 1): SandboxFault => [call, { kind: 'delay', ms: 0, times }];

/** The first `answered` calls are answered, the next is held: the state that waits for a second call (a reload, a refresh, page 2). */
export const heldAfter = (call: string, answered = 1): SandboxFault[] => [passing(call, answered), held(call)];

/** This call answers 500 with `BACKEND_DOWN` (every time, or `times` times). */
export const failing = (call: string, times?: number): SandboxFault => [
  call,
  { kind: 'status', status: 500, body: { success: false, messages: [BACKEND_DOWN] }, ...(times ? { times } : {}) },
];

type Play = (context: { canvasElement: HTMLElement; loaded?: Record<string, unknown> }) => Promise<void>;

/** The page (dialogs included: they are rendered in the document's body). */
export const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The screen shows an alert with this text (the backend's message by default), and a way to try again. */
export const alertSays =
  (text: string | RegExp = BACKEND_DOWN, retry: string | null = 'Повторить'): Play =>
  async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(text);
    if (retry) await expect(page.getByRole('button', { name: retry })).toBeEnabled();
  };

/** The screen shows a status line with this text (a loading line, "Сохраняем…"). */
export const statusSays =
  (text: string | RegExp): Play =>
  async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    const says = (element: HTMLElement) =>
      typeof text === 'string' ? element.textContent?.includes(text) : text.test(element.textContent ?? '');
    await waitFor(() => expect(page.getAllByRole('status').some(says), `a status saying ${String(text)}`).toBe(true));
  };

/** The screen shows this text. */
export const shows =
  (text: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText(text)).toBeVisible();
  };

/** The button with this name shows it is busy (`aria-busy`) and cannot be pressed again. */
export const busyButton =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    const button = await pageOf(canvasElement).findByRole('button', { name });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  };

/** Runs the steps in turn (a click that leads to the state, then what it shows). */
export const steps =
  (...plays: Play[]): Play =>
  async (context) => {
    for (const play of plays) await play(context);
  };

/** Presses the button with this name (in the page or a dialog). */
export const press =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await userEvent.click(await pageOf(canvasElement).findByRole('button', { name }));
  };

/** The dialog with this name is open (and says `text`, when given). */
export const dialogOpen =
  (name: string | RegExp, text?: string | RegExp): Play =>
  async ({ canvasElement }) => {
    const dialog = await pageOf(canvasElement).findByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    if (text !== undefined) await waitFor(() => expect(dialog).toHaveTextContent(text));
  };

/**
 * Another screen of the same cabinet (the same runtime's API client) announces that it changed these
 * orders, as a moved delivery or a freeze does once the backend has answered (`shared/cabinet-changes.ts`):
 * the screens showing them read them again.
 */
export const changedElsewhere =
  (orderIds: string[], by = 'delivery'): Play =>
  async ({ loaded }) => {
    const runtime = loaded?.['runtime'] as
      { mealflow: { api: { announce(change: { by: string; orderIds: string[] }): void } } } | undefined;
    if (!runtime) throw new Error('the story has no runtime in its loaders');
    runtime.mealflow.api.announce({ by, orderIds });
  };

/** Whether the sandbox got this call in this story (answered, or still held). */
export const sandboxAsked = (call: string): boolean =>
  [...storySandbox.store.log, ...storySandbox.store.inFlight].some((entry) => entry.call === call);

/** From now on the sandbox holds this call (the page has loaded; what it asks next waits): a reload, a refresh. */
export const holdFromNowOn =
  (...calls: string[]): Play =>
  async () => {
    for (const call of calls) storySandbox.faults.inject(call, { kind: 'delay', ms: 60_000 });
  };

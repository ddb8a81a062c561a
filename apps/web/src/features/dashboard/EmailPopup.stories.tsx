import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { held, pageOf, sandboxAsked, steps } from '../../test/state-stories';
import ComingSoonPage from './ComingSoonPage';

/**
 * The cabinet's e-mail popup (personal-cabinet §3, §5, §7 `email-fill-popup`) over the sandbox: the
 * test client +7 999 000-00-30 has a phone and no e-mail, so the frame asks 5 seconds after it opens.
 * One story per state of the popup's machine: a call it waits for is held by the sandbox.
 */
const meta = {
  title: 'Cabinet/E-mail popup',
  ...cabinetScreenStories('DashboardPacks', ComingSoonPage),
  parameters: { layout: 'fullscreen', clientPhone: '+79990000030' },
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = { canvasElement: HTMLElement };
const POPUP = 'Укажите e-mail';

const popup = async (canvasElement: HTMLElement) =>
  within(await pageOf(canvasElement).findByRole('dialog', { name: POPUP }, { timeout: 10_000 }));

/** The cabinet's page is shown, without the popup (not asked yet, or no longer). */
const pageWithoutPopup = async ({ canvasElement }: Context) => {
  await expect(await pageOf(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('dialog', { name: POPUP })).toBeNull());
};

/**
 * The popup's machine has asked the sandbox whether there is something to ask (the GET answered, or
 * held). The machine lives in the cabinet's root view, which the frame mounts only once the page has
 * settled (`shared/page-settled.ts`: its calls quiet, then the browser idle, at the latest 4 s; the
 * chunk itself is loaded by the story's loader, test/cabinet-story.tsx): the heading comes before
 * that, so on a loaded host the machine reached `checking` near the end of the 5 s the preview gives a
 * declared state after the play. Waited here, as the popup itself is (10 s): the story shows the state
 * its held call decides, not a race with the root view.
 */
const popupAsked = async () => {
  await waitFor(() => expect(sandboxAsked('email-fill-popup'), 'the popup asked the sandbox').toBe(true), { timeout: 10_000 });
};

/** The popup asks; its safe action 'Не сейчас' has the focus. */
const asks = async ({ canvasElement }: Context) => {
  await expect((await popup(canvasElement)).getByRole('button', { name: 'Не сейчас' })).toHaveFocus();
};

/** An address typed and 'Сохранить' pressed. */
const saveEmail =
  (email: string) =>
  async ({ canvasElement }: Context) => {
    const dialog = await popup(canvasElement);
    await userEvent.type(dialog.getByLabelText('Электронная почта'), email);
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
  };

/** Whether the popup has something to ask is being read (held): the page, no popup. */
export const Checking: Story = {
  parameters: { machineState: 'emailPopup.checking', sandbox: { faults: [held('GET email-fill-popup')] } },
  play: steps(popupAsked, pageWithoutPopup),
};

/** The popup is due 5 s after the frame opened: until then, the page alone. */
export const Waiting: Story = {
  parameters: { machineState: 'emailPopup.waiting' },
  play: steps(popupAsked, pageWithoutPopup),
};

export const Asking: Story = {
  parameters: { machineState: 'emailPopup.open' },
  play: asks,
};

/** A valid address sent (held): 'Сохранить' is busy. */
export const Saving: Story = {
  parameters: { machineState: 'emailPopup.saving', sandbox: { faults: [held('POST email-fill-popup')] } },
  play: steps(saveEmail('anna@example.ru'), async ({ canvasElement }) => {
    const save = (await popup(canvasElement)).getByRole('button', { name: 'Сохранить' });
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
  }),
};

export const AskedAndSaved: Story = {
  parameters: { machineState: 'emailPopup.done' },
  play: steps(asks, saveEmail('anna@'), async ({ canvasElement }) => {
    const dialog = await popup(canvasElement);
    await expect(dialog.getByText('Проверьте правильность email')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Электронная почта'), 'example.ru');
    await userEvent.click(dialog.getByRole('button', { name: 'Сохранить' }));
    await expect(await dialog.findByText('Спасибо! E-mail сохранён')).toBeVisible();
    await expect(dialog.getByText('Ваш промокод: MAIL5')).toBeVisible();
  }),
};

/** 'Не сейчас': the popup closes and is not asked again today. */
export const NotNow: Story = {
  parameters: { machineState: 'emailPopup.off' },
  play: steps(
    async ({ canvasElement }) => userEvent.click((await popup(canvasElement)).getByRole('button', { name: 'Не сейчас' })),
    pageWithoutPopup,
  ),
};

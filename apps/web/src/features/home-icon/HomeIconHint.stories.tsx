import type { Meta, StoryObj } from '@storybook/react-vite';
import { homeIcon } from '@mealflow/sdk/cabinet';
import { HOME_ICON_HINT_MAX_SHOWS, HOME_ICON_STEPS, HOME_ICON_TEXTS } from '@mealflow/sdk/domain';
import { expect, waitFor, within } from 'storybook/test';
import { onPhone } from '../../test/phone';
import { pageOf, press, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import HomeIconBanner from './HomeIconBanner';

/**
 * The home-screen icon hint on a wowfood dashboard page on a phone (personal-cabinet §2.4, §2.6),
 * on the SDK's homeIcon machine: the banner, each browser's steps, closed, and not shown after the
 * fifth time. The browser is the story's `userAgent` arg.
 */
interface HomeIconStoryArgs {
  userAgent: string;
  /** How many times the hint was already shown on this phone. */
  shows: number;
  smartphone: boolean;
}
type Runtime = ReturnType<typeof createStoryRuntime>;

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iosYandex:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 YaBrowser/24.6.0.1 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
} as const;

const meta = {
  title: 'Cabinet/Home screen icon hint',
  args: { userAgent: UA.iosSafari, shows: 0, smartphone: true },
  globals: onPhone.globals,
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <HomeIconBanner userAgent={args.userAgent} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({
        path: '/new-dashboard',
        brand: 'wowfood',
        smartphone: args.smartphone,
        storage: { [homeIcon.HOME_ICON_SHOWS_KEY]: String(args.shows) },
      }),
    }),
  ],
} satisfies Meta<HomeIconStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = { canvasElement: HTMLElement };
const banner = async ({ canvasElement }: Context) =>
  within(await pageOf(canvasElement).findByRole('complementary', { name: HOME_ICON_TEXTS.title }));
const noBanner = async ({ canvasElement }: Context) => {
  await waitFor(() => expect(pageOf(canvasElement).queryByRole('complementary', { name: HOME_ICON_TEXTS.title })).toBeNull());
};

/** 'Как добавить' opens the browser's steps, in order. */
const instructions =
  (expected: readonly string[]) =>
  async (context: Context): Promise<void> => {
    await press(HOME_ICON_TEXTS.how)(context);
    const dialog = within(await pageOf(context.canvasElement).findByRole('dialog', { name: HOME_ICON_TEXTS.dialogTitle }));
    await expect(dialog.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...expected]);
  };

export const Banner: Story = {
  parameters: { machineState: 'homeIcon.shown' },
  play: async (context) => {
    const shown = await banner(context);
    await expect(shown.getByText(HOME_ICON_TEXTS.text)).toBeVisible();
    await expect(shown.getByRole('button', { name: HOME_ICON_TEXTS.close })).toBeEnabled();
  },
};

export const InstructionsIosSafari: Story = {
  parameters: { machineState: 'homeIcon.instructions' },
  play: instructions(HOME_ICON_STEPS['ios-safari']),
};

export const InstructionsIosYandex: Story = {
  args: { userAgent: UA.iosYandex },
  play: instructions(HOME_ICON_STEPS['ios-yandex']),
};

export const InstructionsAndroid: Story = {
  args: { userAgent: UA.android },
  play: instructions(HOME_ICON_STEPS.android),
};

/** The steps read, 'Закрыть': the hint is gone for this visit. */
export const Closed: Story = {
  parameters: { machineState: 'homeIcon.off' },
  play: steps(press(HOME_ICON_TEXTS.how), press(HOME_ICON_TEXTS.close), noBanner),
};

/** Shown five times on this phone already: not again. */
export const AfterTheFifthShow: Story = {
  args: { shows: HOME_ICON_HINT_MAX_SHOWS },
  parameters: { machineState: 'homeIcon.off' },
  play: noBanner,
};

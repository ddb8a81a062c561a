import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxClientToken } from '../../test/cabinet-story';
import { failing, held, heldAfter, press, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { CabinetLayout } from '../../shared/layout/CabinetLayout';

/**
 * The cabinet's root view (personal-cabinet §2.4) in the desktop frame over the sandbox: the tips
 * modal (the tips-modal client, 3 s after the tasks load), the tip form in it, the auto-tips modal
 * after a paid tip, a new client's hints, the filters panel (closed, loading, error, ready).
 */
type Runtime = ReturnType<typeof createStoryRuntime>;

const runtimeOf = (token: string) => createStoryRuntime({ path: '/dashboard/orders', cookies: { client_token: token } });

const meta = {
  title: 'Cabinet/Root view',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <CabinetLayout route={routeByName('DashboardOrders').name}>
        <p>Заказы клиента</p>
      </CabinetLayout>
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: runtimeOf('sandbox-token-returning') })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The modal comes 3 s after the rating tasks, which the root view asks for once the page has settled
// (no call on the wire, then 200 ms quiet: `pageSettled`); a cold story browser on a loaded machine
// took over 8 s for the file's first story.
const tipsModal = async (canvasElement: HTMLElement) =>
  within(await body(canvasElement).findByRole('dialog', { name: 'Оценка доставки' }, { timeout: 15_000 }));
const tipsClient = [async () => ({ runtime: runtimeOf('sandbox-token-tips') })];

/** 3 s after the rating tasks load: the drivers, the focus on the safe action 'Не оценивать'. */
export const TipsModal: Story = {
  parameters: { machineState: ['courierRating.ready.modal.open', 'courierRating.ready.tip.hidden'] },
  loaders: tipsClient,
  play: async ({ canvasElement }) => {
    const modal = await tipsModal(canvasElement);
    await expect(modal.getByRole('button', { name: 'Не оценивать' })).toHaveFocus();
    await expect(modal.getByRole('article', { name: 'Алексей' })).toBeVisible();
    await expect(modal.getByRole('article', { name: 'Марина' })).toBeVisible();
  },
};

/** 'Оставить чаевые' turns the modal into the tip form ('Назад' focused); paid with the saved card. */
export const TipsModalTipPaid: Story = {
  loaders: tipsClient,
  play: async ({ canvasElement }) => {
    const modal = await tipsModal(canvasElement);
    await userEvent.click(within(modal.getByRole('article', { name: 'Алексей' })).getByRole('button', { name: 'Оставить чаевые' }));
    const tip = within(await body(canvasElement).findByRole('dialog', { name: 'Чаевые курьеру Алексей' }));
    await expect(tip.getByRole('button', { name: 'Назад' })).toHaveFocus();
    await userEvent.click(tip.getByRole('radio', { name: /^100\s₽$/ }));
    await userEvent.click(tip.getByRole('button', { name: 'Оставить чаевые' }));
    await expect(await tip.findByText(/^Спасибо! Чаевые отправлены курьеру Алексей: 100\s₽$/)).toBeVisible();
  },
};

/** A tip of 100 ₽ to Алексей paid in the tips modal, then 'Готово' twice: the task is closed. */
const tipPaidAndDone = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const modal = await tipsModal(canvasElement);
  await userEvent.click(within(modal.getByRole('article', { name: 'Алексей' })).getByRole('button', { name: 'Оставить чаевые' }));
  const tip = within(await body(canvasElement).findByRole('dialog', { name: 'Чаевые курьеру Алексей' }));
  await userEvent.click(tip.getByRole('radio', { name: /^100\s₽$/ }));
  await userEvent.click(tip.getByRole('button', { name: 'Оставить чаевые' }));
  await userEvent.click(await tip.findByRole('button', { name: 'Готово' }));
  await userEvent.click(await (await tipsModal(canvasElement)).findByRole('button', { name: 'Готово' }));
};

/** After a paid tip, 'Готово' closes the task and the auto-tips modal follows (the profile has the flag). */
export const AutoTipsModal: Story = {
  parameters: { machineState: ['cabinetRoot.tips.autoTips'] },
  loaders: tipsClient,
  play: steps(tipPaidAndDone, async ({ canvasElement }) => {
    const autoTips = within(await body(canvasElement).findByRole('dialog', { name: 'Оставлять чаевые автоматически?' }));
    await expect(autoTips.getByRole('button', { name: 'Готово' })).toHaveFocus();
    await expect(await autoTips.findByRole('checkbox', { name: 'Оставлять чаевые после каждой доставки' })).not.toBeChecked();
  }),
};

/** The same, while the saved auto-tips templates are read (held): no modal until they say none is saved. */
export const CheckingAutoTips: Story = {
  parameters: { machineState: ['cabinetRoot.tips.checkingAutoTips'], sandbox: { faults: heldAfter('GET tips/templates') } },
  loaders: tipsClient,
  play: steps(tipPaidAndDone, async ({ canvasElement }) => {
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  }),
};

/** The tips client's rating tasks are in; the modal waits its 3 s (personal-cabinet §4): the page, no dialog yet. */
export const TipsModalWaiting: Story = {
  parameters: { machineState: ['cabinetRoot.tips.rating', 'courierRating.ready.modal.waiting'] },
  loaders: tipsClient,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Заказы клиента')).toBeVisible();
    await expect(body(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

const newClient = [async () => ({ runtime: runtimeOf(await sandboxClientToken('+79160004455')) })];
const hint = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('complementary', { name });

/** A new client's hints: one by one, back, 'Понятно' on the last. */
export const OnboardingHints: Story = {
  parameters: { machineState: ['cabinetRoot.onboarding.running', 'onboarding.showing'] },
  loaders: newClient,
  play: async ({ canvasElement }) => {
    const first = within(await hint(canvasElement, 'Подсказка 1 из 2'));
    await expect(first.getByText('Здесь меню на неделю')).toBeVisible();
    await userEvent.click(first.getByRole('button', { name: 'Следующая подсказка' }));
    const second = within(await hint(canvasElement, 'Подсказка 2 из 2'));
    await expect(second.getByRole('button', { name: 'Понятно' })).toBeVisible();
    await expect(second.getByRole('button', { name: 'Предыдущая подсказка' })).toBeVisible();
  },
};

/** Both hints read, 'Понятно': the hint is gone at once, whatever the calls after it do. */
const hintsRead = steps(press('Следующая подсказка'), press('Понятно'), async ({ canvasElement }) => {
  await waitFor(() => expect(within(canvasElement).queryByRole('complementary', { name: /^Подсказка/ })).toBeNull());
});

/**
 * The onboarding after 'Понятно', one row per step: the completion is sent, then the client's
 * segment, then nothing is left to show. Each held step keeps the page as it is, without the hint.
 */
export const HintsCompleting: Story = {
  parameters: { machineState: 'onboarding.finishing', sandbox: { faults: [held('onboarding/hints/complete')] } },
  loaders: newClient,
  play: hintsRead,
};

export const HintsSegmenting: Story = {
  parameters: { machineState: 'onboarding.segmenting', sandbox: { faults: [held('segmentations/set')] } },
  loaders: newClient,
  play: hintsRead,
};

export const HintsDone: Story = {
  parameters: { machineState: 'onboarding.done' },
  loaders: newClient,
  play: hintsRead,
};

/** The new client's hints are being read (held): the page shows none yet. */
export const HintsLoading: Story = {
  parameters: { machineState: 'onboarding.loading', sandbox: { faults: [held('onboarding/hints')] } },
  loaders: newClient,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Заказы клиента')).toBeVisible();
    await expect(within(canvasElement).queryByRole('complementary', { name: /^Подсказка/ })).toBeNull();
  },
};

const openFilters = async (canvasElement: HTMLElement) => {
  const panel = within(await within(canvasElement).findByRole('region', { name: 'Панель фильтров' }));
  await userEvent.click(panel.getByRole('button', { name: 'Фильтры меню' }));
  return panel;
};

/** The returning client on the desktop cabinet: the panel is collapsed until asked for. */
export const FiltersPanelClosed: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Панель фильтров' }));
    await expect(panel.getByRole('button', { name: 'Фильтры меню' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const FiltersPanelOpen: Story = {
  parameters: { machineState: ['cabinetRoot.filters.open'] },
  play: async ({ canvasElement }) => {
    const panel = await openFilters(canvasElement);
    await expect(await panel.findByRole('checkbox', { name: 'Рыба' })).toBeChecked();
    await expect(panel.getByText('Можно выбрать не больше 3 фильтров. Выбрано 1 из 3')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled();
  },
};

export const FiltersPanelError: Story = {
  parameters: { sandbox: { faults: [failing('customization-info/filters', 1)] } },
  play: async ({ canvasElement }) => {
    const panel = await openFilters(canvasElement);
    await expect(await panel.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(panel.getByRole('button', { name: 'Повторить' }));
    await expect(await panel.findByRole('checkbox', { name: 'Рыба' })).toBeChecked();
  },
};

/** Never answered, so it runs last. */
export const FiltersPanelLoading: Story = {
  parameters: { sandbox: { faults: [held('customization-info/filters')] } },
  play: async ({ canvasElement }) => {
    const panel = await openFilters(canvasElement);
    await expect(await panel.findByText('Загружаем предпочтения…')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhoneOf } from '../../test/phone';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { cabinetScreenStories, sandboxClientToken, type CabinetStoryArgs } from '../../test/cabinet-story';
import { alertSays, failing, held } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import { FiltersProposalDialog } from './FiltersProposalDialog';
import PreferencesPage from './PreferencesPage';

/** /dashboard/preferences (personal-cabinet §2.1 preferences, §3 Filters, Preferences) on the preferences machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Cabinet/Preferences',
  ...cabinetScreenStories('DashboardPreferences', PreferencesPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const filters = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Фильтры меню' }));

export const Ready: Story = {
  parameters: { machineState: ['preferences.ready.idle'] },
  play: async ({ canvasElement }) => {
    const panel = await filters(canvasElement);
    await expect(await panel.findByRole('checkbox', { name: 'Рыба' })).toBeChecked();
    await expect(panel.getByText('Можно выбрать не больше 3 фильтров. Выбрано 1 из 3')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled();
    const canvas = within(canvasElement);
    const favorites = within(canvas.getByRole('list', { name: 'Любимые блюда' }));
    await expect(favorites.getAllByRole('listitem')).toHaveLength(2);
    await expect(within(canvas.getByRole('list', { name: 'Стоп-лист' })).getByText('Тыквенный крем-суп')).toBeVisible();
  },
};

export const ApplyFilters: Story = {
  play: async ({ canvasElement, loaded }) => {
    const panel = await filters(canvasElement);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Орехи' }));
    await userEvent.click(panel.getByRole('button', { name: 'Применить' }));
    const ports = (loaded['runtime'] as Runtime).ports;
    await waitFor(() => expect(ports.notify.messages).toContainEqual({ kind: 'success', message: 'Настройки применены' }));
  },
};

export const MaximumReached: Story = {
  play: async ({ canvasElement }) => {
    const panel = await filters(canvasElement);
    await userEvent.click(await panel.findByRole('checkbox', { name: 'Орехи' }));
    await userEvent.click(panel.getByRole('checkbox', { name: 'Без сахара' }));
    await expect(panel.getByText('Можно выбрать не больше 3 фильтров. Выбрано 3 из 3')).toBeVisible();
    await expect(panel.getByRole('checkbox', { name: 'Грибы' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: 'Сбросить' }));
    await expect(panel.getByRole('checkbox', { name: 'Грибы' })).toBeEnabled();
  },
};

export const FavouriteADish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dishes = within(await canvas.findByRole('list', { name: 'Блюда' }));
    const cod = within(dishes.getByRole('group', { name: 'Треска с киноа и брокколи' }));
    await userEvent.click(cod.getByRole('button', { name: 'В любимые' }));
    await waitFor(() => expect(cod.getByRole('button', { name: 'В любимые' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(within(canvas.getByRole('list', { name: 'Любимые блюда' })).getByText('Треска с киноа и брокколи')).toBeVisible();
  },
};

/** A new client: no favourites, no stop-list, no filters. */
export const EmptyForANewClient: Story = {
  parameters: { machineState: ['onboarding.showing'], clientPhone: '+79161230077' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Пока нет любимых блюд. Отметьте блюда ниже — мы будем чаще ставить их в меню.')).toBeVisible();
    await expect(canvas.getByText('Стоп-лист пуст. Блюда из него не попадут в ваше меню.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    machineState: ['preferences.loading'],
    sandbox: { faults: [['customization-info/filters', { kind: 'delay', ms: 60_000 }]] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем предпочтения…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'customization-info/filters',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Рыба' })).toBeChecked();
  },
};

/** The filter-version update modal over the proposed version (`?proposed=1`): more options, up to 4. */
export const ProposedVersion: Story = {
  args: { search: '?proposed=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = await canvas.findByRole('dialog', { name: 'Фильтры обновились' });
    await expect(within(dialog).getByRole('button', { name: 'Понятно' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Понятно' }));
    const panel = await filters(canvasElement);
    await expect(panel.getByRole('checkbox', { name: 'Свинина' })).toBeVisible();
    await expect(panel.getByText(/Можно выбрать не больше 4 фильтров/)).toBeVisible();
  },
};

/** The login rule's modal: a profile that proposes a filter change, on a desktop storefront. */
export const LoginProposal: Story = {
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <FiltersProposalDialog />
      </Router>
    </StoryRuntime>
  ),
  loaders: [
    async () => {
      const runtime = createStoryRuntime({ path: '/dashboard', cookies: { client_token: await sandboxClientToken('+79990000015') } });
      return { runtime };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = await canvas.findByRole('dialog', { name: 'Обновите предпочтения' });
    await expect(within(dialog).getByRole('button', { name: 'Не сейчас' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Выбрать предпочтения' })).toBeVisible();
  },
};

// The preferences while a change is on its way, and their failure (issue 34).

/** The preferences failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'preferences.error', sandbox: { faults: [failing('customization-info/filters')] } },
  play: alertSays(),
};

/** A filter ticked and 'Применить' pressed: the filters are being applied (the button waits). */
export const ApplyingFilters: Story = {
  parameters: { machineState: 'preferences.ready.applying', sandbox: { faults: [held('orders/set-filter')] } },
  play: async ({ canvasElement }) => {
    const panel = await filters(canvasElement);
    await userEvent.click(panel.getByRole('checkbox', { name: 'Орехи' }));
    await userEvent.click(panel.getByRole('button', { name: 'Применить' }));
    await waitFor(() => expect(panel.getByRole('button', { name: 'Применить' })).toBeDisabled());
  },
};

/** 'В любимые' pressed on a dish: the mark is being saved. */
export const SavingAFavourite: Story = {
  parameters: { machineState: 'preferences.ready.savingPref', sandbox: { faults: [held('POST prefs/')] } },
  play: async ({ canvasElement }) => {
    const dishes = within(await within(canvasElement).findByRole('list', { name: 'Блюда' }));
    const cod = within(dishes.getByRole('group', { name: 'Треска с киноа и брокколи' }));
    await userEvent.click(cod.getByRole('button', { name: 'В любимые' }));
  },
};

// The same rows on a phone (the screen's 390 px smartphone layout).
export const ReadyOnPhone: Story = onPhoneOf(Ready);
export const EmptyForANewClientOnPhone: Story = onPhoneOf(EmptyForANewClient);
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const LoadFailedOnPhone: Story = onPhoneOf(LoadFailed);
export const ApplyingFiltersOnPhone: Story = onPhoneOf(ApplyingFilters);
export const SavingAFavouriteOnPhone: Story = onPhoneOf(SavingAFavourite);

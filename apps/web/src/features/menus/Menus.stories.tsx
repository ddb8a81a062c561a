import { COOKIES } from '@mealflow/sdk/api';
import { routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, failing, held, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import MenusPage from './MenusPage';

/** The menu pages (personal-cabinet §2.1 Menus, WeekMenu) on the menuPage machine over the sandbox: every state. */
interface Args {
  routeName: RouteName;
  params: Record<string, string | undefined>;
  smartphone: boolean;
  /** Logged in as the returning client (favourites Сырники and Куриная грудка on the server). */
  client?: boolean;
  /** The visitor's city cookie (/week-menu). */
  cityId?: number;
}
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Storefront/Menus/Menu pages',
  args: { routeName: 'MenuPageByType', params: { city: 'msk', type: 'fit' }, smartphone: false },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <MenusPage route={routeByName(args.routeName)} params={args.params} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({
        path: routeByName(args.routeName).path,
        smartphone: args.smartphone,
        cookies: {
          ...(args.client ? { [COOKIES.clientToken]: 'sandbox-token-returning' } : {}),
          ...(args.cityId ? { [COOKIES.city]: String(args.cityId) } : {}),
        },
      }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5_000 }));

export const LineWeek: Story = {
  parameters: { machineState: ['catalog.ready', 'funnel.form.idle', 'funnel.gate.waiting.counting', 'menuPage.shown.idle', 'orderBlock'] },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    const days = await menu.findByRole('list', { name: /^Неделя с / });
    await expect(within(days).getAllByRole('listitem', { name: /, \d+\s/ })).toHaveLength(7);
    await expect(menu.getAllByText('Завтрак').length).toBeGreaterThan(0);
    await expect(menu.getByText('1 200 ккал в день')).toBeVisible();
    const weeks = menu.getByRole('navigation', { name: 'Неделя меню' });
    await expect(within(weeks).getByRole('link', { name: 'Эта неделя' })).toHaveAttribute('aria-current', 'page');
    await expect(within(weeks).getByRole('link', { name: 'Следующая неделя' })).toHaveAttribute('href', '/menu/msk/fit/2');
    await expect(menu.getByRole('link', { name: 'Заказать «Фит»' })).toHaveAttribute('href', '#order-form');
    // The landing's order block of the page, the line kept as chosen.
    const order = within(within(canvasElement).getByRole('region', { name: 'Оформить заказ' }));
    await expect(await order.findByRole('radio', { name: /^Фит/, checked: true }, { timeout: 5_000 })).toBeVisible();
  },
};

export const Smartphone: Story = { args: { smartphone: true }, play: LineWeek.play };

/** A visitor favourites a dish: the toggle names the dish and says aria-pressed; the page says the mark stays on the device. */
export const FavouriteAsVisitor: Story = {
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    const [omelette] = await menu.findAllByRole('button', { name: 'В любимые: Омлет с томатами и зеленью' }, { timeout: 5_000 });
    if (!omelette) throw new Error('the week has the omelette');
    await expect(omelette).toHaveAttribute('aria-pressed', 'false');
    await expect(menu.getByText(/Любимые блюда сохранятся на этом устройстве/)).toBeVisible();
    await userEvent.click(omelette);
    for (const toggle of await menu.findAllByRole('button', { name: 'В любимые: Омлет с томатами и зеленью', pressed: true }))
      await expect(toggle).toBeVisible();
    // Meal slots by the day's count (five meals), kcal and macros, the restricted salmon.
    await expect(menu.getAllByText('Второй завтрак').length).toBeGreaterThan(0);
    await expect(menu.getAllByText('Недоступно').length).toBeGreaterThan(0);
  },
};

/** The returning client's favourites come from the server; a failed save says so and keeps the mark. */
export const FavouritesOfClient: Story = {
  args: { client: true },
  parameters: {
    machineState: ['funnel.gate.ready'],
    sandbox: {
      faults: [
        ['prefs/delete', { kind: 'status', status: 503, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    const [cheesecakes] = await menu.findAllByRole(
      'button',
      { name: 'В любимые: Сырники со сметаной и ягодным соусом', pressed: true },
      { timeout: 5_000 },
    );
    if (!cheesecakes) throw new Error('the returning client likes the cheesecakes');
    await expect(menu.queryByText(/на этом устройстве/)).toBeNull();
    await userEvent.click(cheesecakes);
    await expect(await menu.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(cheesecakes).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A favourite being taken off on the server (prefs/delete held): the toggle says it is busy. */
export const SavingFavourite: Story = {
  args: { client: true },
  parameters: { machineState: 'menuPage.shown.savingFavorite', sandbox: { faults: [held('prefs/delete')] } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    const name = 'В любимые: Сырники со сметаной и ягодным соусом';
    const [cheesecakes] = await menu.findAllByRole('button', { name, pressed: true }, { timeout: 5_000 });
    if (!cheesecakes) throw new Error('the returning client likes the cheesecakes');
    await userEvent.click(cheesecakes);
    await waitFor(() => expect(cheesecakes).toHaveAttribute('aria-busy', 'true'));
  },
};

/** The landing's order block waits for the goals (menu/goals held): the week's menu is shown, no line to choose yet. */
export const OrderBlockLoading: Story = {
  parameters: { machineState: 'catalog.loading', sandbox: { faults: [held('menu/goals')] } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    await expect(await menu.findByRole('list', { name: /^Неделя с / })).toBeVisible();
    await expect(within(canvasElement).queryByRole('radio', { name: /^Фит/ })).toBeNull();
  },
};

/** §3 stockRemains 0: Пауэр in St Petersburg is sold out: no order, the note says so. */
export const SoldOutLine: Story = {
  args: { params: { city: 'spb', type: 'power' } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Пауэр');
    await expect(await menu.findByText('«Пауэр» на этой неделе закончился. Выберите другой рацион.')).toBeVisible();
    await expect(menu.getByText('Нет в наличии')).toBeVisible();
    await expect(menu.queryByRole('link', { name: 'Заказать «Пауэр»' })).toBeNull();
    await expect(within(canvasElement).queryByRole('region', { name: 'Оформить заказ' })).toBeNull();
  },
};

/** /week-menu in St Petersburg: the sold-out line is marked among the lines. */
export const WeekMenuWithSoldOutLine: Story = {
  args: { routeName: 'WeekMenu', params: {}, cityId: 1 },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Меню на неделю');
    const lines = await menu.findByRole('group', { name: 'Рационы' });
    await expect(within(lines).getByRole('button', { name: /Пауэр · нет в наличии/i })).toBeVisible();
  },
};

export const NextWeekOfProduct: Story = {
  args: { routeName: 'MenuPageByTypeBusnessProduct', params: { businessProduct: 'day', city: 'spb', type: 'fit_trial', week: '2' } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит — пробный день');
    const weeks = await menu.findByRole('navigation', { name: 'Неделя меню' });
    await expect(within(weeks).getByRole('link', { name: 'Следующая неделя' })).toHaveAttribute('aria-current', 'page');
    await expect(await menu.findByRole('link', { name: 'Заказать «Фит — пробный день»' })).toHaveAttribute('href', '#order-form');
  },
};

export const WeekMenu: Story = {
  args: { routeName: 'WeekMenu', params: {} },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Меню на неделю');
    const lines = await menu.findByRole('group', { name: 'Рационы' });
    await userEvent.click(within(lines).getByRole('button', { name: 'Баланс' }));
    await expect(within(lines).getByRole('button', { name: 'Баланс' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('link', { name: 'Заказать «Баланс»' })).toBeVisible();
    const order = within(within(canvasElement).getByRole('region', { name: 'Оформить заказ' }));
    await expect(await order.findByRole('radio', { name: /^Баланс/, checked: true }, { timeout: 5_000 })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Следующая неделя' }));
    await expect(await menu.findByRole('button', { name: 'Следующая неделя', pressed: true })).toBeVisible();
    await expect(await menu.findByRole('button', { name: 'Баланс', pressed: true })).toBeVisible();
  },
};

export const OrderMenu: Story = {
  args: { routeName: 'MenuPageByOrder', params: { orderId: 'lk-paid' } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Меню заказа');
    await expect(await menu.findByText('Сырники с ягодным соусом')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Перейти к заказу' })).toHaveAttribute('href', '/dashboard/orders/lk-paid');
  },
};

export const Empty: Story = {
  parameters: {
    machineState: ['menuPage.empty'],
    sandbox: { faults: [['menus', { kind: 'status', status: 200, body: { days: [], menuTypes: {} } }]] },
  },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Фит');
    await expect(await menu.findByText('Меню этой недели ещё не опубликовано')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Заказать «Фит»' })).toBeVisible();
  },
};

export const NotSold: Story = {
  parameters: { machineState: ['menuPage.notSold'] },
  args: { params: { city: 'minsk', type: 'power' } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Меню на неделю');
    await expect(await menu.findByText('Этот рацион не продаётся в выбранном городе')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Выбрать рацион' })).toHaveAttribute('href', '/');
  },
};

export const ErrorThenRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['menu/full', { kind: 'status', status: 503, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await page(canvasElement, 'Фит');
  },
};

/** Never answered: the loading state (last, so its pending call does not outlive another story's). */
export const Loading: Story = {
  parameters: { machineState: ['menuPage.loading'], sandbox: { faults: [['menus', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const menu = await page(canvasElement, 'Меню на неделю');
    await expect(await menu.findByText('Загрузка меню…')).toBeVisible();
  },
};

/** The week's menu failed to load: the alert and 'Повторить'. */
export const WeekMenuFailed: Story = {
  ...Loading,
  parameters: { machineState: 'menuPage.error', sandbox: { faults: [failing('menus')] } },
  play: steps(async ({ canvasElement }) => void (await page(canvasElement, 'Меню на неделю')), alertSays()),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { onPhoneOf } from '../../test/phone';
import { changedElsewhere, failing, holdFromNowOn, steps } from '../../test/state-stories';
import DashboardPage from './DashboardPage';

/**
 * The active orders list (personal-cabinet §2.5) on the ordersList machine over the sandbox: every
 * state, each also on a phone (390 px, the smartphone layout: `…OnPhone`, the same row).
 */
const meta = { title: 'Cabinet/Orders list', ...cabinetScreenStories('DashboardOrders', DashboardPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Мои заказы' }));

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    const cards = await orders.findAllByRole('article');
    await expect(cards).toHaveLength(10);
    const awaiting = cards.find((c) => within(c).queryByText('Ожидает оплаты'))!;
    await expect(within(awaiting).getByRole('heading', { name: 'Баланс' })).toBeVisible();
    await expect(within(awaiting).getByRole('link', { name: /^Оплатить 11\s940\s₽$/ })).toHaveAttribute(
      'href',
      '/dashboard/orders/fastpay/lk-awaiting',
    );
    await expect(within(cards[0]!).getByRole('link', { name: 'Подробнее: Фит' })).toHaveAttribute('href', '/dashboard/orders/lk-paid');
    await expect(within(cards[0]!).queryByRole('link', { name: /^Оплатить/ })).toBeNull();
    await expect(orders.queryByText('Пока вас не было, в меню появились новые блюда')).toBeNull();
  },
};

export const WhatsNewAfterPause: Story = {
  args: { laterDays: 20 },
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    await expect(await orders.findByText('Пока вас не было, в меню появились новые блюда')).toBeVisible();
  },
};

export const Smartphone: Story = {
  args: { route: 'NewDashboardOrders', smartphone: true },
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    const [first] = await orders.findAllByRole('article');
    await expect(within(first!).getByRole('link', { name: 'Подробнее: Фит' })).toHaveAttribute('href', '/new-dashboard/lk-paid');
    await expect(within(first!).getByRole('link', { name: 'Доставки: Фит' })).toHaveAttribute('href', '/new-dashboard/lk-paid/deliveries');
  },
};

// The list's loading on the dashboard: the week above says so, the list is drawn below it once it has
// loaded (issue 35), the week overview's `AwaitingOrders` story.

export const Empty: Story = {
  parameters: { sandbox: { faults: [['orders/active', { kind: 'status', status: 200, body: { success: true, orders: [] } }]] } },
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    await expect(await orders.findByText('У вас пока нет активных заказов')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'Оформить новый заказ' })).toHaveAttribute('href', '/dashboard/new-order');
  },
};

export const ErrorWithRetry: Story = {
  // Once: the week overview above the list shows the list's orders (one orders/active) and fails with it.
  parameters: { machineState: ['weekOverview.error'], sandbox: { faults: [['orders/active', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    const alert = await orders.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await orders.findAllByRole('article')).toHaveLength(10);
  },
};

/** The orders failed to load (the week overview above reads them too): the alerts and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: ['ordersList.error', 'weekOverview.error'], sandbox: { faults: [failing('orders/active')] } },
  play: async ({ canvasElement }) => {
    const orders = await list(canvasElement);
    await expect(await orders.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(orders.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

/** Another screen of the cabinet moved a delivery: the list reads the orders again; the cards stay meanwhile. */
export const RefreshingAfterAChange: Story = {
  parameters: {
    machineState: 'ordersList.ready.refreshing',
  },
  play: steps(
    async ({ canvasElement }) => void (await (await list(canvasElement)).findAllByRole('article')),
    holdFromNowOn('orders/active', 'client-subscriptions'),
    changedElsewhere(['lk-paid']),
  ),
};

// The same rows on a phone (the list's smartphone layout); ready and loading: Cabinet/On a phone, empty: Cabinet/Week overview.
export const LoadFailedOnPhone: Story = onPhoneOf(LoadFailed);
export const RefreshingAfterAChangeOnPhone: Story = onPhoneOf(RefreshingAfterAChange);

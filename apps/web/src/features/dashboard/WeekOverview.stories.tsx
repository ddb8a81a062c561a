import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { onPhoneOf } from '../../test/phone';
import { changedElsewhere, failing, held, holdFromNowOn, steps } from '../../test/state-stories';
import DashboardPage from './DashboardPage';

/**
 * The coming week at the top of the dashboard (issue 31) over the sandbox: loading, empty, error with
 * retry, ready; each state also on a phone (390 px, the smartphone layout: `…OnPhone`, the same row).
 */
const meta = { title: 'Cabinet/Week overview', ...cabinetScreenStories('DashboardOrders', DashboardPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Ближайшие доставки и списания';
/** The overview's panel once it has left `state` (its loading and error panels are other elements than the ready one). */
async function week(canvasElement: HTMLElement, ready = true) {
  const canvas = within(canvasElement);
  if (ready) {
    await waitFor(
      () => {
        const section = canvas.getByRole('region', { name: TITLE });
        expect(section).not.toHaveAttribute('aria-busy', 'true');
        expect(within(section).queryByRole('alert')).toBeNull();
        expect(within(section).queryByRole('status')).toBeNull();
      },
      { timeout: 5000 },
    );
  }
  return within(await canvas.findByRole('region', { name: TITLE }, { timeout: 5000 }));
}

export const Ready: Story = {
  parameters: { machineState: ['ordersList.ready.list', 'weekOverview.ready.idle'] },
  play: async ({ canvasElement }) => {
    const panel = await week(canvasElement);
    const deliveries = within(await panel.findByRole('region', { name: 'Доставки' }, { timeout: 5000 }));
    await expect((await deliveries.findAllByRole('listitem')).length).toBeGreaterThan(0);
    // The week grid: today and the next 6 days, today marked; a day with nothing says so.
    const grid = deliveries.getByRole('list', { name: 'Неделя по дням' });
    const days = [...grid.children];
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAttribute('aria-current', 'date');
    await expect(days[0]).toHaveAccessibleName(/^Сегодня, /);
    await expect(grid).toHaveTextContent(/Списание 9\s063\s₽ — Подписка 24/);
    await expect(deliveries.getAllByRole('link', { name: /^Фит: / })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/orders\/lk-paid\/deliveries\/lk-paid-d\d$/),
    );
    const charges = within(panel.getByRole('region', { name: 'Списания' }));
    await expect(charges.getByText(/^9\s063\s₽ — Подписка 24$/)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Оформить новый заказ' })).toHaveAttribute('href', '/dashboard/new-order');
  },
};

export const Smartphone: Story = {
  args: { route: 'NewDashboardOrders', smartphone: true },
  play: async ({ canvasElement }) => {
    const panel = await week(canvasElement);
    await expect(await panel.findByRole('link', { name: 'Оформить новый заказ' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/new-dashboard/new-order',
    );
    await expect((await panel.findAllByRole('link', { name: /^Фит: / }))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/new-dashboard\/lk-paid\/deliveries\//),
    );
  },
};

export const Loading: Story = {
  parameters: {
    machineState: ['weekOverview.loading.reading'],
    sandbox: { faults: [held('client-subscriptions')] },
  },
  play: async ({ canvasElement }) => {
    const panel = await week(canvasElement, false);
    await expect(await panel.findByRole('status')).toHaveTextContent('Загружаем ближайшие доставки…');
  },
};

/**
 * The subscriptions are in, the orders list's orders/active (the week follows the list, issue 35) is
 * not: still loading. The list is drawn below the week once the week has loaded (its height follows
 * the deliveries: a list drawn first was pushed down, issue 35's layout shift).
 */
export const AwaitingOrders: Story = {
  parameters: {
    machineState: ['weekOverview.loading.awaitingOrders', 'ordersList.loading'],
    sandbox: { faults: [held('orders/active')] },
  },
  play: async ({ canvasElement }) => {
    const panel = await week(canvasElement, false);
    await expect(await panel.findByRole('status')).toHaveTextContent('Загружаем ближайшие доставки…');
    await expect(within(canvasElement).queryByRole('region', { name: 'Мои заказы' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: {
    machineState: ['ordersList.ready.empty'],
    sandbox: {
      faults: [
        ['orders/active', { kind: 'status', status: 200, body: { success: true, orders: [] } }],
        ['client-subscriptions', { kind: 'status', status: 200, body: { success: true, subscriptions: [] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await week(canvasElement);
    await expect(await panel.findByText('Ближайших доставок нет', {}, { timeout: 5000 })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Оформить новый заказ' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: { faults: [failing('client-subscriptions', 1)] },
  },
  play: async ({ canvasElement }) => {
    const failed = await week(canvasElement, false);
    await expect(await failed.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(failed.getByRole('button', { name: 'Повторить' }));
    const panel = await week(canvasElement);
    await expect(await panel.findByRole('region', { name: 'Списания' }, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * Another screen froze 'Подписка 24' (a change announced beside the week): the week reads the
 * subscriptions again with the last week kept on screen, busy until they come (held here).
 */
export const RereadAfterAChange: Story = {
  parameters: { machineState: 'weekOverview.ready.reloading' },
  play: steps(
    async ({ canvasElement }) => {
      await week(canvasElement);
    },
    holdFromNowOn('client-subscriptions'),
    changedElsewhere(['lk-paid'], 'subscriptions'),
    async ({ canvasElement }) => {
      const section = within(canvasElement).getByRole('region', { name: TITLE });
      await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'true'));
      await expect(within(section).getByRole('region', { name: 'Списания' })).toHaveTextContent(/9\s063\s₽ — Подписка 24/);
    },
  ),
};

// The same rows on a phone (the week's smartphone layout); ready and waiting for the orders: Cabinet/On a phone.
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const EmptyOnPhone: Story = onPhoneOf(Empty);
export const RereadAfterAChangeOnPhone: Story = onPhoneOf(RereadAfterAChange);

import type { RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import type { ScreenProps } from '../../shared/screen';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { onPhone } from '../../test/phone';
import { alertSays, failing, held, statusSays } from '../../test/state-stories';
import DashboardPage from './DashboardPage';
import DeliveriesPage from './DeliveriesPage';
import OrderPage from './OrderPage';

/**
 * The main cabinet screens on a phone (390 px, the smartphone layout) on their own /new-dashboard
 * routes, where the layout differs from the desktop's: the dashboard (the week and the orders), an
 * order, a delivery; each ready, and each while it loads or after its load failed.
 */
const PHONE_PAGES: Partial<Record<RouteName, ComponentType<ScreenProps>>> = {
  NewDashboardOrders: DashboardPage,
  NewDashboardOrder: OrderPage,
  NewDashboardOrderDeliveries: DeliveriesPage,
};

/** The page of the story's route. */
function PhonePage(props: ScreenProps) {
  const Page = PHONE_PAGES[props.route.name];
  if (!Page) throw new Error(`no phone page for ${props.route.name}`);
  return <Page {...props} />;
}

const meta = {
  title: 'Cabinet/On a phone',
  ...cabinetScreenStories('NewDashboardOrders', PhonePage),
  globals: onPhone.globals,
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const ORDER = { route: 'NewDashboardOrder', params: { orderId: 'lk-paid' } } as const;
const DELIVERY = { route: 'NewDashboardOrderDeliveries', params: { orderId: 'lk-paid', deliveryId: 'lk-paid-d4' } } as const;

/** The dashboard: the coming week above the orders, each order's links to its phone pages. */
export const Dashboard: Story = {
  args: { smartphone: true },
  parameters: { machineState: ['ordersList.ready.list', 'weekOverview.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The week's day links (its loading panel is another element than the ready one, so they are found on the page).
    await expect((await canvas.findAllByRole('link', { name: /^Фит: / }))[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/new-dashboard\/lk-paid\/deliveries\//),
    );
    const [first] = await canvas.findAllByRole('article');
    await expect(within(first!).getByRole('link', { name: 'Подробнее: Фит' })).toHaveAttribute('href', '/new-dashboard/lk-paid');
  },
};

/** The dashboard while the orders are read (held): the week says it is loading. */
export const DashboardLoading: Story = {
  args: { smartphone: true },
  parameters: { machineState: ['ordersList.loading', 'weekOverview.loading.awaitingOrders'], sandbox: { faults: [held('orders/active')] } },
  play: statusSays('Загружаем ближайшие доставки…'),
};

/** An order: its heading, deliveries and price, the way back to the orders. */
export const Order: Story = {
  args: { smartphone: true, ...ORDER },
  parameters: { machineState: 'orderDetail.ready.idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Фит' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Доставки' })).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(await canvas.findByRole('region', { name: 'Стоимость' })).getByText('К оплате')).toBeVisible();
  },
};

export const OrderLoadFailed: Story = {
  args: { smartphone: true, ...ORDER },
  parameters: { machineState: 'orderDetail.error', sandbox: { faults: [failing('orders/get')] } },
  play: alertSays(),
};

/** A delivery: its heading and its actions. */
export const Delivery: Story = {
  args: { smartphone: true, ...DELIVERY },
  parameters: { machineState: 'delivery.ready.idle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /^Доставка / })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Перенести' })).toBeVisible();
  },
};

export const DeliveryLoadFailed: Story = {
  args: { smartphone: true, ...DELIVERY },
  parameters: { machineState: 'delivery.error', sandbox: { faults: [failing('orders/get')] } },
  play: alertSays(),
};

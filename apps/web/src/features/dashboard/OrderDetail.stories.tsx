import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import OrderPage from './OrderPage';

/** An order's page (personal-cabinet §2.1 orders/{hid}, §7) on the orderDetail machine over the sandbox: every state and dialog. */
interface Args {
  hid: string;
}
type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Cabinet/Order',
  args: { hid: 'lk-paid' },
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <OrderPage route={routeByName('SingleOrder')} params={{ hid: args.hid }} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({ path: `/dashboard/orders/${args.hid}`, cookies: { client_token: 'sandbox-token-returning' } }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Ready: Story = {
  parameters: { machineState: ['orderDetail.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Фит' })).toBeVisible();
    await expect(canvas.getByText('Оплачен')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Доставки' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(canvas.getByRole('region', { name: 'Стоимость' })).getByText('К оплате')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Заказ продлится автоматически/ })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Блюда по дням' })).toBeVisible();
    // Issue 31: one call-back button in one wording ('Перезвоните мне' and 'Позвонить мне' did the same);
    // the dishes are changed in the cabinet.
    const contact = within(canvas.getByRole('region', { name: 'Связаться с нами' }));
    await expect(contact.getAllByRole('button', { name: /звони/i })).toHaveLength(1);
    await expect(contact.getByRole('button', { name: 'Перезвоните мне' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Изменить блюда' })).toHaveAttribute('href', '/dashboard/order/lk-paid/packs');
  },
};

export const AwaitingPayment: Story = {
  args: { hid: 'lk-awaiting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Оплатить 11\s940\s₽$/ })).toHaveAttribute(
      'href',
      '/dashboard/orders/fastpay/lk-awaiting',
    );
  },
};

export const NotFormedYet: Story = {
  args: { hid: 'lk-unformed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Формируется')).toBeVisible();
    await expect(canvas.getByText('Меню этого заказа ещё формируется')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['orderDetail.loading'], sandbox: { faults: [['orders/get', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загрузка…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [['orders/get', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Фит' })).toBeVisible();
  },
};

export const CancelDialog: Story = {
  parameters: { machineState: ['orderDetail.ready.cancel.choosing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Почему вы отменяете заказ?' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Другое' }));
    await expect(within(dialog).getByLabelText('Расскажите подробнее')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await expect(await within(dialog).findByText('Напишите, пожалуйста, пару слов')).toBeVisible();
  },
};

export const CancelReasonsFailed: Story = {
  parameters: { sandbox: { faults: [['orders/feedback-reason-order-cancelling', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Почему вы отменяете заказ?' });
    await expect(await within(dialog).findByText('Не удалось загрузить причины отмены')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Повторить' }));
    await expect(await within(dialog).findByRole('radio', { name: 'Уезжаю' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить заказ' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Почему вы отменяете заказ?' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Уезжаю' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    await expect(await canvas.findByRole('heading', { name: 'Заказ отменён' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Ваш заказ успешно отменён')).toBeVisible());
  },
};

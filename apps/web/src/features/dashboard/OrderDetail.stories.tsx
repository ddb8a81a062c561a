import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { alertSays, changedElsewhere, dialogOpen, failing, held, holdFromNowOn, press, steps } from '../../test/state-stories';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import OrderPage from './OrderPage';

/** An order's page (personal-cabinet §2.1 orders/{hid}, §7) on the orderDetail machine over the sandbox: every state and dialog. */
const meta = {
  title: 'Cabinet/Order',
  ...cabinetScreenStories('SingleOrder', OrderPage),
  args: { route: 'SingleOrder', smartphone: false, params: { hid: 'lk-paid' } },
} satisfies Meta<CabinetStoryArgs>;
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
    await expect(within(await canvas.findByRole('region', { name: 'Стоимость' })).getByText('К оплате')).toBeVisible();
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
  args: { params: { hid: 'lk-awaiting' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^Оплатить 11\s940\s₽$/ })).toHaveAttribute(
      'href',
      '/dashboard/orders/fastpay/lk-awaiting',
    );
  },
};

export const NotFormedYet: Story = {
  args: { params: { hid: 'lk-unformed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Формируется')).toBeVisible();
    await expect(await canvas.findByText('Меню этого заказа ещё формируется')).toBeVisible();
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
  parameters: { machineState: 'orderDetail.cancelled' },
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

// The order page while a change is on its way, and its failures: one story each (issue 34). While
// the backend has not answered, the page's other actions wait (their buttons are disabled).
const othersWait = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Перезвоните мне' })).toBeDisabled());
};
const chooseReason = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Почему вы отменяете заказ?' });
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'Уезжаю' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
};

/** The order failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'orderDetail.error', sandbox: { faults: [failing('orders/get')] } },
  play: alertSays(),
};

/** The auto-longation switch flipped: the change is on its way. */
export const ChangingAutolongation: Story = {
  parameters: { machineState: 'orderDetail.ready.changingAutolongation', sandbox: { faults: [held('orders/change-autolongate')] } },
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('switch', { name: /Заказ продлится автоматически/ }));
    await othersWait(context);
  },
};

/** 'Добавить напитки' pressed: the drinks are being added. */
export const AddingDrinks: Story = {
  parameters: { machineState: 'orderDetail.ready.addingDrinks', sandbox: { faults: [held('orders/add-drinks')] } },
  play: steps(press(/^Добавить напитки/), othersWait),
};

/** 'Убрать напитки' pressed on an order with drinks: they are being dropped. */
export const DroppingDrinks: Story = {
  args: { params: { hid: 'lk-custom' } },
  parameters: { machineState: 'orderDetail.ready.droppingDrinks', sandbox: { faults: [held('orders/drop-drinks')] } },
  play: steps(press('Убрать напитки'), othersWait),
};

/** Another term chosen and 'Изменить срок' pressed: the order's plan is being changed. */
export const ChangingPlan: Story = {
  parameters: { machineState: 'orderDetail.ready.changingPlan', sandbox: { faults: [held('orders/update-price-plan')] } },
  play: async (context) => {
    const plan = within(await within(context.canvasElement).findByRole('form', { name: 'Срок заказа' }));
    const other = plan.getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).checked);
    if (!other) throw new Error('the seeded order offers several terms');
    await userEvent.click(other);
    await userEvent.click(plan.getByRole('button', { name: 'Изменить срок' }));
    await othersWait(context);
  },
};

/** 'Добавить: Оставить у двери' pressed: the delivery option is being added. */
export const AddingOption: Story = {
  parameters: { machineState: 'orderDetail.ready.addingOption', sandbox: { faults: [held('deliveries/options/orders/add')] } },
  play: steps(press('Добавить: Оставить у двери'), othersWait),
};

/** 'Перезвоните мне' pressed: the request is on its way. */
export const RequestingRecall: Story = {
  parameters: { machineState: 'orderDetail.ready.requestingRecall', sandbox: { faults: [held('orders/recall-request')] } },
  play: steps(press('Перезвоните мне'), othersWait),
};

/** 'Отменить заказ': the reasons are being loaded into the dialog. */
export const CancelReasonsLoading: Story = {
  parameters: {
    machineState: 'orderDetail.ready.cancel.loadingReasons',
    sandbox: { faults: [held('orders/feedback-reason-order-cancelling')] },
  },
  play: steps(press('Отменить заказ'), dialogOpen('Почему вы отменяете заказ?')),
};

/** The reasons failed to load: the dialog says so, with 'Повторить'. */
export const CancelReasonsLoadFailed: Story = {
  parameters: {
    machineState: 'orderDetail.ready.cancel.reasonsFailed',
    sandbox: { faults: [failing('orders/feedback-reason-order-cancelling')] },
  },
  play: steps(press('Отменить заказ'), dialogOpen('Почему вы отменяете заказ?', 'Не удалось загрузить причины отмены')),
};

/** A reason chosen and 'Отменить заказ' pressed in the dialog: the order is being cancelled. */
export const CancelSubmitting: Story = {
  parameters: { machineState: 'orderDetail.ready.cancel.submitting', sandbox: { faults: [held('orders/cancel')] } },
  play: steps(press('Отменить заказ'), chooseReason),
};

/** A delivery of this order moved on another screen of the cabinet: the order is read again, its page stays meanwhile. */
export const RefreshingAfterAChange: Story = {
  parameters: { machineState: 'orderDetail.ready.refreshing' },
  play: steps(
    async ({ canvasElement }) => void (await within(canvasElement).findByRole('heading', { level: 2, name: 'Фит' })),
    holdFromNowOn('orders/get'),
    changedElsewhere(['lk-paid']),
  ),
};

/** The order page on a phone (390 px). */
// Every state on a phone too (the order's smartphone layout): the same rows.
export const ReadyOnPhone: Story = onPhoneOf(Ready);
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const CancelledOnPhone: Story = onPhoneOf(Cancelled);
export const ChangingAutolongationOnPhone: Story = onPhoneOf(ChangingAutolongation);
export const AddingDrinksOnPhone: Story = onPhoneOf(AddingDrinks);
export const DroppingDrinksOnPhone: Story = onPhoneOf(DroppingDrinks);
export const ChangingPlanOnPhone: Story = onPhoneOf(ChangingPlan);
export const AddingOptionOnPhone: Story = onPhoneOf(AddingOption);
export const RequestingRecallOnPhone: Story = onPhoneOf(RequestingRecall);
export const CancelDialogOnPhone: Story = onPhoneOf(CancelDialog);
export const CancelReasonsLoadingOnPhone: Story = onPhoneOf(CancelReasonsLoading);
export const CancelReasonsLoadFailedOnPhone: Story = onPhoneOf(CancelReasonsLoadFailed);
export const CancelSubmittingOnPhone: Story = onPhoneOf(CancelSubmitting);
export const RefreshingAfterAChangeOnPhone: Story = onPhoneOf(RefreshingAfterAChange);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, onPhoneOf } from '../../test/phone';
import { bodyOf, deliveryShown, deliveryStories, type DeliveryStoryArgs } from '../../test/delivery-story';

/**
 * A delivery while it waits for the backend, and each dialog's steps: one story per state of the
 * delivery machine (each declares it: `parameters.machineState`). A call the state waits for is
 * held by the sandbox (a `delay` fault), so the story shows the state, not a click path's end.
 */
const meta = { title: 'Cabinet/Delivery: waiting and dialog steps', ...deliveryStories() } satisfies Meta<DeliveryStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const held = (call: string) => [call, { kind: 'delay', ms: 60_000 }] as const;
const failing = (call: string) => [call, { kind: 'status', status: 500 }] as const;

async function press(canvasElement: HTMLElement, name: string) {
  const canvas = await deliveryShown(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name }));
  return canvas;
}

/** The order could not be loaded: the error and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'delivery.error', sandbox: { faults: [failing('orders/get')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** 'Изменить адрес': the client's addresses. */
export const ChoosingAddress: Story = {
  parameters: { machineState: 'delivery.ready.address.choosing' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить адрес');
    await expect(await bodyOf(canvasElement).findByRole('dialog', { name: 'Выберите адрес доставки' })).toBeVisible();
  },
};

/** The same dialog on a phone (the cabinet's filters are off there). */
export const ChoosingAddressOnPhone: Story = {
  ...ChoosingAddress,
  ...onPhone,
  parameters: { machineState: ['delivery.ready.address.choosing', 'cabinetRoot.filters.off'] },
};

/** Another saved address chosen: it is being saved. */
export const SavingAddress: Story = {
  parameters: { machineState: 'delivery.ready.address.saving', sandbox: { faults: [held('deliveries/update-address')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить адрес');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Выберите адрес доставки' });
    const [other] = await within(dialog).findAllByRole('button', { name: /^Доставить сюда: / });
    await userEvent.click(other as HTMLElement);
  },
};

/** The chosen address was not found (code 1002): the client's addresses are read again. */
export const ReloadingAddresses: Story = {
  parameters: {
    machineState: 'delivery.ready.address.reloading',
    sandbox: {
      faults: [
        ['deliveries/update-address', { kind: 'status', status: 400, body: { success: false, messages: ['Адрес не найден'], code: 1002 } }],
        ['deliveries/address', { kind: 'delay', ms: 0, times: 1 }],
        held('deliveries/address'),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить адрес');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Выберите адрес доставки' });
    const [other] = await within(dialog).findAllByRole('button', { name: /^Доставить сюда: / });
    await userEvent.click(other as HTMLElement);
  },
};

async function submitNewAddress(canvasElement: HTMLElement, forAll: boolean) {
  await press(canvasElement, 'Изменить адрес');
  const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Выберите адрес доставки' });
  if (forAll) await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Для всех доставок заказа' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Новый адрес' }));
  await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Улица и дом' }));
  await userEvent.keyboard('Арбат 10');
  await within(dialog).findByRole('option', { name: 'ул. Арбат, д. 10' }, { timeout: 3_000 });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Доставить сюда' }));
}

/** A new address for every delivery of the order: it is being applied to all of them. */
export const NewAddressForAllDeliveries: Story = {
  parameters: { machineState: 'delivery.ready.address.applyingToAll', sandbox: { faults: [held('deliveries/update-address')] } },
  play: async ({ canvasElement }) => {
    await submitNewAddress(canvasElement, true);
  },
};

/** A new address for this delivery: saved, the order is read again. */
export const NewAddressRefreshing: Story = {
  parameters: {
    machineState: 'delivery.ready.address.refreshing',
    sandbox: { faults: [['orders/get', { kind: 'delay', ms: 0, times: 1 }], held('orders/get')] },
  },
  play: async ({ canvasElement }) => {
    await submitNewAddress(canvasElement, false);
  },
};

/** 'Перенести': the delivery days are being read. */
export const LoadingDays: Story = {
  parameters: { machineState: 'delivery.ready.date.loadingDates', sandbox: { faults: [held('deliveries/possible-dates')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Перенести');
  },
};

/** The delivery days could not be read: 'Повторить'. */
export const DaysFailed: Story = {
  parameters: { machineState: 'delivery.ready.date.datesFailed', sandbox: { faults: [failing('deliveries/possible-dates')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Перенести');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Перенести' });
    await expect(await within(dialog).findByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

async function chooseLastDay(canvasElement: HTMLElement) {
  await press(canvasElement, 'Перенести');
  const dialog = await bodyOf(canvasElement).findByRole('dialog');
  const select = await within(dialog).findByLabelText('Выберите дату');
  const last = [...select.querySelectorAll('option:not([disabled])')].at(-1) as HTMLOptionElement;
  await userEvent.selectOptions(select, last.value);
  return dialog;
}

/** A day chosen: its delivery windows are being read. */
export const LoadingWindows: Story = {
  parameters: { machineState: 'delivery.ready.date.loadingIntervals', sandbox: { faults: [held('deliveries/address/intervals')] } },
  play: async ({ canvasElement }) => {
    await chooseLastDay(canvasElement);
  },
};

async function submitMove(canvasElement: HTMLElement) {
  const dialog = await chooseLastDay(canvasElement);
  const windows = await within(dialog).findByRole('group', { name: 'Выберите время' });
  await userEvent.click(within(windows).getAllByRole('radio')[0] as HTMLElement);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
}

/** Day and window chosen, 'Сохранить': the delivery is being moved. */
export const MovingDelivery: Story = {
  parameters: { machineState: 'delivery.ready.date.saving', sandbox: { faults: [held('deliveries/update-date')] } },
  play: async ({ canvasElement }) => {
    await submitMove(canvasElement);
  },
};

/** A custom order's delivery with changed dishes (tomorrow's): 'Хотите перенести доставку?' before it moves (personal-cabinet §4). */
export const MoveCustomOrderDelivery: Story = {
  args: { hid: 'lk-custom', deliveryId: 'lk-custom-d3', morning: true },
  parameters: { machineState: 'delivery.ready.date.confirmingMove' },
  play: async ({ canvasElement }) => {
    await submitMove(canvasElement);
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Хотите перенести доставку?' });
    await expect(dialog).toHaveTextContent('Вы потеряете некоторые изменения меню');
  },
};

/** The other delivery window chosen: it is being saved. */
export const SettingWindow: Story = {
  parameters: { machineState: 'delivery.ready.settingSession', sandbox: { faults: [held('deliveries/set-session')] } },
  play: async ({ canvasElement }) => {
    const canvas = await deliveryShown(canvasElement);
    const other = within(canvas.getByRole('region', { name: 'Когда привезти' }))
      .getAllByRole('radio')
      .find((radio) => !(radio as HTMLInputElement).checked);
    await userEvent.click(other as HTMLElement);
  },
};

/** 'Это время — для всех доставок заказа': the window is being applied to every delivery. */
export const ApplyingWindowToAll: Story = {
  parameters: { machineState: 'delivery.ready.applyingWindow', sandbox: { faults: [held('deliveries/update-deliveries')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Это время — для всех доставок заказа');
  },
};

/** 'Подтвердить доставку': the confirmation is on its way. */
export const Confirming: Story = {
  parameters: { machineState: 'delivery.ready.confirming', sandbox: { faults: [held('deliveries/confirm')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Подтвердить доставку');
  },
};

/** 'Отменить доставку' the first time: what cancelling means, with 'Понятно'. */
export const CancelInfo: Story = {
  parameters: { machineState: 'delivery.ready.cancel.info' },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Отменить доставку');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Отменить доставку?' });
    await expect(await within(dialog).findByRole('button', { name: 'Понятно' })).toBeVisible();
  },
};

async function acceptCancelInfo(canvasElement: HTMLElement) {
  await press(canvasElement, 'Отменить доставку');
  const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Отменить доставку?' });
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Понятно' }));
  return dialog;
}

/** 'Понятно' pressed: it is being remembered. */
export const AcceptingCancelInfo: Story = {
  parameters: {
    machineState: 'delivery.ready.cancel.acceptingInfo',
    sandbox: { faults: [held('client-details/confirm-cancellation-info')] },
  },
  play: async ({ canvasElement }) => {
    await acceptCancelInfo(canvasElement);
  },
};

/** What cancelling does to the payment is being asked. */
export const ReadingCancelTerms: Story = {
  parameters: { machineState: 'delivery.ready.cancel.terms', sandbox: { faults: [held('deliveries/cancel-terms')] } },
  play: async ({ canvasElement }) => {
    await acceptCancelInfo(canvasElement);
  },
};

/** What cancelling does could not be asked: 'Повторить'. */
export const CancelTermsFailed: Story = {
  parameters: { machineState: 'delivery.ready.cancel.termsFailed', sandbox: { faults: [failing('deliveries/cancel-terms')] } },
  play: async ({ canvasElement }) => {
    const dialog = await acceptCancelInfo(canvasElement);
    await expect(await within(dialog).findByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** 'Отменить доставку' confirmed: the delivery is being cancelled. */
export const Cancelling: Story = {
  parameters: { machineState: 'delivery.ready.cancel.cancelling', sandbox: { faults: [held('deliveries/cancel')] } },
  play: async ({ canvasElement }) => {
    const dialog = await acceptCancelInfo(canvasElement);
    const cancel = await within(dialog).findByRole('button', { name: 'Отменить доставку' });
    await waitFor(() => expect(cancel).toBeEnabled());
    await userEvent.click(cancel);
  },
};

const taskArgs = { hid: 'lk-task', deliveryId: 'lk-task-d4' };

/** The confirm task's options are being read. */
export const LoadingTaskOptions: Story = {
  args: taskArgs,
  parameters: { machineState: 'delivery.ready.task.loading', sandbox: { faults: [held('orders/confirm-task/options')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить');
  },
};

/** The confirm task's options could not be read: 'Повторить'. */
export const TaskOptionsFailed: Story = {
  args: taskArgs,
  parameters: { machineState: 'delivery.ready.task.failed', sandbox: { faults: [failing('orders/confirm-task/options')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Подтверждение доставок' });
    await expect(await within(dialog).findByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

/** Another way to confirm chosen: it is being saved. */
export const SavingTask: Story = {
  args: taskArgs,
  parameters: { machineState: 'delivery.ready.task.saving', sandbox: { faults: [held('orders/confirm-task')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Изменить');
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: 'Подтверждение доставок' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Звонок оператора/ }));
  },
};

/** 'Отключить': the confirm task is being removed. */
export const RemovingTask: Story = {
  args: taskArgs,
  parameters: { machineState: 'delivery.ready.removingTask', sandbox: { faults: [held('orders/confirm-task/cancel')] } },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Отключить');
  },
};

// Every waiting and dialog step on a phone too (the delivery's smartphone layout): the same rows. The load failure on a phone: Cabinet/On a phone.
export const SavingAddressOnPhone: Story = onPhoneOf(SavingAddress);
export const ReloadingAddressesOnPhone: Story = onPhoneOf(ReloadingAddresses);
export const NewAddressForAllDeliveriesOnPhone: Story = onPhoneOf(NewAddressForAllDeliveries);
export const NewAddressRefreshingOnPhone: Story = onPhoneOf(NewAddressRefreshing);
export const LoadingDaysOnPhone: Story = onPhoneOf(LoadingDays);
export const DaysFailedOnPhone: Story = onPhoneOf(DaysFailed);
export const LoadingWindowsOnPhone: Story = onPhoneOf(LoadingWindows);
export const MovingDeliveryOnPhone: Story = onPhoneOf(MovingDelivery);
export const MoveCustomOrderDeliveryOnPhone: Story = onPhoneOf(MoveCustomOrderDelivery);
export const SettingWindowOnPhone: Story = onPhoneOf(SettingWindow);
export const ApplyingWindowToAllOnPhone: Story = onPhoneOf(ApplyingWindowToAll);
export const ConfirmingOnPhone: Story = onPhoneOf(Confirming);
export const CancelInfoOnPhone: Story = onPhoneOf(CancelInfo);
export const AcceptingCancelInfoOnPhone: Story = onPhoneOf(AcceptingCancelInfo);
export const ReadingCancelTermsOnPhone: Story = onPhoneOf(ReadingCancelTerms);
export const CancelTermsFailedOnPhone: Story = onPhoneOf(CancelTermsFailed);
export const CancellingOnPhone: Story = onPhoneOf(Cancelling);
export const LoadingTaskOptionsOnPhone: Story = onPhoneOf(LoadingTaskOptions);
export const TaskOptionsFailedOnPhone: Story = onPhoneOf(TaskOptionsFailed);
export const SavingTaskOnPhone: Story = onPhoneOf(SavingTask);
export const RemovingTaskOnPhone: Story = onPhoneOf(RemovingTask);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { busyButton, dialogOpen, failing, held, press, steps } from '../../test/state-stories';
import { bodyOf as body, deliveryShown as ready, deliveryStories, type DeliveryStoryArgs } from '../../test/delivery-story';

/**
 * A delivery (personal-cabinet §4, §7, §8) on the delivery machine over the sandbox: its page and
 * each dialog (move, readdress with a new address, cancel with the info, the confirm task).
 * DeliveryStates.stories.tsx shows the page while it waits for the backend.
 */
const meta = { title: 'Cabinet/Delivery', ...deliveryStories() } satisfies Meta<DeliveryStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: 'delivery.ready.idle' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Вечер, 18:00–23:00', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText('Москва, ул. Тверская, д. 7, кв. 12')).toBeVisible();
    await expect(canvas.getByText('Запланирована')).toBeVisible();
    await expect(canvas.getByText(/^Изменения принимаются до 19:59/)).toBeVisible();
    for (const name of ['Перенести', 'Изменить адрес', 'Подтвердить доставку', 'Пропустить доставку', 'Отменить доставку'])
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
  },
};

export const Locked: Story = {
  parameters: { machineState: 'delivery.ready.idle' },
  args: { laterDays: 10 },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Изменить эту доставку уже нельзя: приём изменений закончился')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Перенести' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { machineState: 'delivery.loading', sandbox: { faults: [['orders/get', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загрузка…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: { machineState: 'delivery.ready.idle', sandbox: { faults: [['orders/get', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await ready(canvasElement);
  },
};

export const MoveDialog: Story = {
  parameters: { machineState: 'delivery.ready.date.choosing' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Перенести' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Перенести' });
    const select = await within(dialog).findByLabelText('Выберите дату');
    const last = [...select.querySelectorAll('option:not([disabled])')].at(-1) as HTMLOptionElement;
    await userEvent.selectOptions(select, last.value);
    await expect(await within(dialog).findByRole('group', { name: 'Выберите время' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

export const AddressDialog: Story = {
  parameters: { machineState: 'delivery.ready.address.newAddress' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить адрес' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Выберите адрес доставки' });
    await expect(await within(dialog).findByText('Текущий адрес')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: 'Для всех доставок заказа' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Новый адрес' }));
    await expect(await within(dialog).findByRole('combobox', { name: 'Улица и дом' })).toBeVisible();
  },
};

export const CancelDialog: Story = {
  parameters: { machineState: 'delivery.ready.cancel.asking' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить доставку' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Отменить доставку?' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Понятно' }));
    await expect(await within(dialog).findByRole('button', { name: 'Отменить доставку' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Не отменять' })).toBeVisible();
  },
};

/** Issue 31: skipping says where the delivery goes and what it does to the price before confirming. */
export const SkipDialog: Story = {
  parameters: { machineState: ['delivery.ready.skip', 'skipDelivery.asking'] },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Пропустить доставку' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Пропустить доставку?' });
    await expect(
      await within(dialog).findByText(/^Доставка .+ переедет на .+ — после последней доставки заказа\.$/, {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      within(dialog).getByText('Цена заказа не изменится: ничего не спишется и не вернётся, оплаченный день питания не пропадёт.'),
    ).toBeVisible();
    // Confirming is the SDK's skip.test.ts (and moves the sandbox's delivery for the stories after this one).
    await expect(within(dialog).getByRole('button', { name: 'Пропустить доставку' })).toBeEnabled();
  },
};

export const ConfirmTaskDialog: Story = {
  parameters: { machineState: 'delivery.ready.task.choosing' },
  args: { hid: 'lk-task', deliveryId: 'lk-task-d4' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByText('Подтверждать по СМС за день до доставки')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Подтверждение доставок' });
    await expect(await within(dialog).findByRole('radio', { name: /Звонок оператора/ })).not.toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: /Подтверждать по СМС/ })).toBeChecked();
  },
};

// Skipping a delivery, step by step (the delivery's skip child; issue 34).
const DATES = 'deliveries/possible-dates';
const openSkip = steps(async ({ canvasElement }) => void (await ready(canvasElement)), press('Пропустить доставку'));
const skipDialog = 'Пропустить доставку?';

/** 'Пропустить доставку' pressed: the free days are being read. */
export const SkipLooksForADay: Story = {
  parameters: { machineState: 'skipDelivery.loading', sandbox: { faults: [held(DATES)] } },
  play: steps(openSkip, dialogOpen(skipDialog)),
};

/** The free days failed to load: the dialog says so, with 'Повторить'. */
export const SkipDaysFailed: Story = {
  parameters: { machineState: 'skipDelivery.failed', sandbox: { faults: [failing(DATES)] } },
  play: steps(openSkip, async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: skipDialog }));
    await expect(await dialog.findByRole('button', { name: 'Повторить' })).toBeEnabled();
  }),
};

/** No free day after the order's last delivery: the delivery cannot be skipped, the dialog says why and offers the move or the cancel. */
export const SkipUnavailable: Story = {
  parameters: {
    machineState: 'skipDelivery.unavailable',
    sandbox: { faults: [[DATES, { kind: 'status', status: 200, body: { success: true, days: {} } }]] },
  },
  play: steps(openSkip, async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: skipDialog }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      /^Пропустить эту доставку нельзя: после последней доставки заказа нет свободного дня/,
    );
    // Never a dead end: the move and the cancel are offered instead.
    await expect(dialog.getByRole('button', { name: 'Перенести на другой день' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Отменить доставку' })).toBeEnabled();
    await expect(dialog.queryByRole('button', { name: 'Пропустить доставку' })).toBeNull();
  }),
};

/** 'Пропустить доставку' confirmed: the delivery is being moved (the button busy). */
export const SkipSaving: Story = {
  parameters: { machineState: 'skipDelivery.saving', sandbox: { faults: [held('deliveries/update-date')] } },
  play: steps(
    openSkip,
    dialogOpen(skipDialog, /переедет на/),
    async ({ canvasElement }) => {
      const dialog = within(await body(canvasElement).findByRole('dialog', { name: skipDialog }));
      await userEvent.click(dialog.getByRole('button', { name: 'Пропустить доставку' }));
    },
    busyButton(/^Пропустить доставку$/),
  ),
};

/** Skipped: the dialog closes and the delivery page shows the moved delivery. */
export const SkipDone: Story = {
  parameters: { machineState: 'skipDelivery.done' },
  play: steps(openSkip, dialogOpen(skipDialog, /переедет на/), async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: skipDialog }));
    await userEvent.click(dialog.getByRole('button', { name: 'Пропустить доставку' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: skipDialog })).toBeNull());
  }),
};

/** A delivery on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

// The dialogs and the skip's steps on a phone too: the same rows.
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const MoveDialogOnPhone: Story = onPhoneOf(MoveDialog);
export const AddressDialogOnPhone: Story = onPhoneOf(AddressDialog);
export const CancelDialogOnPhone: Story = onPhoneOf(CancelDialog);
export const SkipDialogOnPhone: Story = onPhoneOf(SkipDialog);
export const ConfirmTaskDialogOnPhone: Story = onPhoneOf(ConfirmTaskDialog);
export const SkipLooksForADayOnPhone: Story = onPhoneOf(SkipLooksForADay);
export const SkipDaysFailedOnPhone: Story = onPhoneOf(SkipDaysFailed);
export const SkipUnavailableOnPhone: Story = onPhoneOf(SkipUnavailable);
export const SkipSavingOnPhone: Story = onPhoneOf(SkipSaving);
export const SkipDoneOnPhone: Story = onPhoneOf(SkipDone);

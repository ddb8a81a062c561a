import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { alertSays, busyButton, dialogOpen, failing, held, press, steps } from '../../test/state-stories';
import SubscriptionsPage from './SubscriptionsPage';

/** The client's subscriptions (personal-cabinet §2.1 subscriptions, §3, §4, §9) on the subscriptions machine over the sandbox: every state. */
const meta = {
  title: 'Cabinet/Subscriptions',
  ...cabinetScreenStories('DashboardSubscriptions', SubscriptionsPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Подписки' }));
const page = () => within(document.body);

export const Ready: Story = {
  parameters: { machineState: ['subscriptions.ready.list'] },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    const [active, frozen, stopped] = await list.findAllByRole('article');
    await expect(within(active!).getByRole('heading', { name: 'Подписка 24' })).toBeVisible();
    await expect(within(active!).getByText(/Заморозка: использовано 3 из 7 дней\. Осталось 4 дня заморозки/)).toBeVisible();
    await expect(within(active!).getByRole('button', { name: 'Заморозить: Подписка 24' })).toBeVisible();
    await expect(within(frozen!).getByRole('button', { name: 'Разморозить: Прайм' })).toBeVisible();
    await expect(within(stopped!).queryByRole('button')).toBeNull();
  },
};

/** The subscriptions on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

export const Loading: Story = {
  parameters: { machineState: ['subscriptions.loading'], sandbox: { faults: [['client-subscriptions', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await expect(await list.findByText('Загрузка…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    machineState: ['subscriptions.ready.empty'],
    sandbox: { faults: [['client-subscriptions', { kind: 'status', status: 200, body: { success: true, subscriptions: [] } }]] },
  },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await expect(await list.findByText('У вас пока нет подписок')).toBeVisible();
    // Not a dead end: the subscribe page is offered.
    await expect(list.getByRole('link', { name: 'Оформить подписку' })).toHaveAttribute('href', '/dashboard/subscribe');
  },
};

export const ErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [['client-subscriptions', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    const alert = await list.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await list.findAllByRole('article')).toHaveLength(3);
  },
};

export const FreezeDialog: Story = {
  parameters: { machineState: ['freeze.picking', 'subscriptions.ready.freezing'] },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Заморозить: Подписка 24' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Заморозить подписку' }));
    await userEvent.selectOptions(dialog.getByLabelText('На сколько дней'), '3');
    await expect(dialog.getByText(/^Пауза с \d{2}\.\d{2}\.\d{4} по \d{2}\.\d{2}\.\d{4}, 3 дня$/)).toBeVisible();
    await expect(dialog.getByText('После этого останется 1 день заморозки')).toBeVisible();
  },
};

export const FreezeRefused: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'client-subscriptions/freeze/create',
          { kind: 'status', status: 400, body: { success: false, messages: ['Можно заморозить не больше чем на 4 дня'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Заморозить: Подписка 24' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Заморозить подписку' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Заморозить' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Можно заморозить не больше чем на 4 дня');
  },
};

export const UnfreezeDialog: Story = {
  parameters: { machineState: ['freeze.confirmingUnfreeze', 'subscriptions.ready.unfreezing'] },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Разморозить: Прайм' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Разморозить подписку?' }));
    await expect(dialog.getByText(/будет отменена/)).toBeVisible();
  },
};

export const StopFeedback: Story = {
  parameters: { machineState: ['stopSubscription.feedback', 'subscriptions.ready.stopping'] },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Остановить подписку: Подписка 24' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Остановить подписку' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Другое' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Продолжить' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Расскажите, что случилось');
  },
};

export const StopConfirm: Story = {
  parameters: { machineState: ['stopSubscription.confirming'] },
  play: async ({ canvasElement }) => {
    const list = await region(canvasElement);
    await userEvent.click(await list.findByRole('button', { name: 'Остановить подписку: Прайм' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Остановить подписку' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Уезжаю' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Продолжить' }));
    const confirm = within(await page().findByRole('dialog', { name: 'Остановить подписку?' }));
    await expect(confirm.getByText(/^Плата за отмену подписки — 990\s₽$/)).toBeVisible();
    await expect(confirm.getByText(/^Штраф за досрочную отмену подписки Прайм — 3\s500\s₽$/)).toBeVisible();
  },
};

// The freeze and stop dialogs while their calls are on their way, and how they end (issue 34).
const FREEZE = 'Заморозить подписку';
const STOP = 'Остановить подписку';
const openFreeze = steps(press('Заморозить: Подписка 24'), dialogOpen(FREEZE));
const openUnfreeze = steps(press('Разморозить: Прайм'), dialogOpen('Разморозить подписку?'));
const inDialog = (name: string, button: string) => async () => {
  await userEvent.click(within(await page().findByRole('dialog', { name })).getByRole('button', { name: button }));
};
const dialogGone = (name: string) => async () => {
  await waitFor(() => expect(page().queryByRole('dialog', { name })).toBeNull());
};
const openStop = steps(press('Остановить подписку: Прайм'), dialogOpen(STOP), async () => {
  const dialog = within(await page().findByRole('dialog', { name: STOP }));
  await userEvent.click(dialog.getByRole('radio', { name: 'Уезжаю' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Продолжить' }));
});
const stopConfirmed = steps(openStop, dialogOpen('Остановить подписку?'), inDialog('Остановить подписку?', 'Остановить'));

/** The subscriptions failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'subscriptions.error', sandbox: { faults: [failing('client-subscriptions')] } },
  play: alertSays(),
};

/** 'Заморозить' pressed in the dialog: the freeze is on its way (the button busy). */
export const Freezing: Story = {
  parameters: { machineState: 'freeze.freezing', sandbox: { faults: [held('client-subscriptions/freeze/create')] } },
  play: steps(openFreeze, inDialog(FREEZE, 'Заморозить'), busyButton('Замораживаем…')),
};

/** Frozen: the dialog closes. */
export const Frozen: Story = {
  parameters: { machineState: 'freeze.done' },
  play: steps(openFreeze, inDialog(FREEZE, 'Заморозить'), dialogGone(FREEZE)),
};

/** The freeze dialog closed with 'Отмена': nothing changes. */
export const FreezeCancelled: Story = {
  parameters: { machineState: 'freeze.closed' },
  play: steps(openFreeze, inDialog(FREEZE, 'Отмена'), dialogGone(FREEZE)),
};

/** 'Разморозить' confirmed: the freeze is being cancelled (the button busy). */
export const Unfreezing: Story = {
  parameters: { machineState: 'freeze.unfreezing', sandbox: { faults: [held('client-subscriptions/freeze/cancel')] } },
  play: steps(openUnfreeze, inDialog('Разморозить подписку?', 'Разморозить'), busyButton('Размораживаем…')),
};

/** A reason chosen and 'Продолжить' pressed: the answer is on its way (the button busy). */
export const StopSendingFeedback: Story = {
  parameters: { machineState: 'stopSubscription.sendingFeedback', sandbox: { faults: [held('client-subscriptions/feedback-for-stop')] } },
  play: steps(openStop, busyButton('Отправляем…')),
};

/** 'Остановить' confirmed: the subscription is being stopped (the button busy). */
export const Stopping: Story = {
  parameters: { machineState: 'stopSubscription.stopping', sandbox: { faults: [held('client-subscriptions/stop')] } },
  play: steps(stopConfirmed, busyButton('Останавливаем…')),
};

/** Stopped: the dialog closes and the list says so. */
export const Stopped: Story = {
  parameters: { machineState: 'stopSubscription.done' },
  play: steps(stopConfirmed, dialogGone('Остановить подписку?')),
};

/** The stop dialog closed with 'Оставить подписку'. */
export const StopCancelled: Story = {
  parameters: { machineState: 'stopSubscription.closed' },
  play: steps(
    openStop,
    dialogOpen('Остановить подписку?'),
    inDialog('Остановить подписку?', 'Оставить подписку'),
    dialogGone('Остановить подписку?'),
  ),
};

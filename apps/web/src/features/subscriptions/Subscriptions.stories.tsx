import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
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

export const Smartphone: Story = {
  args: { smartphone: true },
  play: Ready.play,
};

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

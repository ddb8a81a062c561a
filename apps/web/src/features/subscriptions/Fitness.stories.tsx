import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { alertSays, failing } from '../../test/state-stories';
import FitnessPage from './FitnessPage';

/** The fitness page (personal-cabinet §2.1 subscriptions/fitness, §3 fitness_months, §7 the sports-club request) on the fitness machine over the sandbox: every state. */
const CALL = 'client-subscriptions/recall-request-for-promotional-code-in-sports-club';
const meta = {
  title: 'Cabinet/Fitness',
  ...cabinetScreenStories('DashboardSubscriptionsFitness', FitnessPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Подписка на фитнес' }));

export const Ready: Story = {
  parameters: { machineState: ['fitness.ready.list'] },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    const prime = await page.findByRole('article', { name: 'Прайм' });
    await expect(within(prime).getByText('Фитнес-клуб: 3 месяца занятий')).toBeVisible();
    await expect(within(prime).getByRole('button', { name: 'Получить промокод: Прайм' })).toBeEnabled();
  },
};

/** The fitness page on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    const prime = await page.findByRole('article', { name: 'Прайм' });
    await userEvent.click(within(prime).getByRole('button', { name: 'Получить промокод: Прайм' }));
    await expect(await within(prime).findByText('Заявка принята. Мы позвоним и пришлём промокод в СМС')).toBeVisible();
    await expect(within(prime).queryByRole('button')).toBeNull();
  },
};

export const Refused: Story = {
  parameters: {
    sandbox: {
      faults: [
        [CALL, { kind: 'status', status: 400, times: 1, body: { success: false, messages: ['Промокоды закончились, попробуйте завтра'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    const prime = await page.findByRole('article', { name: 'Прайм' });
    await userEvent.click(within(prime).getByRole('button', { name: 'Получить промокод: Прайм' }));
    await expect(await within(prime).findByRole('alert')).toHaveTextContent('Промокоды закончились, попробуйте завтра');
    await expect(within(prime).getByRole('button', { name: 'Получить промокод: Прайм' })).toBeEnabled();
  },
};

export const Sending: Story = {
  parameters: { machineState: ['fitness.ready.requesting'], sandbox: { faults: [[CALL, { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    const prime = await page.findByRole('article', { name: 'Прайм' });
    await userEvent.click(within(prime).getByRole('button', { name: 'Получить промокод: Прайм' }));
    await expect(await within(prime).findByRole('button', { name: 'Отправляем заявку…: Прайм' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['fitness.loading'], sandbox: { faults: [['client-subscriptions', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    await expect(await page.findByText('Загрузка…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    machineState: ['fitness.ready.empty'],
    sandbox: { faults: [['client-subscriptions', { kind: 'status', status: 200, body: { success: true, subscriptions: [] } }]] },
  },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    await expect(await page.findByText('В ваших подписках нет фитнес-клуба')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Посмотреть подписки' })).toHaveAttribute('href', '/dashboard/subscribe');
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'client-subscriptions',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await region(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await page.findByRole('article', { name: 'Прайм' })).toBeVisible();
  },
};

/** The subscriptions failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'fitness.error', sandbox: { faults: [failing('client-subscriptions')] } },
  play: alertSays(),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { alertSays, failing } from '../../test/state-stories';
import LoyaltyPage from './LoyaltyPage';

/** /dashboard/loyalty-program (personal-cabinet §2.1 loyalty-program, §3 isLoyaltyEnabled) on the loyalty machine over the sandbox. */
const meta = {
  title: 'Cabinet/Loyalty program',
  ...cabinetScreenStories('DashboardLoyalty', LoyaltyPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: ['loyalty.ready'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ваш статус: «Серебряный»')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Путь к статусу «Золотой»' });
    await expect(bar).toHaveAttribute('aria-valuemin', '30000');
    await expect(bar).toHaveAttribute('aria-valuemax', '60000');
    await expect(bar).toHaveAttribute('aria-valuenow', '42300');
    await expect(bar).toHaveAttribute('aria-valuetext', '42\u00a0300\u00a0₽ из 60\u00a0000\u00a0₽');
    await expect(canvas.getByText(/^До статуса «Золотой» осталось 17\s700\s₽$/)).toBeVisible();
    const statuses = canvas.getAllByRole('article');
    await expect(statuses.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Базовый',
      'Серебряный',
      'Золотой',
      'Платиновый',
    ]);
    await expect(within(canvas.getByRole('article', { name: 'Золотой' })).getByText('Бесплатная замена блюд в меню')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['loyalty.loading'], sandbox: { faults: [['loyalty/statuses', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем программу лояльности…')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'clients/loyalty/progress',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Программа лояльности' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(panel.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText('Ваш статус: «Серебряный»')).toBeVisible();
  },
};

export const NewClientWithoutStatus: Story = {
  parameters: { clientPhone: '+79161230043' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Статус появится после первого оплаченного заказа.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

const offProfile = {
  success: true,
  profile: {
    id: 1001,
    phone: '+79990000001',
    first_name: 'Анна',
    addresses: [],
    externalCards: [],
    paymentTypesSort: [],
    isLoyaltyEnabled: false,
  },
};

export const DisabledForProfile: Story = {
  parameters: {
    machineState: ['loyalty.disabled'],
    sandbox: { faults: [['client-profile', { kind: 'status', status: 200, body: offProfile }]] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Программа лояльности для вашего профиля недоступна.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The program failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'loyalty.error', sandbox: { faults: [failing('clients/loyalty/progress')] } },
  play: alertSays(),
};

/** The loyalty program on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

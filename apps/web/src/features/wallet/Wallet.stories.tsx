import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import WalletPage from './WalletPage';

/** /dashboard/bonus (personal-cabinet §2.1 bonus, §3 Wallet) on the wallet machine over the sandbox. */
const meta = { title: 'Cabinet/Wallet', ...cabinetScreenStories('DashboardBonus', WalletPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Money keeps its no-break spaces (testing-library normalises them to spaces, so read textContent).
    const total = await canvas.findByText(/^Всего на счёте: 4\s750\s₽$/);
    await expect(total.textContent).toBe('Всего на счёте: 4\u00a0750\u00a0₽');
    const balances = within(canvas.getByRole('region', { name: 'Баланс' }));
    // Bonuses in bonuses, as the shop beside it counts them (issue 31).
    await expect(balances.getByText(/^1\s850\sбонусов$/)).toBeVisible();
    await expect(balances.getByText(/^2\s400\s₽$/)).toBeVisible();
    const history = within(canvas.getByRole('list', { name: 'История операций' }));
    await expect(history.getAllByRole('listitem')).toHaveLength(10);
    await expect(history.queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(history.getAllByRole('listitem')).toHaveLength(20));
  },
};

export const Loading: Story = {
  parameters: { machineState: ['wallet.loading'], sandbox: { faults: [['client-wallet', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем баланс…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['client-wallet', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByText(/^Всего на счёте: 4\s750\s₽$/)).toBeVisible();
  },
};

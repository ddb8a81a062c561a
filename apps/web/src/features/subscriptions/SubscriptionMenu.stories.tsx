import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { alertSays, changedElsewhere, failing, holdFromNowOn, steps } from '../../test/state-stories';
import SubscriptionMenuPage from './SubscriptionMenuPage';

/** The subscription menu (personal-cabinet §2.1 subscriptions/menu with fastpay/{hid}, rates/{hid}) on the subscriptionMenu machine over the sandbox: every state. */
const meta = {
  title: 'Cabinet/Subscription menu',
  ...cabinetScreenStories('DashboardSubscriptionsMenu', SubscriptionMenuPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('region', { name: 'Меню подписки' }));

export const Ready: Story = {
  parameters: { machineState: ['subscriptionMenu.ready.list'] },
  play: async ({ canvasElement }) => {
    const menu = await region(canvasElement);
    const [active, prime] = await menu.findAllByRole('article');
    await expect(within(active!).getByRole('heading', { name: 'Подписка 24' })).toBeVisible();
    await expect(within(active!).getByRole('heading', { name: 'Фит, 6\u00a0дней' })).toBeVisible();
    await expect(within(active!).getByText('Завтрак: Сырники с ягодным соусом')).toBeVisible();
    await expect(within(active!).getByRole('link', { name: 'Оценить доставку: Фит, 6\u00a0дней' })).toHaveAttribute(
      'href',
      '/dashboard/subscriptions/rates/lk-paid',
    );
    await expect(within(prime!).getByText('Заморожена')).toBeVisible();
    await expect(within(prime!).getByRole('link', { name: /^Оплатить 11\s940\s₽$/ })).toHaveAttribute(
      'href',
      '/dashboard/subscriptions/menu/fastpay/lk-awaiting',
    );
    const tabs = within(canvasElement).getByRole('navigation', { name: 'Разделы подписки' });
    await expect(within(tabs).getByRole('link', { name: 'Меню подписки' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The subscription menu on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

export const Loading: Story = {
  parameters: {
    machineState: ['subscriptionMenu.loading'],
    sandbox: { faults: [['orders/in-client-subscription', { kind: 'delay', ms: 60_000 }]] },
  },
  play: async ({ canvasElement }) => {
    const menu = await region(canvasElement);
    await expect(await menu.findByText('Загрузка…')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    machineState: ['subscriptionMenu.ready.empty'],
    sandbox: { faults: [['client-subscriptions', { kind: 'status', status: 200, body: { success: true, subscriptions: [] } }]] },
  },
  play: async ({ canvasElement }) => {
    const menu = await region(canvasElement);
    await expect(await menu.findByText('У вас нет действующих подписок')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Оформить подписку' })).toHaveAttribute('href', '/dashboard/subscribe');
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'orders/in-client-subscription',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await region(canvasElement);
    const alert = await menu.findByRole('alert');
    await expect(alert).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await menu.findAllByRole('article')).toHaveLength(2);
  },
};

/** The menu failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'subscriptionMenu.error', sandbox: { faults: [failing('orders/in-client-subscription')] } },
  play: alertSays(),
};

/** A subscription changed on another screen of the cabinet (a freeze): the menu is read again, the last one stays meanwhile. */
export const ReloadingAfterAChange: Story = {
  parameters: { machineState: 'subscriptionMenu.ready.reloading' },
  play: steps(
    async ({ canvasElement }) => void (await (await region(canvasElement)).findAllByRole('article')),
    holdFromNowOn('orders/in-client-subscription', 'client-subscriptions', 'orders/get', 'orders/packs'),
    changedElsewhere(['lk-paid'], 'subscriptions'),
  ),
};

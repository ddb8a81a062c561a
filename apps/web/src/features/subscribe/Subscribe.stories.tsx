import { newIntentKey, subscribeOrders } from '@mealflow/sdk/api';
import { routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, busyButton, dialogOpen, failing, held, pageOf, press, steps } from '../../test/state-stories';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import SubscribeInfoPage from './SubscribeInfoPage';
import SubscribePage from './SubscribePage';

/** The subscribe flow (personal-cabinet §2.1 Subscription, §2.2, §9) on the subscribe machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;
const token = { client_token: 'sandbox-token-returning' };

const meta = {
  title: 'Checkout/Subscribe',
  parameters: { layout: 'fullscreen' },
  args: { routeName: 'Subscribe' as RouteName, params: {} as Record<string, string> },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <SubscribePage
        route={routeByName(args.routeName)}
        params={{ ...args.params, ...((loaded['params'] as Record<string, string> | undefined) ?? {}) }}
      />
    </StoryRuntime>
  ),
  loaders: [async () => ({ runtime: await settledStoryRuntime({ path: '/subscribe', cookies: token }) })],
} satisfies Meta<{ routeName: RouteName; params: Record<string, string> }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: ['subscribe.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Супер фит/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^Абонемент, 24\sдня питания/ })).toBeChecked();
    await expect(canvas.getByText(/^Скидка распределена на 4 заказа по 6\sдней/)).toBeVisible();
    await expect(canvas.getByText(/^Отменить подписку можно в любой момент, плата за отмену — 990\s₽$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Баланс/ }));
    await userEvent.click(canvas.getByRole('radio', { name: /^Оплата частями, 24\sдня питания/ }));
    await expect(canvas.getByRole('heading', { name: 'Баланс, 24\u00a0дня питания' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Оформить подписку' })).toBeEnabled();
  },
};

export const AnonymousLogsInFirst: Story = {
  parameters: { machineState: ['login.phone'] },
  loaders: [async () => ({ runtime: await settledStoryRuntime({ path: '/subscribe' }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Супер фит/ })).toBeChecked();
    await expect(canvas.getByText('Войдите по номеру телефона, чтобы оформить подписку', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByLabelText('Телефон')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Оформить подписку' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['subscribe.loading'], sandbox: { faults: [['menu/full', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем предложения…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['menu/full', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('radio', { name: /Супер фит/ })).toBeChecked();
  },
};

const emptyMenu = {
  success: true,
  businessProduct: 'subscription',
  cityId: 2,
  subscriptions: [],
  packs: [],
  menus: [],
  menuTypesData: {},
  cities: [],
  offerConfig: {},
};

/** A city where the backend offers no subscription (the sandbox sells them everywhere: its answer is replaced). */
export const EmptyInACityWithoutOffers: Story = {
  parameters: { sandbox: { faults: [['menu/full', { kind: 'status', status: 200, times: 1, body: emptyMenu }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Сейчас в вашем городе нет предложений подписки')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { machineState: ['subscribe.ready.submitting'], sandbox: { faults: [['orders/abonement', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Оформить подписку' }));
    await expect(await canvas.findByRole('button', { name: 'Оформляем…' })).toBeDisabled();
  },
};

/** The order is made: the machine is done and the app goes on to the order's next step. */
export const Submitted: Story = {
  parameters: { machineState: 'subscribe.done' },
  play: steps(press('Оформить подписку'), async ({ loaded }) => {
    const runtime = loaded?.['runtime'] as Runtime;
    await waitFor(() => expect(runtime.ports.navigation.current().pathname).not.toBe('/subscribe'));
  }),
};

export const SubmitFailed: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['orders/abonement', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Не удалось создать заказ'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Оформить подписку' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Не удалось создать заказ');
    await expect(canvas.getByRole('button', { name: 'Оформить подписку' })).toBeEnabled();
  },
};

/** GetMenuPlan: an order without a tariff (made in the loader) gets its menu line. */
export const PlanOfAnOrder: Story = {
  args: { routeName: 'GetMenuPlan' },
  loaders: [
    async () => {
      const runtime = await settledStoryRuntime({ path: '/subscribe/plan/x', cookies: token });
      const { order } = await runtime.mealflow.api.call(
        subscribeOrders.subscriptionOrderWithoutTariff,
        { subscriptionId_H: 'sub-24', phone: '+79990000001', cityId: 2 },
        { idempotencyKey: newIntentKey() },
      );
      return { runtime, params: { id: order.id_H } };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Выберите меню для подписки' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Продолжить' })).toBeEnabled();
  },
};

/** The cabinet's subscribe page: the first current order's 'Оформить подписку на этот заказ' opens the confirmation. */
const cabinet = { routeName: 'DashboardSubscribe' as RouteName, params: {} };
const cabinetLoaders = [async () => ({ runtime: await settledStoryRuntime({ path: '/dashboard/subscribe', cookies: token }) })];
const firstOrder = async (canvasElement: HTMLElement) => {
  const region = await pageOf(canvasElement).findByRole('region', { name: 'Подписка из текущего заказа' });
  return within(within(region).getAllByRole('listitem')[0] as HTMLElement);
};
// Issue 31: a confirmation with price, schedule and card comes first.
const confirmation = steps(
  async ({ canvasElement }) => {
    await userEvent.click((await firstOrder(canvasElement)).getByRole('button', { name: 'Оформить подписку на этот заказ' }));
  },
  dialogOpen('Оформить подписку?', /₽ каждые 6\sдней/),
  async ({ canvasElement }) => {
    const dialog = within(pageOf(canvasElement).getByRole('dialog', { name: 'Оформить подписку?' }));
    await expect(dialog.getByText('Спишем с карты •••• 4242')).toBeVisible();
  },
);

/** The confirmation is open: price, schedule and card, nothing sent yet. */
export const ConfirmingFromAnOrder: Story = {
  args: cabinet,
  loaders: cabinetLoaders,
  parameters: { machineState: 'subscribe.ready.confirmingOrder' },
  play: confirmation,
};

/** Confirmed: the subscription is being made (client-subscriptions/create held), the button busy. */
export const SubscribingFromAnOrder: Story = {
  args: cabinet,
  loaders: cabinetLoaders,
  parameters: { machineState: 'subscribe.ready.subscribingOrder', sandbox: { faults: [held('client-subscriptions/create')] } },
  play: steps(confirmation, press('Подтвердить подписку'), busyButton(/Подтвердить подписку|Оформляем/)),
};

export const CabinetFromAnOrder: Story = {
  args: cabinet,
  loaders: cabinetLoaders,
  play: steps(confirmation, press('Подтвердить подписку'), async ({ canvasElement }) => {
    await waitFor(async () => expect((await firstOrder(canvasElement)).getByRole('status')).toHaveTextContent('Подписка оформлена'));
  }),
};

export const CabinetPacks: Story = {
  args: { routeName: 'DashboardPacks' },
  loaders: [async () => ({ runtime: await settledStoryRuntime({ path: '/dashboard/packs', cookies: token }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Пакеты питания' }, { timeout: 5000 })).toBeVisible();
    await expect((await canvas.findAllByRole('radio', { name: /^Разовый заказ, 6\sдней питания/ }))[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
  },
};

const info = (routeName: RouteName, heading: string): Story => ({
  args: { routeName },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <SubscribeInfoPage route={routeByName(args.routeName)} params={{}} />
    </StoryRuntime>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: heading })).toBeVisible();
  },
});

export const Success = info('SubscribeSuccess', 'Подписка оформлена');
export const Fail = info('SubscribeFail', 'Подписку оформить не удалось');
export const Lead = info('SubscribeLead', 'Заявка принята');
export const ThankYou = info('ThankYouForSubscribe', 'Спасибо за подписку!');
export const Faq = info('MobileSubscribeFaq', 'Вопросы о подписке');

/** The offers failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'subscribe.error', sandbox: { faults: [failing('menu/full')] } },
  play: alertSays(),
};

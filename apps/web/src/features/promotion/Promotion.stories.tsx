import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { alertSays, failing, held, shows } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import PromotionPage from './PromotionPage';

/** /promotion and /dashboard/promotion (personal-cabinet §2.1, §3 Marketing config, Taro) over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;
const publicRoute = routeByName('Promotion');
const cabinetRoute = routeByName('DashboardPromotion');

const meta = {
  title: 'Storefront/Marketing/Promotion',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => {
    const runtime = loaded['runtime'] as Runtime;
    const route = runtime.ports.navigation.current().pathname === cabinetRoute.path ? cabinetRoute : publicRoute;
    return (
      <StoryRuntime runtime={runtime}>
        <PromotionPage route={route} params={{}} />
      </StoryRuntime>
    );
  },
  loaders: [async () => ({ runtime: createStoryRuntime({ path: publicRoute.path }) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  parameters: { machineState: ['marketingConfig.ready.idle', 'promotion.ready.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Полмиллиона полезных ужинов' })).toBeVisible();
    await expect(canvas.getByText('Первый заказ — со скидкой 10% по промокоду из акции')).toBeVisible();
    await expect(canvas.getByText(/^Акция действует с \d+\s[а-я]+ по \d+\s[а-я]+ \d{4} года$/)).toBeVisible();
    const offers = within(canvas.getByRole('list', { name: 'Предложения акции' }));
    // 'Скидка 10 %' keeps its no-break space.
    await expect(offers.getByText(/^Скидка 10\s%$/).textContent).toBe('Скидка 10\u00a0%');
    await expect(offers.getByRole('link', { name: 'Заказать со скидкой' })).toHaveAttribute('href', '/?menuType=fit#order-form');
    await expect(canvas.getByRole('heading', { name: 'Вопросы и ответы' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Предложения партнёров' })).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const PromoActivation: Story = {
  parameters: { machineState: ['promotion.ready.activated'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Активировать промокод' }));
    await expect(canvas.getByText('Активируем…')).toBeVisible();
    const code = await canvas.findByRole('group', { name: 'Ваш промокод' });
    await expect(within(code).getByText('HEALTHY10')).toBeVisible();
    await expect(within(code).getByRole('status')).toHaveTextContent('Промокод подставится при оформлении заказа');
    await userEvent.click(within(code).getByRole('button', { name: 'Скопировать' }));
    // Headless browsers may refuse the clipboard: either outcome is said in words.
    await waitFor(() =>
      expect(within(code).getByRole('status').textContent).toMatch(
        /^(Промокод скопирован|Не удалось скопировать — выделите код и скопируйте его вручную)$/,
      ),
    );
  },
};

export const InCabinetWithTaro: Story = {
  loaders: [
    async () => ({ runtime: createStoryRuntime({ path: cabinetRoute.path, cookies: { client_token: 'sandbox-token-returning' } }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ваш рацион по акции — «Баланс»')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Акции', current: 'page' })).toBeVisible();
  },
};

export const MinskOnPhone: Story = {
  loaders: [async () => ({ runtime: createStoryRuntime({ path: publicRoute.path, smartphone: true, cookies: { city_id: '20' } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Команда роста' })).toBeVisible();
    await expect(canvas.getByText('Только в приложении и на телефоне: 10% на первый заказ')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'marketing-activity',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Полмиллиона полезных ужинов' })).toBeVisible();
  },
};

export const NoPromotion: Story = {
  parameters: {
    machineState: ['promotion.none'],
    sandbox: { faults: [['marketing-activity', { kind: 'status', status: 404, times: 1 }]] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Сейчас нет действующих акций' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Выбрать рацион' })).toHaveAttribute('href', '/');
  },
};

// Last: its answer never comes (60 s), so no story after it shares the page with that request.
export const Loading: Story = {
  parameters: {
    machineState: ['marketingConfig.loading', 'promotion.config'],
    sandbox: { faults: [['marketing-activity', { kind: 'delay', ms: 60_000 }]] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем акцию…')).toBeVisible();
  },
};

/** The campaign is known, its questions and answers are still being read: the loading line. */
export const LoadingTheCampaign: Story = {
  parameters: { machineState: 'promotion.loading', sandbox: { faults: [held('faq')] } },
  play: shows('Загружаем акцию…'),
};

/** The campaign failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'promotion.error', sandbox: { faults: [failing('marketing-activity')] } },
  play: alertSays(),
};

/** 'Активировать промокод' pressed: the code is being activated (a moment, then the code shows). */
export const Activating: Story = {
  parameters: { machineState: 'promotion.ready.activating' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Активировать промокод' }));
    await expect(within(canvasElement).getByText('Активируем…')).toBeVisible();
  },
};

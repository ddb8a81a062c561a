import { landing } from '@mealflow/sdk/storefront';
import { PHONE_LABEL } from '@mealflow/sdk/domain';
import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import MobileOrderPage from './MobileOrderPage';
import MobileTaLoginPage from './MobileTaLoginPage';

/**
 * The smartphone order flow (personal-cabinet §2.2) over the sandbox: the line step, the days step,
 * the payment step without an order in the address, and the flow's login for a visitor. (The
 * journey through the steps, with a reload, is e2e/cabinet-mobile-order.spec.ts.)
 */
interface Args {
  step: 'menu' | 'mealdays' | 'payment' | 'login';
  client: boolean;
}

type Runtime = ReturnType<typeof createStoryRuntime>;

const meta = {
  title: 'Cabinet/Mobile order',
  args: { step: 'menu', client: true },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      {args.step === 'login' ? (
        <MobileTaLoginPage />
      ) : (
        <MobileOrderPage
          route={routeByName(args.step === 'menu' ? 'MobileOrder' : 'MobileOrderStep')}
          params={args.step === 'menu' ? {} : { step: args.step }}
        />
      )}
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({
        path:
          args.step === 'login' ? '/dashboard/mobile/ta/login' : `/dashboard/mobile/order${args.step === 'menu' ? '' : `/${args.step}`}`,
        cookies: args.client ? { client_token: 'sandbox-token-returning' } : {},
        smartphone: true,
      }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LineStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(landing.MOBILE_ORDER_TEXTS.stepOf(1, 4))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: landing.MOBILE_ORDER_TEXTS.steps.menu })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Рацион' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Сколько дней' })).toBeNull();
  },
};

export const DaysStep: Story = {
  args: { step: 'mealdays' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(landing.MOBILE_ORDER_TEXTS.stepOf(2, 4))).toBeVisible();
    await expect(await canvas.findByRole('group', { name: 'Сколько дней' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Рацион' })).toBeNull();
  },
};

export const PaymentWithoutOrder: Story = {
  args: { step: 'payment' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(landing.MOBILE_ORDER_TEXTS.noOrder);
    await expect(within(alert).getByRole('link', { name: landing.MOBILE_ORDER_TEXTS.startAgain })).toHaveAttribute(
      'href',
      '/dashboard/mobile/order',
    );
  },
};

export const VisitorLogin: Story = {
  args: { step: 'login', client: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(PHONE_LABEL)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Получить код' })).toBeVisible();
  },
};

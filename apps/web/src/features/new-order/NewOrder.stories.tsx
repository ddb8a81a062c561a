import { LANDING_TEXTS, LOGIN_TEXTS, ORDER_BUTTON } from '@mealflow/sdk/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { held } from '../../test/state-stories';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import NewOrderPage from './NewOrderPage';

/**
 * A new order from the cabinet over the sandbox (returning client): the menu loading, its error
 * with a retry, the plan picker with the profile's phone, the order being created, and the
 * cabinet's checkout it leads to.
 */
const meta = { title: 'Cabinet/New order', ...cabinetScreenStories('DashboardNewOrder', NewOrderPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
type Runtime = ReturnType<typeof createStoryRuntime>;

export const Loading: Story = {
  parameters: { sandbox: { faults: [['menu/full', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(LANDING_TEXTS.plansLoading)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ORDER_BUTTON })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [['menu/full', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(LANDING_TEXTS.plansError);
    await userEvent.click(within(alert).getByRole('button', { name: LOGIN_TEXTS.retry }));
    await expect(await canvas.findByRole('group', { name: 'Сколько дней' })).toBeVisible();
  },
};

export const PlanPicker: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Новый заказ' })).toBeVisible();
    const days = await canvas.findByRole('group', { name: 'Сколько дней' });
    await expect(within(days).getAllByRole('radio').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('group', { name: 'Рацион' })).toBeVisible();
    // Logged in: the profile's phone is in the form and the button orders at once.
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('+7 (999) 000-00-01'));
    await expect(canvas.getByRole('button', { name: ORDER_BUTTON })).toBeEnabled();
  },
};

/** 'Заказать' pressed with the profile's phone: the form is busy until the order exists. */
const orderPressed: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('+7 (999) 000-00-01'));
  await userEvent.click(canvas.getByRole('button', { name: ORDER_BUTTON }));
  await waitFor(() => expect(canvas.getByRole('form', { name: 'Оформление заказа' })).toHaveAttribute('aria-busy', 'true'));
};

/** The order's first stage is on its way (orders/create/quick held). */
export const Creating: Story = {
  parameters: { machineState: ['funnel.form.creating'], sandbox: { faults: [held('orders/create/quick')] } },
  play: orderPressed,
};

/** The first stage answered, the order is being completed (orders/create/complete held): still busy, one order. */
export const Completing: Story = {
  parameters: { machineState: ['funnel.form.completing'], sandbox: { faults: [held('orders/create/complete')] } },
  play: orderPressed,
};

export const OpensCabinetCheckout: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const runtime = loaded['runtime'] as Runtime;
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('+7 (999) 000-00-01'));
    await userEvent.click(canvas.getByRole('button', { name: ORDER_BUTTON }));
    await waitFor(() => expect(runtime.ports.navigation.current().pathname).toMatch(/^\/dashboard\/instant-order\/[^/]+$/));
  },
};

export const Smartphone: Story = {
  args: { route: 'NewDashboardNewOrder', smartphone: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Сколько дней' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Меню' })).toBeVisible();
  },
};

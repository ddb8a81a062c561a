import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxClientToken } from '../../test/cabinet-story';
import { alertSays, busyButton, failing, held, press, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import RatesPage from './RatesPage';

/** /new-dashboard/rates (personal-cabinet §2.1 rates, §4 "Tips flow") on the courier rating machine over the sandbox. */
type Runtime = ReturnType<typeof createStoryRuntime>;

const route = routeByName('NewDashboardRates');

const meta = {
  title: 'Cabinet/Rates and tips',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <RatesPage route={route} params={{}} />
    </StoryRuntime>
  ),
  loaders: [
    async () => ({ runtime: createStoryRuntime({ path: '/new-dashboard/rates', cookies: { client_token: 'sandbox-token-returning' } }) }),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const tipDialog = (canvasElement: HTMLElement, name = 'Алексей') =>
  body(canvasElement).findByRole('dialog', { name: `Чаевые курьеру ${name}` }, { timeout: 6_000 });

export const Ready: Story = {
  parameters: { machineState: ['courierRating.ready.modal.off', 'courierRating.ready.tip.waiting', 'courierRating.ready.rating.idle'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alexey = within(await canvas.findByRole('article', { name: 'Алексей' }));
    await expect(canvas.getByRole('article', { name: 'Марина' })).toBeVisible();
    await expect(alexey.getByText(/^Доставка \d{1,2}\s[а-я]+$/)).toBeVisible();
    await expect(alexey.getByRole('button', { name: 'Отправить оценку' })).toBeDisabled();
    await userEvent.click(alexey.getByRole('radio', { name: '5\u00a0звёзд' }));
    await userEvent.click(alexey.getByRole('checkbox', { name: 'Вежливый' }));
    await userEvent.click(alexey.getByRole('button', { name: 'Отправить оценку' }));
    await expect(await alexey.findByText('Оценка отправлена')).toBeVisible();
  },
};

/** The tip dialog opens by itself 3 s after the tasks load; the focus is on 'Не сейчас'. */
export const TipDialogAfterThreeSeconds: Story = {
  parameters: { machineState: ['courierRating.ready.tip.paid'] },
  play: async ({ canvasElement }) => {
    const dialog = within(await tipDialog(canvasElement));
    await expect(dialog.getByRole('button', { name: 'Не сейчас' })).toHaveFocus();
    await expect(dialog.getByRole('radio', { name: /^100\s₽$/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Оставить чаевые' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('radio', { name: /^100\s₽$/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Оставить чаевые' }));
    await expect(await dialog.findByText(/^Спасибо! Чаевые отправлены курьеру Алексей: 100\s₽$/)).toBeVisible();
  },
};

export const NoTipForANegativeRating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alexey = within(await canvas.findByRole('article', { name: 'Алексей' }));
    await userEvent.click(alexey.getByRole('radio', { name: '2\u00a0звезды' }));
    await expect(alexey.getByRole('checkbox', { name: 'Опоздал' })).toBeVisible();
    await expect(alexey.getByText('Чаевые недоступны при низкой оценке')).toBeVisible();
    await expect(alexey.queryByRole('button', { name: 'Оставить чаевые' })).toBeNull();
    await expect(within(canvas.getByRole('article', { name: 'Марина' })).getByRole('button', { name: 'Оставить чаевые' })).toBeVisible();
  },
};

/** A new card that the bank declines: the server's message, the form stays. */
export const TipFailure: Story = {
  parameters: { machineState: ['courierRating.ready.tip.open'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const marina = within(await canvas.findByRole('article', { name: 'Марина' }));
    await userEvent.click(marina.getByRole('button', { name: 'Оставить чаевые' }));
    const dialog = within(await tipDialog(canvasElement, 'Марина'));
    await userEvent.click(dialog.getByRole('radio', { name: /^50\s₽$/ }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Новой картой' }));
    await userEvent.type(dialog.getByLabelText('Номер карты'), '4000000000000002');
    await userEvent.type(dialog.getByLabelText('Срок действия'), '1230');
    await userEvent.type(dialog.getByLabelText('CVV'), '123');
    await userEvent.type(dialog.getByLabelText('Имя владельца'), 'ANNA SMIRNOVA');
    await userEvent.click(dialog.getByRole('button', { name: 'Оставить чаевые' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Недостаточно средств на карте. Попробуйте другую карту');
  },
};

export const ClosedTask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Не оценивать' }));
    await expect(await canvas.findByText('Оценивать пока нечего. Мы напомним, когда курьер привезёт следующий заказ.')).toBeVisible();
  },
};

export const EmptyForANewClient: Story = {
  parameters: { machineState: 'courierRating.empty' },
  loaders: [
    async () => {
      const runtime = createStoryRuntime({
        path: '/new-dashboard/rates',
        cookies: { client_token: await sandboxClientToken('+79161230078') },
      });
      return { runtime };
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Оценивать пока нечего. Мы напомним, когда курьер привезёт следующий заказ.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: 'courierRating.loading', sandbox: { faults: [['rating-tasks/get', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем доставки для оценки…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        ['rating-tasks/get', { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Алексей' })).toBeVisible());
  },
};

/** The tip on the Assist page (§7 Tips `assist-pay-request-for-tip`): no card form; paying leaves for the page. */
export const TipOnAssist: Story = {
  parameters: { machineState: ['courierRating.ready.tip.redirecting'] },
  // The Assist page is followed only on this site's host over http (assistUrlAllowed).
  loaders: [
    async () => ({
      runtime: createStoryRuntime({
        path: '/new-dashboard/rates',
        cookies: { client_token: 'sandbox-token-returning' },
        host: window.location.host,
      }),
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = within(await tipDialog(canvasElement));
    await userEvent.click(dialog.getByRole('radio', { name: /^100\s₽$/ }));
    await userEvent.click(dialog.getByRole('radio', { name: 'На странице платёжной системы Assist' }));
    await expect(dialog.queryByLabelText('Номер карты')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Оставить чаевые' }));
    const runtime = loaded['runtime'] as Runtime;
    await waitFor(() => expect(runtime.ports.navigation.hardRedirects[0]).toMatch(/\/sandbox-assist\?payment=/));
  },
};

/** The rating tasks could not be read: the error and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'courierRating.error', sandbox: { faults: [failing('rating-tasks/get')] } },
  play: alertSays(),
};

/** Alexey rated 5 stars: the rating is being sent (the sandbox holds it). */
export const SendingARating: Story = {
  parameters: { machineState: 'courierRating.ready.rating.submitting', sandbox: { faults: [held('rating-tasks')] } },
  play: async (context) => {
    const alexey = within(await within(context.canvasElement).findByRole('article', { name: 'Алексей' }));
    await userEvent.click(alexey.getByRole('radio', { name: '5\u00a0звёзд' }));
    await userEvent.click(alexey.getByRole('button', { name: 'Отправить оценку' }));
    await waitFor(() => expect(alexey.getByRole('button', { name: 'Отправить оценку' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** 'Не оценивать': the task is being closed (held). */
export const ClosingTheTask: Story = {
  parameters: { machineState: 'courierRating.ready.rating.closing', sandbox: { faults: [held('rating-tasks/close')] } },
  play: steps(press('Не оценивать'), busyButton('Не оценивать')),
};

/** A tip of 100 ₽ to Марина with the saved card: it is being paid (held). */
export const PayingATip: Story = {
  parameters: { machineState: 'courierRating.ready.tip.paying', sandbox: { faults: [held('payments/for-tip')] } },
  play: async ({ canvasElement }) => {
    const marina = within(await within(canvasElement).findByRole('article', { name: 'Марина' }));
    await userEvent.click(marina.getByRole('button', { name: 'Оставить чаевые' }));
    const dialog = within(await tipDialog(canvasElement, 'Марина'));
    await userEvent.click(dialog.getByRole('radio', { name: /^100\s₽$/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Оставить чаевые' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Оставить чаевые' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByRole('button', { name: 'Не сейчас' })).toBeDisabled();
  },
};

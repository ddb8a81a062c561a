import { routeByName, type RouteName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, onPhoneOf } from '../../test/phone';
import { alertSays, busyButton, dialogOpen, failing, held, press, steps } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import LongateBonusPage from './LongateBonusPage';
import LongatePage from './LongatePage';

/**
 * The extension (longate) flow (personal-cabinet §2.1) over the sandbox: the returning client's
 * unformed longation `lk-longate` and the formed `lk-longate-formed` (packages/sandbox/README.md "Longate").
 */
type Runtime = ReturnType<typeof createStoryRuntime>;
interface Args {
  name: RouteName;
  hid: string;
  step?: string;
  path: string;
  /** A smartphone (the stories' phone viewport is 390 px wide). */
  smartphone?: boolean;
}
const at = (hid: string, step?: string): Args =>
  step === undefined
    ? { name: 'LongationLanding', hid, path: `/longate/${hid}` }
    : step === 'creditcard'
      ? { name: 'StepPaymentLongateCreditCard', hid, path: `/dashboard/order/${hid}/longate/creditcard` }
      : { name: 'DashboardLongateStep', hid, step, path: `/dashboard/order/${hid}/longate/${step}` };

const meta = {
  title: 'Cabinet/Longate',
  parameters: { layout: 'fullscreen' },
  args: at('lk-longate'),
  render: (args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <LongatePage route={routeByName(args.name)} params={{ hid: args.hid, ...(args.step ? { step: args.step } : {}) }} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ args }) => ({
      runtime: createStoryRuntime({
        path: (args as Args).path,
        cookies: { client_token: 'sandbox-token-returning' },
        smartphone: (args as Args).smartphone ?? false,
      }),
    }),
  ],
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  parameters: { machineState: ['longate.ready.view'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Действия с продлением' }, { timeout: 5_000 });
    await expect(canvas.getByRole('heading', { name: 'Продление заказа' })).toBeVisible();
    const facts = canvas.getByText('Срок').closest('dl')!;
    await expect(within(facts as HTMLElement).getByText('6 дней, 1 персона')).toBeVisible();
    // Money keeps its no-break spaces; no ISO dates on screen.
    await expect(within(facts as HTMLElement).getByText(/^9\s540\s₽$/).textContent).toBe('9\u00a0540\u00a0₽');
    await expect(canvas.queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
    const actions = within(nav);
    await expect(actions.getByRole('link', { name: /^Оплатить продление 9\s540\s₽$/ })).toHaveAttribute(
      'href',
      '/dashboard/order/lk-longate/longate/creditcard',
    );
    await expect(actions.getByRole('link', { name: 'Изменить рацион' })).toHaveAttribute(
      'href',
      '/dashboard/order/lk-longate/longate/change',
    );
    await expect(actions.getByRole('link', { name: 'Отменить продление' })).toHaveAttribute(
      'href',
      '/dashboard/order/lk-longate/longate/cancel',
    );
  },
};

export const Loading: Story = {
  parameters: { machineState: ['longate.loading'], sandbox: { faults: [['orders/show-for-longate', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем продление…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'orders/show-for-longate',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('navigation', { name: 'Действия с продлением' })).toBeVisible();
  },
};

/** A formed longation: the server's 'order for longation should be in status 1' in words. */
export const Refused: Story = {
  parameters: { machineState: ['longate.refused'] },
  args: at('lk-longate-formed'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Продлить этот заказ нельзя' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Этот заказ на продление уже оформлен');
    await expect(canvas.queryByText(/status 1/)).toBeNull();
  },
};

export const Deliveries: Story = {
  args: at('lk-longate', 'deliveries'),
  play: async ({ canvasElement }) => {
    const list = within(await within(canvasElement).findByRole('list', { name: 'Доставки' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getAllByText(/Вечер, 18:00–23:00/)).toHaveLength(3);
  },
};

export const ChangePlan: Story = {
  args: at('lk-longate', 'change'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = await canvas.findByRole('radio', { name: /^6\sдней/ });
    await expect(current).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /^12\sдней/ }));
    await waitFor(() => expect(canvas.getByText(/^18\s126\s₽$/, { selector: 'dd' })).toBeVisible());
  },
};

export const PayByCard: Story = {
  parameters: { machineState: ['longate.ready.pay.idle'] },
  args: at('lk-longate', 'creditcard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Оплата продления' })).toBeVisible();
    // The saved card is preselected over a new one (issue 31).
    await expect(canvas.getByRole('radio', { name: /Сохранённая карта/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'СБП' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Новая карта' }));
    const pay = canvas.getByRole('button', { name: /^Оплатить продление/ });
    await expect(pay).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Номер карты'), '4000000000000002');
    await userEvent.type(canvas.getByLabelText('Срок действия'), '1230');
    await userEvent.type(canvas.getByLabelText('CVV'), '123');
    await userEvent.type(canvas.getByLabelText('Имя владельца'), 'ANNA SMIRNOVA');
    await userEvent.click(pay);
    // A declined card: the bank's words, the form kept without the CVV.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Недостаточно средств');
    await waitFor(() => expect(canvas.getByLabelText('CVV')).toHaveValue(''));
  },
};

export const PayBySbp: Story = {
  parameters: { machineState: ['longate.ready.pay.sbp'] },
  args: at('lk-longate', 'creditcard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'СБП' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Оплатить продление/ }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Оплата через СБП' }));
    await expect(await dialog.findByRole('button', { name: /Сбербанк/ })).toBeVisible();
  },
};

export const CancelDialog: Story = {
  parameters: { machineState: ['longate.ready.cancel.asking'] },
  args: at('lk-longate', 'cancel'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Отменить продление?' });
    // The safe action has the focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Не отменять' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Отменить продление' })).toBeVisible();
  },
};

export const ResultFail: Story = {
  args: at('lk-longate', 'fail'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Оплата не прошла' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Вернуться к оплате' })).toHaveAttribute(
      'href',
      '/dashboard/order/lk-longate/longate/creditcard',
    );
  },
};

export const ResultSuccess: Story = {
  args: at('lk-longate-formed', 'success'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Продление оплачено' })).toBeVisible();
  },
};

export const RecallSuccess: Story = {
  args: at('lk-longate', 'recall-success'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Заявка принята' })).toBeVisible();
  },
};

const bonusRoute = routeByName('LongateBonus');
/** /longate-bonus: the bonuses that burn unless the client extends. */
export const BurningBonuses: Story = {
  parameters: { machineState: ['longateBonuses.ready'] },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as Runtime}>
      <LongateBonusPage route={bonusRoute} params={{}} />
    </StoryRuntime>
  ),
  args: { name: 'LongateBonus', hid: '', path: '/longate-bonus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Сгорающие бонусы' }));
    await expect(list.getByText(/^1\s500\sбонусов$/)).toBeVisible();
    await expect(list.getByText(/^· Сгорят \d{1,2}\s[а-я]+$/)).toBeVisible();
    await expect(list.getByRole('link', { name: 'Продлить и сохранить бонусы' })).toHaveAttribute('href', '/longate/lk-longate');
  },
};

export const BurningBonusesError: Story = {
  ...BurningBonuses,
  parameters: {
    sandbox: {
      faults: [
        [
          'finance/longate-bonuses',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(await canvas.findByRole('list', { name: 'Сгорающие бонусы' })).toBeVisible();
  },
};

export const BurningBonusesLoading: Story = {
  ...BurningBonuses,
  parameters: {
    machineState: ['longateBonuses.loading'],
    sandbox: { faults: [['finance/longate-bonuses', { kind: 'delay', ms: 60_000 }]] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Загружаем бонусы…')).toBeVisible();
  },
};

// The longation's waiting and failed states, one story each (issue 34).
const payOnPage = steps(press(/^Оплатить продление/));

/** The longation failed to load: the alert and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'longate.error', sandbox: { faults: [failing('orders/show-for-longate')] } },
  play: alertSays(),
};

/** The plan page: the current plan chosen, the others offered. */
export const PlanOffered: Story = {
  parameters: { machineState: 'longate.ready.change.idle' },
  args: at('lk-longate', 'change'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: /^6\sдней/ })).toBeChecked();
  },
};

/** Another plan chosen: the order is being changed to it. */
export const ChangingPlan: Story = {
  parameters: { machineState: 'longate.ready.change.changing', sandbox: { faults: [held('orders/update-price-plan')] } },
  args: at('lk-longate', 'change'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('radio', { name: /^12\sдней/ }));
  },
};

/** 'Оплатить продление' pressed: the longation is being formed before the charge (the button busy). */
export const FormingLongation: Story = {
  parameters: { machineState: 'longate.ready.pay.confirming', sandbox: { faults: [held('orders/longate')] } },
  args: at('lk-longate', 'creditcard'),
  play: steps(payOnPage, busyButton(/^Оплатить продление/)),
};

/** Formed, the saved card is being charged. */
export const ChargingSavedCard: Story = {
  parameters: {
    machineState: ['longate.ready.pay.payment', 'payment.paying.charging'],
    sandbox: { faults: [held('payments/charge-token')] },
  },
  args: at('lk-longate', 'creditcard'),
  play: payOnPage,
};

/** Paid with the saved card: the longation is paid. */
export const Paid: Story = {
  parameters: { machineState: ['longate.ready.pay.finished', 'payment.done'] },
  args: at('lk-longate', 'creditcard'),
  play: payOnPage,
};

/** 'Отменить продление' confirmed: the longation is being cancelled (the dialog's button busy). */
export const Cancelling: Story = {
  parameters: { machineState: 'longate.ready.cancel.cancelling', sandbox: { faults: [held('orders/cancel')] } },
  args: at('lk-longate', 'cancel'),
  play: steps(dialogOpen('Отменить продление?'), press('Отменить продление'), busyButton('Отменить продление')),
};

/** Cancelled: the client is taken to the cabinet's start page. */
export const Cancelled: Story = {
  parameters: { machineState: 'longate.cancelled' },
  args: at('lk-longate', 'cancel'),
  play: async ({ canvasElement, loaded }) => {
    await steps(dialogOpen('Отменить продление?'), press('Отменить продление'))({ canvasElement });
    await waitFor(() => expect((loaded['runtime'] as Runtime).ports.navigation.current().pathname).not.toContain('/longate'));
  },
};

/** The burning bonuses failed to load: the alert and 'Повторить'. */
export const BurningBonusesLoadFailed: Story = {
  ...BurningBonuses,
  parameters: { machineState: 'longateBonuses.error', sandbox: { faults: [failing('finance/longate-bonuses')] } },
  play: alertSays(),
};

/** The longation on a phone (390 px). */
export const OverviewOnPhone: Story = onPhoneOf(Overview);

/** Paying for the longation on a phone (390 px). */
export const PayByCardOnPhone: Story = { ...PayByCard, ...onPhone, args: { ...PayByCard.args, smartphone: true } };

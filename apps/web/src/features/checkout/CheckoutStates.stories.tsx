import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { checkoutStories, PAY_STANDARD, readyToPay, typeNewCard, type CheckoutStoryArgs } from '../../test/checkout-story';

/**
 * The checkout while it waits for the backend and its dialogs, one story per state of the
 * checkout machine (each declares it: `parameters.machineState`). A call the state waits for is
 * held by the sandbox (a `delay` fault), so the story shows the state, not a click path's end.
 */
const meta = { title: 'Checkout/Checkout: waiting and dialogs', ...checkoutStories() } satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const held = (call: string) => [call, { kind: 'delay', ms: 60_000 }] as const;
const page = (element: HTMLElement) => within(element);
const body = () => within(document.body);
const pay = PAY_STANDARD;

/** The order is being loaded: the page's loading line. */
export const Loading: Story = {
  parameters: { machineState: 'checkout.loading', sandbox: { faults: [held('orders/get')] } },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Загрузка…');
  },
};

/** A paid order's link: the checkout goes on to the success page (it shows the loading line meanwhile). */
export const AlreadyPaid: Story = {
  args: { hid: 'demo-paid' },
  parameters: { machineState: 'checkout.paid' },
};

/** The delivery confirmation link of a delivery already confirmed. */
export const DeliveryAlreadyConfirmed: Story = {
  args: { hid: 'demo-delivery-confirmed', search: '?co=2&deliveryIdH=demo-delivery-confirmed-d1' },
  parameters: { machineState: 'checkout.deliveryConfirmed' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('heading', { name: 'Доставка подтверждена' })).toBeVisible();
  },
};

/** The delivery confirmation link: the delivery's day and window, and 'Подтвердить доставку'. */
export const DeliveryConfirmationAsked: Story = {
  args: { hid: 'demo-delivery', search: '?co=2&deliveryIdH=demo-delivery-d1' },
  parameters: { machineState: 'checkout.deliveryConfirmation.idle' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Подтвердить доставку' })).toBeEnabled();
  },
};

/** 'Подтвердить доставку' pressed, the backend not answered yet. */
export const ConfirmingDelivery: Story = {
  args: { hid: 'demo-delivery', search: '?co=2&deliveryIdH=demo-delivery-d1' },
  parameters: { machineState: 'checkout.deliveryConfirmation.confirming', sandbox: { faults: [held('deliveries/confirm')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Подтвердить доставку' }));
  },
};

/** 'Подтвердить заказ' pressed, the backend not answered yet. */
export const ConfirmingOrder: Story = {
  args: { hid: 'demo-confirm', search: '?co=1' },
  parameters: { machineState: 'checkout.orderConfirmation.confirming', sandbox: { faults: [held('orders/force-confirm')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Подтвердить заказ' }));
  },
};

/** 'Добавить 2 напитка' pressed: the drinks are being added; the pay button waits. */
export const AddingDrinks: Story = {
  parameters: {
    machineState: [
      'address.check.settled',
      'address.form.idle',
      'autoTips.ready.idle',
      'checkout.normal.addingDrinks',
      'promocode.idle',
      'reservationTimer.running.counting',
    ],
    sandbox: { faults: [held('orders/add-drinks')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить 2\u00a0напитка' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: pay })).toBeDisabled());
  },
};

/** Drinks added, then 'Убрать напитки' pressed: the drinks are being dropped. */
export const DroppingDrinks: Story = {
  parameters: { machineState: 'checkout.normal.droppingDrinks', sandbox: { faults: [held('orders/drop-drinks')] } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Добавить 2\u00a0напитка' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Убрать напитки' }));
  },
};

/**
 * Cash chosen, then drinks added: cash is no longer offered (order-funnel §4), the new card is
 * chosen instead and the notice says why. The notice shows as soon as the drinks are asked for;
 * cash leaves the list once the backend has added them (the new total), so the story waits for
 * that total before it looks for cash (it used to look in between: 2 of 5 runs failed).
 */
export const CashUnavailableWithDrinks: Story = {
  parameters: { machineState: 'checkout.normal.idle' },
  play: async ({ canvasElement }) => {
    const canvas = await readyToPay(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Наличными курьеру' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить 2\u00a0напитка' }));
    await expect(await canvas.findByRole('button', { name: 'Оплатить 9\u00a0800\u00a0₽' })).toBeVisible();
    await expect(canvas.getByText('Оплата наличными недоступна при добавлении напитков')).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Наличными курьеру' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Новой картой' })).toBeChecked();
  },
};

/** 'Отменить заказ': the confirmation dialog. */
export const CancelConfirmation: Story = {
  parameters: { machineState: 'checkout.normal.confirmingCancel' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Отменить заказ' }));
    await expect(await body().findByRole('dialog', { name: 'Отменить заказ?' })).toBeVisible();
  },
};

/** The same dialog on a phone. */
export const CancelConfirmationOnPhone: Story = onPhoneOf(CancelConfirmation);

/** 'Да, отменить' pressed: the order is being cancelled. */
export const Cancelling: Story = {
  parameters: { machineState: 'checkout.normal.cancelling', sandbox: { faults: [held('orders/cancel')] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Отменить заказ' }));
    await userEvent.click(await body().findByRole('button', { name: 'Да, отменить' }));
  },
};

async function chooseOtherDay(canvasElement: HTMLElement) {
  const canvas = page(canvasElement);
  const days = await canvas.findByRole('radiogroup', { name: 'День доставки' });
  const other = within(days)
    .getAllByRole('radio')
    .find((radio) => !(radio as HTMLInputElement).checked);
  if (!other) throw new Error('the sandbox offers several days');
  await userEvent.click(other);
}

/** A custom order's first delivery moved to another day: 'Хотите перенести доставку?' (order-funnel §4). */
export const MoveCustomOrderDelivery: Story = {
  args: { hid: 'demo-custom' },
  parameters: { machineState: 'checkout.normal.confirmingDate' },
  play: async ({ canvasElement }) => {
    await chooseOtherDay(canvasElement);
    const dialog = await body().findByRole('dialog', { name: 'Хотите перенести доставку?' });
    await expect(dialog).toHaveTextContent('Вы потеряете некоторые изменения меню');
  },
};

/** Another delivery day chosen: the first delivery is being moved. */
export const MovingDelivery: Story = {
  parameters: { machineState: 'checkout.normal.updatingDate', sandbox: { faults: [held('deliveries/update-date')] } },
  play: async ({ canvasElement }) => {
    await chooseOtherDay(canvasElement);
  },
};

/** The delivery days failed to load; 'Повторить' reads them again. */
export const ReadingDeliveryDays: Story = {
  parameters: {
    machineState: 'checkout.normal.readingDates',
    sandbox: { faults: [['deliveries/possible-dates', { kind: 'status', status: 500, times: 1 }], held('deliveries/possible-dates')] },
  },
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByText('Не удалось загрузить дни доставки.');
    await userEvent.click(within(alert.parentElement as HTMLElement).getByRole('button'));
  },
};

/** A promo code applied: the order is read again with its new price. */
export const ReloadingAfterPromo: Story = {
  parameters: {
    machineState: 'checkout.normal.reloading',
    sandbox: { faults: [['orders/can-add-drinks', { kind: 'delay', ms: 0, times: 1 }], held('orders/can-add-drinks')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Промокод'), 'HEALTHY10');
    await userEvent.click(canvas.getByRole('button', { name: 'Применить' }));
  },
};

/** 'Оплатить' pressed with safe delivery: the details are saved before the payment starts. */
export const SavingBeforePayment: Story = {
  parameters: { machineState: 'checkout.normal.paying.preparing', sandbox: { faults: [held('deliveries/safe-delivery-info')] } },
  play: async ({ canvasElement }) => {
    const canvas = await readyToPay(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Безопасная доставка — курьер оставит заказ у двери' }));
    await userEvent.click(canvas.getByRole('button', { name: pay }));
  },
};

/** Paying with the saved card: the charge is on its way; the pay button stays disabled. */
export const ChargingSavedCard: Story = {
  parameters: {
    machineState: ['checkout.normal.paying.payment.charging', 'payment.paying.charging'],
    sandbox: { faults: [held('payments/charge-token')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await readyToPay(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pay }));
    await waitFor(() => expect(canvas.getByRole('button', { name: pay })).toBeDisabled());
  },
};

/** Paying with the saved card on a phone. */
export const ChargingSavedCardOnPhone: Story = onPhoneOf(ChargingSavedCard);

/** The page reloaded while a charge was on its way: it asks the backend before offering to pay. */
export const ChargeLeftPending: Story = {
  parameters: {
    machineState: 'checkout.normal.paying.payment.resumed',
    storage: (now: number) => ({ 'mf_payment_pending:demo-standard': JSON.stringify({ payment: 'pay-left', at: now - 30_000 }) }),
    sandbox: { faults: [held('orders/is-payment-processing')] },
  },
};

/** SBP chosen and 'Оплатить' pressed: the bank list (and, on a computer, the QR code). */
export const PayingBySbp: Story = {
  parameters: { machineState: ['checkout.normal.paying.sbp', 'sbp.choosingBank'] },
  play: async ({ canvasElement }) => {
    const canvas = await readyToPay(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^СБП/ }));
    await userEvent.click(await canvas.findByRole('button', { name: pay }));
    await expect(await body().findByRole('button', { name: 'Сбербанк' })).toBeVisible();
  },
};

/** A new card that asks for 3-D Secure: the checkout hands over to the bank's page. */
export const ThreeDsRedirect: Story = {
  parameters: { machineState: ['checkout.normal.paying.finished', 'payment.awaiting3ds'] },
  play: async ({ canvasElement }) => {
    await readyToPay(canvasElement);
    const canvas = await typeNewCard(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: pay })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: pay }));
  },
};

// Every waiting step and dialog on a phone too (the checkout's 390 px layout): the same rows.
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const AlreadyPaidOnPhone: Story = onPhoneOf(AlreadyPaid);
export const DeliveryAlreadyConfirmedOnPhone: Story = onPhoneOf(DeliveryAlreadyConfirmed);
export const DeliveryConfirmationAskedOnPhone: Story = onPhoneOf(DeliveryConfirmationAsked);
export const ConfirmingDeliveryOnPhone: Story = onPhoneOf(ConfirmingDelivery);
export const ConfirmingOrderOnPhone: Story = onPhoneOf(ConfirmingOrder);
export const AddingDrinksOnPhone: Story = onPhoneOf(AddingDrinks);
export const DroppingDrinksOnPhone: Story = onPhoneOf(DroppingDrinks);
export const CashUnavailableWithDrinksOnPhone: Story = onPhoneOf(CashUnavailableWithDrinks);
export const CancellingOnPhone: Story = onPhoneOf(Cancelling);
export const MoveCustomOrderDeliveryOnPhone: Story = onPhoneOf(MoveCustomOrderDelivery);
export const MovingDeliveryOnPhone: Story = onPhoneOf(MovingDelivery);
export const ReadingDeliveryDaysOnPhone: Story = onPhoneOf(ReadingDeliveryDays);
export const ReloadingAfterPromoOnPhone: Story = onPhoneOf(ReloadingAfterPromo);
export const SavingBeforePaymentOnPhone: Story = onPhoneOf(SavingBeforePayment);
export const ChargeLeftPendingOnPhone: Story = onPhoneOf(ChargeLeftPending);
export const PayingBySbpOnPhone: Story = onPhoneOf(PayingBySbp);
export const ThreeDsRedirectOnPhone: Story = onPhoneOf(ThreeDsRedirect);

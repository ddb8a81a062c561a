import { CUSTOMIZATION_TEXTS } from '@mealflow/sdk/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhoneOf } from '../../test/phone';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  customizationRuntime,
  customizationStories,
  withEarlierDraft,
  region,
  type CustomizationStoryArgs,
} from '../../test/customization-story';
import { alertSays, failing, held, pageOf, statusSays, steps } from '../../test/state-stories';
import { storySandbox } from '../../test/story-sandbox';

/**
 * Menu customisation while it waits for the backend, one story per state of the customization
 * machine (each declares it): the call the state waits for is held by the sandbox (a `delay`
 * fault) or fails, so the story shows the state, not the end of a click path.
 */
const meta = { title: 'Cabinet/Customization/Waiting and failures', ...customizationStories() } satisfies Meta<CustomizationStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

type Context = { canvasElement: HTMLElement; loaded?: Record<string, unknown> };
type Runtime = ReturnType<typeof customizationRuntime>;

/** The wizard's first breakfast that can still change, set to the omelette. */
const changeBreakfast = async ({ canvasElement }: Context) => {
  const wizard = await region(canvasElement, 'Ваше меню');
  const breakfast = (await wizard.findAllByRole('combobox', { name: /^Завтрак, / })).find((select) => !select.hasAttribute('disabled'));
  await userEvent.selectOptions(breakfast!, within(breakfast!).getByRole('option', { name: 'Омлет с овощами, 260\u00a0ккал' }));
};

/** The wizard's button with this name, once it can be pressed, pressed. */
const pressWhenReady =
  (name: string) =>
  async ({ canvasElement }: Context) => {
    const button = await (await region(canvasElement, 'Ваше меню')).findByRole('button', { name });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  };

/** The order could not be read: the backend's message and 'Повторить'. */
export const LoadFailed: Story = {
  parameters: { machineState: 'customization.error', sandbox: { faults: [failing('orders/get')] } },
  play: alertSays(),
};

/**
 * An order of a line whose dishes cannot be chosen: the wizard says so and leads to the checkout. No
 * seeded cabinet order has such a line, so the sandbox answers lk-custom's `orders/get` as the
 * backend would for a Power order (the same order, menu_type 'power').
 */
export const NotCustomizable: Story = {
  parameters: { machineState: 'customization.notCustomizable' },
  loaders: [
    async () => {
      const { order } = storySandbox.store.orders.get('lk-custom')!;
      storySandbox.faults.inject('orders/get', {
        kind: 'status',
        status: 200,
        body: { success: true, order: { ...order, menu_type: 'power', menu_type_id: 7 } },
      });
      return { runtime: customizationRuntime() };
    },
  ],
  play: async ({ canvasElement }) => {
    const wizard = await region(canvasElement, 'Ваше меню');
    await expect(await wizard.findByText(CUSTOMIZATION_TEXTS.notCustomizable)).toBeVisible();
    await expect(wizard.getByRole('link', { name: CUSTOMIZATION_TEXTS.toCheckout })).toBeVisible();
  },
};

/** A dish chosen: the change is being saved in the draft (held). */
export const SavingAChange: Story = {
  parameters: { machineState: 'customization.editing.saving', sandbox: { faults: [held('orders/custom')] } },
  play: steps(changeBreakfast, statusSays(CUSTOMIZATION_TEXTS.saving)),
};

/** 'Перейти к оформлению': the draft is being accepted (held). */
export const Accepting: Story = {
  parameters: { machineState: 'customization.editing.accepting', sandbox: { faults: [held('orders/accept-draft')] } },
  play: steps(pressWhenReady('Перейти к оформлению'), statusSays(CUSTOMIZATION_TEXTS.accepting)),
};

/** Accepted: the menu is the order's now, and the checkout opens. */
export const Accepted: Story = {
  parameters: { machineState: 'customization.accepted' },
  play: steps(pressWhenReady('Перейти к оформлению'), async ({ loaded }) => {
    const runtime = loaded?.['runtime'] as Runtime;
    await waitFor(() => expect(runtime.ports.navigation.current().pathname).not.toMatch(/^\/order-wizard\//));
  }),
};

/** 'Сбросить изменения' on a draft left from an earlier visit: the draft is being dropped (held). */
export const Resetting: Story = {
  loaders: withEarlierDraft,
  parameters: { machineState: 'customization.editing.resetting', sandbox: { faults: [held('orders/drop-unaccepted')] } },
  play: steps(pressWhenReady('Сбросить изменения'), statusSays(CUSTOMIZATION_TEXTS.saving)),
};

/** 'Вернуть меню программы' (lk-custom has an accepted menu): the line's menu is being restored (held). */
export const Restoring: Story = {
  parameters: { machineState: 'customization.editing.restoring', sandbox: { faults: [held('orders/drop')] } },
  play: steps(pressWhenReady('Вернуть меню программы'), statusSays(CUSTOMIZATION_TEXTS.saving)),
};

/** The packs page: a lunch added and the menu saved; the surcharge asks to be paid (saved card preselected). */
const surchargeAsked = async ({ canvasElement }: Context) => {
  const packs = await region(canvasElement, 'Меню заказа');
  await userEvent.click(await packs.findByRole('button', { name: 'Изменить меню' }));
  const [addLunch] = await packs.findAllByRole('button', { name: /^Добавить порцию: Обед, / });
  await userEvent.click(addLunch!);
  await packs.findByText(/^Доплата за изменения: 20/);
  await userEvent.click(packs.getByRole('button', { name: 'Сохранить меню' }));
  const pay = within(await packs.findByRole('region', { name: 'Доплата за изменения меню' }));
  await expect(pay.getByRole('radio', { name: 'Сохранённой картой •••• 4242' })).toBeChecked();
  return pay;
};

export const SurchargeToPay: Story = {
  args: { screen: 'packs' },
  parameters: { machineState: 'customization.paying.idle' },
  play: async (context) => {
    await expect((await surchargeAsked(context)).getByRole('button', { name: 'Оплатить 20\u00a0₽' })).toBeEnabled();
  },
};

/** 'Оплатить 20 ₽' with the saved card: the payment is in flight (held). */
export const PayingTheSurcharge: Story = {
  args: { screen: 'packs' },
  parameters: { machineState: 'customization.paying.payment', sandbox: { faults: [held('payments/charge-token')] } },
  play: async (context) => {
    const pay = await surchargeAsked(context);
    await userEvent.click(pay.getByRole('button', { name: 'Оплатить 20\u00a0₽' }));
    await waitFor(() => expect(pageOf(context.canvasElement).queryByRole('button', { name: 'Оплатить 20\u00a0₽' })).not.toBeEnabled());
  },
};

// The same rows on a phone (the screen's 390 px smartphone layout).
export const LoadFailedOnPhone: Story = onPhoneOf(LoadFailed);
export const NotCustomizableOnPhone: Story = onPhoneOf(NotCustomizable);
export const SavingAChangeOnPhone: Story = onPhoneOf(SavingAChange);
export const AcceptingOnPhone: Story = onPhoneOf(Accepting);
export const AcceptedOnPhone: Story = onPhoneOf(Accepted);
export const ResettingOnPhone: Story = onPhoneOf(Resetting);
export const RestoringOnPhone: Story = onPhoneOf(Restoring);
export const SurchargeToPayOnPhone: Story = onPhoneOf(SurchargeToPay);
export const PayingTheSurchargeOnPhone: Story = onPhoneOf(PayingTheSurcharge);

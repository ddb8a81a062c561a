import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { checkoutStories, type CheckoutStoryArgs } from '../../test/checkout-story';
import { held, holdFromNowOn, pageOf, press, sandboxAsked, statusSays, steps } from '../../test/state-stories';

/**
 * The checkout's address block in the order's city (issue 12, defects 1 and 7), on the real
 * machines and the sandbox worker: St Petersburg and Minsk orders get their address by keyboard
 * alone. The address machine's waiting states are rows below: the call each waits on is held.
 */
const stories = checkoutStories();
const meta = {
  title: 'Checkout/Address in the order city',
  ...stories,
  args: { ...stories.args, hid: 'demo-spb' },
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const street = (canvasElement: HTMLElement) => within(canvasElement).findByRole('combobox', { name: 'Улица и дом' }, { timeout: 5_000 });

export const StPetersburgEmpty: Story = {
  play: async ({ canvasElement }) => {
    const input = await street(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Например, Невский пр-т, 28');
    await expect(within(canvasElement).getByText('Введите адрес ...')).toBeVisible();
  },
};

/** Street, house and flat with the keyboard; 'Доставить сюда'; the address shows as chosen with the city. */
export const StPetersburgByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await street(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('Невский');
    // The live region announces the count.
    await expect(await canvas.findByText('Найдено 8 адресов', {}, { timeout: 3_000 })).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Невский пр-т, ');
    await expect(await canvas.findByText('Введите номер дома', { selector: 'p:not([role])' })).toBeVisible();
    await userEvent.keyboard('28');
    await canvas.findByRole('option', { name: 'Невский пр-т, д. 28' }, { timeout: 3_000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Невский пр-т, д. 28');
    await userEvent.tab();
    await userEvent.keyboard('5');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Доставить сюда' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Адрес доставки выбран', {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Санкт-Петербург, Невский пр-т, д. 28, кв. 5' })).toBeChecked();
  },
};

/** A typed house that is not in the base. */
export const StPetersburgNotInBase: Story = {
  parameters: { machineState: ['address.form.results'] },
  play: async ({ canvasElement }) => {
    const input = await street(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('Невский 9999');
    await expect(
      await within(canvasElement).findByText(
        'Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную',
        { selector: 'p:not([role])' },
        { timeout: 3_000 },
      ),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Доставить сюда' })).toBeDisabled();
  },
};

export const MinskByKeyboard: Story = {
  args: { hid: 'demo-minsk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await street(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Например, пр-т Независимости, 4');
    await userEvent.click(input);
    await userEvent.keyboard('Немига 5');
    await canvas.findByRole('option', { name: 'ул. Немига, д. 5' }, { timeout: 3_000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Доставить сюда' }));
    await expect(await canvas.findByText('Адрес доставки выбран', {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Минск, ул. Немига, д. 5' })).toBeChecked();
  },
};

/** A far-region order and a near address: 'Этот адрес недоступен' (order-funnel §8). */
export const FarOrderNearAddress: Story = {
  args: { hid: 'demo-far' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Новый адрес' }, { timeout: 5_000 }));
    await userEvent.click(await street(canvasElement));
    await userEvent.keyboard('Арбат 10');
    await canvas.findByRole('option', { name: 'ул. Арбат, д. 10' }, { timeout: 3_000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Доставить сюда' }));
    await expect(await canvas.findByText('Этот адрес недоступен', { selector: '[role="alert"]' }, { timeout: 5_000 })).toBeVisible();
  },
};

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
/** A Minsk street and house typed and picked, then 'Доставить сюда'. */
const deliverToNemiga: Play = steps(async ({ canvasElement }) => {
  await userEvent.click(await street(canvasElement));
  await userEvent.keyboard('Немига 5');
  await within(canvasElement).findByRole('option', { name: 'ул. Немига, д. 5' }, { timeout: 3_000 });
  await userEvent.keyboard('{ArrowDown}{Enter}');
}, press('Доставить сюда'));
/** The seeded returning client's saved Moscow address is chosen on demo-standard. */
const chooseTverskaya: Play = async ({ canvasElement }) => {
  await userEvent.click(
    await pageOf(canvasElement).findByRole('radio', { name: 'Москва, ул. Тверская, д. 7, кв. 12' }, { timeout: 5_000 }),
  );
};
const checkingSays = statusSays('Проверяем адрес…');

/** 'Немига' typed: the street field says it is busy (from the first key until the suggestions come). */
const typedNemiga: Play = async ({ canvasElement }) => {
  const input = await street(canvasElement);
  await userEvent.click(input);
  await userEvent.keyboard('Немига');
  await expect(await pageOf(canvasElement).findByRole('combobox', { name: 'Улица и дом', busy: true })).toBe(input);
};
const suggestAsked = () => sandboxAsked('address-suggest/suggest');

/**
 * Typing: the suggestions wait for a pause of 250 ms after the last key (a stopped story clock holds
 * the debounce). The field is already busy, and nothing has been asked yet.
 */
export const WaitingForAPause: Story = {
  args: { hid: 'demo-minsk' },
  parameters: { machineState: 'address.form.debouncing', ports: { stoppedClock: true } },
  play: steps(typedNemiga, async () => {
    await expect(suggestAsked(), 'no suggestion asked inside the debounce').toBe(false);
  }),
};

/** Typed: the suggestions are on their way (address-suggest/suggest held); the field says it is busy. */
export const Searching: Story = {
  args: { hid: 'demo-minsk' },
  parameters: { machineState: 'address.form.searching', sandbox: { faults: [held('address-suggest/suggest')] } },
  play: steps(typedNemiga, async () => {
    await waitFor(() => expect(suggestAsked()).toBe(true));
  }),
};

/** A new address is checked against the delivery zone (deliveries/check-address held). */
export const CheckingNewAddress: Story = {
  args: { hid: 'demo-minsk' },
  parameters: { machineState: 'address.check.checking', sandbox: { faults: [held('deliveries/check-address')] } },
  play: steps(deliverToNemiga, checkingSays),
};

/** In the zone: the new address is being saved on the order (deliveries/add-address-and-update held). */
export const SavingNewAddress: Story = {
  args: { hid: 'demo-minsk' },
  parameters: { machineState: 'address.check.saving', sandbox: { faults: [held('deliveries/add-address-and-update')] } },
  play: steps(deliverToNemiga, checkingSays),
};

/** A saved address chosen: the order's deliveries are being moved to it (deliveries/update-address held). */
export const ChangingToSavedAddress: Story = {
  args: { hid: 'demo-standard' },
  parameters: { machineState: 'address.check.changing', sandbox: { faults: [held('deliveries/update-address')] } },
  play: steps(chooseTverskaya, checkingSays),
};

/**
 * The saved address is gone on the backend (code 1002, order-funnel §8): the client's addresses
 * are read again (deliveries/address held from the choice on).
 */
export const ReloadingSavedAddresses: Story = {
  args: { hid: 'demo-standard' },
  parameters: {
    machineState: 'address.check.reloading',
    sandbox: {
      faults: [
        ['deliveries/update-address', { kind: 'status', status: 400, body: { success: false, code: 1002, messages: ['Адрес не найден'] } }],
      ],
    },
  },
  play: steps(holdFromNowOn('deliveries/address'), chooseTverskaya, async ({ canvasElement }) => {
    await expect(await pageOf(canvasElement).findByText('Адрес не найден')).toBeVisible();
  }),
};

/** A Zelenograd address on a Moscow order: the order is being recreated at the far-region price (its tariff asked, held). */
export const RecreatingForFarRegion: Story = {
  args: { hid: 'demo-standard' },
  parameters: { machineState: 'address.check.recreating', sandbox: { faults: [held('orders/get-far-moscow-region-tariff')] } },
  play: steps(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('radio', { name: 'Новый адрес' }, { timeout: 5_000 }));
      await userEvent.click(await street(canvasElement));
      await userEvent.keyboard('Зеленоград 1106');
      await canvas.findByRole('option', { name: /1106/ }, { timeout: 3_000 });
      await userEvent.keyboard('{ArrowDown}{Enter}');
    },
    press('Доставить сюда'),
    checkingSays,
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { routeByName } from '@mealflow/sdk/routing';
import { expect, userEvent, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import CheckoutPage from './CheckoutPage';

/**
 * The checkout's address block in the order's city (issue 12, defects 1 and 7), on the real
 * machines and the sandbox worker: St Petersburg and Minsk orders get their address by keyboard alone.
 */
interface Args {
  hid: string;
}

const meta = {
  title: 'Checkout/Address in the order city',
  render: (args: Args, { loaded }) => {
    const location = memoryLocation({ path: `/instant-order/${args.hid}` });
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
          <CheckoutPage params={{ hid: args.hid }} route={routeByName('SingleStepOrder')} />
        </StoryRuntime>
      </Router>
    );
  },
  loaders: [async () => ({ runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' } }) })],
  parameters: { layout: 'fullscreen' },
  args: { hid: 'demo-spb' },
} satisfies Meta<Args>;
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

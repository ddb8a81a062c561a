import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryRuntime, StoryRuntime } from '../../test/StoryRuntime';
import GiftCertificatePage from './GiftCertificatePage';

/** The gift certificate purchase on its real machine (catalogue and payment children) and the sandbox worker. */
const meta = {
  title: 'Checkout/Payment/Gift certificate',
  loaders: [async () => ({ runtime: createStoryRuntime({ cookies: { client_token: 'sandbox-token-returning' }, path: '/instant-cert' }) })],
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
      <GiftCertificatePage />
    </StoryRuntime>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Types a card (expiry 12/30, CVV 123, ANNA SMIRNOVA) and presses pay once it is enabled. */
async function payWithCard(number: string) {
  await userEvent.type(body().getByLabelText('Номер карты'), number);
  await userEvent.type(body().getByLabelText('Срок действия'), '1230');
  await userEvent.type(body().getByLabelText('CVV'), '123');
  await userEvent.type(body().getByLabelText('Имя владельца'), 'ANNA SMIRNOVA');
  const pay = body().getByRole('button', { name: /^Оплатить/ });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
}

export const PricesBeforePaying: Story = {
  parameters: { machineState: ['giftCertificate', 'payment.idle'] },
  play: async () => {
    const eighteen = await body().findByRole('radio', { name: /^18\sдней — 27\s190\s₽$/ });
    await userEvent.click(eighteen);
    // Money never wraps: the spaces are non-breaking (Intl's), so the checks read them as \s.
    await waitFor(() => expect(body().getByText(/^К оплате/)).toHaveTextContent(/^К оплате: 27\s190\s₽$/));
    await expect(body().getByRole('button', { name: /^Оплатить 27\s190\s₽$/ })).toBeDisabled();
  },
};

export const WrongEmail: Story = {
  play: async () => {
    await body().findByRole('radio', { name: /^6\sдней — / });
    const email = body().getByLabelText('E-mail получателя сертификата');
    await userEvent.clear(email);
    await userEvent.type(email, 'friend@');
    await payWithCard('4242424242424242');
    await expect(await body().findByText('Неверно указан email')).toBeVisible();
  },
};

/** A declined card: the bank's words under the form, the CVV cleared, number, expiry and name kept (order-funnel §8). */
export const Declined: Story = {
  parameters: { machineState: ['payment.failed'] },
  play: async () => {
    await body().findByRole('radio', { name: /^6\sдней — / });
    await payWithCard('4000000000000002');
    await expect(await body().findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Недостаточно средств на карте. Попробуйте другую карту',
    );
    await expect(body().getByLabelText('CVV')).toHaveValue('');
    await expect(body().getByLabelText('Номер карты')).toHaveValue('4000 0000 0000 0002');
    await expect(body().getByLabelText('Имя владельца')).toHaveValue('ANNA SMIRNOVA');
  },
};

/** Issue 30: 'Привезёт курьер' asks where and when before paying; nothing is bought without them. */
export const OfflineCourier: Story = {
  play: async () => {
    await body().findByRole('radio', { name: /^6\sдней — / });
    await userEvent.click(body().getByRole('radio', { name: 'Привезёт курьер' }));
    const where = body().getByRole('group', { name: 'Куда и когда привезти' });
    await expect(body().getByLabelText('Ваш e-mail')).toBeVisible();
    await payWithCard('4242424242424242');
    await expect(await within(where).findByText('Укажите адрес с номером дома')).toBeVisible();
    await expect(within(where).getByText('Выберите день доставки')).toBeVisible();
    await userEvent.type(within(where).getByLabelText('Адрес доставки'), 'Москва, ул. Тверская, 7');
    const days = within(within(where).getByRole('group', { name: 'День доставки' })).getAllByRole('radio');
    await expect(days).toHaveLength(7);
    await userEvent.click(days[1] as HTMLElement);
    await userEvent.click(within(where).getByRole('radio', { name: 'Утро, 07:00–12:00' }));
    await waitFor(() => expect(within(where).queryByText('Укажите адрес с номером дома')).toBeNull());
    await expect(within(where).queryByText('Выберите день доставки')).toBeNull();
  },
};

/** Issue 30: the client's saved card is offered beside a new card; chosen, no card form is asked. */
export const SavedCard: Story = {
  play: async () => {
    await body().findByRole('radio', { name: /^6\sдней — / });
    const methods = body().getByRole('group', { name: 'Способ оплаты' });
    await expect(within(methods).getByRole('radio', { name: 'Новой картой' })).toBeChecked();
    await userEvent.click(within(methods).getByRole('radio', { name: 'Сохранённой картой •••• 4242' }));
    await expect(body().queryByLabelText('Номер карты')).toBeNull();
    await waitFor(() => expect(body().getByRole('button', { name: /^Оплатить/ })).toBeEnabled());
  },
};

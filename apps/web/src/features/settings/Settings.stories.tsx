import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { alertSays, busyButton, dialogOpen, failing, held, passing, press, steps } from '../../test/state-stories';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import SettingsPage from './SettingsPage';

/** /dashboard/settings (personal-cabinet §2.1 settings, cards) on the settings and cards machines over the sandbox: every state. */
const meta = { title: 'Cabinet/Settings', ...cabinetScreenStories('DashboardSettings', SettingsPage) } satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const profileRegion = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Личные данные' }));
const cardsRegion = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Банковские карты' }));

/** The profile's field `label` replaced by `value`, then 'Сохранить': the profile's region is returned. */
async function savedWith(canvasElement: HTMLElement, label: string, value: string) {
  const form = await profileRegion(canvasElement);
  const field = await form.findByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
  return form;
}

export const Ready: Story = {
  parameters: { machineState: ['cards.ready.list', 'settings.ready.bmi.none', 'settings.ready.form.idle', 'settings.ready.offer.none'] },
  play: async ({ canvasElement }) => {
    const form = await profileRegion(canvasElement);
    await expect(await form.findByLabelText('Имя')).toHaveValue('Анна');
    await expect(form.getByLabelText('Фамилия')).toHaveValue('Смирнова');
    await expect(form.getByLabelText('E-mail')).toHaveValue('anna@example.ru');
    await expect(form.getByLabelText('Дата рождения')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Женский' })).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    const cards = await cardsRegion(canvasElement);
    await expect(await cards.findByRole('article', { name: 'Карта для автоплатежей •••• 4242' })).toHaveTextContent('Основная карта');
    await expect(cards.getByRole('article', { name: 'Внешняя карта •••• 4444' })).toBeVisible();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await profileRegion(canvasElement);
    const email = await form.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.example.ru');
    await userEvent.clear(form.getByLabelText('Имя'));
    await expect(await form.findByText('Проверьте правильность email')).toBeVisible();
    await expect(form.getByText('Введите имя')).toBeVisible();
    await expect(form.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

export const SaveErrorWithRetry: Story = {
  parameters: {
    sandbox: {
      faults: [
        [
          'client-profile-set',
          { kind: 'status', status: 500, times: 1, body: { success: false, messages: ['Сервис временно недоступен'] } },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const form = await savedWith(canvasElement, 'Фамилия', 'Иванова');
    const alert = await form.findByRole('alert');
    await expect(alert).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(form.queryByRole('alert')).toBeNull());
    await expect(form.getByLabelText('Фамилия')).toHaveValue('Иванова');
  },
};

export const Saving: Story = {
  parameters: { machineState: 'settings.ready.form.saving', sandbox: { faults: [held('client-profile-set')] } },
  play: async ({ canvasElement }) => {
    const form = await savedWith(canvasElement, 'Имя', 'Мария');
    const busy = await form.findByRole('button', { name: 'Сохраняем…' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).toBeDisabled();
    await expect(form.getByLabelText('Имя')).toBeDisabled();
  },
};

export const DeleteConfirm: Story = {
  parameters: { machineState: ['cards.ready.confirming'] },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    await userEvent.click(await cards.findByRole('button', { name: 'Удалить: •••• 4444' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Удалить карту?' });
    await expect(dialog).toHaveTextContent('Карта •••• 4444 больше не будет доступна для оплаты.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Оставить' })).toHaveFocus());
  },
};

export const CardsOnly: Story = {
  args: { route: 'DashboardSettingsCards' },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    await expect(await cards.findAllByRole('article')).toHaveLength(2);
    await expect(within(canvasElement).queryByRole('region', { name: 'Личные данные' })).toBeNull();
  },
};

export const CardsLoading: Story = {
  parameters: { machineState: ['cards.loading', 'settings.loading'], sandbox: { faults: [['cards/', { kind: 'delay', ms: 60_000 }]] } },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    await expect(await cards.findByRole('status')).toBeVisible();
  },
};

export const CardsEmpty: Story = {
  parameters: { sandbox: { faults: [['cards/', { kind: 'status', status: 200, body: { success: true, cards: [] } }]] } },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    await expect(await cards.findByText('У вас нет сохранённых карт. Карта сохраняется при оплате заказа.')).toBeVisible();
  },
};

export const CardsErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [['cards/', { kind: 'status', status: 500, times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    const alert = await cards.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect(await cards.findAllByRole('article')).toHaveLength(2);
  },
};

const offerProfile = {
  success: true,
  profile: {
    id: 1005,
    phone: '+79990000005',
    first_name: 'Олег',
    addresses: [],
    externalCards: [],
    paymentTypesSort: [],
    needsOfferAgreement: true,
  },
};

export const OfferAgreement: Story = {
  parameters: {
    machineState: ['settings.ready.offer.asking'],
    sandbox: { faults: [['client-profile', { kind: 'status', status: 200, body: offerProfile }]] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Договор оферты' });
    await expect(within(dialog).getByRole('button', { name: 'Принимаю' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Не принимаю' })).toBeVisible();
  },
};

// The waiting and failed states of the settings and cards machines, one story each (issue 34).

/** The profile failed to load (the session's own read of it went through): the alert and 'Повторить'. */
export const ProfileLoadFailed: Story = {
  parameters: { machineState: 'settings.error', sandbox: { faults: [passing('client-profile'), failing('client-profile')] } },
  play: alertSays(),
};

/** The save failed: the form keeps what was typed and says why, with 'Повторить'. */
export const SaveFailed: Story = {
  parameters: { machineState: 'settings.ready.form.failed', sandbox: { faults: [failing('client-profile-set')] } },
  play: async ({ canvasElement }) => {
    const form = await savedWith(canvasElement, 'Фамилия', 'Иванова');
    await alertSays()({ canvasElement });
    await expect(form.getByLabelText('Фамилия')).toHaveValue('Иванова');
  },
};

/** The cards failed to load: the cards' alert and 'Повторить'; the profile still shows. */
export const CardsLoadFailed: Story = {
  parameters: { machineState: ['cards.error', 'settings.ready.form.idle'], sandbox: { faults: [failing('cards/')] } },
  play: async ({ canvasElement }) => {
    const cards = await cardsRegion(canvasElement);
    await expect(await cards.findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await expect(cards.getByRole('button', { name: 'Повторить' })).toBeEnabled();
  },
};

/** 'Сделать основной' pressed: the card is being made the main one (its button busy, the others wait). */
export const ActivatingCard: Story = {
  parameters: { machineState: 'cards.ready.activating', sandbox: { faults: [held('cards/active')] } },
  play: steps(press('Сделать основной: •••• 4444'), busyButton('Сделать основной: •••• 4444')),
};

/** 'Удалить' confirmed: the card is being deleted (the dialog's button busy). */
export const DeletingCard: Story = {
  parameters: { machineState: 'cards.ready.deleting', sandbox: { faults: [held('cards/destroy')] } },
  play: steps(press('Удалить: •••• 4444'), dialogOpen('Удалить карту?'), press('Удалить карту'), busyButton('Удалить карту')),
};

/** The offer accepted: the answer is on its way (the dialog's button busy). */
export const AnsweringOffer: Story = {
  parameters: {
    machineState: ['settings.ready.offer.answering'],
    sandbox: { faults: [['client-profile', { kind: 'status', status: 200, body: offerProfile }], held('client-agreements')] },
  },
  play: steps(press('Принимаю'), busyButton('Принимаю')),
};

/** The settings on a phone (390 px). */
export const ReadyOnPhone: Story = onPhoneOf(Ready);

// The same rows on a phone (the screen's 390 px smartphone layout).
export const SavingOnPhone: Story = onPhoneOf(Saving);
export const DeleteConfirmOnPhone: Story = onPhoneOf(DeleteConfirm);
export const CardsLoadingOnPhone: Story = onPhoneOf(CardsLoading);
export const OfferAgreementOnPhone: Story = onPhoneOf(OfferAgreement);
export const ProfileLoadFailedOnPhone: Story = onPhoneOf(ProfileLoadFailed);
export const SaveFailedOnPhone: Story = onPhoneOf(SaveFailed);
export const CardsLoadFailedOnPhone: Story = onPhoneOf(CardsLoadFailed);
export const ActivatingCardOnPhone: Story = onPhoneOf(ActivatingCard);
export const DeletingCardOnPhone: Story = onPhoneOf(DeletingCard);
export const AnsweringOfferOnPhone: Story = onPhoneOf(AnsweringOffer);

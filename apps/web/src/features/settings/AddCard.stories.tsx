import { routeByName } from '@mealflow/sdk/routing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhone } from '../../test/phone';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cardBinding } from '@mealflow/sdk/checkout';
import { held, heldAfter, sandboxAsked, type SandboxFault } from '../../test/state-stories';
import { createStoryRuntime, StoryRuntime, storyPortsOf } from '../../test/StoryRuntime';
import type { HeldCryptogram } from '../../test/story-cryptogram';
import SettingsPage from './SettingsPage';

/**
 * 'Добавить карту' on /dashboard/settings/cards ('ruble mechanics'): the cards machine's
 * `cardBinding` child over the sandbox, every state of the form. Test cards: README "Payments".
 */
type Runtime = ReturnType<typeof createStoryRuntime>;
const runtimeOf = (loaded: Record<string, unknown>) => loaded['runtime'] as Runtime;

const meta = {
  title: 'Cabinet/Settings/Add card',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={runtimeOf(loaded)}>
      <SettingsPage route={routeByName('DashboardSettingsCards')} params={{}} />
    </StoryRuntime>
  ),
  loaders: [
    async ({ parameters }) => ({
      runtime: createStoryRuntime({
        ...storyPortsOf(parameters),
        path: '/dashboard/settings/cards',
        cookies: { client_token: 'sandbox-token-returning' },
        host: 'sandbox.test',
      }),
    }),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openForm(canvasElement: HTMLElement) {
  const cards = within(await within(canvasElement).findByRole('region', { name: 'Банковские карты' }));
  await userEvent.click(await cards.findByRole('button', { name: 'Добавить карту' }, { timeout: 10_000 }));
  const dialog = within(await body().findByRole('dialog', { name: 'Новая карта' }, { timeout: 10_000 }));
  return dialog;
}

async function typeCard(dialog: ReturnType<typeof within>, number: string) {
  await userEvent.type(dialog.getByLabelText('Номер карты'), number);
  await userEvent.type(dialog.getByLabelText('Срок действия'), '1230');
  await userEvent.type(dialog.getByLabelText('CVV'), '123');
  await userEvent.type(dialog.getByLabelText('Имя владельца'), 'ANNA SMIRNOVA');
}

/** The form: 1 ₽ explained, the focus on 'Отмена', 'Привязать карту' waits for a filled card. */
export const Form: Story = {
  parameters: { machineState: ['cardBinding.idle', 'cards.ready.adding'] },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await expect(dialog.getByText('Чтобы проверить карту, мы спишем 1 ₽ и сразу вернём его.')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Отмена' })).toHaveFocus(), { timeout: 5000 });
    await expect(dialog.getByRole('button', { name: 'Привязать карту' })).toBeDisabled();
  },
};

/** A card without 3-D Secure is bound: the dialog closes, the list shows it as the main card. */
export const Bound: Story = {
  parameters: { machineState: 'cardBinding.bound' },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '2200000000000004');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    const cards = within(await within(canvasElement).findByRole('region', { name: 'Банковские карты' }));
    const card = await cards.findByRole('article', { name: 'Банковская карта •••• 0004' }, { timeout: 5000 });
    await expect(within(card).getByText('Основная карта')).toBeVisible();
    await expect(body().queryByRole('dialog', { name: 'Новая карта' })).toBeNull();
    await expect(runtimeOf(loaded).ports.notify.messages).toContainEqual({ kind: 'success', message: 'Карта привязана' });
  },
};

/** A declined card: the bank's words in the form, the CVV cleared, the number kept. */
export const Declined: Story = {
  parameters: { machineState: ['cardBinding.failed'] },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '4000000000000002');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Недостаточно средств на карте. Попробуйте другую карту',
    );
    await expect(dialog.getByLabelText('CVV')).toHaveValue('');
    await expect(dialog.getByLabelText('Номер карты')).toHaveValue('4000 0000 0000 0002');
  },
};

/** The charge's answer was lost and the check is slow: the dialog says it is checking, no second charge. */
export const Checking: Story = {
  parameters: {
    machineState: ['cardBinding.verifying.asking'],
    sandbox: {
      faults: [
        ['payments/charge-card', { kind: 'lost', times: 1 }],
        ['payments/get-client-card', { kind: 'delay', ms: 60_000 }],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '2200000000000004');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    await expect(await dialog.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Проверяем, привязалась ли карта…');
  },
};

/** 3-D Secure: the bank's page is opened (here the memory navigation records the form post). */
export const ThreeDSecure: Story = {
  parameters: { machineState: 'cardBinding.awaiting3ds' },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '4000000000003220');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    await waitFor(
      () =>
        expect(runtimeOf(loaded).ports.navigation.forms[0]?.params['TermUrl']).toMatch(
          /^\/dashboard\/order\/0\/payment\/3Ds\/cardbind\?binding=/,
        ),
      { timeout: 5000 },
    );
  },
};

/** Closing the form gives the focus back to 'Добавить карту'. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Отмена' }));
    const cards = within(await within(canvasElement).findByRole('region', { name: 'Банковские карты' }));
    await waitFor(() => expect(cards.getByRole('button', { name: 'Добавить карту' })).toHaveFocus(), { timeout: 5000 });
  },
};

/** A card bound: the list is read again (held), the form closed and the success said meanwhile. */
export const BoundListRefreshing: Story = {
  parameters: { machineState: 'cards.ready.refreshing', sandbox: { faults: heldAfter('cards/') } },
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '2200000000000004');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    await waitFor(() => expect(runtimeOf(loaded).ports.notify.messages).toContainEqual({ kind: 'success', message: 'Карта привязана' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Новая карта' })).toBeNull());
  },
};

/**
 * A card sent for binding while the sandbox holds or answers a call: the state the binding waits
 * in, and what the dialog says meanwhile (a status line, or the button busy). One row per state.
 */
const binding =
  (says: { status?: string; button?: string } = {}): Story['play'] =>
  async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await typeCard(dialog, '2200000000000004');
    await userEvent.click(dialog.getByRole('button', { name: 'Привязать карту' }));
    if (says.status) {
      const status = await dialog.findByRole('status', {}, { timeout: 10_000 });
      await waitFor(() => expect(status).toHaveTextContent(says.status ?? ''), { timeout: 10_000 });
    }
    if (says.button) await expect(await dialog.findByRole('button', { name: says.button }, { timeout: 10_000 })).toBeEnabled();
    // No second charge: the submit button, where still shown, cannot be pressed.
    const submit = dialog.queryByRole('button', { name: 'Привязать карту' });
    if (submit) await expect(submit).toBeDisabled();
  };
const answerLost: SandboxFault = ['payments/charge-card', { kind: 'lost', times: 1 }];
const checkUnreachable: SandboxFault = ['payments/get-client-card', { kind: 'network' }];
const bankStillChecking: SandboxFault = [
  'payments/get-client-card',
  { kind: 'status', status: 200, body: { success: true, card: null, isProcessing: true } },
];

/** The 1 ₽ payment is being made (payments/for-token-binding held): nothing charged yet. */
export const Creating: Story = {
  parameters: { machineState: 'cardBinding.binding.creating', sandbox: { faults: [held('payments/for-token-binding')] } },
  play: binding(),
};
/** The 1 ₽ payment is made, the card is being encrypted (the story holds the provider's cryptogram): nothing charged yet. */
export const Encrypting: Story = {
  parameters: { machineState: 'cardBinding.binding.encrypting', ports: { heldCryptogram: true } },
  play: async (context) => {
    await binding()?.(context);
    const cryptogram = runtimeOf(context.loaded).ports.cardCryptogram as HeldCryptogram;
    await waitFor(() => expect(cryptogram.asked()).toBe(1));
    await expect(sandboxAsked('payments/charge-card'), 'nothing charged before the cryptogram').toBe(false);
  },
};
/** The card is being charged 1 ₽ (payments/charge-card held). */
export const Charging: Story = {
  parameters: { machineState: 'cardBinding.binding.charging', sandbox: { faults: [held('payments/charge-card')] } },
  play: binding(),
};
/** The charge's answer was lost and the check cannot be reached: it is asked again in 2 s. */
export const CheckRetrying: Story = {
  parameters: { machineState: 'cardBinding.verifying.retrying', sandbox: { faults: [answerLost, checkUnreachable] } },
  play: binding({ status: cardBinding.CARD_BINDING_TEXTS.checking }),
};
/** The bank is still checking the card (get-client-card: processing): said, and asked again by itself. */
export const BankProcessing: Story = {
  parameters: { machineState: 'cardBinding.processing', sandbox: { faults: [answerLost, bankStillChecking] } },
  play: binding({ status: cardBinding.CARD_BINDING_TEXTS.processing }),
};
/** Three checks failed: whether the card is bound is unknown; 'Проверить ещё раз', no second charge. */
export const Uncertain: Story = {
  parameters: { machineState: 'cardBinding.uncertain', sandbox: { faults: [answerLost, checkUnreachable] } },
  play: binding({ button: 'Проверить ещё раз' }),
};

/** A row on a phone: the smartphone device port (`parameters.ports`) in the 390 px viewport. */
const phoneParameters = (story: Story) => ({ ...story.parameters, ports: { ...story.parameters?.['ports'], smartphone: true } });

// The same rows on a phone.
export const FormOnPhone: Story = { ...Form, globals: onPhone.globals, parameters: phoneParameters(Form) };
export const BoundOnPhone: Story = { ...Bound, globals: onPhone.globals, parameters: phoneParameters(Bound) };
export const DeclinedOnPhone: Story = { ...Declined, globals: onPhone.globals, parameters: phoneParameters(Declined) };
export const CheckingOnPhone: Story = { ...Checking, globals: onPhone.globals, parameters: phoneParameters(Checking) };
export const ThreeDSecureOnPhone: Story = { ...ThreeDSecure, globals: onPhone.globals, parameters: phoneParameters(ThreeDSecure) };
export const BoundListRefreshingOnPhone: Story = {
  ...BoundListRefreshing,
  globals: onPhone.globals,
  parameters: phoneParameters(BoundListRefreshing),
};
export const CreatingOnPhone: Story = { ...Creating, globals: onPhone.globals, parameters: phoneParameters(Creating) };
export const EncryptingOnPhone: Story = { ...Encrypting, globals: onPhone.globals, parameters: phoneParameters(Encrypting) };
export const ChargingOnPhone: Story = { ...Charging, globals: onPhone.globals, parameters: phoneParameters(Charging) };
export const CheckRetryingOnPhone: Story = { ...CheckRetrying, globals: onPhone.globals, parameters: phoneParameters(CheckRetrying) };
export const BankProcessingOnPhone: Story = { ...BankProcessing, globals: onPhone.globals, parameters: phoneParameters(BankProcessing) };
export const UncertainOnPhone: Story = { ...Uncertain, globals: onPhone.globals, parameters: phoneParameters(Uncertain) };

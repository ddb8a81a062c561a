import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhoneOf } from '../../test/phone';
import { busyButton, held, pageOf, press, steps } from '../../test/state-stories';
import type { createStoryRuntime } from '../../test/StoryRuntime';
import { StoryRuntime, settledStoryRuntime } from '../../test/StoryRuntime';
import LoginPage from './LoginPage';

/**
 * The connected /login screen: the real login and session machines over the sandbox handlers
 * (msw service worker). Each story plays the user's steps and checks what the machine did; the
 * waiting states are held by the sandbox (the SMS or the code check never answers).
 */
const meta = {
  title: 'Storefront/Login/Journey',
  render: (_args, { loaded }) => (
    <StoryRuntime runtime={loaded['runtime'] as ReturnType<typeof createStoryRuntime>}>
      <LoginPage />
    </StoryRuntime>
  ),
  args: { smartphone: false },
  loaders: [async ({ args }) => ({ runtime: await settledStoryRuntime({ path: '/login', smartphone: args.smartphone }) })],
} satisfies Meta<{ smartphone: boolean }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's phone, typed in the form (its mask shows it formatted). */
const typePhone = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.type(await pageOf(canvasElement).findByLabelText('Телефон'), '9161234567');
};
/** The phone sent: the code step is shown. */
const codeStep = steps(typePhone, press('Получить код'), async ({ canvasElement }) => {
  await expect(await pageOf(canvasElement).findByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
});

/** The SMS is on its way (authentication/send-sms held): the button is busy and cannot be pressed again. */
export const SendingCode: Story = {
  parameters: { machineState: 'login.sending', sandbox: { faults: [held('authentication/send-sms')] } },
  play: steps(typePhone, press('Получить код'), busyButton('Получить код')),
};

/** The 4th digit typed, the code is being checked (authentication/login held): the field is read-only, the phone cannot be changed. */
export const CheckingCode: Story = {
  parameters: { machineState: 'login.checking', sandbox: { faults: [held('authentication/login')] } },
  play: steps(codeStep, async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.type(page.getByLabelText('Код из СМС'), '4567');
    await waitFor(() => expect(page.getByLabelText('Код из СМС')).toHaveAttribute('readonly'));
    await expect(page.getByRole('button', { name: 'Изменить номер' })).toBeDisabled();
  }),
};

export const LogsIn: Story = {
  parameters: { machineState: 'login.loggedIn' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const runtime = loaded['runtime'] as ReturnType<typeof createStoryRuntime>;
    await userEvent.type(canvas.getByLabelText('Телефон'), '9161234567');
    await expect(canvas.getByLabelText('Телефон')).toHaveValue('+7 (916) 123-45-67');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Код из СМС'), '4567');
    await waitFor(() => expect(runtime.session.getSnapshot().matches('authenticated')).toBe(true));
    await expect(runtime.ports.cookies.get('client_token')).toMatch(/^sandbox-token-/);
  },
};

export const WrongCode: Story = {
  parameters: { machineState: ['login.code'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Телефон'), '9161234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    const code = await canvas.findByLabelText('Код из СМС');
    await userEvent.type(code, '1111');
    await expect(await canvas.findByText('Вы ввели неверный пароль')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Код из СМС')).toHaveValue(''));
  },
};

export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(canvas.getByText('Введите телефон для связи с вами')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Телефон'), '916');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(canvas.getByText('Пожалуйста, введите телефон')).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: { sandbox: { faults: [['authentication/send-sms', { kind: 'network', times: 1 }]] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Телефон'), '9161234567');
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByText('Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(await canvas.findByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
  },
};

export const LogsInOnPhone: Story = onPhoneOf(LogsIn);
export const CheckingCodeOnPhone: Story = onPhoneOf(CheckingCode);

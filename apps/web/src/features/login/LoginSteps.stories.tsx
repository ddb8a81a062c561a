import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeStep } from './CodeStep';
import { PhoneForm } from '../../shared/ui/PhoneForm';

/**
 * Every state of the login machine's two screens, as the designers review them. The connected
 * journey (real machine, sandbox backend) is in LoginPage.stories.tsx.
 */
const phoneBase = {
  look: 'page' as const,
  title: 'Введите свой номер телефона',
  phone: '',
  placeholder: '+7 (___) ___-__-__',
  busy: false,
  buttonLabel: 'Получить код',
  legalText: 'Нажимая кнопку, вы соглашаетесь с условиями оферты и даёте согласие на обработку персональных данных:',
  offerLabel: 'оферта',
  consentLabel: 'согласие на обработку персональных данных',
  onPhoneChange: fn(),
  onSubmit: fn(),
};

const meta = {
  title: 'Storefront/Login/Phone step',
  component: PhoneForm,
  args: phoneBase,
} satisfies Meta<typeof PhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Введите свой номер телефона' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const InvalidPhone: Story = {
  args: { phone: '+7 (123', phoneError: 'Пожалуйста, введите телефон' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Телефон');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Пожалуйста, введите телефон')).toBeVisible();
  },
};

export const Sending: Story = {
  args: { phone: '+7 (916) 123-45-67', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Получить код' })).toBeDisabled();
  },
};

export const NetworkError: Story = {
  args: { phone: '+7 (916) 123-45-67', error: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Нет соединения с сервером');
  },
};

export const WithCustomMenuButton: Story = {
  args: { customMenuLabel: 'Собрать своё меню', onCustomMenu: fn() },
};

const codeBase = {
  heading: 'Введите проверочный код',
  phone: '+7 (916) 123-45-67',
  code: '',
  busy: false,
  focusKey: 0,
  editPhoneLabel: 'Изменить номер',
  onCodeChange: fn(),
  onEditPhone: fn(),
};

export const CodeEntry: StoryObj<typeof CodeStep> = {
  render: (args) => <CodeStep {...args} />,
  args: codeBase,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Введите проверочный код' })).toBeVisible();
    await expect(canvas.getByText('+7 (916) 123-45-67')).toBeVisible();
    await expect(canvas.getByLabelText('Код из СМС')).toHaveFocus();
  },
};

export const Checking: StoryObj<typeof CodeStep> = {
  render: (args) => <CodeStep {...args} />,
  args: { ...codeBase, code: '4567', busy: true },
};

export const WrongCode: StoryObj<typeof CodeStep> = {
  render: (args) => <CodeStep {...args} />,
  args: { ...codeBase, error: 'Вы ввели неверный пароль', focusKey: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Вы ввели неверный пароль')).toBeVisible();
    await expect(canvas.getByLabelText('Код из СМС')).toHaveValue('');
    await expect(canvas.getByLabelText('Код из СМС')).toHaveFocus();
  },
};

export const CodeNetworkError: StoryObj<typeof CodeStep> = {
  render: (args) => <CodeStep {...args} />,
  args: { ...codeBase, code: '4567', networkError: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз', onRetry: fn() },
};

/** HTTP 429 on the check: the rate-limit text, the code kept, a retry (not 'Вы ввели неверный пароль'). */
export const CodeRateLimited: StoryObj<typeof CodeStep> = {
  render: (args) => <CodeStep {...args} />,
  args: { ...codeBase, code: '4567', networkError: 'Слишком много попыток. Попробуйте через минуту', onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Слишком много попыток. Попробуйте через минуту')).toBeVisible();
    await expect(canvas.getByLabelText('Код из СМС')).toHaveValue('4567');
  },
};

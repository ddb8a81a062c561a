import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneForm } from '../../shared/ui/PhoneForm';
import { PlanPicker } from './PlanPicker';

/** Every state of the funnel machine's phone form (order-funnel §4 button and gate states). */
const base = {
  look: 'card' as const,
  title: 'Оформите заказ за минуту',
  summary: 'Фит, 6 дн. — 9 540 ₽',
  phone: '',
  placeholder: '+7 (___) ___-__-__',
  busy: false,
  buttonLabel: 'Получить код',
  buttonDisabled: false,
  legalText: 'Нажимая кнопку, вы соглашаетесь с условиями оферты и даёте согласие на обработку персональных данных:',
  offerLabel: 'оферта',
  consentLabel: 'согласие на обработку персональных данных',
  onPhoneChange: fn(),
  onSubmit: fn(),
};

const meta = { title: 'Storefront/Funnel/Phone form', component: PhoneForm, args: base } satisfies Meta<typeof PhoneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Получить код' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
export const InvalidPhone: Story = { args: { phone: '+7 (916', phoneError: 'Пожалуйста, введите телефон' } };
export const EmptyPhone: Story = { args: { phoneError: 'Введите телефон, чтобы мы могли создать заказ' } };
export const GateNotReady: Story = {
  args: { phone: '+7 (916) 123-45-67', error: 'Оформление заказа станет доступно через 10 секунд' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('станет доступно через 10 секунд');
  },
};
export const Creating: Story = {
  args: { phone: '+7 (916) 123-45-67', busy: true, buttonDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Получить код' })).toBeDisabled();
  },
};
export const CountingDown: Story = { args: { phone: '+7 (916) 123-45-67', buttonLabel: 'Заказать через 12 с', buttonDisabled: true } };
export const OrderAgain: Story = { args: { phone: '+7 (916) 123-45-67', buttonLabel: 'Заказать' } };
export const Gift: Story = { args: { buttonLabel: 'Заказать подарок' } };
export const ServerError: Story = { args: { phone: '+7 (916) 123-45-67', error: 'Пробный день уже был заказан на этот номер' } };
export const WithCustomMenu: Story = { args: { customMenuLabel: 'Собрать своё меню', onCustomMenu: fn() } };

const pickerTexts = {
  title: 'Меню и цены',
  loading: 'Загружаем меню…',
  error: 'Не удалось загрузить меню.',
  notSold: 'В этом городе этот рацион пока не продаётся. Выберите другой город или другое меню.',
  retry: 'Повторить',
  perDay: 'в день',
  menuLegend: 'Рацион',
  daysLegend: 'Сколько дней',
  goalLegend: 'Цель',
};
const readyView = {
  status: 'ready' as const,
  notSold: false,
  error: undefined,
  goals: [
    { code: 'p1', title: 'Похудеть', selected: true },
    { code: 'p2', title: 'Не готовить', selected: false },
    { code: 'p3', title: 'Оставаться в форме', selected: false },
  ],
  plans: [
    { menuType: 'fit', title: 'Фит', subtitle: undefined, kcal: 1200, selected: true, unavailableText: undefined },
    { menuType: 'super_fit', title: 'Супер фит', subtitle: undefined, kcal: 1000, selected: false, unavailableText: undefined },
  ],
  days: [
    { days: 6, price: '9 540 ₽', perDay: '1 590 ₽', selected: true },
    { days: 12, price: '18 130 ₽', perDay: '1 511 ₽', selected: false },
  ],
  total: '9 540 ₽',
};

export const PlansLoading: StoryObj<typeof PlanPicker> = {
  render: (args) => <PlanPicker {...args} />,
  args: {
    view: { ...readyView, status: 'loading', goals: [], plans: [], days: [], total: undefined },
    texts: pickerTexts,
    onGoal: fn(),
    onMenuType: fn(),
    onDays: fn(),
    onRetry: fn(),
  },
};
export const PlansFailed: StoryObj<typeof PlanPicker> = {
  render: (args) => <PlanPicker {...args} />,
  args: {
    ...PlansLoading.args,
    view: { ...readyView, status: 'failed', error: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз' },
  } as never,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const PlansReady: StoryObj<typeof PlanPicker> = {
  render: (args) => <PlanPicker {...args} />,
  args: { ...PlansLoading.args, view: readyView } as never,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: /12\sдней/ }));
    await expect(args.onDays).toHaveBeenCalledWith(12);
  },
};
/** §3 stockRemains: a sold-out line is offered as unavailable and cannot be chosen. */
export const PlansSoldOutLine: StoryObj<typeof PlanPicker> = {
  render: (args) => <PlanPicker {...args} />,
  args: {
    ...PlansLoading.args,
    view: {
      ...readyView,
      plans: [
        { menuType: 'balance', title: 'Баланс', subtitle: undefined, kcal: 2000, selected: true, unavailableText: undefined },
        { menuType: 'power', title: 'Пауэр', subtitle: undefined, kcal: 2500, selected: false, unavailableText: 'нет в наличии' },
      ],
    },
  } as never,
  play: async ({ canvasElement, args }) => {
    const power = within(canvasElement).getByRole('radio', { name: /Пауэр.*нет в наличии/ });
    await expect(power).toBeDisabled();
    await userEvent.click(power);
    await expect(args.onMenuType).not.toHaveBeenCalled();
  },
};
/** /superdetox: the goals of menu/goals/detox choose between its two programmes (the sandbox's detox goals). */
export const PlansDetoxGoals: StoryObj<typeof PlanPicker> = {
  render: (args) => <PlanPicker {...args} />,
  args: {
    ...PlansLoading.args,
    view: {
      ...readyView,
      goals: [
        { code: 'p1', title: 'Мягкое очищение', selected: true },
        { code: 'p3', title: 'Полная перезагрузка', selected: false },
      ],
      plans: [
        { menuType: 'super_detox_1', title: 'Супердетокс', subtitle: undefined, kcal: 1100, selected: true, unavailableText: undefined },
      ],
      days: [{ days: 6, price: '11 340 ₽', perDay: '1 890 ₽', selected: true }],
      total: '11 340 ₽',
    },
  } as never,
  play: async ({ canvasElement, args }) => {
    const goals = within(within(canvasElement).getByRole('group', { name: 'Цель' }));
    await expect(goals.getAllByRole('radio')).toHaveLength(2);
    await userEvent.click(goals.getByRole('radio', { name: 'Полная перезагрузка' }));
    await expect(args.onGoal).toHaveBeenCalledWith('p3');
  },
};

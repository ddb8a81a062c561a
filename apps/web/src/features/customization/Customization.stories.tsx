import type { Meta, StoryObj } from '@storybook/react-vite';
import { onPhoneOf } from '../../test/phone';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { customizationStories, withEarlierDraft, region, type CustomizationStoryArgs } from '../../test/customization-story';
import { failing, held } from '../../test/state-stories';

/** Menu customisation (personal-cabinet §2.1, §4) on the customization machine over the sandbox: the screens and the rules. */
const meta = { title: 'Cabinet/Customization/Order wizard and packs', ...customizationStories() } satisfies Meta<CustomizationStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  parameters: { machineState: ['customization.editing.idle'] },
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    const [breakfast] = await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / });
    await expect(breakfast).toHaveDisplayValue('Сырники с ягодным соусом, 320\u00a0ккал');
    await userEvent.selectOptions(breakfast!, within(breakfast!).getByRole('option', { name: 'Омлет с овощами, 260\u00a0ккал' }));
    await expect(await wizardRegion.findByText('Изменено приёмов пищи: 1')).toBeVisible();
    await waitFor(() => expect(wizardRegion.getByRole('button', { name: 'Перейти к оформлению' })).toBeEnabled());
  },
};

export const EditingSmartphone: Story = { args: { smartphone: true }, play: Editing.play };

export const Packs: Story = {
  parameters: { machineState: ['customization.viewing'] },
  args: { screen: 'packs' },
  play: async ({ canvasElement }) => {
    const packsRegion = await region(canvasElement, 'Меню заказа');
    await expect((await packsRegion.findAllByText('Сырники с ягодным соусом, 320 ккал'))[0]).toBeVisible();
    await expect(packsRegion.getByRole('button', { name: 'Изменить меню' })).toBeVisible();
  },
};

/** Issue 31: the dishes change in place and the surcharge is paid here with the saved card, preselected (no checkout, no timer, no date picker). */
export const PacksChangedAndPaidInPlace: Story = {
  parameters: { machineState: ['cabinetRoot.filters.closed', 'cabinetRoot.onboarding.done', 'cabinetRoot.tips.off'] },
  args: { screen: 'packs' },
  play: async ({ canvasElement }) => {
    const packsRegion = await region(canvasElement, 'Меню заказа');
    await userEvent.click(await packsRegion.findByRole('button', { name: 'Изменить меню' }));
    const [addLunch] = await packsRegion.findAllByRole('button', { name: /^Добавить порцию: Обед, / });
    await userEvent.click(addLunch!);
    await expect(await packsRegion.findByText(/^Доплата за изменения: 20/)).toBeVisible();
    await userEvent.click(packsRegion.getByRole('button', { name: 'Сохранить меню' }));
    const pay = within(await packsRegion.findByRole('region', { name: 'Доплата за изменения меню' }));
    await expect(pay.getByRole('radio', { name: 'Сохранённой картой •••• 4242' })).toBeChecked();
    await expect(pay.queryByLabelText('Номер карты')).toBeNull();
    await expect(packsRegion.queryByRole('timer')).toBeNull();
    await userEvent.click(pay.getByRole('button', { name: 'Оплатить 20\u00a0₽' }));
    await waitFor(() => expect(packsRegion.getByText(/^Меню заказа изменено, доплата 20\s₽ оплачена$/)).toBeVisible(), { timeout: 10_000 });
    await expect(packsRegion.getByRole('button', { name: 'Изменить меню' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['customization.loading'], sandbox: { faults: [held('orders/get')] } },
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await expect(await wizardRegion.findByText('Загрузка…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { screen: 'packs' },
  parameters: {
    machineState: ['customization.empty'],
    sandbox: { faults: [['orders/packs', { kind: 'status', status: 200, body: { success: true, days: [] } }]] },
  },
  play: async ({ canvasElement }) => {
    const packsRegion = await region(canvasElement, 'Меню заказа');
    await expect(await packsRegion.findByText('В этом заказе пока нет блюд')).toBeVisible();
    await expect(packsRegion.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute('href', '/dashboard');
  },
};

export const NoOrder: Story = {
  parameters: { machineState: ['customization.noOrder'] },
  args: { hid: undefined },
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await expect(wizardRegion.getByText('Заказ не выбран')).toBeVisible();
    await expect(wizardRegion.getByRole('link', { name: 'Перейти к заказам' })).toHaveAttribute('href', '/dashboard');
  },
};

export const ErrorWithRetry: Story = {
  parameters: { sandbox: { faults: [failing('orders/get', 1)] } },
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    const alert = await wizardRegion.findByRole('alert');
    await expect(alert).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await expect((await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / }))[0]).toBeVisible();
  },
};

/** The first day whose menu can still be changed (the past ones are read-only). */
const firstDay = async (canvasElement: HTMLElement) => {
  const wizardRegion = await region(canvasElement, 'Ваше меню');
  await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / });
  return within(wizardRegion.getAllByRole('region').find((day) => within(day).queryAllByRole('combobox').length > 0)!);
};

/** A delivered day (lk-custom's deliveries 3 and 1 days ago) is read-only: 'Доставлено', its dishes, no selects or buttons. */
export const LockedDay: Story = {
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / });
    const past = within(wizardRegion.getAllByRole('region')[0]!);
    await expect(past.getByText('Доставлено')).toBeVisible();
    await expect(past.getByText('Сырники с ягодным соусом, 320 ккал')).toBeVisible();
    await expect(past.queryAllByRole('combobox')).toHaveLength(0);
    await expect(past.queryAllByRole('button')).toHaveLength(0);
    await expect(past.queryByText(/^В доставке:/)).toBeNull();
  },
};
/** The element whose own text is exactly this, no-break spaces included (the default matcher folds them). */
const exactly = (text: string) => (_: string, element: Element | null) =>
  element?.textContent === text && [...element.children].every((c) => c.textContent !== text);
const press = async (button: HTMLElement) => {
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
};

/** A second portion (§5 addition): the delivery's count and the price difference before accepting (§9). */
export const SecondPortionAndPrice: Story = {
  play: async ({ canvasElement }) => {
    const day = await firstDay(canvasElement);
    await expect(day.getByText('В доставке: 5 блюд')).toBeVisible();
    await press(day.getByRole('button', { name: /^Добавить порцию: Завтрак, / }));
    await expect(await day.findByText('2 порции')).toBeVisible();
    await expect(day.getByText('В доставке: 6 блюд')).toBeVisible();
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await expect(await wizardRegion.findByText(exactly('Доплата за изменения: 20\u00a0₽'))).toBeVisible();
    await waitFor(() => expect(wizardRegion.getByRole('button', { name: 'Сбросить изменения' })).toBeEnabled());
  },
};

/** §5: beyond the delivery's maximum the change is refused with the reason. */
export const LimitReached: Story = {
  play: async ({ canvasElement }) => {
    const day = await firstDay(canvasElement);
    for (const n of [6, 7]) {
      await press(day.getByRole('button', { name: /^Добавить порцию: Завтрак, / }));
      await day.findByText(`В доставке: ${n} блюд`);
    }
    await press(day.getByRole('button', { name: /^Добавить порцию: Обед, / }));
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await expect(await wizardRegion.findByRole('alert')).toHaveTextContent('В одной доставке может быть не больше 7 блюд.');
  },
};

/** §5: below the minimum of meals the delivery is paid, and the price says so. */
export const PaidDelivery: Story = {
  play: async ({ canvasElement }) => {
    const day = await firstDay(canvasElement);
    for (const meal of ['Второй завтрак', 'Полдник']) {
      await press(day.getByRole('button', { name: new RegExp(`^Убрать порцию: ${meal}, `) }));
      await waitFor(() => expect(day.getAllByRole('combobox', { name: new RegExp(`^${meal}, `) })[0]).toHaveDisplayValue('Без блюда'));
    }
    await expect(await day.findByText(exactly('В доставке меньше 4\u00a0блюд — доставка будет платной: 300\u00a0₽.'))).toBeVisible();
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    await expect(await wizardRegion.findByText(exactly('Доплата за изменения: 300\u00a0₽'))).toBeVisible();
  },
};

export const PaidDeliverySmartphone: Story = { args: { smartphone: true }, play: PaidDelivery.play };

/** A draft left open (made in the loader, as by an earlier visit): the wizard resumes it; 'Сбросить изменения' drops it. */
export const DraftResumed: Story = {
  loaders: withEarlierDraft,
  play: async ({ canvasElement }) => {
    const wizardRegion = await region(canvasElement, 'Ваше меню');
    const breakfast = (await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / })).at(-1);
    await expect(breakfast).toHaveDisplayValue('Омлет с овощами, 260\u00a0ккал');
    await expect(wizardRegion.getByText('Изменено приёмов пищи: 1')).toBeVisible();
    await press(wizardRegion.getByRole('button', { name: 'Сбросить изменения' }));
    await waitFor(async () =>
      expect((await wizardRegion.findAllByRole('combobox', { name: /^Завтрак, / })).at(-1)).toHaveDisplayValue(
        'Сырники с ягодным соусом, 320\u00a0ккал',
      ),
    );
    await expect(wizardRegion.queryByText('Изменено приёмов пищи: 1')).toBeNull();
  },
};

// The same rows on a phone (the screen's 390 px smartphone layout). Not the cabinet root's row
// (PacksChangedAndPaidInPlace): on a phone its filters are off (Cabinet/Delivery: ChoosingAddressOnPhone).
export const EditingOnPhone: Story = onPhoneOf(Editing);
export const PacksOnPhone: Story = onPhoneOf(Packs);
export const LoadingOnPhone: Story = onPhoneOf(Loading);
export const EmptyOnPhone: Story = onPhoneOf(Empty);
export const NoOrderOnPhone: Story = onPhoneOf(NoOrder);

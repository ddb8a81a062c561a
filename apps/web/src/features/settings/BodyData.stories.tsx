import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cabinetScreenStories, type CabinetStoryArgs } from '../../test/cabinet-story';
import { failing, held } from '../../test/state-stories';
import SettingsPage from './SettingsPage';

/** The body data of /dashboard/settings (personal-cabinet §3 client details) on the settings machine over the sandbox. */
const meta = {
  title: 'Cabinet/Settings body data',
  ...cabinetScreenStories('DashboardSettings', SettingsPage),
} satisfies Meta<CabinetStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const profileForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Личные данные' }));

export const SavedWithBmi: Story = {
  parameters: { machineState: ['settings.ready.bmi.shown'] },
  play: async ({ canvasElement }) => {
    const form = await profileForm(canvasElement);
    const body = within(await form.findByRole('group', { name: 'Параметры тела' }));
    await expect(body.getByRole('status')).toHaveTextContent('Считаем по росту и весу после сохранения');
    await userEvent.type(body.getByLabelText('Рост, см'), '170');
    await userEvent.type(body.getByLabelText('Вес, кг'), '65,5');
    await userEvent.type(body.getByLabelText('Желаемый вес, кг'), '60');
    await userEvent.selectOptions(body.getByLabelText('Образ жизни'), 'Активный образ жизни');
    await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
    await expect(await body.findByText('Индекс массы тела: 22,7')).toBeVisible();
    await expect(body.getByLabelText('Вес, кг')).toHaveValue('65,5');
  },
};

export const OutOfLimits: Story = {
  play: async ({ canvasElement }) => {
    const form = await profileForm(canvasElement);
    const body = within(await form.findByRole('group', { name: 'Параметры тела' }));
    await userEvent.type(body.getByLabelText('Рост, см'), '17');
    await expect(await body.findByText('Укажите рост от 100 до 250 см')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  },
};

/** Height 170 cm and weight 65 kg typed, 'Сохранить': the body data group is returned. */
async function savedWithHeightAndWeight(canvasElement: HTMLElement) {
  const form = await profileForm(canvasElement);
  const body = within(await form.findByRole('group', { name: 'Параметры тела' }));
  await userEvent.type(body.getByLabelText('Рост, см'), '170');
  await userEvent.type(body.getByLabelText('Вес, кг'), '65');
  await userEvent.click(form.getByRole('button', { name: 'Сохранить' }));
  return body;
}

export const BmiFailed: Story = {
  parameters: { machineState: ['settings.ready.bmi.failed'], sandbox: { faults: [failing('client-details/calculate')] } },
  play: async ({ canvasElement }) => {
    const body = await savedWithHeightAndWeight(canvasElement);
    await expect(await body.findByText('Не удалось рассчитать индекс массы тела')).toBeVisible();
  },
};

/** Saved with height and weight: the index is being calculated (its line is busy). */
export const CalculatingBmi: Story = {
  parameters: { machineState: ['settings.ready.bmi.calculating'], sandbox: { faults: [held('client-details/calculate')] } },
  play: async ({ canvasElement }) => {
    const body = await savedWithHeightAndWeight(canvasElement);
    await waitFor(() => expect(body.getByRole('status')).toHaveAttribute('aria-busy', 'true'));
  },
};

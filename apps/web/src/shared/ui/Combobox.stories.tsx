import type { Meta, StoryObj } from '@storybook/react-vite';
import { foundAddressesText } from '@mealflow/sdk/domain';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Combobox } from './Combobox';

/**
 * The address field's combobox in each of its states (the checkout fills it from the address
 * machine; here a fixed list stands in). Every story is checked with axe.
 */
interface Args {
  initial: string;
  options: string[];
  hint?: string;
  error?: string;
  placeholder?: string;
}

function Controlled({ initial, options, hint, error, placeholder }: Args) {
  const [value, setValue] = useState(initial);
  const [chosen, setChosen] = useState<string>();
  const shown = chosen === undefined ? options : [];
  return (
    <div>
      <Combobox
        label="Улица и дом"
        listLabel="Адреса: Санкт-Петербург"
        value={value}
        options={shown}
        placeholder={placeholder}
        hint={chosen ? undefined : hint}
        error={error}
        announcement={shown.length ? foundAddressesText(shown.length) : undefined}
        onValueChange={(next) => {
          setChosen(undefined);
          setValue(next);
        }}
        onSelect={(index) => {
          setChosen(shown[index]);
          setValue(shown[index] ?? value);
        }}
      />
    </div>
  );
}

const SPB = [
  'Невский пр-т',
  'Невский пр-т, д 1',
  'Невский пр-т, д 3',
  'Невский пр-т, д 10',
  'Невский пр-т, д 12',
  'Невский пр-т, д 20',
  'Невский пр-т, д 22',
  'Невский пр-т, д 24',
];

const meta = {
  title: 'Design system/Combobox',
  render: (args: Args) => <Controlled {...args} />,
  args: { initial: '', options: [], placeholder: 'Например, Невский пр-т, 28' },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { hint: 'Введите адрес ...' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Улица и дом' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveAttribute('placeholder', 'Например, Невский пр-т, 28');
  },
};

export const Suggestions: Story = {
  args: { initial: 'Невский', options: SPB, hint: 'Выберите адрес' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Улица и дом' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено 8 адресов');
  },
};

/** Keyboard alone: ArrowDown twice makes the second option active, Enter chooses it. */
export const KeyboardChoice: Story = {
  args: { initial: 'Невский', options: SPB, hint: 'Выберите адрес' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Улица и дом' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = canvas.getByRole('option', { name: 'Невский пр-т, д 1' });
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', active.id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Невский пр-т, д 1');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list without losing the text. */
export const Closed: Story = {
  args: { initial: 'Невский', options: SPB, hint: 'Выберите адрес' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Улица и дом' });
    input.focus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Невский');
  },
};

/** A street without a house was chosen: the field keeps it and asks for the house. */
export const AsksForHouse: Story = {
  args: { initial: 'Невский пр-т, ', hint: 'Введите номер дома' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Введите номер дома')).toBeVisible();
  },
};

export const NothingFound: Story = {
  args: { initial: 'Невскийй', hint: 'Ничего не найдено' },
};

/** A typed house that matches nothing. */
export const NotInBase: Story = {
  args: { initial: 'Невский 9999', hint: 'Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Адрес не найден в нашей базе. Попробуйте ввести его ещё раз вручную')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { initial: 'Тверская 7', error: 'Этот адрес недоступен' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Улица и дом' })).toHaveAttribute('aria-invalid', 'true');
  },
};

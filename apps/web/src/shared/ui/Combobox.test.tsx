import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './Combobox';

const STREETS = ['Невский пр-т', 'Невский пр-т, д 1', 'Невский пр-т, д 3'];

/** The caller owns the value and the options: typing 'Нев' lists three, choosing puts the text in the field. */
function Harness({ onSelect = () => undefined }: { onSelect?: (index: number) => void }) {
  const [value, setValue] = useState('');
  const options = value.length >= 2 && !STREETS.includes(value) ? STREETS : [];
  return (
    <Combobox
      label="Улица и дом"
      listLabel="Адреса"
      value={value}
      options={options}
      announcement={options.length ? `Найдено ${options.length} адреса` : undefined}
      onValueChange={setValue}
      onSelect={(index) => {
        onSelect(index);
        setValue(STREETS[index] ?? '');
      }}
    />
  );
}

describe('Combobox (WAI-ARIA combobox with a listbox popup)', () => {
  it('opens on typing, moves the active option with the arrows (wrapping), chooses with Enter', async () => {
    const chosen: number[] = [];
    const user = userEvent.setup();
    render(<Harness onSelect={(index) => chosen.push(index)} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(input, 'Нев');
    const list = screen.getByRole('listbox', { name: 'Адреса' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 3 адреса');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Невский пр-т' }).id);
    expect(screen.getByRole('option', { name: 'Невский пр-т' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Невский пр-т, д 3' }).id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Невский пр-т' }).id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Невский пр-т, д 3' }).id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(chosen).toEqual([1]);
    expect(input).toHaveValue('Невский пр-т, д 1');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('ArrowUp from the field starts at the last option; Enter without an active option chooses nothing', async () => {
    const chosen: number[] = [];
    const user = userEvent.setup();
    render(<Harness onSelect={(index) => chosen.push(index)} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    await user.type(input, 'Нев{Enter}');
    expect(chosen).toEqual([]);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Невский пр-т, д 3' }).id);
  });

  it('Escape closes the list and keeps the text; a second Escape clears the field; typing opens it again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    await user.type(input, 'Нев');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('Нев');
    await user.keyboard('с');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('a click on an option chooses it and leaves the focus in the field', async () => {
    const chosen: number[] = [];
    const user = userEvent.setup();
    render(<Harness onSelect={(index) => chosen.push(index)} />);
    const input = screen.getByRole('combobox', { name: 'Улица и дом' });
    await user.type(input, 'Нев');
    await user.click(screen.getByRole('option', { name: 'Невский пр-т, д 3' }));
    expect(chosen).toEqual([2]);
    expect(input).toHaveFocus();
  });
});

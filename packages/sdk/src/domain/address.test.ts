import { describe, expect, it } from 'vitest';
import { formatAddressLine, foundAddressesText, queryHasHouse } from './address';

describe('address texts', () => {
  it('announces the count with Russian plurals (Intl.PluralRules)', () => {
    expect([0, 1, 2, 5, 8, 11, 21, 22].map(foundAddressesText)).toEqual([
      'Ничего не найдено',
      'Найден 1\u00a0адрес',
      'Найдено 2\u00a0адреса',
      'Найдено 5\u00a0адресов',
      'Найдено 8\u00a0адресов',
      'Найдено 11\u00a0адресов',
      'Найден 21\u00a0адрес',
      'Найдено 22\u00a0адреса',
    ]);
  });

  it('the address line: city, street, house, block and flat; the city from the address or the order, not repeated', () => {
    expect(formatAddressLine({ street: 'Невский пр-т', house: '28', flat: '5', city_id: 1 })).toBe(
      'Санкт-Петербург, Невский пр-т, д. 28, кв. 5',
    );
    expect(formatAddressLine({ street: 'ул. Немига', house: '5', block: '2' }, 20)).toBe('Минск, ул. Немига, д. 5, корп. 2');
    expect(formatAddressLine({ street: 'Зеленоград, корп.', house: '1106', cityName: 'Зеленоград' }, 2)).toBe('Зеленоград, корп., д. 1106');
    expect(formatAddressLine({ text: 'Москва, ул. Тверская, д. 7', flat: '12' }, 2)).toBe('Москва, ул. Тверская, д. 7, кв. 12');
    expect(formatAddressLine({ flat: '3' }, 2)).toBe('');
  });

  it('a query ends in a house number', () => {
    expect(['Невский 28', 'ул. Немига, 5а', 'Зеленоград, корп., 1106', 'Тверская 7/2'].map(queryHasHouse)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Невский', 'ул. 8 Марта', '1-я Тверская-Ямская'].map(queryHasHouse)).toEqual([false, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { addressKind, suggestAddresses } from './addresses';

describe('sandbox address data', () => {
  it('suggests like the address service: the street alone first, then its houses, only in the asked city', () => {
    expect(
      suggestAddresses('невский проспект', 1, 10)
        .slice(0, 3)
        .map((s) => s.value),
    ).toEqual(['Невский пр-т', 'Невский пр-т, д 1', 'Невский пр-т, д 3']);
    expect(suggestAddresses('Невский 2', 1, 10).map((s) => s.value)).toEqual([
      'Невский пр-т, д 20',
      'Невский пр-т, д 22',
      'Невский пр-т, д 24',
      'Невский пр-т, д 28',
    ]);
    expect(suggestAddresses('Немига 5', 20, 10)[0]).toEqual({
      value: 'ул. Немига, д 5',
      unrestricted_value: 'г Минск, ул. Немига, д 5',
      data: { street: 'ул. Немига', house: '5', block: null, city: 'Минск', city_id: 20 },
      geo_lat: 53.9022,
      geo_lon: 27.5497,
    });
    expect(suggestAddresses('Невский', 2, 10)).toEqual([]);
    expect(suggestAddresses('Невский 9999', 1, 10)).toEqual([]);
    expect(suggestAddresses('Н', 1, 10)).toEqual([]);
  });

  it('checks per city: the zone, the far Moscow region, the line, outside', () => {
    expect(addressKind('ул. Тверская', 2)).toBe('zone');
    expect(addressKind('ул. Тверская', 1)).toBe('outside');
    expect(addressKind('Зеленоград, корп.', 2)).toBe('far');
    expect(addressKind('ул. Рублёвское ш.', 2)).toBe('line');
    expect(addressKind('Выборг, пр-т Ленина', 1)).toBe('outside');
    expect(addressKind('пр-т Независимости', 20)).toBe('zone');
  });
});

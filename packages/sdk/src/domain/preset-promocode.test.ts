import { describe, expect, it } from 'vitest';
import { keepPresetPromocode, PRESET_PROMOCODE_KEY, presetPromocodeOf, type PresetPromocodeStorage } from './preset-promocode';

function memoryStorage(): PresetPromocodeStorage {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key), set: (key, value) => void values.set(key, value) };
}

describe('preset promocode (one key for the leave banner and promotions)', () => {
  it('keeps a code for the checkout and the latest promise wins', () => {
    const storage = memoryStorage();
    expect(presetPromocodeOf(storage)).toBeUndefined();
    keepPresetPromocode(storage, 'NEUHODI');
    expect(presetPromocodeOf(storage)).toBe('NEUHODI');
    keepPresetPromocode(storage, ' HEALTHY10 ');
    expect(presetPromocodeOf(storage)).toBe('HEALTHY10');
    expect(storage.get(PRESET_PROMOCODE_KEY)).toBe('HEALTHY10');
  });

  it('an empty code keeps nothing and does not erase a promise', () => {
    const storage = memoryStorage();
    keepPresetPromocode(storage, 'NEUHODI');
    keepPresetPromocode(storage, '  ');
    keepPresetPromocode(storage, undefined);
    expect(presetPromocodeOf(storage)).toBe('NEUHODI');
  });
});

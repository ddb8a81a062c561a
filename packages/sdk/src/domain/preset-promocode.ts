/**
 * One place where a promo code promised to the visitor waits for the checkout (order-funnel §4,
 * §9; personal-cabinet §4 promo activation): the leave banner's offer and a promotion's activated
 * code are both kept here, and the checkout's promocode input starts with it. The latest promise
 * wins: a visitor who activates a promotion after the leave banner sees the promotion's code.
 */
export const PRESET_PROMOCODE_KEY = 'preset_promocode';

/** The part of the storage port this needs (kept structural: domain/ imports nothing of ours). */
export interface PresetPromocodeStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** Keeps a promised code for the checkout; an empty code keeps nothing. */
export function keepPresetPromocode(storage: PresetPromocodeStorage, code: string | undefined): void {
  const trimmed = code?.trim();
  if (trimmed) storage.set(PRESET_PROMOCODE_KEY, trimmed);
}

/** The code the checkout's promocode input starts with, if one was promised. */
export function presetPromocodeOf(storage: PresetPromocodeStorage): string | undefined {
  return storage.get(PRESET_PROMOCODE_KEY) || undefined;
}

/** The visitor took the promised code off an order: it is not promised again. */
export function forgetPresetPromocode(storage: { remove(key: string): void }): void {
  storage.remove(PRESET_PROMOCODE_KEY);
}

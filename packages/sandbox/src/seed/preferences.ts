import type { FavoriteCandidate, FilterGroup, Pref, RatingReason, RatingTask } from '@mealflow/sdk/api';
import { SEED_PHONES, TIPS_MODAL_PHONE } from '../store';
import { SOUP_PACK_ID } from './catalog';
import { SEED_PACKS } from './menu';

/**
 * Filters, favourites and courier ratings of the sandbox (README "Preferences and filters",
 * "Courier ratings and tips"). Deterministic: the same phone always gets the same seed.
 */

/** A client whose profile proposes the new filter version (proposeFiltersChange). */
export const PROPOSE_FILTERS_PHONE = '+79990000015';

/** A filter group: its options as id → name, in that order. */
const group = (id: string, name: string, options: Record<string, string>): FilterGroup => ({
  id,
  name,
  options: Object.entries(options).map(([id, name]) => ({ id, name })),
});
const EXCLUDE = group('exclude', 'Исключить из меню', {
  fish: 'Рыба',
  seafood: 'Морепродукты',
  dairy: 'Молочные продукты',
  nuts: 'Орехи',
  mushrooms: 'Грибы',
});
const DIET = group('diet', 'Особенности питания', { gluten: 'Без глютена', sugar: 'Без сахара' });

/** The current filter set ('v1', at most 3 on) and the proposed one ('v2', two more options, at most 4 on). */
export const FILTER_VERSIONS = {
  current: { version: 'v1', filters: [EXCLUDE, DIET], maxActiveFiltersCount: 3 },
  proposed: {
    version: 'v2',
    filters: [
      { ...EXCLUDE, options: [...EXCLUDE.options, { id: 'pork', name: 'Свинина' }] },
      { ...DIET, options: [...DIET.options, { id: 'spicy', name: 'Без острого' }] },
    ],
    maxActiveFiltersCount: 4,
  },
} as const;

/** The dishes a client can mark: the catalogue's packs (README "Funnel"), the week menus' dishes among them. */
export const FAVORITE_CANDIDATES: readonly FavoriteCandidate[] = SEED_PACKS.map((p) => ({
  id: p.id,
  title: p.title,
  mealType: p.mealType,
  isFavorite: false,
}));

/** The returning client likes the cheesecakes and the chicken and does not want the soup. */
export function seedPrefs(phone: string): Pref[] {
  if (phone !== SEED_PHONES.returning) return [];
  return [
    { packId: 101, isFavorite: true },
    { packId: 104, isFavorite: true },
    { packId: SOUP_PACK_ID, isFavorite: false },
  ];
}

/** The returning client's last filters: no fish. */
export const seedLastFilterIds = (phone: string): string[] => (phone === SEED_PHONES.returning ? ['fish'] : []);

/** Reasons by stars (feedback_reasons.logisticsStars): 1–3 stars are a negative rating. */
export const LOGISTICS_REASONS: readonly RatingReason[] = [
  { id: 'late', title: 'Опоздал', stars: [1, 2, 3] },
  { id: 'rude', title: 'Был невежлив', stars: [1, 2, 3] },
  { id: 'damaged', title: 'Помятая упаковка', stars: [1, 2, 3] },
  { id: 'on-time', title: 'Привёз вовремя', stars: [4, 5] },
  { id: 'polite', title: 'Вежливый', stars: [4, 5] },
  { id: 'careful', title: 'Аккуратно обращался с заказом', stars: [4, 5] },
];

const isoDay = (now: number, daysAgo: number) => new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The pending tasks: the returning client's (rt-1, its rates page; the backend does not ask to show it
 * again: `prompt` false, so the root view's modal stays away from his journeys) and the tips-modal
 * client's (rt-31, `prompt` true: `shouldBeShown.ratingScreen`). Two drivers each, not rated yet.
 */
export function seedRatingTask(phone: string, now: number): { task: RatingTask; prompt: boolean } | undefined {
  const drivers = [
    { id: 'drv-1', name: 'Алексей', deliveryDate: isoDay(now, 1), rating: null },
    { id: 'drv-2', name: 'Марина', deliveryDate: isoDay(now, 2), rating: null },
  ];
  if (phone === SEED_PHONES.returning) return { task: { task_id: 'rt-1', orderId_H: 'lk-paid', drivers }, prompt: false };
  if (phone === TIPS_MODAL_PHONE) return { task: { task_id: 'rt-31', orderId_H: null, drivers }, prompt: true };
  return undefined;
}

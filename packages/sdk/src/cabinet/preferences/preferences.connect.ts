import type { SnapshotFrom } from 'xstate';
import { plural } from '../../domain/money';
import { canToggleFilter, filtersChanged, prefKind, type PrefKind } from './preferences.rules';
import type { preferencesMachine } from './preferences.machine';
import type { PreferencesEvent } from './preferences.types';
import { loadStatus } from '../../shared/loadable';

export type PreferencesSnapshot = SnapshotFrom<typeof preferencesMachine>;

/** Meal types as people say them (the spec names the slots, not their Russian words: ours). */
const MEAL_TYPES: Record<string, string> = {
  breakfast: 'Завтрак',
  snack: 'Перекус',
  lunch: 'Обед',
  dinner: 'Ужин',
  drink: 'Напиток',
};

export interface FilterOptionView {
  id: string;
  name: string;
  checked: boolean;
  /** Off and the maximum is reached. */
  disabled: boolean;
}

export interface DishView {
  packId: number;
  title: string;
  mealText: string;
  favorite: boolean;
  stopped: boolean;
  saving: boolean;
}

export interface PreferencesView {
  status: 'loading' | 'error' | 'ready';
  error: string | undefined;
  visitor: boolean;
  /** The proposed filter version is shown. */
  proposed: boolean;
  groups: Array<{ id: string; name: string; options: FilterOptionView[] }>;
  /** 'Можно выбрать не больше 3 фильтров' */
  maxText: string;
  /** 'Выбрано 1 из 3' */
  countText: string;
  canApply: boolean;
  applying: boolean;
  filterError: string | undefined;
  dishes: DishView[];
  favorites: DishView[];
  stopList: DishView[];
  prefError: string | undefined;
}

export interface PreferencesHandlers {
  retry: () => void;
  toggleFilter: (id: string) => void;
  applyFilters: () => void;
  resetFilters: () => void;
  mark: (packId: number, kind: PrefKind) => void;
}

const filterWord = (n: number) => plural(n, ['фильтра', 'фильтров', 'фильтров']);

export function preferencesView(snapshot: PreferencesSnapshot): PreferencesView {
  const { context } = snapshot;
  const idle = snapshot.matches({ ready: 'idle' });
  const saving = snapshot.hasTag('saving');
  const dishes = context.candidates.map((dish) => {
    const kind = prefKind(context.prefs, dish.id);
    return {
      packId: dish.id,
      title: dish.title,
      mealText: MEAL_TYPES[dish.mealType] ?? dish.mealType,
      favorite: kind === 'favorite',
      stopped: kind === 'stop',
      saving: saving && context.savingPackId === dish.id,
    };
  });
  return {
    status: loadStatus(snapshot) ?? 'ready',
    error: context.error,
    visitor: context.visitor,
    proposed: context.proposed,
    groups: context.groups.map((group) => ({
      id: group.id,
      name: group.name,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.name,
        checked: context.selected.includes(option.id),
        disabled: !canToggleFilter(context.selected, option.id, context.max),
      })),
    })),
    maxText: `Можно выбрать не больше ${context.max} ${filterWord(context.max)}`,
    countText: `Выбрано ${context.selected.length} из ${context.max}`,
    canApply: idle && filtersChanged(context.selected, context.applied),
    applying: snapshot.hasTag('submitting'),
    filterError: context.filterError,
    dishes,
    favorites: dishes.filter((d) => d.favorite),
    stopList: dishes.filter((d) => d.stopped),
    prefError: context.prefError,
  };
}

/** The preferences screen's model and handlers. */
export function connectPreferences(
  snapshot: PreferencesSnapshot,
  send: (event: PreferencesEvent) => void,
): PreferencesView & PreferencesHandlers {
  return {
    ...preferencesView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    toggleFilter: (id) => send({ type: 'FILTER.TOGGLE', id }),
    applyFilters: () => send({ type: 'FILTERS.APPLY' }),
    resetFilters: () => send({ type: 'FILTERS.RESET' }),
    mark: (packId, kind) => send({ type: 'PREF.MARK', packId, kind }),
  };
}

import type { SnapshotFrom } from 'xstate';
import { changedMeals, CUSTOMIZATION_TEXTS, isCustomizableMenuType, mealTitle } from '../../domain/customization';
import { formatDateWithWeekday } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { buildPath } from '../../routing/match';
import { orderCard } from '../orders-list/orders-list.connect';
import type { customizationMachine } from './customization.machine';
import { checkoutPathOf, wizardPathOf } from './customization.rules';
import type { CustomDish, CustomizationContext, CustomizationEvent } from './customization.types';

export type CustomizationSnapshot = SnapshotFrom<typeof customizationMachine>;

export type CustomizationStatus = 'loading' | 'error' | 'noOrder' | 'notCustomizable' | 'empty' | 'viewing' | 'editing' | 'accepted';

/** A dish option of a meal: value is the pack id as text, '' for 'Без блюда'. */
export interface CustomMealOption {
  value: string;
  label: string;
}

/** One meal of a day. */
export interface CustomMealView {
  key: string;
  mealNumber: number;
  /** 'Завтрак'. */
  mealText: string;
  /** The select's accessible name: 'Завтрак, вт, 24.11.2026'. */
  label: string;
  /** The chosen pack id as text, '' without a dish. */
  value: string;
  /** The chosen dish's title, or 'Без блюда'. */
  dishText: string;
  options: CustomMealOption[];
  /** Differs from the menu as loaded. */
  changed: boolean;
}

export interface CustomDayView {
  date: string;
  /** 'Меню на вт, 24.11.2026'. */
  title: string;
  meals: CustomMealView[];
}

export interface CustomizationView {
  status: CustomizationStatus;
  /** 'Ваше меню' or 'Меню заказа'. */
  title: string;
  /** 'Фит, 6 дней', once loaded. */
  orderTitle: string | undefined;
  error: string | undefined;
  /** Why the last change, the acceptance or the reset failed; the draft stays. */
  actionError: string | undefined;
  /** A command is under way: 'Сохраняем…' / 'Сохраняем меню…'. */
  busyText: string | undefined;
  /** 'Изменено приёмов пищи: 2' once something changed. */
  changedText: string | undefined;
  days: CustomDayView[];
  /** 'Перейти к оформлению' may be pressed. */
  canAccept: boolean;
  canReset: boolean;
  /** 'Изменить меню' of the packs page (a customisable order). */
  editPath: string | undefined;
  /** The order's checkout (a menu that cannot be customised is paid as it is). */
  checkoutPath: string | undefined;
  ordersPath: string;
  texts: typeof CUSTOMIZATION_TEXTS & { retry: string };
}

export interface CustomizationHandlers {
  retry: () => void;
  /** The meal's dish: the option's value ('' for none). */
  choose: (date: string, mealNumber: number, value: string) => void;
  accept: () => void;
  reset: () => void;
}

const dishLabel = (dish: CustomDish) => (dish.kcal ? `${dish.title}, ${dish.kcal} ккал` : dish.title);

function statusOf(snapshot: CustomizationSnapshot): CustomizationStatus {
  for (const status of ['noOrder', 'error', 'notCustomizable', 'empty', 'viewing', 'editing', 'accepted'] as const) if (snapshot.matches(status)) return status;
  return 'loading';
}

function daysOf(context: CustomizationContext, editing: boolean): CustomDayView[] {
  const dishes = new Map<number, CustomDish>([...context.days.flatMap((d) => d.packs), ...context.dishes].map((d) => [d.id, d]));
  return context.days.map((day) => {
    const dateText = formatDateWithWeekday(day.date);
    const loaded = day.packs.map((p) => p.mealIndex).filter((m): m is number => m != null);
    const meals = editing ? [...new Set([...loaded, ...context.dishes.map((d) => d.mealIndex).filter((m): m is number => m != null)])].sort((a, b) => a - b) : loaded;
    return {
      date: day.date,
      title: CUSTOMIZATION_TEXTS.dayTitle(dateText),
      meals: meals.map((mealNumber) => {
        const packId = (editing ? context.choices : context.base)[day.date]?.[mealNumber] ?? null;
        const options = context.dishes.filter((d) => d.mealIndex === mealNumber).map((d) => ({ value: String(d.id), label: dishLabel(d) }));
        return {
          key: `${day.date}:${mealNumber}`,
          mealNumber,
          mealText: mealTitle(mealNumber),
          label: `${mealTitle(mealNumber)}, ${dateText}`,
          value: packId === null ? '' : String(packId),
          dishText: packId !== null && dishes.has(packId) ? dishLabel(dishes.get(packId)!) : CUSTOMIZATION_TEXTS.noDish,
          options: [...options, { value: '', label: CUSTOMIZATION_TEXTS.noDish }],
          changed: (context.base[day.date]?.[mealNumber] ?? null) !== packId,
        };
      }),
    };
  });
}

export function customizationView(snapshot: CustomizationSnapshot): CustomizationView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const editing = status === 'editing';
  const changed = changedMeals(context.base, context.choices);
  const card = context.order ? orderCard(context.order) : undefined;
  const hid = context.hid ?? '';
  return {
    status,
    title: context.variant === 'packs' ? CUSTOMIZATION_TEXTS.packsTitle : CUSTOMIZATION_TEXTS.wizardTitle,
    orderTitle: card ? `${card.title}, ${card.daysText}` : undefined,
    error: status === 'error' ? context.error : undefined,
    actionError: editing ? context.actionError : undefined,
    busyText: snapshot.matches({ editing: 'saving' }) || snapshot.matches({ editing: 'resetting' }) ? CUSTOMIZATION_TEXTS.saving : snapshot.matches({ editing: 'accepting' }) || status === 'accepted' ? CUSTOMIZATION_TEXTS.accepting : undefined,
    changedText: editing && changed > 0 ? CUSTOMIZATION_TEXTS.changed(changed) : undefined,
    days: status === 'editing' || status === 'viewing' ? daysOf(context, editing) : [],
    canAccept: snapshot.matches({ editing: 'idle' }),
    canReset: snapshot.matches({ editing: 'idle' }),
    editPath: status === 'viewing' && isCustomizableMenuType(context.order?.menu_type) && context.order?.is_canceled !== true ? wizardPathOf(hid) : undefined,
    checkoutPath: status === 'notCustomizable' ? checkoutPathOf(context.variant, hid) : undefined,
    ordersPath: buildPath('Dashboard'),
    texts: { ...CUSTOMIZATION_TEXTS, retry: RETRY },
  };
}

/** The screen's model and its handlers. */
export function connectCustomization(snapshot: CustomizationSnapshot, send: (event: CustomizationEvent) => void): CustomizationView & CustomizationHandlers {
  return {
    ...customizationView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    choose: (date, mealNumber, value) => send({ type: 'CHOOSE', mealDate: date, mealNumber, packId: value === '' ? null : Number(value) }),
    accept: () => send({ type: 'ACCEPT' }),
    reset: () => send({ type: 'RESET' }),
  };
}

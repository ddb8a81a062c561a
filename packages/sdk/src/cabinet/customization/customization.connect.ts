import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { changedMeals, CUSTOMIZATION_TEXTS, mealTitles, offeredDishes, packsOfDay, type MealChoices } from '../../domain/customization';
import { mealSlotVariant } from '../../domain/meal-slots';
import { isPaidDelivery } from '../../domain/customization-limits';
import { extraMealPrice } from '../../domain/customization-limits';
import { formatMoney, formatUnit } from '../../domain/money';
import { formatDateWithWeekday } from '../../domain/dates';
import { RETRY } from '../../domain/messages';
import { buildPath } from '../../routing/match';
import { orderCard } from '../orders-list/orders-list.connect';
import { savedCardLabel } from '../../checkout/payment/saved-card';
import type { CardSource, paymentMachine } from '../../checkout/payment/payment.machine';
import { surchargeMethods, type customizationMachine } from './customization.machine';
import { checkoutPathOf, customizationCityId, dayLock } from './customization.rules';
import type { CustomDish, CustomizationContext, CustomizationEvent, SurchargeMethod } from './customization.types';

export type CustomizationSnapshot = SnapshotFrom<typeof customizationMachine>;

export type CustomizationStatus =
  'loading' | 'error' | 'noOrder' | 'notCustomizable' | 'empty' | 'viewing' | 'editing' | 'paying' | 'accepted';

/** The packs page's surcharge, once the changed menu is saved (issue 31). */
export interface SurchargeView {
  /** 'Доплата за изменения меню'. */
  title: string;
  /** 'Меню сохранено. Доплата за изменения — 20 ₽: …'. */
  lead: string;
  methods: Array<{ method: SurchargeMethod; label: string; selected: boolean }>;
  /** The new card's form is shown. */
  cardFormShown: boolean;
  /** 'Оплатить 20 ₽'. */
  payLabel: string;
  /** A payment is under way: no second one. */
  busy: boolean;
  error: string | undefined;
}

/** A dish option of a meal: value is the pack id as text, '' for 'Без блюда'. */
export interface CustomMealOption {
  value: string;
  label: string;
}

/** One meal of a day. */
export interface CustomMealView {
  key: string;
  mealNumber: number;
  /** The meal's slot name in the order's line: 'Завтрак', 'Второй завтрак', 'Завтрак для неё' (§3 name sets). */
  mealText: string;
  /** The select's accessible name: 'Завтрак, вт, 24.11.2026'. */
  label: string;
  /** The chosen pack id as text, '' without a dish. */
  value: string;
  /** The chosen dish's title, or 'Без блюда'. */
  dishText: string;
  options: CustomMealOption[];
  /** Portions of the dish (0 without one). */
  count: number;
  /** '2 порции', once the meal has a dish. */
  portionsText: string | undefined;
  /** The portion buttons' accessible names: 'Добавить порцию: Завтрак, вт, 24.11.2026'. */
  addLabel: string;
  subtractLabel: string;
  /** Differs from the accepted menu (the draft changes it). */
  changed: boolean;
}

export interface CustomDayView {
  date: string;
  /** 'Меню на вт, 24.11.2026'. */
  title: string;
  meals: CustomMealView[];
  /** 'В доставке: 6 блюд' while editing. */
  packsText: string | undefined;
  /** §5: 'В доставке меньше 4 блюд — доставка будет платной: 300 ₽.' */
  paidText: string | undefined;
  /** The day's meals can be changed now (editing, and the day is not locked). */
  editable: boolean;
  /** While editing, a locked day says why: 'Доставлено' / 'Изменить уже нельзя: …' (no selects). */
  lockedText: string | undefined;
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
  /** The draft's price difference, before accepting: 'Доплата за изменения: 40 ₽' (§9). */
  priceText: string | undefined;
  /** 'Выберите блюда … — 20 ₽ в день.' while editing. */
  lead: string | undefined;
  days: CustomDayView[];
  /** 'Перейти к оформлению' may be pressed. */
  canAccept: boolean;
  /** 'Сбросить изменения': the draft changes something. */
  canReset: boolean;
  /** 'Вернуть меню программы': the order has accepted customisation. */
  canRestore: boolean;
  /** 'Изменить меню' of the packs page (a customisable order that is not cancelled): edits in place. */
  canEdit: boolean;
  /** The accept button: 'Перейти к оформлению', or on the packs page 'Сохранить меню'. */
  acceptLabel: string;
  /** What the last change in the cabinet did ('Меню заказа изменено, доплата 20 ₽ оплачена'). */
  notice: string | undefined;
  /** The surcharge to pay, in `paying`. */
  surcharge: SurchargeView | undefined;
  /** The order's checkout (a menu that cannot be customised is paid as it is). */
  checkoutPath: string | undefined;
  ordersPath: string;
  texts: typeof CUSTOMIZATION_TEXTS & { retry: string };
}

export interface CustomizationHandlers {
  retry: () => void;
  /** The meal's dish: the option's value ('' for none). */
  choose: (date: string, mealNumber: number, value: string) => void;
  add: (date: string, mealNumber: number) => void;
  subtract: (date: string, mealNumber: number) => void;
  accept: () => void;
  reset: () => void;
  restore: () => void;
  edit: () => void;
  changeMethod: (method: SurchargeMethod) => void;
  /** A new card's reader (read once by the payment machine), or nothing for the saved card. */
  pay: (card?: CardSource) => void;
}

const dishLabel = (dish: CustomDish) => (dish.kcal ? `${dish.title}, ${formatUnit(dish.kcal, 'ккал')}` : dish.title);

function statusOf(snapshot: CustomizationSnapshot): CustomizationStatus {
  for (const status of ['noOrder', 'error', 'notCustomizable', 'empty', 'viewing', 'editing', 'paying', 'accepted'] as const)
    if (snapshot.matches(status)) return status;
  return 'loading';
}

const mealNumbersOf = (choices: MealChoices): number[] => Object.values(choices).flatMap((meals) => Object.keys(meals).map(Number));

/** The meals' names of the order's line (§3 meal-slot sets in the order's variant: him/her, slim, fitness, 4-dsv). */
function mealTitleOf(context: CustomizationContext): (mealNumber: number) => string {
  const numbers = [...context.days.flatMap((d) => d.packs.map((p) => p.mealIndex)), ...context.dishes.map((d) => d.mealIndex)].filter(
    (m): m is number => m != null,
  );
  const { order } = context;
  const variant = mealSlotVariant({ menuType: order?.menu_type, abonementType: order?.abonement_type, persons: order?.numberOfPersons });
  return mealTitles([...numbers, ...mealNumbersOf(context.base), ...mealNumbersOf(context.choices)], variant);
}

function daysOf(context: CustomizationContext, editingAll: boolean): CustomDayView[] {
  const dishes = new Map<number, CustomDish>([...context.days.flatMap((d) => d.packs), ...context.dishes].map((d) => [d.id, d]));
  const cityId = customizationCityId(context);
  const mealTitle = mealTitleOf(context);
  const shown = editingAll ? context.choices : context.base;
  return context.days.map((day) => {
    const lock = editingAll ? dayLock(context.order?.deliveries, day.date, context.nowMs) : undefined;
    const editing = editingAll && lock === undefined;
    const dateText = formatDateWithWeekday(day.date);
    const loaded = day.packs.map((p) => p.mealIndex).filter((m): m is number => m != null);
    const meals = editing
      ? [...new Set([...loaded, ...context.dishes.map((d) => d.mealIndex).filter((m): m is number => m != null)])].sort((a, b) => a - b)
      : loaded;
    const packs = packsOfDay(shown, day.date);
    const limits = context.limits;
    return {
      date: day.date,
      title: CUSTOMIZATION_TEXTS.dayTitle(dateText),
      packsText: editing ? CUSTOMIZATION_TEXTS.packsInDelivery(packs) : undefined,
      paidText:
        editing && limits && isPaidDelivery(limits, packs)
          ? CUSTOMIZATION_TEXTS.paidDelivery(limits.minimumMealsPerDelivery, formatMoney(limits.paidDeliveryPrice, cityId))
          : undefined,
      editable: editing,
      lockedText: lock === 'delivered' ? CUSTOMIZATION_TEXTS.dayDelivered : lock === 'closed' ? CUSTOMIZATION_TEXTS.dayClosed : undefined,
      meals: meals.map((mealNumber) => {
        const meal = shown[day.date]?.[mealNumber] ?? null;
        const base = context.base[day.date]?.[mealNumber] ?? null;
        const options = offeredDishes(context.dishes, context.stopList, meal?.packId)
          .filter((d) => d.mealIndex === mealNumber)
          .map((d) => ({ value: String(d.id), label: dishLabel(d) }));
        const mealText = mealTitle(mealNumber);
        const label = `${mealText}, ${dateText}`;
        return {
          key: `${day.date}:${mealNumber}`,
          mealNumber,
          mealText,
          label,
          value: meal === null ? '' : String(meal.packId),
          dishText: meal !== null && dishes.has(meal.packId) ? dishLabel(dishes.get(meal.packId)!) : CUSTOMIZATION_TEXTS.noDish,
          options: [...options, { value: '', label: CUSTOMIZATION_TEXTS.noDish }],
          count: meal?.count ?? 0,
          portionsText: meal ? CUSTOMIZATION_TEXTS.portions(meal.count) : undefined,
          addLabel: CUSTOMIZATION_TEXTS.addPortion(label),
          subtractLabel: CUSTOMIZATION_TEXTS.subtractPortion(label),
          changed: (base?.packId ?? null) !== (meal?.packId ?? null) || (base?.count ?? 0) !== (meal?.count ?? 0),
        };
      }),
    };
  });
}

/** §9: the draft's price difference against the accepted menu, once the draft changes something or costs more. */
function priceTextOf(difference: number, changed: number, cityId: number): string | undefined {
  if (difference > 0) return CUSTOMIZATION_TEXTS.priceMore(formatMoney(difference, cityId));
  if (difference < 0) return CUSTOMIZATION_TEXTS.priceLess(formatMoney(-difference, cityId));
  return changed > 0 ? CUSTOMIZATION_TEXTS.priceSame : undefined;
}

export function customizationView(snapshot: CustomizationSnapshot): CustomizationView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const editing = status === 'editing';
  /** Editing with no call on the wire (every editing state but \`idle\` is tagged \`saving\` or \`submitting\`). */
  const idle = editing && !snapshot.hasTag('saving') && !snapshot.hasTag('submitting');
  const changed = changedMeals(context.base, context.choices);
  const card = context.order ? orderCard(context.order) : undefined;
  const hid = context.hid ?? '';
  const cityId = customizationCityId(context);
  return {
    status,
    title: context.variant === 'packs' ? CUSTOMIZATION_TEXTS.packsTitle : CUSTOMIZATION_TEXTS.wizardTitle,
    orderTitle: card ? `${card.title}, ${card.daysText}` : undefined,
    error: status === 'error' ? context.error : undefined,
    actionError: editing ? context.actionError : undefined,
    busyText: snapshot.hasTag('saving')
      ? CUSTOMIZATION_TEXTS.saving
      : snapshot.hasTag('submitting') || status === 'accepted'
        ? CUSTOMIZATION_TEXTS.accepting
        : undefined,
    changedText: editing && changed > 0 ? CUSTOMIZATION_TEXTS.changed(changed) : undefined,
    priceText: editing ? priceTextOf(context.priceDifference, changed, cityId) : undefined,
    lead: editing ? CUSTOMIZATION_TEXTS.wizardLead(formatMoney(extraMealPrice(cityId), cityId)) : undefined,
    days: status === 'editing' || status === 'viewing' ? daysOf(context, editing) : [],
    canAccept: idle,
    canReset: idle && changed > 0,
    canRestore: idle && context.hasAccepted,
    canEdit: status === 'viewing' && snapshot.can({ type: 'EDIT' }),
    acceptLabel: context.variant === 'packs' ? CUSTOMIZATION_TEXTS.saveMenu : CUSTOMIZATION_TEXTS.toCheckout,
    notice: status === 'viewing' ? context.notice : undefined,
    surcharge: status === 'paying' ? surchargeView(snapshot) : undefined,
    checkoutPath: status === 'notCustomizable' ? checkoutPathOf(context.variant, hid) : undefined,
    ordersPath: buildPath('Dashboard'),
    texts: { ...CUSTOMIZATION_TEXTS, retry: RETRY },
  };
}

function surchargeView(snapshot: CustomizationSnapshot): SurchargeView {
  const { context } = snapshot;
  const money = formatMoney(context.surcharge, customizationCityId(context));
  return {
    title: CUSTOMIZATION_TEXTS.payTitle,
    lead: CUSTOMIZATION_TEXTS.payLead(money),
    methods: surchargeMethods(context).map((method) => ({
      method,
      label: method === 'card' ? savedCardLabel(context.profile) : CUSTOMIZATION_TEXTS.newCard,
      selected: method === context.method,
    })),
    cardFormShown: context.method === 'creditCard',
    payLabel: CUSTOMIZATION_TEXTS.pay(money),
    busy: snapshot.hasTag('paying'),
    error: context.payError,
  };
}

/** The surcharge's payment while it runs (the screen shows its progress with the payment's own connect). */
export const customizationPayment = (snapshot: CustomizationSnapshot): ActorRefFrom<typeof paymentMachine> | undefined =>
  (snapshot.children as Record<string, unknown>)['payment'] as ActorRefFrom<typeof paymentMachine> | undefined;

/** The screen's model and its handlers. */
export function connectCustomization(
  snapshot: CustomizationSnapshot,
  send: (event: CustomizationEvent) => void,
): CustomizationView & CustomizationHandlers {
  return {
    ...customizationView(snapshot),
    retry: () => send({ type: 'RETRY' }),
    choose: (date, mealNumber, value) => send({ type: 'CHOOSE', mealDate: date, mealNumber, packId: value === '' ? null : Number(value) }),
    add: (date, mealNumber) => send({ type: 'ADD', mealDate: date, mealNumber }),
    subtract: (date, mealNumber) => send({ type: 'SUBTRACT', mealDate: date, mealNumber }),
    accept: () => send({ type: 'ACCEPT' }),
    reset: () => send({ type: 'RESET' }),
    restore: () => send({ type: 'RESTORE' }),
    edit: () => send({ type: 'EDIT' }),
    changeMethod: (method) => send({ type: 'METHOD.CHANGE', method }),
    pay: (card) => send({ type: 'PAY', ...(card ? { card } : {}) }),
  };
}

/**
 * The words of the menu pages (personal-cabinet §2.1 Menus: /menu/{city}/{type}/{week?},
 * /{product}/menu/…, /menus/{orderId}, /week-menu; TargetDetails). The spec names the routes, not
 * their texts: ours, in the storefront's voice.
 */
import { formatUnit } from './money';

export const MENU_PAGE_TEXTS = {
  weekMenuTitle: 'Меню на неделю',
  orderMenuTitle: 'Меню заказа',
  loading: 'Загрузка меню…',
  loadFailed: 'Не удалось загрузить меню',
  /** The line is not sold in the city (or the page names an unknown line or city). */
  notSold: 'Этот рацион не продаётся в выбранном городе',
  /** The week's file has no days for the line. */
  empty: 'Меню этой недели ещё не опубликовано',
  emptyOrder: 'В заказе пока нет блюд',
  weeksLabel: 'Неделя меню',
  currentWeek: 'Эта неделя',
  nextWeek: 'Следующая неделя',
  linesLabel: 'Рационы',
  /** 'Заказать «Фит»'. */
  order: (title: string) => `Заказать «${title}»`,
  chooseLine: 'Выбрать рацион',
  orderTitle: 'Оформить заказ',
  plans: 'Выберите рацион и количество дней',
  toOrder: 'Перейти к заказу',
  kcalPerDay: (kcal: string) => `${formatUnit(kcal, 'ккал')} в день`,
  priceFrom: (price: string) => `от ${price} в день`,
  dayTotal: 'За день',
  /** A day of a programme's file (no date): 'День 3'. */
  programDay: (n: number) => `День ${n}`,
  /** 'Б 18 · Ж 12 · У 34' (proteins, fats, carbs in grams). */
  nutrients: (p: number, f: number, c: number) => `Б ${formatUnit(p, 'г')} · Ж ${formatUnit(f, 'г')} · У ${formatUnit(c, 'г')}`,
  kcal: (kcal: string) => formatUnit(kcal, 'ккал'),
  /** 'Неделя с 23 по 29 ноября'. */
  weekRange: (from: string, to: string) => `Неделя с ${from} по ${to}`,
  /** The favourite toggle's label names the dish: 'В любимые: Сырники …' (aria-pressed says whether it is). */
  favorite: (title: string) => `В любимые: ${title}`,
  favoriteFailed: 'Не удалось сохранить блюдо',
  /** A visitor's favourites stay on the device until login. */
  favoritesOnDevice: 'Любимые блюда сохранятся на этом устройстве. Войдите, чтобы они были в вашем аккаунте.',
  /** §3 Pack.isRestricted: the dish cannot be ordered now. */
  restricted: 'Недоступно',
  /** §3 stockRemains at 0: the line is sold out. */
  soldOut: 'Нет в наличии',
  soldOutNote: (title: string) => `«${title}» на этой неделе закончился. Выберите другой рацион.`,
  /** 'Осталось 7 заказов'. */
  remains: (text: string) => `Осталось ${text}`,
  /** '5 приёмов пищи в день' (menuTypeData averageMealsNumber). */
  meals: (text: string) => `${text} в день`,
  bonusesLabel: 'Что входит',
};

/** A landing's menu block (the product's static menu file; ours). */
export const PRODUCT_MENU_TEXTS = {
  title: 'Что в меню',
  loading: 'Загрузка меню…',
  linesLabel: 'Рационы',
  daysLabel: 'Дни меню',
  dayTotal: 'За день',
  /** 'Меню «Фит» на неделю'. */
  weekLink: (title: string) => `Меню «${title}» на неделю`,
};

export const TARGET_TEXTS = {
  loading: 'Загрузка…',
  loadFailed: 'Не удалось загрузить цель',
  notFound: 'Такой цели нет',
  linesTitle: 'Рационы для этой цели',
  orderTitle: 'Оформить заказ',
  plans: 'Выберите рацион и количество дней',
  menuLink: (title: string) => `Меню рациона «${title}»`,
  toLanding: 'Все рационы',
};

/** Meal slots as people say them (the spec names the slots, not their Russian words: ours). */
export const MEAL_TYPE_TEXTS: Readonly<Record<string, string>> = {
  breakfast: 'Завтрак',
  snack: 'Перекус',
  lunch: 'Обед',
  dinner: 'Ужин',
  drink: 'Напиток',
};

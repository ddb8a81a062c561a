import { formatDateWithWeekday, WEEKDAYS_SHORT } from './dates';
import { savedCardText } from './card-mask';
import { formatCount, formatDays, formatDishes, formatUnit } from './money';

/**
 * The checkout's own texts (ours where the spec names a block but not its words: order-funnel §2
 * "Normal checkout shows …"). Texts the spec gives verbatim stay in messages.ts.
 */
export const CHECKOUT_VIEW_TEXTS = {
  /** 'Рацион «Фит»': the line's title, never its code. */
  lineTitle: (title: string) => `Рацион «${title}»`,
  freeDelivery: 'Бесплатная доставка',
  /** A far-region (or paid) delivery: the benefit says what it costs instead of 'free'. */
  paidDelivery: (price: string) => `Доставка — ${price}`,
  customizableMenu: 'Меню можно настроить',
  support: 'Поддержка 24/7',
  dishesPerDay: (n: number) => `${formatDishes(n)} в день`,
  monthlySubscription: 'Подписка на месяц, оплата раз в месяц',
  stageSubscription: (days: number) => `Подписка на ${formatDays(days)}, оплата частями`,
  freezeLimit: (days: number) => `Заморозка до ${formatDays(days)}`,
  deliveryFree: 'бесплатно',
  /** Cash to the courier, or nothing left to pay: the order is placed, not paid online. */
  placeOrder: 'Оформить заказ',
  payAmount: (amount: string) => `Оплатить ${amount}`,
  savedCard: savedCardText,
  externalCard: (mask: string | undefined) => (mask ? `Сохранённой внешней картой ${mask}` : 'Сохранённой внешней картой'),
  dayLegend: 'День доставки',
  /** The calendar's header: the Russian week from Monday. */
  weekdays: WEEKDAYS_SHORT,
  windowLegend: 'Время доставки',
  /** co=2 (order-funnel §2): 'asks to confirm today's delivery terms'; tomorrow's or a later day's by its date. */
  confirmToday: 'Подтвердите условия сегодняшней доставки',
  confirmTomorrow: 'Подтвердите условия завтрашней доставки',
  confirmOn: (isoDate: string) => `Подтвердите условия доставки ${formatDateWithWeekday(isoDate)}`,
  /** The summary's schedule: '3 доставки: 24 ноября, 26 ноября, 28 ноября'. */
  schedule: (count: number, days: string) => `${formatCount(count, ['доставка', 'доставки', 'доставок'])}: ${days}`,
  /** The first delivery's cut-off passed and it was moved (issue 30; ours: the spec gives the cut-offs, not these words). */
  dateMoved: (closed: string, next: string) =>
    `Приём заказов на ${closed} закрылся. Первая доставка перенесена на ${next}. Можно выбрать другой день.`,
  /** The same for a custom order, whose menu changes may be lost: the customer is asked first. */
  dateAsk: (closed: string, next: string) => `Приём заказов на ${closed} закрылся. Перенести первую доставку на ${next}?`,
  /** Closed and not moved (no free day, or the customer kept it): paying waits for another day. */
  dateClosed: (closed: string) => `Приём заказов на ${closed} закрылся. Выберите другой день доставки, чтобы оплатить заказ.`,
  datesFailed: 'Не удалось загрузить дни доставки.',
  /**
   * Why the pay button is disabled, by the pay gate's first reason (issue 30: it was disabled without
   * a word). Reasons the page already says in place (the address error, the longation text) or that
   * pass by themselves (a call running) have none.
   */
  payBlocked: {
    'no profile phone': 'Подтвердите номер телефона, чтобы оплатить заказ.',
    'order not ready': 'Заказ ещё не готов к оплате: мы его проверяем. Обновите страницу через минуту.',
    'no address': 'Укажите адрес доставки, чтобы оплатить заказ.',
    'address unavailable': 'Выберите адрес в зоне доставки, чтобы оплатить заказ.',
    'no method': 'Выберите способ оплаты.',
    'first name': 'Укажите имя, чтобы оплатить заказ.',
    'last name': 'Укажите фамилию, чтобы оплатить заказ.',
    email: 'Проверьте e-mail, чтобы оплатить заказ.',
    flat: 'Проверьте номер квартиры, чтобы оплатить заказ.',
    'date closed': 'Выберите другой день доставки, чтобы оплатить заказ.',
  } as Readonly<Record<string, string>>,
  /** The pay bar's total ('Итого: 9 540 ₽'). */
  totalLabel: 'Итого',
  /** The new-card form is not filled in yet. */
  fillCard: 'Заполните данные карты, чтобы оплатить заказ.',
  retry: 'Повторить',
  /** The drinks' add button: 'Добавить 2 напитка'. */
  addDrinks: (count: number) => `Добавить ${formatCount(count, ['напиток', 'напитка', 'напитков'])}`,
  /** The summary's drinks line: 'Напитки, 2 шт.'. */
  drinksLine: (count: number) => `Напитки, ${formatUnit(count, 'шт.')}`,
  /** A subscription paid in stages (ours: §9 gives the rule, not the words): the pay bar says it charges the first payment. */
  totalNowLabel: 'К оплате сейчас',
  /** The summary's total ('К оплате: 9 540 ₽'). */
  toPayLabel: 'К оплате',
  instalmentsTitle: 'Оплата частями',
  instalmentNow: (amount: string, days: number) => `Сейчас — ${amount} за первые ${formatDays(days)}`,
  /** '3 платежа по 7 450 ₽ за 5 дней' (equal payments in a row grouped). */
  instalmentGroup: (count: number, amount: string, days: number) =>
    count > 1
      ? `${formatCount(count, ['платёж', 'платежа', 'платежей'])} по ${amount} за ${formatDays(days)}`
      : `${amount} за ${formatDays(days)}`,
  /** The payments after the first: '3 платежа по 7 450 ₽ за 5 дней: каждый спишем за 3 дня до его доставок'. */
  instalmentsLater: (groups: readonly string[], chargeDaysBefore: number) =>
    `${groups.join(' и ')}: каждый спишем за ${formatDays(chargeDaysBefore)} до его доставок`,
  instalmentsNext: (later: string) => `Дальше — ${later}`,
  /**
   * A far-region address recreated the order on the far-region tariff (order-funnel §4; the spec gives
   * no words): the new price before paying (issue 30: it changed silently).
   */
  farRegionRepriced: (delivery: string | undefined, now: string, was: string | undefined) =>
    `Адрес в дальнем Подмосковье: заказ пересчитан по тарифу для этой зоны${delivery ? `, доставка — ${delivery}` : ''}. ` +
    (was ? `К оплате теперь ${now} вместо ${was}.` : `К оплате ${now}.`),
  instalmentsTotal: (days: number, total: string) => `Всего за ${formatDays(days)} — ${total}`,
};

/**
 * The subscribe flow's texts (personal-cabinet §2.1 Subscription, §2.2 /mobile/subscribe, §3 offer
 * config, §9 subscription rules). The spec gives the rules and numbers, not the wording: every text
 * here is ours (`// not in the spec`), in the product's voice. The rules in words reuse
 * `SUBSCRIPTION_TEXTS` (plan 24, monthly, stages).
 */
import { formatDate, formatDayMonth } from './dates';
import { SUBSCRIPTION } from './constants';
import { formatCount, formatDays, formatMoney, formatRoubles, formatUnit } from './money';

const S = SUBSCRIPTION;

// not in the spec: the whole list.
export const SUBSCRIBE_TEXTS = {
  title: 'Подписка на питание',
  packsTitle: 'Пакеты питания',
  lead: 'Выберите меню и срок — доставки будут приходить по графику, а оплата списываться частями.',
  loading: 'Загружаем предложения…',
  loadFailed: 'Не удалось загрузить предложения',
  retry: 'Повторить',
  empty: 'Сейчас в вашем городе нет предложений подписки',
  menuLegend: 'Меню',
  offerLegend: 'Срок и оплата',
  kind: { '1': 'Разовый заказ', '2': 'Оплата частями', '3': 'Абонемент' } as const,
  days: (n: number) => `${formatDays(n)} питания`,
  firstCharge: (amount: string) => `Первый платёж — ${amount}`,
  price: (amount: string) => `Стоимость — ${amount}`,
  percent: (n: number) => `Скидка ${n}\u00a0%`,
  absolute: (amount: string) => `Скидка ${amount}`,
  mealDays: (n: number) => `+${formatDays(n)} в подарок`,
  cashback: (n: number, cityId: number) => `Кешбэк ${formatMoney(n, cityId)} бонусами`,
  deliveryDiscount: (n: number, cityId: number) => `Доставка дешевле на ${formatMoney(n, cityId)}`,
  startSunday: (iso: string) => `Подписка стартует в воскресенье: первая доставка ${formatDayMonth(iso)}`,
  start: (iso: string) => `Первая доставка ${formatDayMonth(iso)}`,
  freeze: (n: number) => `Можно заморозить до ${formatDays(n)}`,
  cancellation: (fee: string) => `Отменить подписку можно в любой момент, плата за отмену — ${fee}`,
  submit: 'Оформить подписку',
  submitPack: 'Оформить заказ',
  submitting: 'Оформляем…',
  loginFirst: 'Войдите по номеру телефона, чтобы оформить подписку',
  submitFailed: 'Не удалось оформить подписку',
  // GetMenuPlan / change: the plan of an order.
  planTitle: 'Выберите меню для подписки',
  planLead: 'Заказ создан. Осталось выбрать меню и срок — потом адрес и оплата.',
  orderNotFound: 'Заказ не найден',
  planSubmit: 'Продолжить',
  // Create from an order (/dashboard/subscribe).
  fromOrdersTitle: 'Подписка из текущего заказа',
  fromOrdersLead: 'Эти заказы можно продолжить подпиской: следующие заказы придут сами, оплата — с привязанной карты.',
  fromOrderTitle: (menu: string, days: number) => `${menu}, ${formatDays(days)}`,
  fromOrderPlan: (days: number) => `Подписка на ${formatDays(days)}`,
  fromOrderSubmit: 'Оформить подписку на этот заказ',
  fromOrderDone: 'Подписка оформлена',
  fromOrderFailed: 'Не удалось оформить подписку',
  // Issue 31: the card names its order, and a subscription is made only after this confirmation.
  fromOrderDates: (from: string, to: string) => `Доставки с ${formatDate(from)} по ${formatDate(to)}`,
  fromOrderNumber: (hid: string) => `Заказ № ${hid}`,
  confirmTitle: 'Оформить подписку?',
  confirmPrice: (amount: string, every: string) => `${amount} каждые ${every}`,
  confirmSchedule: (charge: string, delivery: string) =>
    `Первое списание ${formatDate(charge)} — за ${formatDays(SUBSCRIPTION.chargeDaysBefore)} до доставки ${formatDate(delivery)}, первой после этого заказа`,
  confirmReminder: (date: string) => `Напомним о списании ${formatDate(date)}`,
  confirmCard: (card: string) => `Спишем с карты ${card}`,
  confirmNoCard: 'Сохранённой карты нет: добавьте карту в настройках, и подписка будет списываться с неё',
  confirmSubmit: 'Подтвердить подписку',
  confirmCancel: 'Не сейчас',
  confirmSubmitting: 'Оформляем…',
  priceLabel: 'Цена',
  scheduleLabel: 'Когда',
  cardLabel: 'Карта',
  toSubscriptions: 'Мои подписки',
  toCards: 'Добавить карту',
  // Result pages.
  successTitle: 'Подписка оформлена',
  successText: 'Первый платёж прошёл. Следующие спишутся с карты автоматически за 3\u00a0дня до доставки — за 4\u00a0дня мы напомним.',
  failTitle: 'Подписку оформить не удалось',
  failText: 'Оплата не прошла. Попробуйте ещё раз — деньги не списаны.',
  leadTitle: 'Заявка принята',
  leadText: 'Менеджер перезвонит вам в течение дня и поможет подобрать подписку.',
  thankYouTitle: 'Спасибо за подписку!',
  thankYouText: 'Мы пришлём СМС перед каждой доставкой. Управлять подпиской можно в личном кабинете.',
  again: 'Выбрать подписку',
  toCabinet: 'В личный кабинет',
  faqTitle: 'Вопросы о подписке',
  faqLink: 'Вопросы о подписке',
};

/** What a client reads about the subscription before subscribing (personal-cabinet §9), as questions and answers. */
export const SUBSCRIBE_FAQ = [
  {
    q: 'Как списываются деньги?',
    a: `Оплата идёт частями: каждые ${formatUnit(S.paymentEveryDays.join(' или '), 'дней')} питания. Списываем за ${formatDays(S.chargeDaysBefore)} до доставки, а за ${formatDays(S.reminderDaysBefore)} присылаем напоминание.`,
  },
  {
    q: 'Что такое Подписка 24?',
    a: `Скидка распределена на ${formatCount(S.sub24.orders, ['заказ', 'заказа', 'заказов'])} по ${formatDays(S.sub24.daysPerOrder)}, а при оплате с автоплатежом на следующие заказы действует постоянная скидка ${S.sub24.permanentDiscountPercent}\u00a0%.`,
  },
  {
    q: 'Месячная подписка или по этапам?',
    a: `Подписка на ${formatUnit(`${S.monthlyDays.min}–${S.monthlyDays.max}`, 'дня')} оплачивается раз в месяц, подписка другой длины — по этапам.`,
  },
  {
    q: 'Можно ли поставить доставки на паузу?',
    a: 'Да, подписку можно заморозить в личном кабинете на число дней, которое даёт ваш план.',
  },
  { q: 'Как отменить подписку?', a: `Остановите её в личном кабинете. Плата за отмену — ${formatRoubles(S.cancellationFee)}.` },
];

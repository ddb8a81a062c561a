/**
 * The cabinet's subscription, freeze and stop texts (personal-cabinet §2.1 subscriptions, §3, §4,
 * §8, §9). The spec gives the numbers (990 ₽, penalty_value_rub, freeze_days_limit) and no wording:
 * every text here is ours (`// not in the spec`), in the product's voice. Freeze errors are the
 * server's messages (§8 "Freeze errors: show response messages"); the sandbox answers with these.
 */
import { formatDate } from './dates';
import { formatCount, formatDays, formatMoney } from './money';

/** '1 день заморозки', '4 дня заморозки'. */
export const formatFreezeDays = (n: number): string => `${formatDays(n)} заморозки`;

// not in the spec: the whole list.
export const SUBSCRIPTION_TEXTS = {
  title: 'Подписки',
  loading: 'Загружаем подписки…',
  loadFailed: 'Не удалось загрузить подписки',
  empty: 'У вас пока нет подписок',
  emptyHint: 'Подписка продлевается сама, а доставки можно ставить на паузу.',
  subscribe: 'Оформить подписку',
  stateActive: 'Активна',
  stateFrozen: 'Заморожена',
  stateStopped: 'Остановлена',
  frozenPeriod: (from: string, to: string) => `Заморожена с ${formatDate(from)} по ${formatDate(to)}`,
  stoppedOn: (date: string) => `Остановлена ${formatDate(date)}`,
  mealDays: (n: number) => `${formatDays(n)} питания`,
  promoMealDays: (n: number) => `+${formatDays(n)} в подарок`,
  percentDiscount: (n: number) => `Скидка ${n}\u00a0%`,
  absoluteDiscount: (amount: number, cityId: number) => `Скидка ${formatMoney(amount, cityId)}`,
  nextDelivery: (date: string) => `Следующая доставка: ${formatDate(date)}`,
  noNextDelivery: 'Доставок пока не запланировано',
  nextCharge: (date: string, amount: string | undefined) =>
    amount ? `Списание ${amount} — ${formatDate(date)}` : `Следующее списание: ${formatDate(date)}`,
  reminder: (date: string) => `Напомним о списании ${formatDate(date)}`,
  /** Why the charge is not the order's amount (issue 31): the subscription's discount on it (`subscriptionFromOrder`). */
  chargeWhy: (discounts: readonly string[]) => `Это стоимость заказа со скидкой подписки: ${discounts.join(' и ')}`,
  paymentEvery: (n: number) => `Оплата каждые ${formatDays(n)}`,
  freezeUsage: (used: number, limit: number) => `Заморозка: использовано ${used} из ${formatDays(limit)}`,
  freezeLeft: (left: number) => (left > 0 ? `Осталось ${formatFreezeDays(left)}` : 'Дни заморозки закончились'),
  planSub24: (orders: number, days: number, percent: number) =>
    `Скидка распределена на ${formatCount(orders, ['заказ', 'заказа', 'заказов'])} по ${formatDays(days)}, а с автоплатежом — постоянная скидка ${percent}\u00a0% на следующие заказы`,
  planMonthly: 'Ежемесячная подписка',
  planStages: 'Подписка с оплатой по этапам',
  freeze: 'Заморозить',
  unfreeze: 'Разморозить',
  stop: 'Остановить подписку',
  frozenToast: 'Подписка заморожена',
  unfrozenToast: 'Подписка разморожена',
  stoppedToast: 'Подписка остановлена',
};

// not in the spec: the freeze dialog.
export const FREEZE_TEXTS = {
  title: 'Заморозить подписку',
  unfreezeTitle: 'Разморозить подписку?',
  unfreezeText: (from: string, to: string) =>
    `Заморозка с ${formatDate(from)} по ${formatDate(to)} будет отменена, доставки продолжатся по графику.`,
  startLabel: 'С какой доставки',
  lengthLabel: 'На сколько дней',
  summary: (from: string, to: string, days: number) => `Пауза с ${formatDate(from)} по ${formatDate(to)}, ${formatDays(days)}`,
  leftAfter: (left: number) => (left > 0 ? `После этого останется ${formatFreezeDays(left)}` : 'Это все оставшиеся дни заморозки'),
  submit: 'Заморозить',
  submitting: 'Замораживаем…',
  unfreezeSubmit: 'Разморозить',
  unfreezing: 'Размораживаем…',
  cancel: 'Отмена',
  noDates: 'Сейчас нет доставок, которые можно заморозить',
  noDaysLeft: 'Дни заморозки по этой подписке закончились',
  failed: 'Не удалось заморозить подписку',
  unfreezeFailed: 'Не удалось разморозить подписку',
  // Server messages (the sandbox's answers; §8 the client shows what the server says):
  inPast: 'Нельзя заморозить подписку на прошедшие даты или на доставки, приём изменений по которым закончился',
  reversed: 'Дата окончания заморозки раньше даты начала',
  beyondLimit: (left: number) =>
    left > 0 ? `Можно заморозить не больше чем на ${formatDays(left)}` : 'Дни заморозки по этой подписке закончились',
  overlaps: (from: string, to: string) => `Эти даты пересекаются с заморозкой с ${formatDate(from)} по ${formatDate(to)}`,
  stopped: 'Подписка остановлена',
  notFrozen: 'У подписки нет заморозки, которую можно отменить',
};

/** Why a client stops (ours: the spec names `feedback-for-stop`, not its reasons); 'other' asks for a comment. */
export const STOP_REASONS = [
  { id: 'travel', label: 'Уезжаю' },
  { id: 'price', label: 'Слишком дорого' },
  { id: 'menu', label: 'Не подошло меню' },
  { id: 'other', label: 'Другое' },
] as const;
export type StopReasonId = (typeof STOP_REASONS)[number]['id'];

// not in the spec: the stop dialog (the fee 990 ₽ and the penalty are §9's numbers).
export const STOP_TEXTS = {
  title: 'Остановить подписку',
  feedbackLegend: 'Почему вы хотите остановить подписку?',
  commentLabel: 'Расскажите подробнее',
  commentRequired: 'Расскажите, что случилось',
  reasonRequired: 'Выберите причину',
  next: 'Продолжить',
  sendingFeedback: 'Отправляем…',
  confirmTitle: 'Остановить подписку?',
  fee: (amount: string) => `Плата за отмену подписки — ${amount}`,
  penalty: (amount: string) => `Штраф за досрочную отмену подписки Прайм — ${amount}`,
  total: (amount: string) => `Всего спишем ${amount}`,
  keep: 'Оставить подписку',
  confirm: 'Остановить',
  stopping: 'Останавливаем…',
  failed: 'Не удалось остановить подписку',
  feedbackFailed: 'Не удалось отправить ответ',
  alreadyStopped: 'Подписка уже остановлена',
};

/**
 * The cabinet's orders and deliveries texts (personal-cabinet §2.5, §4, §8). Texts from the spec are
 * verbatim (the toasts, the first-date dialog, the address texts live in messages.ts and are
 * re-used here by name); the rest are marked `// not in the spec`, in the product's voice.
 */

import { DELIVERY_NOTICE_MIN } from './constants';
import {
  ADDRESS_UNAVAILABLE_FOR_DELIVERY,
  ADDRESS_UNAVAILABLE_FOR_ORDER,
  LOSE_MENU_CHANGES,
  MOVE_DELIVERY,
  TOAST_ADDRESS_CHANGED,
  TOAST_DELIVERY_CONFIRMED,
  TOAST_DELIVERY_TIME_CHANGED,
  TOAST_NEW_ADDRESS_SAVED,
  TOAST_ORDER_CANCELLED,
} from './messages';
import { formatCount, formatUnit } from './money';
import { formatDate } from './dates';

/** '1 персона', '2 персоны', '5 персон'. */
export const formatPersons = (n: number): string => formatCount(n, ['персона', 'персоны', 'персон']);

/**
 * An order paid in part (`orderPayment`): 'Оплачено 313 руб. из 1 253 руб.'. Functions of their own,
 * not `ORDER_TEXTS` methods: a call through the table lets it escape, and a bundle keeps all of it.
 */
export const orderPaidText = (paid: string, total: string): string => `Оплачено ${paid} из ${total}`;
/** 'Следующий платёж — 313 руб., спишем 06.12.2026'. */
export const orderNextPaymentText = (amount: string, date: string): string => `Следующий платёж — ${amount}, спишем ${formatDate(date)}`;

export const ORDER_TEXTS = {
  // Spec (§8):
  cancelled: TOAST_ORDER_CANCELLED,
  // not in the spec: the list's states.
  listTitle: 'Мои заказы',
  loading: 'Загружаем заказы…',
  loadFailed: 'Не удалось загрузить заказы',
  empty: 'У вас пока нет активных заказов',
  newOrder: 'Оформить новый заказ',
  // not in the spec: an order's state (paid, paid in part, awaiting payment, not formed yet).
  statusPaid: 'Оплачен',
  /** A subscription paid in stages after its first payments (`orderPayment`). */
  statusPaidInPart: 'Оплачен частично',
  statusAwaitingPayment: 'Ожидает оплаты',
  statusUnformed: 'Формируется',
  pay: 'Оплатить',
  open: 'Подробнее',
  deliveries: 'Доставки',
  nextDelivery: 'Ближайшая доставка',
  noNextDelivery: 'Доставок больше не запланировано',
  // not in the spec: the detail.
  detailLoading: 'Загружаем заказ…',
  detailLoadFailed: 'Не удалось загрузить заказ',
  notFound: 'Заказ не найден',
  dishes: 'Блюда по дням',
  noDishes: 'Меню этого заказа ещё формируется',
  price: 'Стоимость',
  menuPrice: 'Рацион',
  deliveryPrice: 'Доставка',
  discount: 'Скидка',
  bonuses: 'Оплачено бонусами',
  toPay: 'К оплате',
  total: 'Итого',
  paid: 'Оплачено',
  left: 'Осталось оплатить',
  free: 'Бесплатно',
  autolongation: 'Автопродление',
  autolongationHint: 'Заказ продлится автоматически после последней доставки',
  autolongationOn: 'Автопродление включено',
  autolongationOff: 'Автопродление выключено',
  drinks: 'Напитки',
  addDrinks: 'Добавить напитки',
  dropDrinks: 'Убрать напитки',
  drinksAdded: 'Напитки добавлены',
  drinksDropped: 'Напитки убраны',
  plan: 'Срок заказа',
  changePlan: 'Изменить срок',
  planChanged: 'Срок заказа изменён',
  cancelOrder: 'Отменить заказ',
  cancelTitle: 'Почему вы отменяете заказ?',
  cancelReasonsFailed: 'Не удалось загрузить причины отмены',
  cancelCommentLabel: 'Расскажите подробнее',
  cancelCommentRequired: 'Напишите, пожалуйста, пару слов',
  cancelConfirm: 'Отменить заказ',
  cancelKeep: 'Не отменять',
  /** The order page's one call-back button (issue 31: 'Позвонить мне' beside it said the same; `orders/call-me` stays the address check's call). */
  recall: 'Перезвоните мне',
  recallSent: 'Мы перезвоним вам в ближайшее время',
  cancelledTitle: 'Заказ отменён',
  confirmTask: 'Подтверждение доставок',
  confirmTaskOff: 'Не выбрано',
  confirmTaskCancel: 'Отключить',
  confirmTaskSet: 'Способ подтверждения выбран',
  confirmTaskRemoved: 'Подтверждение доставок отключено',
  deliveryOptions: 'Опции доставки',
  optionAdded: 'Опция добавлена',
};

export const DELIVERY_TEXTS = {
  // Spec (§4, §8):
  moveTitle: MOVE_DELIVERY,
  loseMenuChanges: LOSE_MENU_CHANGES,
  confirmed: TOAST_DELIVERY_CONFIRMED,
  timeChanged: TOAST_DELIVERY_TIME_CHANGED,
  addressChanged: TOAST_ADDRESS_CHANGED,
  newAddressSaved: TOAST_NEW_ADDRESS_SAVED,
  unavailableForOrder: ADDRESS_UNAVAILABLE_FOR_ORDER,
  unavailableForDelivery: ADDRESS_UNAVAILABLE_FOR_DELIVERY,
  // §9: the courier calls 15–30 minutes before (the notice's words are ours).
  notice: `Курьер позвонит за ${formatUnit(`${DELIVERY_NOTICE_MIN.from}–${DELIVERY_NOTICE_MIN.to}`, 'минут')} до приезда`,
  // not in the spec:
  stateDelivered: 'Доставлена',
  stateCanceled: 'Отменена',
  statePlanned: 'Запланирована',
  stateConfirmed: 'Подтверждена',
  locked: 'Изменить эту доставку уже нельзя: приём изменений закончился',
  changeAddress: 'Изменить адрес',
  changeDate: 'Перенести',
  confirm: 'Подтвердить доставку',
  cancel: 'Отменить доставку',
  cancelTitle: 'Отменить доставку?',
  cancelInfo: 'Отменённая доставка не переносится: рацион на этот день не будет приготовлен',
  cancelInfoAccept: 'Понятно',
  cancelled: 'Доставка отменена',
  // Ours (issue 31): skipping a delivery moves it after the order's last one (deliveries/update-date).
  skip: 'Пропустить доставку',
  skipTitle: 'Пропустить доставку?',
  /** 'Доставка пт, 04.12.2026 переедет на чт, 10.12.2026, Вечер, 18:00–23:00 — после последней доставки заказа.' */
  skipMove: (from: string, to: string, window: string) =>
    `Доставка ${from} переедет на ${to}, ${window} — после последней доставки заказа.`,
  skipPrice: 'Цена заказа не изменится: ничего не спишется и не вернётся, оплаченный день питания не пропадёт.',
  skipUnavailable:
    'Пропустить эту доставку нельзя: после последней доставки заказа нет свободного дня. Её можно перенести на другой день или отменить.',
  skipped: 'Доставка перенесена в конец заказа',
  skipInsteadMove: 'Перенести на другой день',
  // Issue 31: what cancelling does to the payment, as the backend answers (`deliveries/cancel-terms`).
  cancelTermsBalance: (amount: string) => `Доставка оплачена: ${amount} вернём на баланс, ими можно оплатить следующие заказы`,
  cancelTermsLessToPay: (amount: string) => `Заказ ещё не оплачен: к оплате станет на ${amount} меньше`,
  /** A later payment of a subscription paid in stages: 'Доставка ещё не оплачена: платёж 09.12.2026 станет на 104 руб. меньше'. */
  cancelTermsLaterPayment: (amount: string, date: string) => `Доставка ещё не оплачена: платёж ${date} станет на ${amount} меньше`,
  cancelTermsNone: 'За эту доставку ничего не списано и не спишется',
  cancelTermsLoading: 'Узнаём, что будет с оплатой…',
  cancelTermsFailed: 'Не удалось узнать, что будет с оплатой. Без этого отменить нельзя',
  keep: 'Не отменять',
  forAll: 'Для всех доставок заказа',
  sessionLegend: 'Когда привезти',
  windowForAll: 'Это время — для всех доставок заказа',
  chooseAddress: 'Выберите адрес доставки',
  newAddress: 'Новый адрес',
  chooseDate: 'Выберите дату',
  chooseInterval: 'Выберите время',
  noDates: 'Свободных дат для переноса нет',
  noIntervals: 'На этот день нет свободных интервалов',
  datesFailed: 'Не удалось загрузить даты доставки',
  intervalsFailed: 'Не удалось загрузить интервалы',
  save: 'Сохранить',
  move: 'Перенести',
  back: 'Назад',
  // The real limit: the cut-off's last minute on the day before (issue 31: 'до 19:59' for an evening delivery).
  cutoffHint: (time: string, date: string) => `Изменения принимаются до ${time} ${formatDate(date)}, накануне доставки`,
  /** A window of the delivery's day that has closed while the delivery itself still takes changes. */
  windowClosed: (window: string, time: string) => `${window} на этот день уже не выбрать: приём до ${time} накануне`,
  whatsNew: 'Пока вас не было, в меню появились новые блюда',
};

import { formatCount } from '@mealflow/sdk/domain';

// not in the spec: the words of the rates screen and the tip dialog (§8's tip failure text is the SDK's).
export const RATES_TEXTS = {
  title: 'Оценка доставки',
  lead: 'Как прошли последние доставки? Оценка поможет курьерам работать лучше.',
  loading: 'Загружаем доставки для оценки…',
  retry: 'Повторить',
  empty: 'Оценивать пока нечего. Мы напомним, когда курьер привезёт следующий заказ.',
  stars: (name: string) => `Оценка курьеру ${name}`,
  starLabel: (n: number) => formatCount(n, ['звезда', 'звезды', 'звёзд']),
  reasons: 'Что повлияло на оценку',
  submit: 'Отправить оценку',
  rated: 'Оценка отправлена',
  tip: 'Оставить чаевые',
  tipped: 'Чаевые отправлены',
  noTip: 'Чаевые недоступны при низкой оценке',
  close: 'Не оценивать',
  tipTitle: (name: string) => `Чаевые курьеру ${name}`,
  tipLead: 'Все чаевые получит курьер.',
  amount: 'Сумма',
  payWith: 'Чем оплатить',
  savedCard: (mask: string) => `Картой ${mask}`,
  newCard: 'Новой картой',
  assist: 'На странице платёжной системы Assist',
  pay: 'Оставить чаевые',
  later: 'Не сейчас',
  done: 'Готово',
} as const;

// not in the spec: the root view's tips modal.
export const ROOT_TIPS_TEXTS = {
  back: 'Назад',
} as const;

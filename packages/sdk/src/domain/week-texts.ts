// not in the spec (issue 31): the dashboard's overview of the coming deliveries and charges.
export const WEEK_TEXTS = {
  title: 'Ближайшие доставки и списания',
  deliveries: 'Доставки',
  charges: 'Списания',
  loading: 'Загружаем ближайшие доставки…',
  loadFailed: 'Не удалось загрузить ближайшие доставки',
  empty: 'Ближайших доставок нет',
  noCharges: 'Списаний по подпискам не запланировано',
  /** The week grid's day without a delivery or a charge. */
  noDelivery: 'Доставки нет',
  today: 'Сегодня',
  /** The week grid's accessible name. */
  grid: 'Неделя по дням',
  /** The day's charge in the grid: 'Списание 9 063 ₽ — Подписка 24'. */
  chargeOnDay: 'Списание',
  newOrder: 'Оформить новый заказ',
  retry: 'Повторить',
  /** 'Списание 9 063 ₽ — Подписка 24'. */
  charge: (amount: string | undefined, title: string) => (amount ? `${amount} — ${title}` : title),
};

// not in the spec (issue 31): the dashboard's overview of the coming deliveries and charges.
export const WEEK_TEXTS = {
  title: 'Ближайшие доставки и списания',
  deliveries: 'Доставки',
  charges: 'Списания',
  loading: 'Загружаем ближайшие доставки…',
  loadFailed: 'Не удалось загрузить ближайшие доставки',
  empty: 'Ближайших доставок нет',
  noCharges: 'Списаний по подпискам не запланировано',
  newOrder: 'Оформить новый заказ',
  retry: 'Повторить',
  /** 'Списание 9 063 ₽ — Подписка 24'. */
  charge: (amount: string | undefined, title: string) => (amount ? `${amount} — ${title}` : title),
} as const;

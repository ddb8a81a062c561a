import { formatDate } from './dates';
import { formatBonuses, formatMoney, formatDays } from './money';

// not in the spec: the words of the bonus shop, gift certificates and loyalty screens (the spec names
// the sections and calls, not their texts). Money, bonuses and dates go through the domain formatters.

export const BONUS_SHOP_TEXTS = {
  title: 'Бонусный магазин',
  loading: 'Загружаем магазин…',
  loadFailed: 'Не удалось загрузить бонусный магазин',
  purchaseFailed: 'Не удалось оформить покупку',
  allCategories: 'Все товары',
  categories: 'Категории',
  empty: 'В этой категории пока ничего нет.',
  unknownCategory: 'Такой категории нет. Посмотрите все товары.',
  balance: (bonuses: number) => `У вас ${formatBonuses(bonuses)}`,
  buy: 'Купить',
  shortage: (bonuses: number) => `Не хватает ${formatBonuses(bonuses)}`,
  confirmTitle: (title: string) => `Купить «${title}»?`,
  confirmPrice: (price: number) => `Цена: ${formatBonuses(price)}.`,
  confirmAfter: (left: number) => `После покупки останется ${formatBonuses(left)}.`,
  confirm: 'Купить за бонусы',
  cancel: 'Отмена',
  purchased: (title: string, left: number) => `Покупка оформлена: «${title}». Осталось ${formatBonuses(left)}.`,
};

export const GIFT_CERTIFICATE_TEXTS = {
  title: 'Подарочные сертификаты',
  empty: 'У вас пока нет подарочных сертификатов. Их можно купить за бонусы в разделе «Сертификаты».',
  name: (mealDays: number) => `Сертификат на ${formatDays(mealDays)} питания`,
  code: 'Код',
  active: (validUntil: string) => `Действует до ${formatDate(validUntil)}`,
  used: 'Использован',
  expired: (validUntil: string) => `Истёк ${formatDate(validUntil)}`,
};

export const LOYALTY_TEXTS = {
  title: 'Программа лояльности',
  loading: 'Загружаем программу лояльности…',
  loadFailed: 'Не удалось загрузить программу лояльности',
  disabled: 'Программа лояльности для вашего профиля недоступна.',
  noStatus: 'Статус появится после первого оплаченного заказа.',
  current: (title: string) => `Ваш статус: «${title}»`,
  paid: (amount: number, cityId: number) => `Оплачено заказов на ${formatMoney(amount, cityId)}`,
  progressLabel: (next: string) => `Путь к статусу «${next}»`,
  progressValue: (amount: number, threshold: number, cityId: number) =>
    `${formatMoney(amount, cityId)} из ${formatMoney(threshold, cityId)}`,
  remaining: (next: string, left: number, cityId: number) => `До статуса «${next}» осталось ${formatMoney(left, cityId)}`,
  top: 'У вас высший статус программы.',
  statuses: 'Статусы и привилегии',
  threshold: (amount: number, cityId: number) =>
    amount > 0 ? `От ${formatMoney(amount, cityId)} оплаченных заказов` : 'С первого оплаченного заказа',
  yours: 'Ваш статус',
};

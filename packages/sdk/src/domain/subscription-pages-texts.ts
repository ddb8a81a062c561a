/**
 * Texts of the subscription's own pages in the cabinet (personal-cabinet §2.1 Dashboard
 * subscriptions: menu with fastpay/{hid}, fitness, rates/{hid}; §3 "Subscription" fitness_months;
 * §7 `orders/in-client-subscription`, `recall-request-for-promotional-code-in-sports-club`). The spec
 * names the pages and the calls, not their wording: every text here is ours (`// not in the spec`).
 */
import { formatDate } from './dates';
import { formatCount } from './money';

/** '1 месяц', '3 месяца', '6 месяцев'. */
export const formatMonths = (n: number): string => formatCount(n, ['месяц', 'месяца', 'месяцев']);

// not in the spec: the pages' navigation (the three pages of one subscription section).
export const SUBSCRIPTION_PAGES_TEXTS = {
  navLabel: 'Разделы подписки',
  deliveries: 'Мои подписки',
  menu: 'Меню подписки',
  fitness: 'Фитнес',
};

// not in the spec: the subscription menu (what each running subscription delivers).
export const SUBSCRIPTION_MENU_TEXTS = {
  title: 'Меню подписки',
  loadFailed: 'Не удалось загрузить меню подписки',
  empty: 'У вас нет действующих подписок',
  emptyHint: 'Оформите подписку — рацион будет приезжать по графику, а оплата списываться сама.',
  subscribe: 'Оформить подписку',
  noOrders: 'Заказов по этой подписке пока нет',
  order: (title: string, days: string) => `${title}, ${days}`,
  deliveriesTitle: 'Ближайшие доставки',
  noDeliveries: 'Доставок больше не запланировано',
  dishesTitle: (date: string) => `Меню на ${formatDate(date)}`,
  noDishes: 'Меню этого заказа ещё формируется',
  pay: 'Оплатить',
  rate: 'Оценить доставку',
  open: 'Подробнее о заказе',
};

// not in the spec: the fitness page (a subscription with fitness_months includes a sports club).
export const FITNESS_TEXTS = {
  title: 'Подписка на фитнес',
  intro: 'В некоторые подписки входят занятия в фитнес-клубе-партнёре. Оставьте заявку — мы позвоним и пришлём промокод на абонемент.',
  loadFailed: 'Не удалось загрузить подписки',
  empty: 'В ваших подписках нет фитнес-клуба',
  emptyHint: 'Фитнес-клуб входит не во все подписки: выберите подписку с занятиями в клубе.',
  subscribe: 'Посмотреть подписки',
  months: (n: number) => `Фитнес-клуб: ${formatMonths(n)} занятий`,
  request: 'Получить промокод',
  requesting: 'Отправляем заявку…',
  requested: 'Заявка принята. Мы позвоним и пришлём промокод в СМС',
  requestFailed: 'Не удалось отправить заявку',
};

import type { BonusStoreCategory, BonusStoreItem, LoyaltyProgress, LoyaltyStatus, OwnedGiftCertificate } from '@mealflow/sdk/api';
import { formatDays } from '@mealflow/sdk/domain';
import { WALLET_PHONE } from './wallet';

/**
 * Bonus shop, gift certificate and loyalty test data (README "Bonus shop and gift certificates",
 * "Loyalty program"). The returning client `+79990000001` has 1 850 bonuses (the wallet's `bonus`
 * kind): two items cost more than that. Any other client has no certificates and no loyalty status.
 */
export const BONUS_STORE_CATEGORIES: readonly BonusStoreCategory[] = [
  { id: 'food', title: 'Еда и напитки' },
  { id: 'sport', title: 'Для спорта' },
  { id: 'certificates', title: 'Сертификаты' },
];

export const BONUS_STORE_ITEMS: readonly BonusStoreItem[] = [
  {
    id: 'bar-set',
    categoryId: 'food',
    title: 'Набор протеиновых батончиков',
    description: 'Шесть батончиков приедут со следующей доставкой',
    price: 450,
    kind: 'goods',
  },
  {
    id: 'detox-day',
    categoryId: 'food',
    title: 'Детокс-день',
    description: 'Восемь бутылок соков и смузи к любой доставке',
    price: 1200,
    kind: 'goods',
  },
  {
    id: 'shaker',
    categoryId: 'sport',
    title: 'Шейкер для протеина',
    description: 'Шейкер на 600 мл с сеточкой',
    price: 700,
    kind: 'goods',
  },
  {
    id: 'yoga-mat',
    categoryId: 'sport',
    title: 'Коврик для йоги',
    description: 'Нескользящий коврик толщиной 6 мм',
    price: 2500,
    kind: 'goods',
  },
  {
    id: 'cert-2',
    categoryId: 'certificates',
    title: `Сертификат на ${formatDays(2)} питания`,
    description: 'Подарите близким два дня правильного питания',
    price: 1800,
    kind: 'certificate',
    mealDays: 2,
  },
  {
    id: 'cert-6',
    categoryId: 'certificates',
    title: `Сертификат на ${formatDays(6)} питания`,
    description: 'Неделя питания без забот для друга',
    price: 5400,
    kind: 'certificate',
    mealDays: 6,
  },
];

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The certificates a client owns before any purchase: one active and one used for the returning client. */
export function seedGiftCertificates(phone: string, now: number): OwnedGiftCertificate[] {
  if (phone !== WALLET_PHONE) return [];
  return [
    { id: 'gc-1', code: 'GIFT-6D-7Q2K', mealDays: 6, status: 'active', validUntil: isoDay(now + 60 * DAY_MS) },
    { id: 'gc-2', code: 'GIFT-2D-M4PX', mealDays: 2, status: 'used', validUntil: isoDay(now - 10 * DAY_MS) },
  ];
}

/** A certificate code for a purchase: readable, unique per purchase id. */
export const certificateCode = (mealDays: number, purchaseId: string): string =>
  `GIFT-${mealDays}D-${purchaseId.replace(/\D/g, '').padStart(4, '0')}`;

/** Certificates bought in the shop are valid for a year. */
export const purchasedCertificateValidUntil = (now: number): string => isoDay(now + 365 * DAY_MS);

export const LOYALTY_STATUSES: readonly LoyaltyStatus[] = [
  { id: 'base', title: 'Базовый', threshold: 0, benefits: ['1% от оплаченных заказов возвращается бонусами'] },
  {
    id: 'silver',
    title: 'Серебряный',
    threshold: 30_000,
    benefits: ['3% от оплаченных заказов возвращается бонусами', 'Подарок ко дню рождения'],
  },
  {
    id: 'gold',
    title: 'Золотой',
    threshold: 60_000,
    benefits: ['5% от оплаченных заказов возвращается бонусами', 'Подарок ко дню рождения', 'Бесплатная замена блюд в меню'],
  },
  {
    id: 'platinum',
    title: 'Платиновый',
    threshold: 120_000,
    benefits: [
      '7% от оплаченных заказов возвращается бонусами',
      'Подарок ко дню рождения',
      'Бесплатная замена блюд в меню',
      'Персональный менеджер',
    ],
  },
];

/** The returning client's paid orders before the sandbox starts: 42 300 ₽ ('Серебряный', 17 700 ₽ to 'Золотой'). */
export const seedLoyaltyAmount = (phone: string): number => (phone === WALLET_PHONE ? 42_300 : 0);

/**
 * A client's loyalty progress from their paid orders: the highest status whose threshold the amount
 * reaches (in the client's money, as `loyalty/statuses` answers) and the one after it; null before
 * the first paid order (stop 43: a client who had just paid read 'Статус появится после первого
 * оплаченного заказа.', because only the seeded client had a status).
 */
export function loyaltyProgressOf(amount: number, hasPaidOrder: boolean, statuses: readonly LoyaltyStatus[]): LoyaltyProgress | null {
  if (!hasPaidOrder) return null;
  const reached = statuses.filter((status) => status.threshold <= amount).length;
  const status = statuses[Math.max(reached - 1, 0)];
  if (!status) return null;
  return { statusId: status.id, amount, nextStatusId: statuses[Math.max(reached, 1)]?.id ?? null };
}

import type { EmailPopup, Lifestyle, Partner } from '@mealflow/sdk/api';

/**
 * Invite, referral, partner, body data and e-mail popup test data (README "Invite, referral and
 * partner", "Body data", "E-mail popup").
 */

/** The returning client's own invite slug: `/?invite=anna-7` is Анна's invitation. */
export const RETURNING_SLUG = 'anna-7';
/** Every client's slug is `client-<id>`, the returning client's `anna-7`. */
export const slugOf = (id: number, phone: string): string => (phone === '+79990000001' ? RETURNING_SLUG : `client-${id}`);
/** What an invitation gives: the friend 500 ₽ off the first order, the inviter 1 000 bonus roubles. */
export const REFERRAL_BONUS = { friend: 500, inviter: 1000 } as const;

/** Partners by invitation code (`/partner-invite?partner=<code>`). */
export const PARTNERS: Record<string, Partner> = {
  olymp: { id_H: 'partner-olymp', name: 'Фитнес-клуб «Олимп»', benefit: 'Скидка 10% на каждый заказ для членов клуба' },
  prana: { id_H: 'partner-prana', name: 'Студия йоги «Прана»', benefit: 'Неделя правильного питания в подарок к абонементу' },
};
/** A client who already has a confirmed partner (Олимп): /partner-invite goes to has-invite. */
export const PARTNER_PHONE = '+79990000021';

export const LIFESTYLES: Lifestyle[] = [
  { id_H: 'ls-sedentary', title: 'Сидячий образ жизни' },
  { id_H: 'ls-moderate', title: 'Умеренная активность' },
  { id_H: 'ls-active', title: 'Активный образ жизни' },
  { id_H: 'ls-sport', title: 'Спорт каждый день' },
];

/**
 * Asked of the one test client without an e-mail (+7 999 000-00-30), 5 seconds after the cabinet
 * opens: a documented value, so other journeys of new clients are never interrupted by it.
 */
export const EMAIL_POPUP_PHONE = '+79990000030';
/** The popup itself. */
export const EMAIL_POPUP: EmailPopup = {
  title: 'Укажите e-mail',
  text: 'Пришлём чеки и новости меню, а за e-mail подарим промокод на скидку 5% на следующий заказ.',
  withPromocode: true,
};
export const EMAIL_POPUP_SECONDS = 5;
export const EMAIL_PROMOCODE = 'MAIL5';

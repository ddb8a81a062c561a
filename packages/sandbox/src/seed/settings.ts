import type { ClientCard } from '@mealflow/sdk/api';

/**
 * Settings and cards test data (README "Settings and cards"). The returning client `+79990000001`
 * has two cards: the recurrent one (active, the checkout's '•••• 4242') and an external one; the Minsk
 * client `+375291234567` one, the recurrent `card-1`. The
 * offer client `+79990000005` is asked to accept the offer agreement; everyone else is not.
 */
export const OFFER_PHONE = '+79990000005';

export const seedCards = (phone: string): ClientCard[] =>
  phone === '+79990000001'
    ? [
        { id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa', kind: 'recurrent', active: true },
        { id: 'card-ext-1', mask: '5555 •••• •••• 4444', type: 'mastercard', kind: 'external', active: false },
      ]
    : phone === '+375291234567'
      ? // The Minsk client's one saved card (its profile's card; auto-tips are charged to it).
        [{ id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa', kind: 'recurrent', active: true }]
      : [];

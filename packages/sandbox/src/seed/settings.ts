import type { ClientCard } from '@mealflow/sdk/api';

/**
 * Settings and cards test data (README "Settings and cards"). The returning client `+79990000001`
 * has two cards: the recurrent one (active, the checkout's '•••• 4242') and an external one. The
 * offer client `+79990000005` is asked to accept the offer agreement; everyone else is not.
 */
export const OFFER_PHONE = '+79990000005';

export const seedCards = (phone: string): ClientCard[] =>
  phone === '+79990000001'
    ? [
        { id: 'card-1', mask: '4242 •••• •••• 4242', type: 'visa', kind: 'recurrent', active: true },
        { id: 'card-ext-1', mask: '5555 •••• •••• 4444', type: 'mastercard', kind: 'external', active: false },
      ]
    : [];

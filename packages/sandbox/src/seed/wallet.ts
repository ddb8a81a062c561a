import type { Wallet, WalletHistoryEntry } from '@mealflow/sdk/api';

/**
 * Wallet test data (README "Wallet"). The returning client `+79990000001` holds every balance kind
 * and 27 history operations over the last months (credits and debits, Russian descriptions); any
 * other client has an empty wallet.
 */
export const WALLET_PHONE = '+79990000001';
export const WALLET_PAGE_SIZE = 10;

const DAY_MS = 86_400_000;

const OPERATIONS: ReadonlyArray<Pick<WalletHistoryEntry, 'amount' | 'type' | 'description'>> = [
  { amount: 500, type: 'bonus', description: 'Бонусы за приглашённого друга' },
  { amount: -350, type: 'bonus', description: 'Оплата бонусами заказа на 5\u00a0дней' },
  { amount: 1200, type: 'rouble', description: 'Возврат за отменённую доставку' },
  { amount: -800, type: 'rouble', description: 'Оплата продления подписки' },
  { amount: 250, type: 'extra', description: 'Кешбэк за отзыв о рационе' },
  { amount: 300, type: 'other', description: 'Компенсация за опоздание курьера' },
  { amount: -150, type: 'bonus', description: 'Оплата бонусами напитков' },
  { amount: 1000, type: 'bonus', description: 'Подарок ко дню рождения' },
  { amount: -450, type: 'extra', description: 'Списание при оплате заказа' },
];

export function seedWallet(phone: string): Wallet {
  if (phone !== WALLET_PHONE) return { balance: 0, bonus_balance: 0, isBalanceOverpulled: false, separatedBalance: [] };
  return {
    balance: 4750,
    bonus_balance: 1850,
    isBalanceOverpulled: false,
    separatedBalance: [
      { type: 'bonus', value: 1850 },
      { type: 'rouble', value: 2400 },
      { type: 'other', value: 300 },
      { type: 'extra', value: 200 },
    ],
  };
}

/** Newest first, one operation every third day before `now`. */
export function seedWalletHistory(phone: string, now: number): WalletHistoryEntry[] {
  if (phone !== WALLET_PHONE) return [];
  return Array.from({ length: 27 }, (_, i) => {
    const operation = OPERATIONS[i % OPERATIONS.length]!;
    return { id: `w-${i + 1}`, date: new Date(now - (i * 3 + 1) * DAY_MS).toISOString(), ...operation };
  });
}

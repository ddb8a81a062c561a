import type { Wallet, WalletHistoryEntry } from '@mealflow/sdk/api';
import type { HttpHandler } from 'msw';
import { ok, route, unauthorized, type Sandbox } from '../route';
import type { SandboxStore } from '../store';
import { seedWallet, seedWalletHistory, WALLET_PAGE_SIZE } from '../seed/wallet';
import { bonusesSpent, bonusPurchasesOf } from './bonus';

/** The seeded wallet minus the bonus shop purchases (handlers/bonus.ts). */
function walletOf(store: SandboxStore, phone: string): Wallet {
  const seeded = seedWallet(phone);
  const spent = bonusesSpent(store, phone);
  if (spent === 0) return seeded;
  return {
    ...seeded,
    balance: (seeded.balance ?? 0) - spent,
    bonus_balance: (seeded.bonus_balance ?? 0) - spent,
    separatedBalance: seeded.separatedBalance.map((b) => (b.type === 'bonus' ? { ...b, value: b.value - spent } : b)),
  };
}

/** The seeded history with the shop purchases first (newest first). */
function historyOf(store: SandboxStore, phone: string, now: number): WalletHistoryEntry[] {
  const purchases = bonusPurchasesOf(store, phone).map(({ purchase }): WalletHistoryEntry => ({
    id: purchase.id,
    date: purchase.date,
    amount: -purchase.price,
    type: 'bonus',
    description: `Покупка в бонусном магазине: ${purchase.title}`,
  }));
  return [...purchases.reverse(), ...seedWalletHistory(phone, now)];
}

/** `client-wallet` and `client-wallet/history` (personal-cabinet §7; README "Wallet"). */
export function walletHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'GET', 'client-wallet', ({ client }) => (client ? ok({ wallet: walletOf(store, client.phone) }) : unauthorized())),
    route(sandbox, 'GET', 'client-wallet/history', ({ client, query }) => {
      if (!client) return unauthorized();
      const all = historyOf(store, client.phone, Date.now());
      const page = Math.max(1, Number(query.get('page')) || 1);
      const pages = Math.ceil(all.length / WALLET_PAGE_SIZE);
      return ok({ history: all.slice((page - 1) * WALLET_PAGE_SIZE, page * WALLET_PAGE_SIZE), page, pages });
    }),
  ];
}

import type { OwnedGiftCertificate } from '@mealflow/sdk/api';
import { countsAsPaid } from '@mealflow/sdk/domain';
import type { HttpHandler } from 'msw';
import { fail, ok, route, unauthorized, type Sandbox } from '../route';
import type { SandboxStore } from '../store';
import {
  BONUS_STORE_CATEGORIES,
  BONUS_STORE_ITEMS,
  certificateCode,
  LOYALTY_STATUSES,
  purchasedCertificateValidUntil,
  loyaltyProgressOf,
  seedGiftCertificates,
  seedLoyaltyAmount,
} from '../seed/bonus';
import { seedWallet } from '../seed/wallet';
import { moneyIn } from '../seed/catalog';

/** The refusal when the bonuses do not cover the price (ours: the spec shows no text). */
export const NOT_ENOUGH_BONUSES_MESSAGE = 'Недостаточно бонусов для покупки';
export const UNKNOWN_ITEM_MESSAGE = 'Товар не найден';

/** The client's bonus shop purchases, oldest first. */
export const bonusPurchasesOf = (store: SandboxStore, phone: string) => store.bonusPurchases.get(phone) ?? [];

/** Bonuses spent in the shop so far. */
export const bonusesSpent = (store: SandboxStore, phone: string): number =>
  bonusPurchasesOf(store, phone).reduce((sum, p) => sum + p.purchase.price, 0);

/** The client's bonuses now: the wallet's seeded `bonus` kind minus the shop purchases. */
export function bonusBalance(store: SandboxStore, phone: string): number {
  const seeded = seedWallet(phone).separatedBalance.find((b) => b.type === 'bonus')?.value ?? 0;
  return seeded - bonusesSpent(store, phone);
}

const statusesIn = (cityId: number | null | undefined) =>
  LOYALTY_STATUSES.map((status) => ({ ...status, threshold: moneyIn(status.threshold, cityId ?? undefined) }));

/** The client's orders paid in the sandbox (`countsAsPaid`) and the sum of their paid payments. */
function paidOrdersOf(store: SandboxStore, phone: string): { count: number; amount: number } {
  const ids = new Set([...store.orders.values()].filter((e) => e.phone === phone && countsAsPaid(e.order)).map((e) => e.order.id_H));
  const amount = [...store.payments.values()]
    .filter((p) => p.status === 'paid' && !p.binding && ids.has(p.orderId))
    .reduce((sum, p) => sum + p.amount, 0);
  return { count: ids.size, amount };
}

/**
 * `bonus/store` (GET: categories, items, the client's bonuses; POST `{ itemId }`: buy with bonuses),
 * `gift-certificates`, `clients/loyalty/progress`, `loyalty/statuses` (personal-cabinet §7; README
 * "Bonus shop and gift certificates", "Loyalty program"). A purchase lowers the wallet's `bonus`
 * balance and adds a history entry (handlers/wallet.ts); a certificate item joins `gift-certificates`.
 */
export function bonusHandlers(sandbox: Sandbox): HttpHandler[] {
  const { store } = sandbox;
  return [
    route(sandbox, 'GET', 'bonus/store', ({ client }) => {
      if (!client) return unauthorized();
      return ok({ categories: BONUS_STORE_CATEGORIES, items: BONUS_STORE_ITEMS, balance: bonusBalance(store, client.phone) });
    }),
    route(sandbox, 'POST', 'bonus/store', ({ client, body, now }) => {
      if (!client) return unauthorized();
      const item = BONUS_STORE_ITEMS.find((i) => i.id === body['itemId']);
      if (!item) return fail(400, [UNKNOWN_ITEM_MESSAGE]);
      const balance = bonusBalance(store, client.phone);
      if (item.price > balance) return fail(400, [NOT_ENOUGH_BONUSES_MESSAGE], { balance });
      const id = `bp-${store.nextId()}`;
      const purchase = { id, itemId: item.id, title: item.title, price: item.price, date: new Date(now).toISOString() };
      const certificate: OwnedGiftCertificate | undefined =
        item.kind === 'certificate' && item.mealDays
          ? {
              id: `gc-${id}`,
              code: certificateCode(item.mealDays, id),
              mealDays: item.mealDays,
              status: 'active',
              validUntil: purchasedCertificateValidUntil(now),
            }
          : undefined;
      store.bonusPurchases.set(client.phone, [
        ...bonusPurchasesOf(store, client.phone),
        certificate ? { purchase, certificate } : { purchase },
      ]);
      store.count(`bonusPurchases:${client.phone}`);
      return ok({ purchase, balance: balance - item.price });
    }),
    route(sandbox, 'GET', 'gift-certificates', ({ client, now }) => {
      if (!client) return unauthorized();
      const bought = bonusPurchasesOf(store, client.phone)
        .flatMap((p) => (p.certificate ? [p.certificate] : []))
        .reverse();
      return ok({ certificates: [...bought, ...seedGiftCertificates(client.phone, now)] });
    }),
    // The seeded amount plus what the client has paid here: a first paid order gives the first status.
    route(sandbox, 'GET', 'clients/loyalty/progress', ({ client }) => {
      if (!client) return unauthorized();
      const paid = paidOrdersOf(store, client.phone);
      const amount = seedLoyaltyAmount(client.phone) + paid.amount;
      return ok({ progress: loyaltyProgressOf(amount, amount > 0 || paid.count > 0, statusesIn(client.profile.city_id)) });
    }),
    // The thresholds are sums of paid orders: in the client's money (moneyIn: a Minsk client's in руб.).
    route(sandbox, 'GET', 'loyalty/statuses', ({ client }) =>
      client ? ok({ statuses: statusesIn(client.profile.city_id) }) : unauthorized(),
    ),
  ];
}

import { bonusStore } from '../../api/endpoints/bonus';
import type { MealflowDeps } from '../../deps';
import { sendEffect } from '../../shared/effect';
import { fromCall } from '../../shared/from-call';
import { provideWallet } from '../wallet/wallet.provide';
import { bonusShopLogic } from './bonus-shop.machine';
import type { BonusShopMachine } from './bonus-shop.machine';

/**
 * Binds the bonus shop to the API: `bonus/store` and `gift-certificates` in parallel to load, POST
 * `bonus/store` with the attempt's `Idempotency-Key` to buy; its wallet child is the brand's wallet;
 * the toast is the notify port's.
 */
export function provideBonusShop(deps: MealflowDeps, brandId_H = deps.ports.device.brand()): BonusShopMachine {
  const { api, ports } = deps;
  return bonusShopLogic.provide({
    actors: {
      loadShop: fromCall(async ({ signal }) => {
        const [store, owned] = await Promise.all([
          api.call(bonusStore.get, {}, { signal }),
          api.call(bonusStore.giftCertificates, {}, { signal }),
        ]);
        return { categories: store.categories, items: store.items, balance: store.balance, certificates: owned.certificates };
      }),
      purchase: fromCall(async ({ input, signal }) => {
        // One intent per item, its key kept in storage until the outcome is known: a reloaded page sends the same key.
        const { purchase, balance } = await sendEffect(deps, {
          endpoint: bonusStore.buy,
          input: { itemId: input.itemId },
          intent: { scope: `bonus:${input.itemId}` },
          signal,
        });
        return { purchase, balance };
      }),
      wallet: provideWallet(deps, brandId_H),
    },
    actions: {
      toast: (_, params) => ports.notify.success(params.text),
    },
  });
}

import { wallet } from '../../api/endpoints/wallet';
import { WALLET_HISTORY_PAGE } from '../../domain/constants';
import type { MealflowDeps } from '../../deps';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { clientCityId } from '../../domain/cities';
import { fromCall } from '../../shared/from-call';
import { walletLogic } from './wallet.machine';
import type { WalletMachine } from './wallet.machine';

/** Binds the wallet to the API: `client-wallet` (brandId_H) and `client-wallet/history` pages. */
export function provideWallet(deps: MealflowDeps, brandId_H = deps.ports.device.brand()): WalletMachine {
  const { api } = deps;
  return walletLogic.provide({
    actors: {
      loadWallet: fromCall(async ({ signal }) => {
        const [balances, history, client] = await Promise.all([
          api.call(wallet.get, { brandId_H }, { signal }),
          api.call(wallet.history, { page: WALLET_HISTORY_PAGE, brandId_H }, { signal }),
          api.call(profileCalls.get, {}, { signal }),
        ]);
        const cityId = clientCityId(client.profile);
        return { wallet: balances.wallet, history: history.history, page: history.page, pages: history.pages, cityId };
      }),
      loadPage: fromCall(async ({ input, signal }) => {
        const { history, page, pages } = await api.call(wallet.history, { page: input.page, brandId_H }, { signal });
        return { history, page, pages };
      }),
    },
  });
}

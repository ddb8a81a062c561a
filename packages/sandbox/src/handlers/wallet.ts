import type { HttpHandler } from 'msw';
import { ok, route, unauthorized, type Sandbox } from '../route';
import { seedWallet, seedWalletHistory, WALLET_PAGE_SIZE } from '../seed/wallet';

/** `client-wallet` and `client-wallet/history` (personal-cabinet §7; README "Wallet"). */
export function walletHandlers(sandbox: Sandbox): HttpHandler[] {
  return [
    route(sandbox, 'GET', 'client-wallet', ({ client }) => (client ? ok({ wallet: seedWallet(client.phone) }) : unauthorized())),
    route(sandbox, 'GET', 'client-wallet/history', ({ client, query }) => {
      if (!client) return unauthorized();
      const all = seedWalletHistory(client.phone, Date.now());
      const page = Math.max(1, Number(query.get('page')) || 1);
      const pages = Math.ceil(all.length / WALLET_PAGE_SIZE);
      return ok({ history: all.slice((page - 1) * WALLET_PAGE_SIZE, page * WALLET_PAGE_SIZE), page, pages });
    }),
  ];
}

import { describe, expect, it } from 'vitest';
import { useSandbox } from '@mealflow/sandbox/vitest';
import { WALLET_HISTORY_PAGE } from '../../domain/constants';
import { auth } from './auth';
import { wallet } from './wallet';
import { sandboxClient } from '../../testing/sandbox-client';

const harness = useSandbox();

function api(token: string) {
  return sandboxClient(harness, { token }).mealflow.api;
}

describe('wallet calls (through the sandbox)', () => {
  it('gives the returning client every balance kind and a paged, signed history', async () => {
    const client = api('sandbox-token-returning');
    const { wallet: balances } = await client.call(wallet.get, { brandId_H: 'main' });
    expect(balances.separatedBalance.map((b) => b.type)).toEqual(['bonus', 'rouble', 'other', 'extra']);
    expect(balances.isBalanceOverpulled).toBe(false);
    const first = await client.call(wallet.history, { page: WALLET_HISTORY_PAGE });
    expect(first.history).toHaveLength(10);
    expect(first.pages).toBe(3);
    expect(first.history.some((e) => e.amount > 0) && first.history.some((e) => e.amount < 0)).toBe(true);
    const last = await client.call(wallet.history, { page: 3 });
    expect(last.history.length).toBeGreaterThan(0);
    expect(new Set([...first.history, ...last.history].map((e) => e.id)).size).toBe(first.history.length + last.history.length);
  });

  it('gives a new client an empty wallet', async () => {
    const { client_token: token } = await api('').call(auth.login, { phone: '+79161234567', code: '4567' });
    const client = api(token);
    const { wallet: balances } = await client.call(wallet.get, {});
    expect(balances.separatedBalance).toEqual([]);
    const history = await client.call(wallet.history, { page: 1 });
    expect(history).toMatchObject({ history: [], pages: 0 });
  });
});

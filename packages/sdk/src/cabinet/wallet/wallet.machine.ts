import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { hasMoreHistory } from './wallet.rules';
import type { WalletContext, WalletEvent, WalletLoaded, WalletPage } from './wallet.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { WalletStateValue } from '../../machine-states';

/**
 * The client's wallet (personal-cabinet §3 "Wallet", §7 `client-wallet`, `client-wallet/history`):
 * `loading` (balances and history page 1 in parallel) → `ready` | `error` (RETRY). In `ready.idle`
 * MORE loads the next page (`ready.loadingMore`); its failure stays in the list with a retry (MORE).
 * REFRESH (sent by the bonus shop after a purchase) loads the balances and page 1 again (`ready.refreshing`).
 */

export type { WalletContext, WalletEvent } from './wallet.types';

const reject = (name: string) => () => Promise.reject(new Error(`wallet: actor "${name}" is not provided (use provideWallet)`));

export const WALLET_TEXTS = {
  loadFailed: 'Не удалось загрузить кошелёк',
  moreFailed: 'Не удалось загрузить операции',
};

const walletSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as WalletContext, events: {} as WalletEvent },
  actors: {
    loadWallet: fromPromise<WalletLoaded>(reject('loadWallet')),
    loadPage: fromPromise<WalletPage, { page: number }>(reject('loadPage')),
  },
  guards: {
    hasMore: ({ context }) => hasMoreHistory(context.page, context.pages),
  },
  actions: {
    setLoaded: assign((_, params: { loaded: WalletLoaded }) => ({ ...params.loaded, error: undefined, moreError: undefined })),
    appendPage: assign(({ context }, params: { page: WalletPage }) => ({
      history: [...context.history, ...params.page.history.filter((e) => !context.history.some((h) => h.id === e.id))],
      page: params.page.page,
      pages: params.page.pages,
      moreError: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, WALLET_TEXTS.loadFailed) })),
    setMoreError: assign((_, params: { error: unknown }) => ({ moreError: errorText(params.error, WALLET_TEXTS.moreFailed) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const walletLoading = /*#__PURE__*/ loadable(walletSetup, {
  id: 'loadWallet',
  src: 'loadWallet',
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const walletLogic = /*#__PURE__*/ walletSetup.createMachine({
  id: 'wallet',
  context: { wallet: undefined, cityId: DEFAULT_CITY_ID, history: [], page: 0, pages: 0, error: undefined, moreError: undefined },
  initial: 'loading',
  states: {
    ...walletLoading,
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
        // A purchase elsewhere (the bonus shop, the wallet's parent) changed the balances: load page 1 again.
        refreshing: {
          tags: ['refreshing'],
          invoke: {
            id: 'reloadWallet',
            src: 'loadWallet',
            onDone: { target: 'idle', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            onError: { target: '#wallet.error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadPage',
            src: 'loadPage',
            input: ({ context }) => ({ page: context.page + 1 }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'idle', actions: { type: 'setMoreError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
      on: { RETRY: '.idle', REFRESH: '.refreshing' },
    },
  },
});

/** The wallet machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface WalletMachine extends PublicMachine<WalletContext, WalletEvent, WalletStateValue> {}
export const walletMachine: WalletMachine = walletLogic;

import { assign, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { BONUS_SHOP_TEXTS } from '../../domain/bonus-texts';
import { walletMachine } from '../wallet/wallet.machine';
import { canAfford, itemById, newPurchaseKey, purchaseOutcomeUnknown } from './bonus-shop.rules';
import type { BonusPurchaseInput, BonusPurchaseOutput, BonusShopContext, BonusShopEvent, BonusShopLoaded } from './bonus-shop.types';
import { effectFailureText } from '../../shared/effect';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { BonusShopStateValue } from '../../machine-states';

/**
 * The bonus shop (personal-cabinet §2.1 bonus, shop; §7 `bonus/store`, `gift-certificates`):
 * `loading` (the store and the client's certificates) → `ready` | `error` (RETRY). In `ready.browsing`
 * BUY asks first when the bonuses cover the price (`ready.confirming`: CONFIRM → `ready.buying`,
 * CANCEL). A purchase sets the bonuses left, tells the wallet child to REFRESH and reloads the shop
 * (`ready.refreshing`: a certificate item joins the list). The wallet (balances and history) is the
 * shop's child `wallet`. See README.md.
 */

export type { BonusShopContext, BonusShopEvent } from './bonus-shop.types';

const reject = (name: string) => () => Promise.reject(new Error(`bonusShop: actor "${name}" is not provided (use provideBonusShop)`));

const EMPTY: BonusShopLoaded = { categories: [], items: [], balance: 0, certificates: [] };

const bonusShopSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as BonusShopContext,
    events: {} as BonusShopEvent,
    children: {} as { wallet: 'wallet'; loadShop: 'loadShop'; reloadShop: 'loadShop'; purchase: 'purchase' },
  },
  actors: {
    loadShop: fromPromise<BonusShopLoaded>(reject('loadShop')),
    purchase: fromPromise<BonusPurchaseOutput, BonusPurchaseInput>(reject('purchase')),
    wallet: walletMachine,
  },
  guards: {
    affordable: ({ context }, params: { itemId: string }) => {
      const item = itemById(context.items, params.itemId);
      return item !== undefined && canAfford(item, context.balance);
    },
  },
  actions: {
    setLoaded: assign((_, params: { loaded: BonusShopLoaded }) => ({ ...params.loaded, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, BONUS_SHOP_TEXTS.loadFailed) })),
    askPurchase: assign(({ context }, params: { itemId: string }) => ({
      pendingId: params.itemId,
      // A retry of the same item after an unknown outcome keeps its key: the backend answers it with the first result.
      attemptKey: context.pendingId === params.itemId && context.attemptKey ? context.attemptKey : newPurchaseKey(),
      purchaseError: undefined,
      lastPurchase: undefined,
    })),
    cancelPurchase: assign({ pendingId: undefined, purchaseError: undefined }),
    setPurchased: assign((_, params: { output: BonusPurchaseOutput }) => ({
      balance: params.output.balance,
      lastPurchase: params.output,
      pendingId: undefined,
      attemptKey: undefined,
      purchaseError: undefined,
    })),
    setPurchaseError: assign((_, params: { error: unknown }) => ({
      purchaseError: effectFailureText(params.error, BONUS_SHOP_TEXTS.purchaseFailed),
      ...(purchaseOutcomeUnknown(params.error) ? {} : { attemptKey: newPurchaseKey() }),
    })),
    refreshWallet: sendTo('wallet', { type: 'REFRESH' }),
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const bonusShopLoading = /*#__PURE__*/ loadable(bonusShopSetup, {
  id: 'loadShop',
  src: 'loadShop',
  onDone: { actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const bonusShopLogic = /*#__PURE__*/ bonusShopSetup.createMachine({
  id: 'bonusShop',
  context: { ...EMPTY, pendingId: undefined, attemptKey: undefined, error: undefined, purchaseError: undefined, lastPurchase: undefined },
  invoke: { id: 'wallet', src: 'wallet' },
  initial: 'loading',
  states: {
    ...bonusShopLoading,
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            RETRY: '#bonusShop.loading',
            BUY: {
              guard: { type: 'affordable', params: ({ event }) => ({ itemId: event.itemId }) },
              target: 'confirming',
              actions: { type: 'askPurchase', params: ({ event }) => ({ itemId: event.itemId }) },
            },
          },
        },
        confirming: {
          tags: ['open', 'busy'],
          on: {
            CONFIRM: 'buying',
            CANCEL: { target: 'browsing', actions: 'cancelPurchase' },
          },
        },
        buying: {
          tags: ['open', 'busy', 'submitting'],
          invoke: {
            id: 'purchase',
            src: 'purchase',
            input: ({ context }) => ({ itemId: context.pendingId ?? '', key: context.attemptKey ?? '' }),
            onDone: {
              target: 'refreshing',
              actions: [
                { type: 'setPurchased', params: ({ event }) => ({ output: event.output }) },
                'refreshWallet',
                {
                  type: 'toast',
                  params: ({ event }) => ({ text: BONUS_SHOP_TEXTS.purchased(event.output.purchase.title, event.output.balance) }),
                },
              ],
            },
            onError: { target: 'confirming', actions: { type: 'setPurchaseError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'reloadShop',
            src: 'loadShop',
            onDone: { target: 'browsing', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            // The purchase stands and its balance is shown; the list stays as it was.
            onError: 'browsing',
          },
        },
      },
    },
  },
});

/** The bonusShop machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface BonusShopMachine extends PublicMachine<
  BonusShopContext,
  BonusShopEvent,
  BonusShopStateValue,
  { children: Children<{ wallet: typeof walletMachine }> }
> {}
export const bonusShopMachine: BonusShopMachine = bonusShopLogic;

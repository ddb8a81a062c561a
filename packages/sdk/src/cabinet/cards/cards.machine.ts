import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import type { ClientCard } from '../../api/schemas/settings';
import { errorText } from '../../api/errors';
import { CARD_TEXTS } from '../../domain/settings-texts';
import { cardBindingMachine } from '../../checkout/card-binding/card-binding.machine';
import type { CardBindingOutput } from '../../checkout/card-binding/card-binding.types';
import { CARD_BINDING_TEXTS } from '../../checkout/card-binding/card-binding.rules';
import { canActivate, cardById } from './cards.rules';
import type { CardsContext, CardsEvent } from './cards.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { CardsStateValue } from '../../machine-states';

/**
 * The client's cards (personal-cabinet §2.1 settings/cards, §7 `cards/`, `cards/active`,
 * `cards/destroy`): `loading` → `ready` | `error` (RETRY). In `ready.list` a card is made active,
 * or a delete asks first (`ready.confirming`: DELETE.CONFIRM → `ready.deleting`, DELETE.CANCEL).
 * A failed action stays in the list with its error; RETRY reloads. CARD.ADD opens the binding form
 * (`ready.adding` invokes the `cardBinding` child); a bound card reloads the list (`ready.refreshing`). See README.md.
 */

export type { CardsContext, CardsEvent } from './cards.types';

const reject = (name: string) => () => Promise.reject(new Error(`cards: actor "${name}" is not provided (use provideCards)`));

const cardsSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as CardsContext,
    events: {} as CardsEvent,
    children: {} as { loadCards: 'loadCards'; activate: 'activate'; destroy: 'destroy'; cardBinding: 'cardBinding'; refresh: 'loadCards' },
  },
  actors: {
    loadCards: fromPromise<ClientCard[]>(reject('loadCards')),
    cardBinding: cardBindingMachine,
    activate: fromPromise<ClientCard[], { id: string }>(reject('activate')),
    destroy: fromPromise<ClientCard[], { id: string }>(reject('destroy')),
  },
  guards: {
    activatable: ({ context }, params: { id: string }) => {
      const card = cardById(context.cards, params.id);
      return card !== undefined && canActivate(card);
    },
    known: ({ context }, params: { id: string }) => cardById(context.cards, params.id) !== undefined,
    cardBound: (_, params: { output: CardBindingOutput }) => params.output.status === 'bound',
  },
  actions: {
    setCards: assign((_, params: { cards: ClientCard[] }) => ({
      cards: params.cards,
      error: undefined,
      actionError: undefined,
      confirmId: undefined,
      activatingId: undefined,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, CARD_TEXTS.loadFailed) })),
    setActionError: assign((_, params: { error: unknown }) => ({
      actionError: errorText(params.error, CARD_TEXTS.actionFailed),
      confirmId: undefined,
      activatingId: undefined,
    })),
    askDelete: assign((_, params: { id: string }) => ({ confirmId: params.id, actionError: undefined })),
    cancelDelete: assign({ confirmId: undefined }),
    markActivating: assign((_, params: { id: string }) => ({ activatingId: params.id, actionError: undefined })),
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const cardsLoading = /*#__PURE__*/ loadable(cardsSetup, {
  id: 'loadCards',
  src: 'loadCards',
  onDone: { actions: { type: 'setCards', params: ({ event }) => ({ cards: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const cardsLogic = /*#__PURE__*/ cardsSetup.createMachine({
  id: 'cards',
  context: { cards: [], confirmId: undefined, activatingId: undefined, error: undefined, actionError: undefined },
  initial: 'loading',
  states: {
    ...cardsLoading,
    ready: {
      initial: 'list',
      states: {
        list: {
          on: {
            RETRY: '#cards.loading',
            'CARD.ACTIVATE': {
              guard: { type: 'activatable', params: ({ event }) => ({ id: event.id }) },
              target: 'activating',
              actions: { type: 'markActivating', params: ({ event }) => ({ id: event.id }) },
            },
            'CARD.ADD': { target: 'adding', actions: assign({ actionError: undefined }) },
            'CARD.DELETE': {
              guard: { type: 'known', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'askDelete', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        /** The binding form ('ruble mechanics'): its child is the `cardBinding` machine. */
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'cardBinding',
            src: 'cardBinding',
            input: {},
            onDone: [
              {
                guard: { type: 'cardBound', params: ({ event }) => ({ output: event.output }) },
                target: 'refreshing',
                actions: { type: 'toast', params: { text: CARD_BINDING_TEXTS.bound } },
              },
              // Gone to the bank's 3-D Secure page: the return page says how it ended.
              { target: 'list' },
            ],
          },
          on: { 'ADD.CANCEL': 'list' },
        },
        /** The list again after a card was bound (the new card is the active one). */
        refreshing: {
          tags: ['busy'],
          invoke: {
            id: 'refresh',
            src: 'loadCards',
            onDone: { target: 'list', actions: { type: 'setCards', params: ({ event }) => ({ cards: event.output }) } },
            onError: { target: 'list', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirming: {
          tags: ['busy', 'open'],
          on: {
            'DELETE.CONFIRM': 'deleting',
            'DELETE.CANCEL': { target: 'list', actions: 'cancelDelete' },
          },
        },
        activating: {
          tags: ['busy'],
          invoke: {
            id: 'activate',
            src: 'activate',
            input: ({ context }) => ({ id: context.activatingId ?? '' }),
            onDone: {
              target: 'list',
              actions: [
                { type: 'setCards', params: ({ event }) => ({ cards: event.output }) },
                { type: 'toast', params: { text: CARD_TEXTS.activated } },
              ],
            },
            onError: { target: 'list', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deleting: {
          tags: ['busy', 'deleting', 'open'],
          invoke: {
            id: 'destroy',
            src: 'destroy',
            input: ({ context }) => ({ id: context.confirmId ?? '' }),
            onDone: {
              target: 'list',
              actions: [
                { type: 'setCards', params: ({ event }) => ({ cards: event.output }) },
                { type: 'toast', params: { text: CARD_TEXTS.deleted } },
              ],
            },
            onError: { target: 'list', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The cards machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CardsMachine extends PublicMachine<
  CardsContext,
  CardsEvent,
  CardsStateValue,
  { children: Children<{ cardBinding: typeof cardBindingMachine }> }
> {}
export const cardsMachine: CardsMachine = cardsLogic;

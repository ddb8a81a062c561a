import { assign, fromPromise, setup } from 'xstate';
import { checkout } from '../../api/endpoints/checkout';
import type { AddressInfo, Suggestion } from '../../api/schemas/checkout';
import type { MealflowDeps } from '../../deps';
import { DEFAULT_CITY_ID, SUGGEST_DEBOUNCE_MS, SUGGEST_REQUESTED, SUGGEST_SHOWN } from '../../domain/constants';
import { ADDRESS_MESSAGES } from '../../domain/messages';

/**
 * Address suggestions (order-funnel §5 "Address"): typing is debounced 250 ms, 10 suggestions are
 * requested and 8 shown; a suggestion without a house keeps the form asking for one.
 */
export interface AddressSuggestInput {
  cityId?: number;
}

export interface AddressSuggestContext {
  cityId: number;
  query: string;
  suggestions: Suggestion[];
  chosen: Suggestion | undefined;
  flat: string;
  flatError: string | undefined;
  error: string | undefined;
}

export type AddressSuggestEvent =
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'SUGGESTION.SELECT'; index: number }
  | { type: 'FLAT.CHANGE'; value: string }
  | { type: 'RESET' };

/** order-funnel §5: a flat accepts letters, digits, hyphen and parentheses. */
export const isValidFlat = (flat: string) => /^[\p{L}\d\-()]*$/u.test(flat);

const addressSuggestLogic = setup({
  types: { input: {} as AddressSuggestInput, context: {} as AddressSuggestContext, events: {} as AddressSuggestEvent },
  actors: {
    suggest: fromPromise<Suggestion[], { query: string; cityId: number }>(() => Promise.reject(new Error('address-suggest: provide suggest'))),
  },
  delays: { suggestDebounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    queryIsSearchable: ({ event }) => event.type === 'QUERY.CHANGE' && event.value.trim().length >= 2,
    suggestionHasHouse: ({ context, event }) => event.type === 'SUGGESTION.SELECT' && Boolean(context.suggestions[event.index]?.data.house),
    suggestionExists: ({ context, event }) => event.type === 'SUGGESTION.SELECT' && context.suggestions[event.index] !== undefined,
  },
  actions: {
    assignQuery: assign({ query: ({ event, context }) => (event.type === 'QUERY.CHANGE' ? event.value : context.query), chosen: undefined, error: undefined }),
    clearSuggestions: assign({ suggestions: [] }),
    choose: assign({
      chosen: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? context.suggestions[event.index] : undefined),
      query: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? (context.suggestions[event.index]?.value ?? context.query) : context.query),
    }),
    /** A street without a house: put it in the field and keep asking for the house. */
    askForHouse: assign({
      query: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? `${context.suggestions[event.index]?.value ?? context.query}, ` : context.query),
      suggestions: [],
    }),
    assignFlat: assign(({ event }) => {
      if (event.type !== 'FLAT.CHANGE') return {};
      return { flat: event.value, flatError: isValidFlat(event.value) ? undefined : 'Только буквы, цифры, дефис и скобки' };
    }),
  },
}).createMachine({
  id: 'addressSuggest',
  context: ({ input }) => ({ cityId: input.cityId ?? DEFAULT_CITY_ID, query: '', suggestions: [], chosen: undefined, flat: '', flatError: undefined, error: undefined }),
  initial: 'idle',
  on: {
    'QUERY.CHANGE': [
      { guard: 'queryIsSearchable', target: '.debouncing', actions: 'assignQuery', reenter: true },
      { target: '.idle', actions: ['assignQuery', 'clearSuggestions'] },
    ],
    'FLAT.CHANGE': { actions: 'assignFlat' },
    RESET: { target: '.idle', actions: assign({ query: '', suggestions: [], chosen: undefined }) },
  },
  states: {
    idle: {},
    debouncing: { after: { suggestDebounce: 'searching' } },
    searching: {
      invoke: {
        id: 'suggest',
        src: 'suggest',
        input: ({ context }) => ({ query: context.query, cityId: context.cityId }),
        onDone: { target: 'results', actions: assign({ suggestions: ({ event }) => event.output.slice(0, SUGGEST_SHOWN) }) },
        onError: { target: 'results', actions: assign({ suggestions: [], error: ADDRESS_MESSAGES.notFound }) },
      },
    },
    results: {
      on: {
        'SUGGESTION.SELECT': [
          { guard: 'suggestionHasHouse', target: 'chosen', actions: 'choose' },
          { guard: 'suggestionExists', target: 'idle', actions: 'askForHouse' },
        ],
      },
    },
    chosen: {},
  },
});

/** The address suggestion machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface AddressSuggestMachine extends AddressSuggestLogic {}
type AddressSuggestLogic = typeof addressSuggestLogic;
export const addressSuggestMachine: AddressSuggestMachine = addressSuggestLogic;

export function provideAddressSuggest(deps: MealflowDeps): AddressSuggestMachine {
  return addressSuggestMachine.provide({
    actors: {
      suggest: fromPromise(async ({ input, signal }) => {
        const answer = await deps.api.call(checkout.suggest, { query: input.query, cityId: input.cityId, count: SUGGEST_REQUESTED, type: 'ADDRESS' }, { signal });
        return answer.suggestions;
      }),
    },
  });
}

export interface AddressSuggestView {
  query: string;
  hint: string | undefined;
  suggestions: string[];
  searching: boolean;
  /** The chosen address, ready for `deliveries/check-address`; undefined until street and house are known. */
  addressInfo: AddressInfo | undefined;
  flat: string;
  flatError: string | undefined;
}

export function addressSuggestView(snapshot: { context: AddressSuggestContext; matches: (s: 'idle' | 'debouncing' | 'searching' | 'results' | 'chosen') => boolean }): AddressSuggestView {
  const { context } = snapshot;
  const searching = snapshot.matches('debouncing') || snapshot.matches('searching');
  const results = snapshot.matches('results');
  const hint = context.error
    ? context.error
    : results
      ? context.suggestions.length
        ? ADDRESS_MESSAGES.chooseAddress
        : ADDRESS_MESSAGES.nothingFound
      : snapshot.matches('idle') && context.query.trim().length < 2
        ? ADDRESS_MESSAGES.typeAddress
        : undefined;
  const chosen = context.chosen;
  return {
    query: context.query,
    hint,
    suggestions: results ? context.suggestions.map((s) => s.value) : [],
    searching,
    addressInfo:
      chosen?.data.street && chosen.data.house
        ? {
            street: chosen.data.street,
            house: chosen.data.house,
            ...(chosen.data.block ? { block: chosen.data.block } : {}),
            city_id: chosen.data.city_id ?? context.cityId,
            name: chosen.value,
            ...(chosen.geo_lat != null ? { latitude: chosen.geo_lat } : {}),
            ...(chosen.geo_lon != null ? { longitude: chosen.geo_lon } : {}),
            ...(context.flat && !context.flatError ? { flat: context.flat } : {}),
          }
        : undefined,
    flat: context.flat,
    flatError: context.flatError,
  };
}

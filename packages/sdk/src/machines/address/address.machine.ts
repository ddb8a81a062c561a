import { assign, emit, fromPromise, setup } from 'xstate';
import { isApiError } from '../../api/errors';
import type { AddressInfo, CheckAddressResponse, Suggestion } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { DEFAULT_CITY_ID, SUGGEST_DEBOUNCE_MS, SUGGEST_SHOWN } from '../../domain/constants';
import { ADDRESS_MESSAGES } from '../../domain/messages';
import { validateFlat } from '../../domain/validation';
import { failureText, firstDeliveryOf, isFarMismatch, stateReport, suggestionToAddressInfo, unavailableText } from './address.rules';
import { NEW_ADDRESS, type AddressContext, type AddressEvent, type AddressInput, type AddressReport } from './address.types';

/**
 * The delivery address of an order (order-funnel §4 "Address check state", §5 "Address", §8;
 * personal-cabinet §5). Two regions run side by side:
 *
 * - `form`: the new-address field with suggestions (250 ms debounce, 10 requested, 8 shown);
 * - `check`: the address of the order's first delivery, state 0 unchecked, 1 checking,
 *   2 available, 3 unavailable.
 *
 * Invoked by the checkout (which mirrors `checkState`/`error` into its own context through the
 * `report` action) and usable alone (listen to the emitted `address.changed`, `address.recreated`).
 */

export { NEW_ADDRESS } from './address.types';
export type { AddressCheckState, AddressContext, AddressEvent, AddressInput, AddressReport } from './address.types';
export { firstDeliveryOf, suggestionToAddressInfo, unavailableText } from './address.rules';

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const reject = (name: string) => () => Promise.reject(new Error(`address: actor "${name}" is not provided (use provideAddress)`));

const addressLogic = setup({
  types: {
    input: {} as AddressInput,
    context: {} as AddressContext,
    events: {} as AddressEvent,
    emitted: {} as AddressReport,
  },
  actors: {
    suggest: fromPromise<Suggestion[], { query: string; cityId: number }>(reject('suggest')),
    checkAddress: fromPromise<CheckAddressResponse, { order: Order; address: AddressInfo }>(reject('checkAddress')),
    /** Far-region tariff + `orders/recreate-to-far-moscow-region`: the new order. */
    recreateFarRegion: fromPromise<Order, { order: Order }>(reject('recreateFarRegion')),
    saveNewAddress: fromPromise<Order, { order: Order; address: AddressInfo }>(reject('saveNewAddress')),
    changeAddress: fromPromise<Order, { order: Order; addressId: string }>(reject('changeAddress')),
    /** Code 1002: the client's addresses again. */
    reloadAddresses: fromPromise<ProfileAddress[], { order: Order }>(reject('reloadAddresses')),
  },
  delays: { suggestDebounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    queryIsSearchable: ({ event }) => event.type === 'QUERY.CHANGE' && event.value.trim().length >= 2,
    suggestionHasHouse: ({ context, event }) => event.type === 'SUGGESTION.SELECT' && Boolean(context.suggestions[event.index]?.data.house),
    suggestionExists: ({ context, event }) => event.type === 'SUGGESTION.SELECT' && context.suggestions[event.index] !== undefined,
    selectsNew: ({ event }) => event.type === 'SELECT' && event.id === NEW_ADDRESS,
    selectsCurrent: ({ context, event }) => event.type === 'SELECT' && event.id === context.selection && context.checkState === 2,
    savedIsUnavailable: ({ context, event }) => event.type === 'SELECT' && Boolean(context.saved.find((a) => a.id_H === event.id && isFarMismatch(context.order, a.is_far_moscow_region ?? false) === 'notFar')),
    savedNeedsFarOrder: ({ context, event }) => event.type === 'SELECT' && Boolean(context.saved.find((a) => a.id_H === event.id && isFarMismatch(context.order, a.is_far_moscow_region ?? false) === 'far')),
    knownSaved: ({ context, event }) => event.type === 'SELECT' && context.saved.some((a) => a.id_H === event.id),
    /** Street and house are known and the flat is valid. */
    formComplete: ({ context }) => Boolean(context.chosen && suggestionToAddressInfo(context.chosen, context.cityId)) && !context.flatError,
    infoComplete: ({ event }) => event.type === 'SUBMIT.INFO' && event.address.street.trim() !== '' && event.address.house.trim() !== '' && validateFlat(event.address.flat ?? '').ok,
    addressUnavailable: ({ event }) => !outputOf<CheckAddressResponse>(event).delivery_available,
    needsFarRegionOrder: ({ context, event }) => isFarMismatch(context.order, outputOf<CheckAddressResponse>(event).is_far_moscow_region) === 'far',
    farOrderNearAddress: ({ context, event }) => isFarMismatch(context.order, outputOf<CheckAddressResponse>(event).is_far_moscow_region) === 'notFar',
    isCode1002: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.code === 1002;
    },
    hasPendingSaved: ({ context }) => context.pendingId !== undefined,
  },
  actions: {
    assignQuery: assign({
      query: ({ event, context }) => (event.type === 'QUERY.CHANGE' ? event.value : context.query),
      chosen: undefined,
      formError: undefined,
      suggestFailed: false,
      selection: NEW_ADDRESS,
    }),
    clearSuggestions: assign({ suggestions: [] }),
    assignSuggestions: assign({ suggestions: ({ event }) => outputOf<Suggestion[]>(event).slice(0, SUGGEST_SHOWN), suggestFailed: false }),
    suggestFailed: assign({ suggestions: [], suggestFailed: true }),
    choose: assign({
      chosen: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? context.suggestions[event.index] : undefined),
      query: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? (context.suggestions[event.index]?.value ?? context.query) : context.query),
      formError: undefined,
    }),
    /** A street without a house: into the field, and keep asking for the house. */
    askForHouse: assign({
      query: ({ context, event }) => (event.type === 'SUGGESTION.SELECT' ? `${context.suggestions[event.index]?.value ?? context.query}, ` : context.query),
      suggestions: [],
      formError: ADDRESS_MESSAGES.houseRequired,
    }),
    assignFlat: assign(({ event }) => {
      if (event.type !== 'FLAT.CHANGE') return {};
      const result = validateFlat(event.value);
      return { flat: event.value, flatError: result.ok ? undefined : result.message };
    }),
    /** Why the typed address cannot be sent yet. */
    explainIncomplete: assign({
      formError: ({ context }) => {
        if (context.flatError) return context.flatError;
        if (context.query.trim() === '') return ADDRESS_MESSAGES.streetRequired;
        if (context.chosen && !context.chosen.data.house) return ADDRESS_MESSAGES.houseRequired;
        // Typed by hand, no suggestion matched.
        return ADDRESS_MESSAGES.notFound;
      },
    }),
    holdTyped: assign({
      pending: ({ context }) => (context.chosen ? suggestionToAddressInfo(context.chosen, context.cityId, context.flat.trim() || undefined) : undefined),
      pendingId: undefined,
      selection: NEW_ADDRESS,
      formError: undefined,
    }),
    holdInfo: assign({
      pending: ({ event, context }) => (event.type === 'SUBMIT.INFO' ? event.address : context.pending),
      pendingId: undefined,
      selection: NEW_ADDRESS,
      formError: undefined,
    }),
    holdSaved: assign({ pendingId: ({ event }) => (event.type === 'SELECT' ? event.id : undefined), pending: undefined }),
    selectNew: assign({ selection: NEW_ADDRESS }),
    markChecking: assign({ checkState: 1, error: undefined }),
    markAvailable: assign({ checkState: 2, error: undefined }),
    markUnavailable: assign(({ event }) => ({ checkState: 3 as const, error: unavailableText(outputOf<CheckAddressResponse>(event)) })),
    /** order-funnel §8: a far-region order and an address that is not (or the other way). */
    markFarMismatch: assign({ checkState: 3, error: ADDRESS_MESSAGES.unavailable }),
    markSavedMismatch: assign(({ event }) => ({ checkState: 3 as const, error: ADDRESS_MESSAGES.unavailableForOrder, selection: event.type === 'SELECT' ? event.id : undefined })),
    markFailed: assign(({ event }) => ({ checkState: 3 as const, error: failureText(errorOf(event)) })),
    markReloadNeeded: assign(({ event }) => ({ checkState: 0 as const, error: failureText(errorOf(event)), selection: undefined })),
    applyOrder: assign({ order: ({ event }) => outputOf<Order>(event) }),
    syncOrder: assign({ order: ({ context, event }) => (event.type === 'ORDER.UPDATED' ? event.order : context.order) }),
    /** The saved new address joins the list and becomes the selection. */
    rememberNewAddress: assign(({ context, event }) => {
      const order = outputOf<Order>(event);
      const address = firstDeliveryOf(order)?.clientAddress;
      if (!address?.id_H) return {};
      const entry: ProfileAddress = {
        id_H: address.id_H,
        city_id: address.city_id ?? order.city_id,
        is_far_moscow_region: address.is_far_moscow_region ?? null,
        flat: address.flat ?? null,
        text: address.text ?? null,
        street: address.street ?? null,
        house: address.house ?? null,
      };
      return { saved: [...context.saved.filter((a) => a.id_H !== entry.id_H), entry], selection: entry.id_H, query: '', chosen: undefined, suggestions: [], pending: undefined };
    }),
    selectPendingSaved: assign(({ context }) => ({ selection: context.pendingId, pendingId: undefined })),
    assignSaved: assign({ saved: ({ event }) => outputOf<ProfileAddress[]>(event) }),
    emitState: emit(({ context }) => ({ type: 'address.state' as const, checkState: context.checkState, error: context.error })),
    emitChanged: emit(({ context }) => ({ type: 'address.changed' as const, order: context.order, addressId: context.selection, isNew: false })),
    emitChangedNew: emit(({ context }) => ({ type: 'address.changed' as const, order: context.order, addressId: context.selection, isNew: true })),
    emitRecreated: emit(({ event, context }) => ({ type: 'address.recreated' as const, order: outputOf<Order>(event), previousHid: context.order.id_H })),
    /** Tells the parent (the checkout provides `sendParent`); a no-op alone. */
    report: (_, _report: AddressReport) => undefined,
    // Provided (notify port).
    toastNewAddress: () => undefined,
    toastAddressChanged: () => undefined,
  },
}).createMachine({
  id: 'address',
  context: ({ input }) => {
    const delivery = firstDeliveryOf(input.order);
    const current = delivery?.client_address_id_H ?? undefined;
    return {
      order: input.order,
      cityId: input.cityId ?? input.order.city_id ?? DEFAULT_CITY_ID,
      saved: [...(input.saved ?? [])],
      selection: current,
      query: '',
      suggestions: [],
      chosen: undefined,
      flat: '',
      flatError: undefined,
      formError: undefined,
      suggestFailed: false,
      pending: undefined,
      pendingId: undefined,
      checkState: current ? 2 : 0,
      error: undefined,
    };
  },
  type: 'parallel',
  states: {
    form: {
      initial: 'idle',
      on: {
        'QUERY.CHANGE': [
          { guard: 'queryIsSearchable', target: '.debouncing', actions: 'assignQuery', reenter: true },
          { target: '.idle', actions: ['assignQuery', 'clearSuggestions'] },
        ],
        'FLAT.CHANGE': { actions: 'assignFlat' },
      },
      states: {
        idle: {},
        debouncing: { after: { suggestDebounce: 'searching' } },
        searching: {
          invoke: {
            id: 'suggest',
            src: 'suggest',
            input: ({ context }) => ({ query: context.query, cityId: context.cityId }),
            onDone: { target: 'results', actions: 'assignSuggestions' },
            onError: { target: 'results', actions: 'suggestFailed' },
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
    },
    check: {
      initial: 'settled',
      on: { 'ORDER.UPDATED': { actions: 'syncOrder' } },
      states: {
        /** Nothing running: `checkState` is 0, 2 or 3. */
        settled: {
          on: {
            SELECT: [
              { guard: 'selectsNew', actions: 'selectNew' },
              { guard: 'selectsCurrent' },
              { guard: 'savedIsUnavailable', actions: ['markSavedMismatch', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { guard: 'savedNeedsFarOrder', target: 'recreating', actions: ['holdSaved', 'markChecking', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { guard: 'knownSaved', target: 'changing', actions: ['holdSaved', 'markChecking', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
            ],
            SUBMIT: [
              { guard: 'formComplete', target: 'checking', actions: ['holdTyped', 'markChecking', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { actions: 'explainIncomplete' },
            ],
            'SUBMIT.INFO': { guard: 'infoComplete', target: 'checking', actions: ['holdInfo', 'markChecking', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
          },
        },
        checking: {
          invoke: {
            id: 'checkAddress',
            src: 'checkAddress',
            input: ({ context }) => ({ order: context.order, address: context.pending as AddressInfo }),
            onDone: [
              { guard: 'addressUnavailable', target: 'settled', actions: ['markUnavailable', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { guard: 'needsFarRegionOrder', target: 'recreating' },
              { guard: 'farOrderNearAddress', target: 'settled', actions: ['markFarMismatch', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { target: 'saving' },
            ],
            onError: { target: 'settled', actions: ['markFailed', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
          },
        },
        /**
         * A far-region address on a normal order: the order is recreated with the far-region
         * tariff and everything continues on the new hid (what was typed stays here).
         */
        recreating: {
          invoke: {
            id: 'recreateFarRegion',
            src: 'recreateFarRegion',
            input: ({ context }) => ({ order: context.order }),
            onDone: [
              {
                guard: 'hasPendingSaved',
                target: 'changing',
                actions: ['emitRecreated', { type: 'report', params: ({ context, event }) => ({ type: 'address.recreated' as const, order: event.output, previousHid: context.order.id_H }) }, 'applyOrder'],
              },
              {
                target: 'saving',
                actions: ['emitRecreated', { type: 'report', params: ({ context, event }) => ({ type: 'address.recreated' as const, order: event.output, previousHid: context.order.id_H }) }, 'applyOrder'],
              },
            ],
            onError: { target: 'settled', actions: ['markFailed', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
          },
        },
        saving: {
          invoke: {
            id: 'saveNewAddress',
            src: 'saveNewAddress',
            input: ({ context }) => ({ order: context.order, address: context.pending as AddressInfo }),
            onDone: {
              target: 'settled',
              actions: [
                'applyOrder',
                'rememberNewAddress',
                'markAvailable',
                'toastNewAddress',
                'emitChangedNew',
                'emitState',
                { type: 'report', params: ({ context }) => ({ type: 'address.changed' as const, order: context.order, addressId: context.selection, isNew: true }) },
                { type: 'report', params: ({ context }) => stateReport(context) },
              ],
            },
            onError: [
              { guard: 'isCode1002', target: 'reloading', actions: ['markReloadNeeded', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { target: 'settled', actions: ['markFailed', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
            ],
          },
        },
        changing: {
          invoke: {
            id: 'changeAddress',
            src: 'changeAddress',
            input: ({ context }) => ({ order: context.order, addressId: context.pendingId ?? '' }),
            onDone: {
              target: 'settled',
              actions: [
                'applyOrder',
                'selectPendingSaved',
                'markAvailable',
                'toastAddressChanged',
                'emitChanged',
                'emitState',
                { type: 'report', params: ({ context }) => ({ type: 'address.changed' as const, order: context.order, addressId: context.selection, isNew: false }) },
                { type: 'report', params: ({ context }) => stateReport(context) },
              ],
            },
            onError: [
              { guard: 'isCode1002', target: 'reloading', actions: ['markReloadNeeded', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
              { target: 'settled', actions: ['markFailed', 'emitState', { type: 'report', params: ({ context }) => stateReport(context) }] },
            ],
          },
        },
        /** Code 1002 (order-funnel §8): the client's addresses are reloaded. */
        reloading: {
          invoke: {
            id: 'reloadAddresses',
            src: 'reloadAddresses',
            input: ({ context }) => ({ order: context.order }),
            onDone: { target: 'settled', actions: 'assignSaved' },
            onError: { target: 'settled' },
          },
        },
      },
    },
  },
});

/** The address machine's public type: a name (in .d.ts files and hovers) for its inferred type. */
export interface AddressMachine extends AddressLogic {}
type AddressLogic = typeof addressLogic;
export const addressMachine: AddressMachine = addressLogic;

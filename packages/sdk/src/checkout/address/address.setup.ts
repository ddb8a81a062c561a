import { assign, emit, fromPromise, spawnChild } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { isApiError } from '../../api/errors';
import type { AddressInfo, CheckAddressResponse, Suggestion } from '../../api/schemas/checkout';
import type { Order } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_SHOWN } from '../../domain/constants';
import { ADDRESS_MESSAGES } from '../../domain/messages';
import { validateFlat } from '../../domain/validation';
import {
  changedReport,
  failureText,
  firstDeliveryOf,
  incompleteText,
  isCompleteInfo,
  isFarMismatch,
  savedEntryOf,
  savedFarMismatch,
  stateReport,
  suggestionText,
  suggestionToAddressInfo,
  unavailableText,
} from './address.rules';
import {
  NEW_ADDRESS,
  type AddressCheckState,
  type AddressContext,
  type AddressEvent,
  type AddressInput,
  type AddressReport,
} from './address.types';
import type { MachineTag } from '../../shared/tags';

const suggestionAt = (context: AddressContext, index: number): string | undefined => {
  const s = context.suggestions[index];
  return s ? suggestionText(s) : undefined;
};

const reject = (name: string) => () => Promise.reject(new Error(`address: actor "${name}" is not provided (use provideAddress)`));

/** The address machine's setup (types, actors, guards, actions); its states are in `address.machine.ts`. */
export const addressSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as AddressInput,
    context: {} as AddressContext,
    events: {} as AddressEvent,
    emitted: {} as AddressReport,
  },
  actors: {
    /** `address-suggest/suggest` in the city (its KLADR codes and circles, `suggestRequest`). */
    suggest: fromPromise<Suggestion[], { query: string; cityId: number }>(reject('suggest')),
    checkAddress: fromPromise<CheckAddressResponse, { order: Order; address: AddressInfo | undefined }>(reject('checkAddress')),
    /** Far-region tariff + `orders/recreate-to-far-moscow-region`: the new order. */
    recreateFarRegion: fromPromise<Order, { order: Order }>(reject('recreateFarRegion')),
    saveNewAddress: fromPromise<Order, { order: Order; address: AddressInfo | undefined }>(reject('saveNewAddress')),
    changeAddress: fromPromise<Order, { order: Order; addressId: string }>(reject('changeAddress')),
    /** Code 1002: the client's addresses again. */
    reloadAddresses: fromPromise<ProfileAddress[], { order: Order }>(reject('reloadAddresses')),
    /** `orders/call-me`: the call the out-of-zone text promises (its failure changes nothing on screen). */
    requestCall: fromPromise<void, { order: Order }>(reject('requestCall')),
  },
  delays: { suggestDebounce: SUGGEST_DEBOUNCE_MS },
  guards: {
    queryIsSearchable: (_, params: { value: string }) => params.value.trim().length >= 2,
    suggestionHasHouse: ({ context }, params: { index: number }) => Boolean(context.suggestions[params.index]?.data.house),
    suggestionExists: ({ context }, params: { index: number }) => context.suggestions[params.index] !== undefined,
    selectsNew: (_, params: { id: string }) => params.id === NEW_ADDRESS,
    selectsCurrent: ({ context }, params: { id: string }) => params.id === context.selection && context.checkState === 2,
    savedIsUnavailable: ({ context }, params: { id: string }) => savedFarMismatch(context, params.id) === 'notFar',
    savedNeedsFarOrder: ({ context }, params: { id: string }) => savedFarMismatch(context, params.id) === 'far',
    knownSaved: ({ context }, params: { id: string }) => context.saved.some((a) => a.id_H === params.id),
    /** Street and house are known and the flat is valid. */
    formComplete: ({ context }) => Boolean(context.chosen && suggestionToAddressInfo(context.chosen, context.cityId)) && !context.flatError,
    infoComplete: (_, params: { address: AddressInfo }) => isCompleteInfo(params.address),
    addressUnavailable: (_, params: { answer: CheckAddressResponse }) => !params.answer.delivery_available,
    needsFarRegionOrder: ({ context }, params: { answer: CheckAddressResponse }) =>
      isFarMismatch(context.order, params.answer.is_far_moscow_region) === 'far',
    farOrderNearAddress: ({ context }, params: { answer: CheckAddressResponse }) =>
      isFarMismatch(context.order, params.answer.is_far_moscow_region) === 'notFar',
    isCode1002: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 1002,
    hasPendingSaved: ({ context }) => context.pendingId !== undefined,
    /** An earlier address's refusal is on screen (state 3 or a failure's text): a new one is being typed. */
    hasStaleError: ({ context }) => context.checkState === 3 || context.error !== undefined,
    /** Outside the zone, and the §8 text's promised call not yet asked for (once per machine). */
    outsideZoneUncalled: ({ context }, params: { answer: CheckAddressResponse }) => params.answer.outside_zone && !context.callRequested,
  },
  actions: {
    assignQuery: assign((_, params: { value: string }) => ({
      query: params.value,
      chosen: undefined,
      formError: undefined,
      suggestFailed: false,
      selection: NEW_ADDRESS,
    })),
    clearSuggestions: assign({ suggestions: [] }),
    assignSuggestions: assign((_, params: { suggestions: Suggestion[] }) => ({
      suggestions: params.suggestions.slice(0, SUGGEST_SHOWN),
      suggestFailed: false,
    })),
    suggestFailed: assign({ suggestions: [], suggestFailed: true }),
    choose: assign(({ context }, params: { index: number }) => ({
      chosen: context.suggestions[params.index],
      query: suggestionAt(context, params.index) ?? context.query,
      suggestions: [],
      formError: undefined,
    })),
    /** A street without a house: into the field, and keep asking for the house ('Введите номер дома'). */
    askForHouse: assign(({ context }, params: { index: number }) => ({
      query: `${suggestionAt(context, params.index) ?? context.query}, `,
      suggestions: [],
      formError: ADDRESS_MESSAGES.housePrompt,
    })),
    assignFlat: assign((_, params: { value: string }) => {
      const result = validateFlat(params.value);
      return { flat: params.value, flatError: result.ok ? undefined : result.message };
    }),
    /** Why the typed address cannot be sent yet. */
    explainIncomplete: assign(({ context }) => ({ formError: incompleteText(context) })),
    holdTyped: assign(({ context }) => ({
      pending: context.chosen ? suggestionToAddressInfo(context.chosen, context.cityId, context.flat.trim() || undefined) : undefined,
      pendingId: undefined,
      selection: NEW_ADDRESS,
      formError: undefined,
    })),
    holdInfo: assign((_, params: { address: AddressInfo }) => ({
      pending: params.address,
      pendingId: undefined,
      selection: NEW_ADDRESS,
      formError: undefined,
    })),
    holdSaved: assign((_, params: { id: string }) => ({ pendingId: params.id, pending: undefined })),
    selectNew: assign({ selection: NEW_ADDRESS }),
    markChecking: assign({ checkState: 1, error: undefined }),
    markAvailable: assign({ checkState: 2, error: undefined }),
    markUnavailable: assign((_, params: { answer: CheckAddressResponse }) => ({
      checkState: 3 as const,
      error: unavailableText(params.answer),
    })),
    /** order-funnel §8: a far-region order and an address that is not ('Этот адрес недоступен'). */
    markFarMismatch: assign({ checkState: 3, error: ADDRESS_MESSAGES.unavailable }),
    markSavedMismatch: assign((_, params: { id: string }) => ({
      checkState: 3 as const,
      error: ADDRESS_MESSAGES.unavailableForOrder,
      selection: params.id,
    })),
    markFailed: assign((_, params: { error: unknown }) => ({ checkState: 3 as const, error: failureText(params.error) })),
    /** Typing another address: the last one's refusal goes; the order's own address stands (2), or none (0). */
    forgetError: assign(({ context }) => ({
      checkState: (firstDeliveryOf(context.order)?.client_address_id_H ? 2 : 0) as AddressCheckState,
      error: undefined,
    })),
    /** order-funnel §8 outside the zone promises a call: `orders/call-me` for the order, once, never awaited. */
    markCallRequested: assign({ callRequested: true }),
    requestCall: spawnChild('requestCall', { input: ({ context }) => ({ order: context.order }) }),
    markReloadNeeded: assign((_, params: { error: unknown }) => ({
      checkState: 0 as const,
      error: failureText(params.error),
      selection: undefined,
    })),
    applyOrder: assign((_, params: { order: Order }) => ({ order: params.order })),
    /** The saved new address joins the list and becomes the selection. */
    rememberNewAddress: assign(({ context }, params: { order: Order }) => {
      const entry = savedEntryOf(params.order);
      if (!entry) return {};
      return {
        saved: [...context.saved.filter((a) => a.id_H !== entry.id_H), entry],
        selection: entry.id_H,
        query: '',
        chosen: undefined,
        suggestions: [],
        pending: undefined,
      };
    }),
    selectPendingSaved: assign(({ context }) => ({ selection: context.pendingId, pendingId: undefined })),
    assignSaved: assign((_, params: { saved: ProfileAddress[] }) => ({ saved: params.saved })),
    emitState: emit(({ context }) => stateReport(context)),
    emitChanged: emit(({ context }, params: { isNew: boolean }) => changedReport(context, params.isNew)),
    emitRecreated: emit(({ context }, params: { order: Order }) => ({
      type: 'address.recreated' as const,
      order: params.order,
      previousHid: context.order.id_H,
    })),
    /** Tells the parent (the checkout provides `sendParent`); a no-op alone. */
    report: (_, _report: AddressReport) => undefined,
    // Provided (notify port).
    toastNewAddress: () => undefined,
    toastAddressChanged: () => undefined,
  },
});

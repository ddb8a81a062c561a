import type { Order } from '../../api/schemas/order';
import { DEFAULT_CITY_ID } from '../../domain/constants';
import { changedReport, firstDeliveryOf, stateReport } from './address.rules';
import type { AddressContext, AddressEvent, AddressInput, AddressReport } from './address.types';
import { addressSetup } from './address.setup';
import type { PublicMachine } from '../../shared/public-machine';
import type { AddressStateValue } from '../../machine-states';

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
export { firstDeliveryOf, suggestionText, suggestionToAddressInfo, unavailableText } from './address.rules';

/** The reports after each step: emitted to listeners and told to the parent (`report`). */
const TELL_STATE = ['emitState', { type: 'report', params: ({ context }: { context: AddressContext }) => stateReport(context) }] as const;
const tellChanged = (isNew: boolean) =>
  [
    { type: 'emitChanged', params: { isNew } },
    { type: 'report', params: ({ context }: { context: AddressContext }) => changedReport(context, isNew) },
  ] as const;
const TELL_RECREATED = [
  { type: 'emitRecreated', params: ({ event }: { event: { output: Order } }) => ({ order: event.output }) },
  {
    type: 'report',
    params: ({ context, event }: { context: AddressContext; event: { output: Order } }) => ({
      type: 'address.recreated' as const,
      order: event.output,
      previousHid: context.order.id_H,
    }),
  },
] as const;

/** A call that failed: the check state 3 with the reason, told. */
const FAILED = {
  target: 'settled',
  actions: [{ type: 'markFailed', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, ...TELL_STATE],
} as const;
/** Saving a new address or changing to a saved one failed: code 1002 (order-funnel §8) reloads the client's addresses first. */
const SAVE_FAILED = [
  {
    guard: { type: 'isCode1002', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: 'reloading',
    actions: [{ type: 'markReloadNeeded', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, ...TELL_STATE],
  },
  FAILED,
] as const;

export const addressLogic = /*#__PURE__*/ addressSetup.createMachine({
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
      callRequested: false,
    };
  },
  type: 'parallel',
  states: {
    form: {
      initial: 'idle',
      on: {
        'QUERY.CHANGE': [
          {
            guard: { type: 'queryIsSearchable', params: ({ event }) => ({ value: event.value }) },
            target: '.debouncing',
            actions: { type: 'assignQuery', params: ({ event }) => ({ value: event.value }) },
            reenter: true,
          },
          { target: '.idle', actions: [{ type: 'assignQuery', params: ({ event }) => ({ value: event.value }) }, 'clearSuggestions'] },
        ],
        'FLAT.CHANGE': { actions: { type: 'assignFlat', params: ({ event }) => ({ value: event.value }) } },
        // The shown list (the last answer, also while the next query waits): a house goes to
        // `chosen`, a street alone back to `idle` asking for the house. Choosing clears the list.
        'SUGGESTION.SELECT': [
          {
            guard: { type: 'suggestionHasHouse', params: ({ event }) => ({ index: event.index }) },
            target: '.chosen',
            actions: { type: 'choose', params: ({ event }) => ({ index: event.index }) },
          },
          {
            guard: { type: 'suggestionExists', params: ({ event }) => ({ index: event.index }) },
            target: '.idle',
            actions: { type: 'askForHouse', params: ({ event }) => ({ index: event.index }) },
          },
        ],
      },
      states: {
        idle: {},
        debouncing: { tags: ['searching'], after: { suggestDebounce: 'searching' } },
        searching: {
          tags: ['searching'],
          invoke: {
            id: 'suggest',
            src: 'suggest',
            input: ({ context }) => ({ query: context.query, cityId: context.cityId }),
            onDone: { target: 'results', actions: { type: 'assignSuggestions', params: ({ event }) => ({ suggestions: event.output }) } },
            onError: { target: 'results', actions: 'suggestFailed' },
          },
        },
        results: {},
        chosen: {},
      },
    },
    check: {
      initial: 'settled',
      on: { 'ORDER.UPDATED': { actions: { type: 'applyOrder', params: ({ event }) => ({ order: event.order }) } } },
      states: {
        /** Nothing running: `checkState` is 0, 2 or 3. */
        settled: {
          on: {
            'QUERY.CHANGE': { guard: 'hasStaleError', actions: ['forgetError', ...TELL_STATE] },
            SELECT: [
              { guard: { type: 'selectsNew', params: ({ event }) => ({ id: event.id }) }, actions: 'selectNew' },
              { guard: { type: 'selectsCurrent', params: ({ event }) => ({ id: event.id }) } },
              {
                guard: { type: 'savedIsUnavailable', params: ({ event }) => ({ id: event.id }) },
                actions: [{ type: 'markSavedMismatch', params: ({ event }) => ({ id: event.id }) }, ...TELL_STATE],
              },
              {
                guard: { type: 'savedNeedsFarOrder', params: ({ event }) => ({ id: event.id }) },
                target: 'recreating',
                actions: [{ type: 'holdSaved', params: ({ event }) => ({ id: event.id }) }, 'markChecking', ...TELL_STATE],
              },
              {
                guard: { type: 'knownSaved', params: ({ event }) => ({ id: event.id }) },
                target: 'changing',
                actions: [{ type: 'holdSaved', params: ({ event }) => ({ id: event.id }) }, 'markChecking', ...TELL_STATE],
              },
            ],
            SUBMIT: [
              { guard: 'formComplete', target: 'checking', actions: ['holdTyped', 'markChecking', ...TELL_STATE] },
              { actions: 'explainIncomplete' },
            ],
            'SUBMIT.INFO': {
              guard: { type: 'infoComplete', params: ({ event }) => ({ address: event.address }) },
              target: 'checking',
              actions: [{ type: 'holdInfo', params: ({ event }) => ({ address: event.address }) }, 'markChecking', ...TELL_STATE],
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkAddress',
            src: 'checkAddress',
            input: ({ context }) => ({ order: context.order, address: context.pending }),
            onDone: [
              {
                guard: { type: 'outsideZoneUncalled', params: ({ event }) => ({ answer: event.output }) },
                target: 'settled',
                actions: [
                  { type: 'markUnavailable', params: ({ event }) => ({ answer: event.output }) },
                  ...TELL_STATE,
                  'markCallRequested',
                  'requestCall',
                ],
              },
              {
                guard: { type: 'addressUnavailable', params: ({ event }) => ({ answer: event.output }) },
                target: 'settled',
                actions: [{ type: 'markUnavailable', params: ({ event }) => ({ answer: event.output }) }, ...TELL_STATE],
              },
              { guard: { type: 'needsFarRegionOrder', params: ({ event }) => ({ answer: event.output }) }, target: 'recreating' },
              {
                guard: { type: 'farOrderNearAddress', params: ({ event }) => ({ answer: event.output }) },
                target: 'settled',
                actions: ['markFarMismatch', ...TELL_STATE],
              },
              { target: 'saving' },
            ],
            onError: FAILED,
          },
        },
        /**
         * A far-region address on a normal order: the order is recreated with the far-region
         * tariff and everything continues on the new hid (what was typed stays here).
         */
        recreating: {
          tags: ['busy'],
          invoke: {
            id: 'recreateFarRegion',
            src: 'recreateFarRegion',
            input: ({ context }) => ({ order: context.order }),
            onDone: [
              {
                guard: 'hasPendingSaved',
                target: 'changing',
                actions: [...TELL_RECREATED, { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) }],
              },
              { target: 'saving', actions: [...TELL_RECREATED, { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) }] },
            ],
            onError: FAILED,
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveNewAddress',
            src: 'saveNewAddress',
            input: ({ context }) => ({ order: context.order, address: context.pending }),
            onDone: {
              target: 'settled',
              actions: [
                { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'rememberNewAddress', params: ({ event }) => ({ order: event.output }) },
                'markAvailable',
                'toastNewAddress',
                ...tellChanged(true),
                ...TELL_STATE,
              ],
            },
            onError: SAVE_FAILED,
          },
        },
        changing: {
          tags: ['busy'],
          invoke: {
            id: 'changeAddress',
            src: 'changeAddress',
            input: ({ context }) => ({ order: context.order, addressId: context.pendingId ?? '' }),
            onDone: {
              target: 'settled',
              actions: [
                { type: 'applyOrder', params: ({ event }) => ({ order: event.output }) },
                'selectPendingSaved',
                'markAvailable',
                'toastAddressChanged',
                ...tellChanged(false),
                ...TELL_STATE,
              ],
            },
            onError: SAVE_FAILED,
          },
        },
        /** Code 1002 (order-funnel §8): the client's addresses are reloaded. */
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadAddresses',
            src: 'reloadAddresses',
            input: ({ context }) => ({ order: context.order }),
            onDone: { target: 'settled', actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: 'settled' },
          },
        },
      },
    },
  },
});

/** The address machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface AddressMachine extends PublicMachine<
  AddressContext,
  AddressEvent,
  AddressStateValue,
  { input: AddressInput; emitted: AddressReport }
> {}
export const addressMachine: AddressMachine = addressLogic;

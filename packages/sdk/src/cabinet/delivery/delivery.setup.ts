import { assign, emit, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText, isApiError, shownInPlace } from '../../api/errors';
import type { CabinetOrder, ConfirmTaskOption, DeliveryCancelTerms } from '../../api/schemas/cabinet';
import type { DeliveryType, IntervalOption } from '../../api/schemas/order';
import type { ProfileAddress } from '../../api/schemas/profile';
import { ERROR_MESSAGES } from '../../domain/messages';
import { ORDER_TEXTS } from '../../domain/cabinet-texts';
import { isWindowOpen } from '../../domain/delivery-windows';
import { addressMachine } from '../../checkout/address/address.machine';
import { cutoffClock } from '../../shared/cutoff-clock';
import type { ChangeParams } from '../../shared/cabinet-changes';
import { skipDeliveryMachine } from './skip.machine';
import { type Ids, reject } from './delivery.flow';
import type { AddressReport } from '../../checkout/address/address.types';
import { addressFitText, asksBeforeMove, deliveryOf, selectableDays, isChangeable, isConfirmable, savedAddressFit } from './delivery.rules';
import type { DeliveryContext, DeliveryEvent, DeliveryInput, DeliveryLoaded, DeliveryReport } from './delivery.types';
import type { MachineTag } from '../../shared/tags';

/** The delivery machine's setup (types, actors, guards, actions); its states are in `delivery.machine.ts`. */
export const deliverySetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as DeliveryInput,
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
    emitted: {} as DeliveryReport,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as {
      address: 'address';
      applyToAll: 'updateAddress';
      applyWindowToAll: 'applyWindowToAll';
      cancel: 'cancel';
      cancelTerms: 'cancelTerms';
      confirm: 'confirm';
      confirmCancellationInfo: 'confirmCancellationInfo';
      cutoffClock: 'cutoffClock';
      intervals: 'intervals';
      load: 'load';
      possibleDates: 'possibleDates';
      reloadAddresses: 'reloadAddresses';
      reloadOrder: 'reloadOrder';
      removeTask: 'removeTask';
      setSession: 'setSession';
      skip: 'skip';
      setTask: 'setTask';
      taskOptions: 'taskOptions';
      updateAddress: 'updateAddress';
      updateDate: 'updateDate';
    },
  },
  actors: {
    load: fromPromise<DeliveryLoaded, Ids>(reject('load')),
    reloadOrder: fromPromise<CabinetOrder, Ids>(reject('reloadOrder')),
    /** `deliveries/update-address` (address_id_H, delivery_id_H, setForAllDeliveries). */
    updateAddress: fromPromise<CabinetOrder, Ids & { addressId: string; forAll: boolean }>(reject('updateAddress')),
    /** Code 1002: the client's addresses again (`deliveries/address`). */
    reloadAddresses: fromPromise<ProfileAddress[], Ids>(reject('reloadAddresses')),
    /** The new-address form: the address machine, provided for one delivery (see delivery.provide.ts). */
    address: addressMachine,
    /** Skipping the delivery (issue 31): moved after the order's last one, the price said first. */
    skip: skipDeliveryMachine,
    possibleDates: fromPromise<Record<string, IntervalOption[]>, Ids>(reject('possibleDates')),
    intervals: fromPromise<IntervalOption[], Ids & { date: string }>(reject('intervals')),
    updateDate: fromPromise<CabinetOrder, Ids & { date: string; interval: IntervalOption }>(reject('updateDate')),
    setSession: fromPromise<CabinetOrder, Ids & { session: DeliveryType }>(reject('setSession')),
    applyWindowToAll: fromPromise<CabinetOrder, Ids & { type: DeliveryType; timeFrom: string; timeTo: string }>(reject('applyWindowToAll')),
    confirm: fromPromise<CabinetOrder, Ids>(reject('confirm')),
    confirmCancellationInfo: fromPromise<void>(reject('confirmCancellationInfo')),
    cancel: fromPromise<CabinetOrder, Ids>(reject('cancel')),
    /** `deliveries/cancel-terms` (ours): what cancelling does to the payment. */
    cancelTerms: fromPromise<DeliveryCancelTerms, Ids>(reject('cancelTerms')),
    taskOptions: fromPromise<ConfirmTaskOption[], Ids>(reject('taskOptions')),
    setTask: fromPromise<CabinetOrder, Ids & { optionId: string }>(reject('setTask')),
    removeTask: fromPromise<CabinetOrder, Ids>(reject('removeTask')),
    /** CLOCK.TICK at each moment a window closes (the shared `cutoffClock`). */
    cutoffClock,
  },
  guards: {
    changeable: ({ context }) => isChangeable(deliveryOf(context.order, context.deliveryId), context.nowMs),
    confirmable: ({ context }) => isConfirmable(deliveryOf(context.order, context.deliveryId)),
    informed: ({ context }) => context.informed,
    isCurrentAddress: ({ context }, params: { id: string }) =>
      deliveryOf(context.order, context.deliveryId)?.client_address_id_H === params.id,
    addressFits: ({ context }, params: { id: string }) => {
      const address = context.saved.find((a) => a.id_H === params.id);
      return Boolean(
        address && context.order && savedAddressFit(context.order, deliveryOf(context.order, context.deliveryId), address) === 'available',
      );
    },
    addressChanged: (_, params: { report: AddressReport }) => params.report.type === 'address.changed',
    forAll: ({ context }) => context.forAll,
    isCode1002: (_, params: { error: unknown }) => isApiError(params.error) && params.error.code === 1002,
    dateOffered: ({ context }, params: { date: string }) =>
      selectableDays(context.days, context.nowMs, context.order, context.deliveryId).includes(params.date),
    /** An interval of the chosen day that is still open (only those are offered). */
    intervalExists: ({ context }, params: { index: number }) => {
      const interval = context.intervals[params.index];
      return Boolean(
        interval && context.date && isWindowOpen({ date: context.date, type: interval.type, timeFrom: interval.from }, context.nowMs),
      );
    },
    /** A day and an interval chosen, the interval still open (the server's rule). */
    dateReady: ({ context }) =>
      Boolean(
        context.date &&
        context.interval &&
        isWindowOpen({ date: context.date, type: context.interval.type, timeFrom: context.interval.from }, context.nowMs),
      ),
    asksFirst: ({ context }) => {
      const delivery = deliveryOf(context.order, context.deliveryId);
      return Boolean(context.order && delivery && asksBeforeMove(context.order, delivery));
    },
    /** Another session than the delivery's, the delivery still changeable and that session still open for its day (issue 31). */
    otherSession: ({ context }, params: { session: DeliveryType }) => {
      const delivery = deliveryOf(context.order, context.deliveryId);
      return Boolean(
        delivery &&
        isChangeable(delivery, context.nowMs) &&
        delivery.deliveryDate?.type !== params.session &&
        isWindowOpen({ date: delivery.date, type: params.session }, context.nowMs),
      );
    },
    hasTask: ({ context }) => Boolean(context.order?.confirmTask),
    taskOffered: ({ context }, params: { id: string }) => context.taskOptions.some((o) => o.id === params.id),
  },
  actions: {
    applyLoaded: assign((_, params: { loaded: DeliveryLoaded }) => ({ ...params.loaded, loadError: undefined })),
    setLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorText(params.error, ORDER_TEXTS.detailLoadFailed) })),
    applyOrder: assign((_, params: { order: CabinetOrder }) => ({ order: params.order, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({
      error:
        isApiError(params.error) && params.error.messages.length
          ? (shownInPlace(params.error), params.error.messages.join(' '))
          : errorText(params.error, ERROR_MESSAGES.unknown),
    })),
    setErrorText: assign((_, params: { text: string | undefined }) => ({ error: params.text })),
    clearError: assign({ error: undefined }),
    startAddress: assign({ error: undefined, forAll: false, pendingAddressId: undefined }),
    toggleForAll: assign(({ context }) => ({ forAll: !context.forAll })),
    holdAddress: assign((_, params: { id: string }) => ({ pendingAddressId: params.id, error: undefined })),
    explainAddress: assign(({ context }, params: { id: string }) => {
      const address = context.saved.find((a) => a.id_H === params.id);
      return {
        error:
          address && context.order
            ? addressFitText(savedAddressFit(context.order, deliveryOf(context.order, context.deliveryId), address))
            : undefined,
      };
    }),
    setSaved: assign((_, params: { saved: ProfileAddress[] }) => ({ saved: params.saved })),
    startDate: assign({ error: undefined, days: {}, date: undefined, intervals: [], interval: undefined }),
    setDays: assign((_, params: { days: Record<string, IntervalOption[]> }) => ({ days: params.days })),
    chooseDate: assign((_, params: { date: string }) => ({ date: params.date, intervals: [], interval: undefined, error: undefined })),
    setIntervals: assign((_, params: { intervals: IntervalOption[] }) => ({ intervals: params.intervals })),
    chooseInterval: assign(({ context }, params: { index: number }) => ({ interval: context.intervals[params.index], error: undefined })),
    setTaskOptions: assign((_, params: { options: ConfirmTaskOption[] }) => ({ taskOptions: params.options })),
    markInformed: assign({ informed: true }),
    setCancelTerms: assign((_, params: { terms: DeliveryCancelTerms }) => ({ cancelTerms: params.terms, error: undefined })),
    /** The service clock moved past a cut-off: a chosen interval that closed is dropped. */
    tick: assign(({ context }, params: { nowMs: number }) => {
      const { date, interval } = context;
      const closed = date && interval && !isWindowOpen({ date, type: interval.type, timeFrom: interval.from }, params.nowMs);
      return closed ? { nowMs: params.nowMs, interval: undefined } : { nowMs: params.nowMs };
    }),
    report: emit((_, params: { order: CabinetOrder }) => ({ type: 'delivery.orderUpdated' as const, order: params.order })),
    /** Tells the other machines (week overview, orders list …) what changed (`shared/cabinet-changes.ts`); bound by `provideDelivery`. */
    announce: (_, _params: ChangeParams | undefined) => undefined,
    // Provided (notify port).
    toast: (_, _params: { text: string }) => undefined,
  },
});

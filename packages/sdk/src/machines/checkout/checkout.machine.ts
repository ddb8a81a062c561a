import { assign, emit, fromPromise, sendParent, sendTo, setup } from 'xstate';
import { fromCall } from '../shared/from-call';
import { checkout as calls } from '../../api/endpoints/checkout';
import { funnel as funnelCalls } from '../../api/endpoints/funnel';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { isApiError } from '../../api/errors';
import type { AddressInfo, DrinksInfo } from '../../api/schemas/checkout';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import type { MealflowDeps } from '../../deps';
import { ERROR_MESSAGES, LONGATION_STATUS_ERROR, PAYMENT_MESSAGES, TOASTS } from '../../domain/messages';
import { emailForSave, validateEmail, validateFirstName, validateFlat, validateLastName } from '../../domain/validation';
import type { PaymentFlow } from '../../routing/routes';
import { addressMachine, provideAddress, type AddressCheckState, type AddressEvent, type AddressReport } from '../address/address.machine';
import { buildPath } from '../../routing/match';
import { paymentResultPath } from '../../routing/routes';
import {
  availableMethods,
  closeTarget,
  defaultMethod,
  isLongationNotUnformed,
  isPaid,
  paymentFlowOf,
  SAFE_DELIVERY_OPTION_ID,
  type CheckoutQuery,
  type CheckoutVariant,
  type PaymentMethod,
} from './checkout.rules';

/**
 * The single-step checkout (order-funnel §2 "Checkout", §4, §5, §8): loads the order, picks the
 * display mode, and keeps the order's details until the pay button can be pressed. Paying itself
 * is the payment machine's; this machine emits `checkout.pay`.
 */
export interface CheckoutInput {
  hid: string;
  businessProduct?: string;
  variant?: CheckoutVariant;
  query?: CheckoutQuery;
  /** The e-mail is required (requireEmail, order-funnel §5). */
  requireEmail?: boolean;
}

export type { AddressCheckState };

export interface CheckoutContext {
  hid: string;
  businessProduct: string;
  variant: CheckoutVariant;
  query: CheckoutQuery;
  requireEmail: boolean;
  order: Order | undefined;
  profile: Profile | undefined;
  drinks: DrinksInfo | undefined;
  dates: Record<string, IntervalOption[]>;
  firstName: string;
  lastName: string;
  email: string;
  touched: boolean;
  method: PaymentMethod | undefined;
  safeDelivery: boolean;
  courierComment: string;
  /** order-funnel §4: 0 unchecked, 1 checking, 2 available, 3 unavailable. */
  addressState: AddressCheckState;
  addressError: string | undefined;
  /** The flat of the chosen saved address, saved before payment when changed. */
  flat: string | undefined;
  pendingDate: { date: string; from: string; to: string; type: 'morning' | 'evening'; title?: string | undefined } | undefined;
  /** A note under the payment methods (e.g. cash with drinks). */
  notice: string | undefined;
  error: string | undefined;
}

export type CheckoutEvent =
  | { type: 'RETRY' }
  | { type: 'PROFILE.CHANGE'; field: 'firstName' | 'lastName' | 'email'; value: string }
  | { type: 'METHOD.SELECT'; method: PaymentMethod }
  | { type: 'SAFE_DELIVERY.TOGGLE'; value: boolean }
  | { type: 'COURIER_COMMENT.CHANGE'; value: string }
  | { type: 'DRINKS.ADD'; count: number }
  | { type: 'DRINKS.DROP' }
  | { type: 'DATE.SELECT'; date: string; from: string; to: string; interval: 'morning' | 'evening'; title?: string }
  | { type: 'ADDRESS.SELECT_SAVED'; addressId: string }
  | { type: 'ADDRESS.SUBMIT'; address: AddressInfo }
  /** Any event of the invoked address machine (suggestions, 'new', flat of the form …). */
  | { type: 'ADDRESS'; event: AddressEvent }
  /** From the invoked address machine. */
  | { type: 'ADDRESS.REPORT'; report: AddressReport }
  | { type: 'FLAT.CHANGE'; value: string }
  | { type: 'PROMO.APPLIED' }
  /** The card does not go with the applied promo code: SBP, with the server's message (order-funnel §6). */
  | { type: 'PROMO.CARD_INCOMPATIBLE'; message: string }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  | { type: 'CLOSE' }
  | { type: 'CONFIRM_ORDER' }
  | { type: 'CONFIRM_DELIVERY' }
  | { type: 'PAY' };

export interface CheckoutLoaded {
  order: Order;
  profile: Profile | undefined;
  drinks: DrinksInfo | undefined;
  dates: Record<string, IntervalOption[]>;
}

type Emitted = { type: 'checkout.pay'; hid: string; method: PaymentMethod; amount: number; flow: PaymentFlow } | { type: 'checkout.hidChanged'; hid: string };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const reject = (name: string) => () => Promise.reject(new Error(`checkout: actor "${name}" is not provided (use provideCheckout)`));
export const firstDelivery = (order: Order | undefined) => order?.deliveries.find((d) => d.id_H === order.first_delivery_id_H) ?? order?.deliveries[0];
const drinksAdded = (context: CheckoutContext) => context.drinks?.alreadyAddedCount ?? 0;
const facts = (context: CheckoutContext) =>
  context.order ? { order: context.order, profile: context.profile, query: context.query, drinksAdded: drinksAdded(context) } : undefined;

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as Emitted,
  },
  actors: {
    load: fromPromise<CheckoutLoaded, { hid: string }>(reject('load')),
    reloadOrder: fromPromise<CheckoutLoaded, { hid: string }>(reject('reloadOrder')),
    addDrinks: fromPromise<Order, { hid: string; count: number }>(reject('addDrinks')),
    dropDrinks: fromPromise<Order, { hid: string }>(reject('dropDrinks')),
    updateDate: fromPromise<Order, { hid: string; deliveryId_H: string; date: string; timeFrom: string; timeTo: string; type: 'morning' | 'evening'; title?: string | undefined; isCustomOrder: boolean; isFirst: boolean }>(reject('updateDate')),
    cancelOrder: fromPromise<void, { hid: string }>(reject('cancelOrder')),
    confirmOrder: fromPromise<Order, { hid: string }>(reject('confirmOrder')),
    confirmDelivery: fromPromise<Order, { deliveryId_H: string }>(reject('confirmDelivery')),
    /** The address machine (provided bound to the API by `provideCheckout`). */
    address: addressMachine,
    /** Before paying: the profile's new fields, the changed flat, safe delivery. */
    prepare: fromPromise<Profile | undefined, PrepareInput>(reject('prepare')),
  },
  guards: {
    isCancelled: ({ context }) => Boolean(context.order?.is_canceled),
    isPaid: ({ context }) => (context.order ? isPaid(context.order) : false),
    deliveryAlreadyConfirmed: ({ context }) =>
      context.query.co === '2' && Boolean(context.order?.deliveries.find((d) => d.id_H === context.query.deliveryIdH)?.isConfirmed ?? context.order?.isDeliveryConfirmed),
    wantsDeliveryConfirmation: ({ context }) => context.query.co === '2' && Boolean(context.query.deliveryIdH),
    wantsOrderConfirmation: ({ context }) => context.query.co === '1',
    methodAvailable: ({ context, event }) => {
      const f = facts(context);
      return event.type === 'METHOD.SELECT' && f !== undefined && availableMethods(f).includes(event.method);
    },
    cashBlockedByDrinks: ({ context, event }) => event.type === 'METHOD.SELECT' && event.method === 'cash' && drinksAdded(context) > 0,
    canAddDrinks: ({ context }) => Boolean(context.drinks?.canAddDrinks),
    hasDrinks: ({ context }) => drinksAdded(context) > 0,
    isCustomOrderFirstDate: ({ context }) => Array.isArray(context.order?.custom_config) && (context.order?.custom_config?.length ?? 0) > 0,
    isLongate: ({ context }) => Boolean(context.order?.business_product?.includes('longate')),
    canPay: ({ context }) => payGate(context).canPay,
  },
  actions: {
    applyLoaded: assign(({ context, event }) => {
      const { order, profile, drinks, dates } = outputOf<CheckoutLoaded>(event);
      const next: CheckoutContext = {
        ...context,
        order,
        profile,
        drinks,
        dates,
        hid: order.id_H,
        firstName: context.touched ? context.firstName : (profile?.first_name ?? ''),
        lastName: context.touched ? context.lastName : (profile?.last_name ?? ''),
        email: context.touched ? context.email : (profile?.email ?? ''),
        error: undefined,
      };
      const delivery = firstDelivery(order);
      const f = facts(next);
      const method = f && context.method && availableMethods(f).includes(context.method) ? context.method : f ? defaultMethod(f) : undefined;
      const saved = profile?.addresses.find((a) => a.id_H === delivery?.client_address_id_H);
      return {
        ...next,
        method,
        addressState: delivery?.client_address_id_H ? (context.addressState === 3 ? 3 : 2) : context.addressState,
        flat: context.flat ?? saved?.flat ?? undefined,
      };
    }),
    applyOrder: assign(({ context, event }) => {
      const order = outputOf<Order>(event);
      const next = { ...context, order, hid: order.id_H };
      const f = facts(next);
      // deb_price dropping to 0 switches the method to cash (order-funnel §4).
      const method = order.deb_price === 0 ? 'cash' : f && context.method && availableMethods(f).includes(context.method) ? context.method : f ? defaultMethod(f) : undefined;
      return { order, hid: order.id_H, method };
    }),
    assignError: assign({ error: ({ event }) => (isApiError(errorOf(event)) ? (errorOf(event) as { userMessage: string }).userMessage : ERROR_MESSAGES.unknown) }),
    assignProfileField: assign(({ event }) => {
      if (event.type !== 'PROFILE.CHANGE') return {};
      return { [event.field]: event.value, touched: true } as Partial<CheckoutContext>;
    }),
    selectMethod: assign(({ context, event }) => {
      if (event.type !== 'METHOD.SELECT') return {};
      // Choosing cash turns safe delivery off.
      return { method: event.method, notice: undefined, safeDelivery: event.method === 'cash' ? false : context.safeDelivery };
    }),
    noticeCashWithDrinks: assign({ notice: PAYMENT_MESSAGES.cashWithDrinks }),
    /** Adding drinks while cash is chosen switches to card. */
    leaveCashForDrinks: assign(({ context }) => (context.method === 'cash' ? { method: 'creditCard' as const, notice: PAYMENT_MESSAGES.cashWithDrinks } : {})),
    assignDrinksCount: assign(({ context, event }) => {
      const count = event.type === 'DRINKS.ADD' ? event.count : 0;
      return context.drinks ? { drinks: { ...context.drinks, alreadyAddedCount: count, addedCount: count } } : {};
    }),
    toggleSafeDelivery: assign(({ context, event }) => (event.type === 'SAFE_DELIVERY.TOGGLE' ? { safeDelivery: event.value && context.method !== 'cash' } : {})),
    assignComment: assign({ courierComment: ({ context, event }) => (event.type === 'COURIER_COMMENT.CHANGE' ? event.value.slice(0, 500) : context.courierComment) }),
    holdDate: assign({
      pendingDate: ({ event }) => (event.type === 'DATE.SELECT' ? { date: event.date, from: event.from, to: event.to, type: event.interval, title: event.title } : undefined),
    }),
    dropDate: assign({ pendingDate: undefined }),
    forwardSelectSaved: sendTo('address', ({ event }) => ({ type: 'SELECT' as const, id: event.type === 'ADDRESS.SELECT_SAVED' ? event.addressId : '' })),
    forwardSubmit: sendTo('address', ({ event }) =>
      event.type === 'ADDRESS.SUBMIT' ? { type: 'SUBMIT.INFO' as const, address: event.address } : { type: 'SUBMIT' as const },
    ),
    forwardAddressEvent: sendTo('address', ({ event }) => (event.type === 'ADDRESS' ? event.event : { type: 'SUBMIT' as const })),
    syncAddressOrder: sendTo('address', ({ context }) => ({ type: 'ORDER.UPDATED' as const, order: context.order as Order })),
    /** The address machine's news: its check state, a changed order, a recreated (far-region) order. */
    applyAddressReport: assign(({ context, event }) => {
      if (event.type !== 'ADDRESS.REPORT') return {};
      const { report } = event;
      if (report.type === 'address.state') return { addressState: report.checkState, addressError: report.error };
      const order = report.order;
      const f = facts({ ...context, order });
      const method = order.deb_price === 0 ? ('cash' as const) : f && context.method && availableMethods(f).includes(context.method) ? context.method : f ? defaultMethod(f) : undefined;
      const delivery = firstDelivery(order);
      const saved = context.profile?.addresses.find((a) => a.id_H === delivery?.client_address_id_H);
      const flat = report.type === 'address.changed' ? (report.isNew ? (delivery?.clientAddress?.flat ?? undefined) : (saved?.flat ?? undefined)) : context.flat;
      return { order, hid: order.id_H, method, flat };
    }),
    assignFlat: assign({ flat: ({ context, event }) => (event.type === 'FLAT.CHANGE' ? event.value : context.flat) }),
    noticeCardIncompatible: assign(({ event }) => (event.type === 'PROMO.CARD_INCOMPATIBLE' ? { method: 'sbp' as const, notice: event.message } : {})),
    clearNotice: assign({ notice: undefined }),
    emitPay: emit(({ context }) => ({
      type: 'checkout.pay' as const,
      hid: context.hid,
      method: context.method ?? 'creditCard',
      amount: context.order?.deb_price ?? 0,
      flow: context.order ? paymentFlowOf(context.order, context.profile) : ('newclient' as const),
    })),
    emitHidChanged: emit(({ context }) => ({ type: 'checkout.hidChanged' as const, hid: context.hid })),
    // Provided (ports): navigation and toasts.
    goToSuccess: () => undefined,
    goToIndex: () => undefined,
    close: () => undefined,
    replaceHid: () => undefined,
    toastCancelled: () => undefined,
    toastDeliveryConfirmed: () => undefined,
    toastTimeChanged: () => undefined,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    hid: input.hid,
    businessProduct: input.businessProduct ?? 'standard',
    variant: input.variant ?? 'default',
    query: input.query ?? {},
    requireEmail: input.requireEmail ?? false,
    order: undefined,
    profile: undefined,
    drinks: undefined,
    dates: {},
    firstName: '',
    lastName: '',
    email: '',
    touched: false,
    method: undefined,
    safeDelivery: false,
    courierComment: '',
    addressState: 0,
    addressError: undefined,
    flat: undefined,
    pendingDate: undefined,
    notice: undefined,
    error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ hid: context.hid }),
        onDone: { target: 'routing', actions: 'applyLoaded' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    routing: {
      always: [
        { guard: 'isCancelled', target: 'cancelled' },
        { guard: 'isPaid', target: 'paid' },
        { guard: 'deliveryAlreadyConfirmed', target: 'deliveryConfirmed' },
        { guard: 'wantsDeliveryConfirmation', target: 'deliveryConfirmation' },
        { guard: 'wantsOrderConfirmation', target: 'orderConfirmation' },
        { target: 'normal' },
      ],
    },
    cancelled: { on: { CLOSE: { actions: 'close' } } },
    paid: { entry: 'goToSuccess' },
    deliveryConfirmed: {},
    deliveryConfirmation: {
      initial: 'idle',
      states: {
        idle: { on: { CONFIRM_DELIVERY: 'confirming' } },
        confirming: {
          invoke: {
            id: 'confirmDelivery',
            src: 'confirmDelivery',
            input: ({ context }) => ({ deliveryId_H: context.query.deliveryIdH ?? '' }),
            onDone: { target: '#checkout.deliveryConfirmed', actions: ['applyOrder', 'toastDeliveryConfirmed'] },
            onError: { target: 'idle', actions: 'assignError' },
          },
        },
      },
    },
    orderConfirmation: {
      initial: 'idle',
      states: {
        idle: { on: { CONFIRM_ORDER: 'confirming' } },
        confirming: {
          invoke: {
            id: 'confirmOrder',
            src: 'confirmOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: '#checkout.normal', actions: 'applyOrder' },
            onError: { target: 'idle', actions: 'assignError' },
          },
        },
      },
    },
    normal: {
      initial: 'idle',
      invoke: {
        id: 'address',
        src: 'address',
        input: ({ context }) => ({ order: context.order as Order, saved: context.profile?.addresses ?? [], cityId: context.order?.city_id }),
      },
      on: {
        CLOSE: { actions: 'close' },
        'ADDRESS.REPORT': [
          { guard: ({ event }) => event.report.type === 'address.recreated', actions: ['applyAddressReport', 'replaceHid', 'emitHidChanged'] },
          { actions: 'applyAddressReport' },
        ],
        'ADDRESS.SELECT_SAVED': { actions: 'forwardSelectSaved' },
        'ADDRESS.SUBMIT': { actions: 'forwardSubmit' },
        ADDRESS: { actions: 'forwardAddressEvent' },
        'FLAT.CHANGE': { actions: 'assignFlat' },
        'PROMO.CARD_INCOMPATIBLE': { actions: 'noticeCardIncompatible' },
      },
      states: {
        idle: {
          on: {
            'PROFILE.CHANGE': { actions: 'assignProfileField' },
            'METHOD.SELECT': [
              { guard: 'cashBlockedByDrinks', actions: 'noticeCashWithDrinks' },
              { guard: 'methodAvailable', actions: 'selectMethod' },
            ],
            'SAFE_DELIVERY.TOGGLE': { actions: 'toggleSafeDelivery' },
            'COURIER_COMMENT.CHANGE': { actions: 'assignComment' },
            'DRINKS.ADD': { guard: 'canAddDrinks', target: 'addingDrinks', actions: ['leaveCashForDrinks', 'assignDrinksCount'] },
            'DRINKS.DROP': { guard: 'hasDrinks', target: 'droppingDrinks' },
            'DATE.SELECT': [
              { guard: 'isCustomOrderFirstDate', target: 'confirmingDate', actions: 'holdDate' },
              { target: 'updatingDate', actions: 'holdDate' },
            ],
            'PROMO.APPLIED': { target: 'reloading' },
            CANCEL: 'confirmingCancel',
            PAY: { guard: 'canPay', target: 'preparing' },
          },
        },
        reloading: {
          invoke: { id: 'reloadOrder', src: 'reloadOrder', input: ({ context }) => ({ hid: context.hid }), onDone: { target: 'idle', actions: 'applyLoaded' }, onError: { target: 'idle', actions: 'assignError' } },
        },
        addingDrinks: {
          invoke: {
            id: 'addDrinks',
            src: 'addDrinks',
            input: ({ context, event }) => ({ hid: context.hid, count: event.type === 'DRINKS.ADD' ? event.count : 1 }),
            onDone: { target: 'idle', actions: ['applyOrder', 'syncAddressOrder'] },
            onError: { target: 'reloading', actions: 'assignError' },
          },
        },
        droppingDrinks: {
          invoke: {
            id: 'dropDrinks',
            src: 'dropDrinks',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: { target: 'idle', actions: ['applyOrder', 'assignDrinksCount', 'clearNotice'] },
            onError: { target: 'reloading', actions: 'assignError' },
          },
        },
        confirmingDate: {
          // order-funnel §4: 'Вы потеряете некоторые изменения меню' / 'Хотите перенести доставку?'
          on: { CONFIRM: 'updatingDate', DISMISS: { target: 'idle', actions: 'dropDate' } },
        },
        updatingDate: {
          invoke: {
            id: 'updateDate',
            src: 'updateDate',
            input: ({ context }) => ({
              hid: context.hid,
              deliveryId_H: firstDelivery(context.order)?.id_H ?? '',
              date: context.pendingDate?.date ?? '',
              timeFrom: context.pendingDate?.from ?? '',
              timeTo: context.pendingDate?.to ?? '',
              type: context.pendingDate?.type ?? 'evening',
              title: context.pendingDate?.title,
              isCustomOrder: Array.isArray(context.order?.custom_config) && (context.order?.custom_config?.length ?? 0) > 0,
              isFirst: true,
            }),
            onDone: { target: 'idle', actions: ['applyOrder', 'dropDate', 'toastTimeChanged', 'syncAddressOrder'] },
            onError: { target: 'idle', actions: ['assignError', 'dropDate'] },
          },
        },
        confirmingCancel: { on: { CONFIRM: 'cancelling', DISMISS: 'idle' } },
        cancelling: {
          invoke: {
            id: 'cancelOrder',
            src: 'cancelOrder',
            input: ({ context }) => ({ hid: context.hid }),
            onDone: [
              { guard: 'isLongate', target: '#checkout.cancelled', actions: ['toastCancelled', 'goToIndex'] },
              { target: '#checkout.cancelled', actions: 'toastCancelled' },
            ],
            onError: { target: 'idle', actions: 'assignError' },
          },
        },
        /** Saves what the payment needs first: new profile fields, a changed flat, safe delivery. */
        preparing: {
          invoke: {
            id: 'prepare',
            src: 'prepare',
            input: ({ context }) => prepareInput(context),
            onDone: { target: 'readyToPay', actions: [assign({ profile: ({ context, event }) => event.output ?? context.profile }), 'emitPay'] },
            onError: { target: 'idle', actions: 'assignError' },
          },
        },
        /** Handed over to the payment machine; PAY again is ignored here (no double charge). */
        readyToPay: { on: { DISMISS: 'idle' } },
      },
    },
  },
});

export interface PayGate {
  canPay: boolean;
  /** Why not, for tests and the inspector. */
  reasons: string[];
  firstNameError: string | undefined;
  lastNameError: string | undefined;
  emailError: string | undefined;
  flatError: string | undefined;
  /** A longation order that is not unformed cannot be paid (order-funnel §4). */
  longationError: string | undefined;
}

/**
 * order-funnel §4: the order button's conditions (profile phone, ready order, no address error, no
 * loading block, a chosen address, address check state < 3), plus a method and the profile
 * block's rules (§5). `busy` = a call of the checkout itself is running.
 */
export function payGate(context: CheckoutContext, busy = false): PayGate {
  const reasons: string[] = [];
  const order = context.order;
  const first = validateFirstName(context.firstName);
  const last = validateLastName(context.lastName, { required: false });
  const email = validateEmail(context.email, { required: context.requireEmail });
  const flat = validateFlat(context.flat ?? '');
  const firstNameError = first.ok ? undefined : first.message;
  const lastNameError = last.ok ? undefined : last.message;
  const emailError = email.ok ? undefined : email.message;
  const flatError = flat.ok ? undefined : flat.message;
  const longationError = order && isLongationNotUnformed(order) ? LONGATION_STATUS_ERROR : undefined;
  if (!context.profile?.phone) reasons.push('no profile phone');
  if (!order?.is_ready) reasons.push('order not ready');
  if (context.addressError) reasons.push('address error');
  if (busy || context.addressState === 1) reasons.push('loading');
  if (!firstDelivery(order)?.client_address_id_H) reasons.push('no address');
  if (context.addressState >= 3) reasons.push('address unavailable');
  if (!context.method) reasons.push('no method');
  if (firstNameError) reasons.push('first name');
  if (lastNameError) reasons.push('last name');
  if (emailError) reasons.push('email');
  if (flatError) reasons.push('flat');
  if (longationError) reasons.push('longation not unformed');
  return { canPay: reasons.length === 0, reasons, firstNameError, lastNameError, emailError, flatError, longationError };
}

export interface PrepareInput {
  hid: string;
  firstName: string;
  lastName: string;
  email: string;
  profile: Profile | undefined;
  /** The chosen saved address and its flat when the flat changed. */
  flat: { clientAddressId_H: string; flat: string } | undefined;
  safeDelivery: { comment: string } | undefined;
}

function prepareInput(context: CheckoutContext): PrepareInput {
  const delivery = firstDelivery(context.order);
  const addressId = delivery?.client_address_id_H ?? undefined;
  const savedFlat = context.profile?.addresses.find((a) => a.id_H === addressId)?.flat ?? delivery?.clientAddress?.flat ?? '';
  const flat = context.flat?.trim();
  return {
    hid: context.hid,
    firstName: context.firstName,
    lastName: context.lastName,
    email: context.email,
    profile: context.profile,
    flat: addressId && flat !== undefined && flat !== (savedFlat ?? '') ? { clientAddressId_H: addressId, flat } : undefined,
    safeDelivery: context.safeDelivery && context.method !== 'cash' ? { comment: context.courierComment } : undefined,
  };
}

/** Binds the checkout to the API client, the navigation and the toasts. */
export function provideCheckout(deps: MealflowDeps) {
  const { api, ports } = deps;
  const loadAll = async ({ hid }: { hid: string }, signal?: AbortSignal): Promise<CheckoutLoaded> => {
    // One round trip: the order, the profile (if logged in), drinks and dates in parallel.
    const [order, profile, drinks, dates] = await Promise.all([
      api.call(funnelCalls.getOrder, { orderId_H: hid }, { ...(signal ? { signal } : {}) }).then((r) => r.order),
      api.token() ? api.call(profileCalls.get, {}, { ...(signal ? { signal } : {}) }).then((r) => r.profile) : Promise.resolve(undefined),
      api.call(calls.canAddDrinks, { orderId_H: hid }).catch(() => undefined),
      api.call(calls.possibleDates, { orderId_H: hid }).then((r) => r.days).catch(() => ({})),
    ]);
    return { order, profile, drinks, dates };
  };
  const address = provideAddress(deps).provide({
    actions: {
      // The checkout mirrors the address machine's state through these reports.
      report: sendParent((_, report: AddressReport) => ({ type: 'ADDRESS.REPORT' as const, report })),
    },
  });
  return checkoutMachine.provide({
    actors: {
      address,
      load: fromCall(({ input, signal }) => loadAll(input, signal)),
      reloadOrder: fromCall(({ input, signal }) => loadAll(input, signal)),
      addDrinks: fromPromise(async ({ input }) => (await api.call(calls.addDrinks, { orderId_H: input.hid, count: input.count })).order),
      dropDrinks: fromPromise(async ({ input }) => (await api.call(calls.dropDrinks, { orderId_H: input.hid })).order),
      updateDate: fromPromise(async ({ input }) => {
        // The first date of a custom order moves through update-first-delivery-date (the server
        // rebuilds the custom menu); other dates through deliveries/update-date.
        if (input.isFirst && input.isCustomOrder) {
          return (
            await api.call(calls.updateFirstDeliveryDate, {
              orderId_H: input.hid,
              date: input.date,
              session: input.type,
              timeFrom: input.timeFrom,
              timeTo: input.timeTo,
              isSingleStep: true,
              isCustomOrder: true,
            })
          ).order;
        }
        return (
          await api.call(calls.updateDate, {
            order_id_H: input.hid,
            deliveryId_H: input.deliveryId_H,
            date: input.date,
            timeFrom: input.timeFrom,
            timeTo: input.timeTo,
            type: input.type,
            ...(input.title ? { title: input.title } : {}),
          })
        ).order;
      }),
      cancelOrder: fromPromise(async ({ input }) => {
        await api.call(calls.cancel, { orderId_H: input.hid });
      }),
      confirmOrder: fromPromise(async ({ input }) => (await api.call(calls.forceConfirm, { orderId_H: input.hid })).order),
      confirmDelivery: fromPromise(async ({ input }) => (await api.call(calls.confirmDelivery, { deliveryId_H: input.deliveryId_H })).order),
      prepare: fromPromise(async ({ input }) => {
        const p = input.profile;
        const body: { first_name?: string; last_name?: string; email?: string } = {};
        if (!p?.first_name && input.firstName.trim()) body.first_name = input.firstName.trim();
        if (!p?.last_name && input.lastName.trim()) body.last_name = input.lastName.trim();
        // E-mail: sent only if valid; an empty one is removed before saving.
        const email = emailForSave(input.email);
        if (email && email !== p?.email) body.email = email;
        const [profile] = await Promise.all([
          Object.keys(body).length === 0 ? Promise.resolve(p) : api.call(profileCalls.set, body).then((r) => r.profile),
          // The flat is saved before payment (order-funnel §5).
          input.flat ? api.call(calls.saveFlat, input.flat) : Promise.resolve(undefined),
          input.safeDelivery ? api.call(calls.safeDelivery, { orderId_H: input.hid, optionId_H: SAFE_DELIVERY_OPTION_ID, comment: input.safeDelivery.comment }) : Promise.resolve(undefined),
        ]);
        return profile;
      }),
    },
    actions: {
      goToSuccess: ({ context }) => {
        if (context.order) ports.navigation.replace(paymentResultPath(context.hid, paymentFlowOf(context.order, context.profile), 'success'));
      },
      goToIndex: () => ports.navigation.go('/'),
      close: ({ context }) => {
        const target = closeTarget(context.variant, context.hid, context.businessProduct);
        if (target === 'back') ports.navigation.back();
        else ports.navigation.go(target);
      },
      replaceHid: ({ context }) =>
        ports.navigation.replace(
          buildPath('SingleStepOrder', { hid: context.hid, businessProduct: context.businessProduct === 'standard' ? undefined : context.businessProduct }),
        ),
      toastCancelled: () => ports.notify.success(TOASTS.orderCancelled),
      toastDeliveryConfirmed: () => ports.notify.success(TOASTS.deliveryConfirmed),
      toastTimeChanged: () => ports.notify.success(TOASTS.deliveryTimeChanged),
    },
  });
}

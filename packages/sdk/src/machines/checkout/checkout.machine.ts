import { assign, emit, fromPromise, setup } from 'xstate';
import { checkout as calls } from '../../api/endpoints/checkout';
import { funnel as funnelCalls } from '../../api/endpoints/funnel';
import { profile as profileCalls } from '../../api/endpoints/profile';
import { isApiError } from '../../api/errors';
import type { AddressInfo, CheckAddressResponse, DrinksInfo } from '../../api/schemas/checkout';
import type { IntervalOption, Order } from '../../api/schemas/order';
import type { Profile } from '../../api/schemas/profile';
import type { MealflowDeps } from '../../create-mealflow';
import { ADDRESS_MESSAGES, ERROR_MESSAGES, PAYMENT_MESSAGES, TOASTS } from '../../domain/messages';
import { buildPath } from '../../routing/match';
import { paymentResultPath } from '../../routing/routes';
import {
  availableMethods,

  closeTarget,
  defaultMethod,
  isPaid,
  validEmail,
  validFirstName,
  validLastName,
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
}

export type AddressCheckState = 0 | 1 | 2 | 3;

export interface CheckoutContext {
  hid: string;
  businessProduct: string;
  variant: CheckoutVariant;
  query: CheckoutQuery;
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
  pendingAddress: AddressInfo | undefined;
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
  | { type: 'PROMO.APPLIED' }
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

type Emitted = { type: 'checkout.pay'; hid: string; method: PaymentMethod; amount: number } | { type: 'checkout.hidChanged'; hid: string };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const reject = (name: string) => () => Promise.reject(new Error(`checkout: actor "${name}" is not provided (use provideCheckout)`));
const firstDelivery = (order: Order | undefined) => order?.deliveries.find((d) => d.id_H === order.first_delivery_id_H) ?? order?.deliveries[0];
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
    updateDate: fromPromise<Order, { hid: string; deliveryId_H: string; date: string; timeFrom: string; timeTo: string; type: 'morning' | 'evening'; title?: string | undefined }>(reject('updateDate')),
    cancelOrder: fromPromise<void, { hid: string }>(reject('cancelOrder')),
    confirmOrder: fromPromise<Order, { hid: string }>(reject('confirmOrder')),
    confirmDelivery: fromPromise<Order, { deliveryId_H: string }>(reject('confirmDelivery')),
    checkAddress: fromPromise<CheckAddressResponse, { order: Order; address: AddressInfo }>(reject('checkAddress')),
    saveNewAddress: fromPromise<Order, { order: Order; address: AddressInfo }>(reject('saveNewAddress')),
    changeAddress: fromPromise<Order, { order: Order; addressId: string }>(reject('changeAddress')),
    recreateFarRegion: fromPromise<Order, { order: Order }>(reject('recreateFarRegion')),
    saveProfile: fromPromise<Profile | undefined, { firstName: string; lastName: string; email: string; profile: Profile | undefined }>(reject('saveProfile')),
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
    addressUnavailable: ({ event }) => !outputOf<CheckAddressResponse>(event).delivery_available,
    needsFarRegionOrder: ({ context, event }) => outputOf<CheckAddressResponse>(event).is_far_moscow_region && !context.order?.is_far_moscow_region,
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
      return { ...next, method, addressState: delivery?.client_address_id_H ? (context.addressState === 3 ? 3 : 2) : context.addressState };
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
    holdAddress: assign({ pendingAddress: ({ event }) => (event.type === 'ADDRESS.SUBMIT' ? event.address : undefined), addressState: 1, addressError: undefined }),
    markAddressAvailable: assign({ addressState: 2, addressError: undefined }),
    markAddressUnavailable: assign(({ event }) => {
      const answer = outputOf<CheckAddressResponse>(event);
      return {
        addressState: 3 as const,
        addressError: answer.outside_zone ? ADDRESS_MESSAGES.outsideZone : (answer.unavailableReason ?? ADDRESS_MESSAGES.unavailable),
      };
    }),
    markAddressFailed: assign(({ event }) => {
      const error = errorOf(event);
      // Code 711 (and other address answers) show the server's messages.
      const text = isApiError(error) ? (error.messages.length ? error.messages.join(' ') : error.userMessage) : ERROR_MESSAGES.unknown;
      return { addressState: 3 as const, addressError: text };
    }),
    clearNotice: assign({ notice: undefined }),
    emitPay: emit(({ context }) => ({ type: 'checkout.pay' as const, hid: context.hid, method: context.method ?? 'creditCard', amount: context.order?.deb_price ?? 0 })),
    emitHidChanged: emit(({ context }) => ({ type: 'checkout.hidChanged' as const, hid: context.hid })),
    // Provided (ports): navigation and toasts.
    goToSuccess: () => undefined,
    goToIndex: () => undefined,
    close: () => undefined,
    replaceHid: () => undefined,
    toastCancelled: () => undefined,
    toastNewAddress: () => undefined,
    toastAddressChanged: () => undefined,
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
    pendingAddress: undefined,
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
      on: { CLOSE: { actions: 'close' } },
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
            'ADDRESS.SELECT_SAVED': { target: 'changingAddress' },
            'ADDRESS.SUBMIT': { target: 'checkingAddress', actions: 'holdAddress' },
            'PROMO.APPLIED': { target: 'reloading' },
            CANCEL: 'confirmingCancel',
            PAY: { guard: 'canPay', target: 'savingProfile' },
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
            onDone: { target: 'idle', actions: 'applyOrder' },
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
            }),
            onDone: { target: 'idle', actions: ['applyOrder', 'dropDate', 'toastTimeChanged'] },
            onError: { target: 'idle', actions: ['assignError', 'dropDate'] },
          },
        },
        changingAddress: {
          entry: assign({ addressState: 1, addressError: undefined }),
          invoke: {
            id: 'changeAddress',
            src: 'changeAddress',
            input: ({ context, event }) => ({ order: context.order as Order, addressId: event.type === 'ADDRESS.SELECT_SAVED' ? event.addressId : '' }),
            onDone: { target: 'idle', actions: ['applyOrder', 'markAddressAvailable', 'toastAddressChanged'] },
            onError: { target: 'idle', actions: 'markAddressFailed' },
          },
        },
        checkingAddress: {
          invoke: {
            id: 'checkAddress',
            src: 'checkAddress',
            input: ({ context }) => ({ order: context.order as Order, address: context.pendingAddress as AddressInfo }),
            onDone: [
              { guard: 'addressUnavailable', target: 'idle', actions: 'markAddressUnavailable' },
              { guard: 'needsFarRegionOrder', target: 'recreatingFarRegion' },
              { target: 'savingAddress' },
            ],
            onError: { target: 'idle', actions: 'markAddressFailed' },
          },
        },
        recreatingFarRegion: {
          // The order is recreated with the far-region tariff; the checkout continues on the new hid
          // and keeps what the visitor entered (profile fields, method, comment, the address).
          invoke: {
            id: 'recreateFarRegion',
            src: 'recreateFarRegion',
            input: ({ context }) => ({ order: context.order as Order }),
            onDone: { target: 'savingAddress', actions: ['applyOrder', 'replaceHid', 'emitHidChanged'] },
            onError: { target: 'idle', actions: 'markAddressFailed' },
          },
        },
        savingAddress: {
          invoke: {
            id: 'saveNewAddress',
            src: 'saveNewAddress',
            input: ({ context }) => ({ order: context.order as Order, address: context.pendingAddress as AddressInfo }),
            onDone: { target: 'idle', actions: ['applyOrder', 'markAddressAvailable', 'toastNewAddress'] },
            onError: { target: 'idle', actions: 'markAddressFailed' },
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
        savingProfile: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => ({ firstName: context.firstName, lastName: context.lastName, email: context.email, profile: context.profile }),
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
}

/** order-funnel §4: the order button's conditions, plus the profile block's rules (§5). */
export function payGate(context: CheckoutContext, busy = false): PayGate {
  const reasons: string[] = [];
  const order = context.order;
  const firstNameError = validFirstName(context.firstName) ? undefined : 'Введите имя';
  const lastNameError = context.lastName.trim() === '' || validLastName(context.lastName) ? undefined : 'Введите фамилию';
  const emailError = context.email.trim() === '' || validEmail(context.email) ? undefined : 'Проверьте правильность email';
  if (!context.profile?.phone) reasons.push('no profile phone');
  if (!order?.is_ready) reasons.push('order not ready');
  if (context.addressError) reasons.push('address error');
  if (busy) reasons.push('loading');
  if (!firstDelivery(order)?.client_address_id_H) reasons.push('no address');
  if (context.addressState >= 3) reasons.push('address unavailable');
  if (!context.method) reasons.push('no method');
  if (firstNameError) reasons.push('first name');
  if (lastNameError) reasons.push('last name');
  if (emailError) reasons.push('email');
  return { canPay: reasons.length === 0, reasons, firstNameError, lastNameError, emailError };
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
  return checkoutMachine.provide({
    actors: {
      load: fromPromise(({ input, signal }) => loadAll(input, signal)),
      reloadOrder: fromPromise(({ input, signal }) => loadAll(input, signal)),
      addDrinks: fromPromise(async ({ input }) => (await api.call(calls.addDrinks, { orderId_H: input.hid, count: input.count })).order),
      dropDrinks: fromPromise(async ({ input }) => (await api.call(calls.dropDrinks, { orderId_H: input.hid })).order),
      updateDate: fromPromise(async ({ input }) =>
        (await api.call(calls.updateDate, { order_id_H: input.hid, deliveryId_H: input.deliveryId_H, date: input.date, timeFrom: input.timeFrom, timeTo: input.timeTo, type: input.type, ...(input.title ? { title: input.title } : {}) })).order,
      ),
      cancelOrder: fromPromise(async ({ input }) => {
        await api.call(calls.cancel, { orderId_H: input.hid });
      }),
      confirmOrder: fromPromise(async ({ input }) => (await api.call(calls.forceConfirm, { orderId_H: input.hid })).order),
      confirmDelivery: fromPromise(async ({ input }) => (await api.call(calls.confirmDelivery, { deliveryId_H: input.deliveryId_H })).order),
      checkAddress: fromPromise(({ input }) => api.call(calls.checkAddress, { menu_type_id: input.order.menu_type_id ?? input.order.menu_type, addressInfo: input.address })),
      saveNewAddress: fromPromise(async ({ input }) =>
        (await api.call(calls.addAddressAndUpdate, { addressInfo: input.address, delivery_id_H: firstDelivery(input.order)?.id_H ?? '', setForAllDeliveries: true })).order,
      ),
      changeAddress: fromPromise(async ({ input }) =>
        (await api.call(calls.changeDeliveryAddress, { address_id_H: input.addressId, delivery_id_H: firstDelivery(input.order)?.id_H ?? '', setForAllDeliveries: true, isFromSingleStepOrder: true })).order,
      ),
      recreateFarRegion: fromPromise(async ({ input }) =>
        (
          await api.call(calls.recreateFarRegion, {
            orderToCancelId_H: input.order.id_H,
            mealDays: input.order.number_of_days,
            ...(input.order.promocodeToApply ? { promocode: input.order.promocodeToApply } : {}),
          })
        ).order,
      ),
      saveProfile: fromPromise(async ({ input }) => {
        const p = input.profile;
        const body: { first_name?: string; last_name?: string; email?: string } = {};
        if (!p?.first_name && input.firstName.trim()) body.first_name = input.firstName.trim();
        if (!p?.last_name && input.lastName.trim()) body.last_name = input.lastName.trim();
        // E-mail: sent only if valid; an empty one is removed before saving.
        if (input.email.trim() && validEmail(input.email) && input.email.trim() !== p?.email) body.email = input.email.trim();
        if (Object.keys(body).length === 0) return p;
        return (await api.call(profileCalls.set, body)).profile;
      }),
    },
    actions: {
      goToSuccess: ({ context }) => ports.navigation.replace(paymentResultPath(context.hid, 'newclient', 'success')),
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
      toastNewAddress: () => ports.notify.success(TOASTS.newAddressSaved),
      toastAddressChanged: () => ports.notify.success(TOASTS.addressChanged),
      toastDeliveryConfirmed: () => ports.notify.success(TOASTS.deliveryConfirmed),
      toastTimeChanged: () => ports.notify.success(TOASTS.deliveryTimeChanged),
    },
  });
}


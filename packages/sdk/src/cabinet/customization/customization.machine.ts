import { assign, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { formatMoney } from '../../domain/money';
import { savedCardIdOf } from '../../checkout/payment/saved-card';
import type { CardSource, PaymentMachine } from '../../checkout/payment/payment.machine';
import { childSlot } from '../../shared/lazy-child';
import { preferSavedCard } from '../../checkout/payment/payment.rules';
import {
  applyCustomChange,
  applyDraft,
  choicesOfDays,
  CUSTOMIZATION_TEXTS,
  isCustomizableMenuType,
  mealAfter,
  type CustomChange,
  type MealAction,
  type MealChoice,
  type MealChoices,
} from '../../domain/customization';
import { limitProblem } from '../../domain/customization-limits';
import { customizationCityId, dayLock } from './customization.rules';
import type {
  AcceptOutput,
  CustomizationContext,
  CustomizationEvent,
  CustomizationInput,
  CustomizationLoaded,
  SurchargeMethod,
} from './customization.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { CustomizationStateValue } from '../../machine-states';

/**
 * Menu customisation (personal-cabinet §4 "Customisation", §5 limits, §7 calls; README): `loading`
 * (the order with its open draft, its menu by day and, to edit, the draft opened or resumed and the
 * dishes) → `noOrder` | `notCustomizable` | `empty` | `viewing` (packs) | `editing`, or `error`
 * with RETRY. In `editing` every CHOOSE, ADD or SUBTRACT within the per-delivery limits is one
 * command (`orders/custom` or `orders/remove-item-from-custom`) answering the draft's price
 * difference; for a day that can no longer be changed (`dayLock`) or beyond a limit it is refused
 * with the reason and no call. ACCEPT accepts the draft and
 * goes to the checkout; RESET drops the unaccepted draft, RESTORE the whole customisation.
 * On the packs page (issue 31) `viewing` offers EDIT (the same editing, in place), and ACCEPT stays
 * in the cabinet: a surcharge left to pay is `paying` (the saved card preselected, or a new card;
 * the payment machine without its result route), then the order's menu again with a notice.
 */

export type { CustomizationContext, CustomizationEvent, CustomizationInput } from './customization.types';

type SaveInput = { hid: string; change: CustomChange; current: MealChoice | null };
type MealEvent = Extract<CustomizationEvent, { type: 'CHOOSE' | 'ADD' | 'SUBTRACT' }>;

/** The meals of the loaded menu: `date → meal → its dish and portions`. */
export const choicesOf = (loaded: Pick<CustomizationLoaded, 'days'>): MealChoices => choicesOfDays(loaded.days);

const currentMeal = (choices: MealChoices, meal: Pick<CustomChange, 'mealDate' | 'mealNumber'>): MealChoice | null =>
  choices[meal.mealDate]?.[meal.mealNumber] ?? null;

/** The meal as an event would leave it, or undefined when nothing changes. */
function changeOf(choices: MealChoices, event: MealEvent): CustomChange | undefined {
  const action: MealAction =
    event.type === 'CHOOSE' ? { kind: 'choose', packId: event.packId } : event.type === 'ADD' ? { kind: 'add' } : { kind: 'subtract' };
  const next = mealAfter(currentMeal(choices, event), action);
  return next && { mealDate: event.mealDate, mealNumber: event.mealNumber, ...next };
}

/** The params of the meal events' guards and actions: the meal as the event would leave it. */
const mealChange = ({ context, event }: { context: CustomizationContext; event: MealEvent }) => ({
  change: changeOf(context.choices, event),
});

/** The params of the day guard: the event's day. */
const mealDay = ({ event }: { event: MealEvent }) => ({ date: event.mealDate });

/** The surcharge's methods: a new card always, the saved card when the profile has one. */
export const surchargeMethods = (context: Pick<CustomizationContext, 'profile'>): SurchargeMethod[] =>
  savedCardIdOf(context.profile) ? ['creditCard', 'card'] : ['creditCard'];

/** CHOOSE, ADD and SUBTRACT alike: refused for a locked day or beyond a limit (the reason, no call), else saved when the meal changes. */
/** An editing call failed: its words (or the fallback) beside the menu, back to `idle`. */
function actionFailed(fallback: string) {
  return {
    target: 'idle' as const,
    actions: { type: 'setActionError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) },
  };
}

/** RESET (`orders/reset`) and RESTORE (`orders/drop`): the order's menu changes on the server and is read again. */
function orderCall<S extends 'reset' | 'restore'>(src: S) {
  return {
    tags: ['saving'] as const,
    invoke: {
      id: src,
      src,
      input: ({ context }: { context: CustomizationContext }) => ({ hid: context.hid ?? '' }),
      onDone: { target: '#customization.loading' },
      onError: actionFailed(CUSTOMIZATION_TEXTS.saveFailed),
    },
  };
}

const mealTransitions = [
  { guard: { type: 'dayLocked' as const, params: mealDay }, actions: 'setDayLockedError' as const },
  { guard: { type: 'blockedByLimit' as const, params: mealChange }, actions: { type: 'setLimitError' as const, params: mealChange } },
  {
    guard: { type: 'changesMeal' as const, params: mealChange },
    target: 'saving',
    actions: { type: 'setPending' as const, params: mealChange },
  },
];

const customizationSetup = /*#__PURE__*/ setup({
  types: { tags: {} as MachineTag, context: {} as CustomizationContext, events: {} as CustomizationEvent, input: {} as CustomizationInput },
  actors: {
    /** `orders/get` (with the open draft), `orders/{hid}/packs`; to edit also `add-custom-menu` and `customization-info/menu`. */
    load: fromPromise<CustomizationLoaded, { hid: string; edit: boolean; inCabinet: boolean }>(() =>
      Promise.reject(new Error('customization: actor "load" is not provided (use provideCustomization)')),
    ),
    /** `orders/custom` (a dish, a portion more) or `orders/remove-item-from-custom` (a portion less, no dish): the draft's price difference. */
    save: fromPromise<{ priceDifference: number }, SaveInput>(() =>
      Promise.reject(new Error('customization: actor "save" is not provided')),
    ),
    /** `orders/accept-draft`; in the cabinet then `orders/get`: what is left to pay. */
    accept: fromPromise<AcceptOutput, { hid: string; inCabinet: boolean }>(() =>
      Promise.reject(new Error('customization: actor "accept" is not provided')),
    ),
    /** The surcharge's payment (flow payment; provided without its result route: the page stays). */
    // Loaded when the packs page accepts (provideCustomization: shared/lazy-child.ts), awaited before any surcharge is paid.
    payment: childSlot<PaymentMachine>('customization: actor "payment"'),
    /** `orders/drop-unaccepted`. */
    reset: fromPromise<void, { hid: string }>(() => Promise.reject(new Error('customization: actor "reset" is not provided'))),
    /** `orders/drop`. */
    restore: fromPromise<void, { hid: string }>(() => Promise.reject(new Error('customization: actor "restore" is not provided'))),
  },
  guards: {
    noOrder: ({ context }) => !context.hid,
    viewOnly: ({ context }) => !context.edit,
    inCabinet: ({ context }) => context.variant === 'packs',
    canEdit: ({ context }) =>
      context.variant === 'packs' && isCustomizableMenuType(context.order?.menu_type) && context.order?.is_canceled !== true,
    leftToPay: (_, params: { output: AcceptOutput }) => params.output.surcharge > 0,
    canPay: ({ context, event }) => {
      if (event.type !== 'PAY' || context.surcharge <= 0) return false;
      return context.method === 'creditCard' ? event.card !== undefined : savedCardIdOf(context.profile) !== undefined;
    },
    paymentFailed: (_, params: { failed: boolean }) => params.failed,
    notCustomizable: ({ context }) => !isCustomizableMenuType(context.order?.menu_type),
    noDays: ({ context }) => context.days.length === 0,
    /** The day's delivery came or its cut-off passed (`dayLock`): its menu can no longer change. */
    dayLocked: ({ context }, params: { date: string }) => dayLock(context.order?.deliveries, params.date, context.nowMs) !== undefined,
    /** The change would take a delivery beyond its min/max pack counts (§5). */
    blockedByLimit: ({ context }, params: { change: CustomChange | undefined }) =>
      params.change !== undefined && limitProblem(context.limits, context.choices, params.change) !== undefined,
    /** The meal changes (not the same dish again, not a portion of no dish). */
    changesMeal: (_, params: { change: CustomChange | undefined }) => params.change !== undefined,
  },
  actions: {
    setLoaded: assign(({ context }, params: { loaded: CustomizationLoaded }) => {
      const { order, days, dishes, nowMs } = params.loaded;
      const base = choicesOfDays(days);
      return {
        order,
        days,
        dishes,
        nowMs,
        base,
        choices: order.draft ? applyDraft(base, order.draft.deliveries) : base,
        priceDifference: order.draft?.priceDifference ?? 0,
        limits: order.deliveryLimits ?? undefined,
        hasAccepted: (order.custom_config?.length ?? 0) > 0,
        stopList: params.loaded.stopList ?? [],
        profile: params.loaded.profile ?? context.profile,
        error: undefined,
        actionError: undefined,
      };
    }),
    startEditing: assign({ edit: true, notice: undefined }),
    /** Accepted in the cabinet: the surcharge, paid by the saved card when there is one. */
    setSurcharge: assign(({ context }, params: { output: AcceptOutput }) => ({
      surcharge: params.output.surcharge,
      method: preferSavedCard(surchargeMethods(context)) ?? ('creditCard' as const),
      payError: undefined,
    })),
    changeMethod: assign(({ context, event }) => ({
      method: event.type === 'METHOD.CHANGE' ? event.method : context.method,
      payError: undefined,
    })),
    setPayError: assign((_, params: { error: string }) => ({ payError: params.error })),
    /** Back to the order's menu, saying what happened. */
    setMenuChanged: assign({ edit: false, surcharge: 0, notice: CUSTOMIZATION_TEXTS.menuChanged }),
    setSurchargePaid: assign(({ context }) => ({
      edit: false,
      notice: CUSTOMIZATION_TEXTS.surchargePaid(formatMoney(context.surcharge, customizationCityId(context))),
      surcharge: 0,
    })),
    startPayment: sendTo('payment', (_, params: { card: CardSource | undefined }) => ({
      type: 'PAY' as const,
      ...(params.card ? { card: params.card } : {}),
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, CUSTOMIZATION_TEXTS.loadFailed) })),
    setPending: assign((_, params: { change: CustomChange | undefined }) => ({ pending: params.change, actionError: undefined })),
    setLimitError: assign(({ context }, params: { change: CustomChange | undefined }) => ({
      actionError: params.change && limitProblem(context.limits, context.choices, params.change),
    })),
    applyPending: assign(({ context }, params: { priceDifference: number }) => ({
      choices: context.pending ? applyCustomChange(context.choices, context.pending) : context.choices,
      pending: undefined,
      priceDifference: params.priceDifference,
    })),
    setActionError: assign((_, params: { error: unknown; fallback: string }) => ({
      actionError: errorText(params.error, params.fallback),
      pending: undefined,
    })),
    setDayLockedError: assign({ actionError: CUSTOMIZATION_TEXTS.dayLocked }),
    clearActionError: assign({ actionError: undefined }),
    /** Provided: to the checkout of the variant. */
    goToCheckout: () => undefined,
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const customizationLoading = /*#__PURE__*/ loadable(customizationSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ hid: context.hid ?? '', edit: context.edit, inCabinet: context.variant === 'packs' }),
  onDone: { target: 'deciding', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const customizationLogic = /*#__PURE__*/ customizationSetup.createMachine({
  id: 'customization',
  context: ({ input }) => ({
    hid: input.hid || undefined,
    variant: input.variant,
    order: undefined,
    days: [],
    dishes: [],
    base: {},
    choices: {},
    limits: undefined,
    nowMs: 0,
    edit: input.variant !== 'packs',
    stopList: [],
    profile: undefined,
    surcharge: 0,
    method: 'creditCard',
    payError: undefined,
    notice: undefined,
    priceDifference: 0,
    hasAccepted: false,
    pending: undefined,
    error: undefined,
    actionError: undefined,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'noOrder', target: 'noOrder' }, { target: 'loading' }] },
    noOrder: {},
    ...customizationLoading,
    /** Transient: what the loaded order allows. */
    deciding: {
      always: [
        { guard: 'noDays', target: 'empty' },
        { guard: 'viewOnly', target: 'viewing' },
        { guard: 'notCustomizable', target: 'notCustomizable' },
        { target: 'editing' },
      ],
    },
    empty: {},
    notCustomizable: {},
    viewing: { on: { EDIT: { guard: 'canEdit', target: 'loading', actions: 'startEditing' } } },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHOOSE: mealTransitions,
            ADD: mealTransitions,
            SUBTRACT: mealTransitions,
            ACCEPT: { target: 'accepting', actions: 'clearActionError' },
            RESET: { target: 'resetting', actions: 'clearActionError' },
            RESTORE: { target: 'restoring', actions: 'clearActionError' },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({
              hid: context.hid ?? '',
              change: context.pending!,
              current: currentMeal(context.choices, context.pending!),
            }),
            onDone: { target: 'idle', actions: { type: 'applyPending', params: ({ event }) => event.output } },
            onError: actionFailed(CUSTOMIZATION_TEXTS.saveFailed),
          },
        },
        accepting: {
          tags: ['submitting'],
          invoke: {
            id: 'accept',
            src: 'accept',
            input: ({ context }) => ({ hid: context.hid ?? '', inCabinet: context.variant === 'packs' }),
            onDone: [
              {
                guard: 'inCabinet',
                target: '#customization.paying',
                actions: { type: 'setSurcharge', params: ({ event }) => ({ output: event.output }) },
              },
              { target: '#customization.accepted' },
            ],
            onError: actionFailed(CUSTOMIZATION_TEXTS.acceptFailed),
          },
        },
        resetting: orderCall('reset'),
        restoring: orderCall('restore'),
      },
    },
    /** The packs page (issue 31): the draft is the order's menu; a surcharge is paid here, by the saved card unless the client picks a new one. */
    paying: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: ({ context }) => context.surcharge > 0, target: 'idle' },
            { target: '#customization.loading', actions: 'setMenuChanged' },
          ],
        },
        idle: {
          on: {
            'METHOD.CHANGE': { actions: 'changeMethod' },
            PAY: { guard: 'canPay', target: 'payment' },
          },
        },
        payment: {
          tags: ['paying'],
          entry: { type: 'startPayment', params: ({ event }) => ({ card: event.type === 'PAY' ? event.card : undefined }) },
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => ({
              hid: context.hid ?? '',
              method: context.method,
              amount: context.surcharge,
              flow: 'payment' as const,
              savedCardId: savedCardIdOf(context.profile),
              email: context.profile?.email ?? undefined,
            }),
            onDone: { target: '#customization.loading', actions: 'setSurchargePaid' },
          },
          on: {
            // It reports 'failed': nothing was charged; processing / uncertain stay here (no new payment).
            'payment.result': {
              guard: { type: 'paymentFailed', params: ({ event }) => ({ failed: event.status === 'failed' }) },
              target: 'idle',
              actions: {
                type: 'setPayError',
                params: ({ event }) => ({ error: event.status === 'failed' ? event.error : CUSTOMIZATION_TEXTS.payFailed }),
              },
            },
          },
        },
      },
    },
    /** The draft is the order's menu now: on to the checkout. */
    accepted: { type: 'final', entry: 'goToCheckout' },
  },
});

/** The customization machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CustomizationMachine extends PublicMachine<
  CustomizationContext,
  CustomizationEvent,
  CustomizationStateValue,
  { input: CustomizationInput }
> {}
export const customizationMachine: CustomizationMachine = customizationLogic;

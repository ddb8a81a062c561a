import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../../api/errors';
import { applyCustomChange, CUSTOMIZATION_TEXTS, isCustomizableMenuType, type CustomChange, type MealChoices } from '../../domain/customization';
import type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationLoaded } from './customization.types';

/**
 * Menu customisation (personal-cabinet §4 "Customisation", §7 calls; README): `loading` (the
 * order, its menu by day and, to edit, a fresh draft and the dishes) → `noOrder` | `notCustomizable`
 * | `empty` | `viewing` (packs) | `editing`, or `error` with RETRY. In `editing` every CHOOSE is one
 * command (`orders/custom` or `orders/remove-item-from-custom`), ACCEPT accepts the draft and goes
 * to the checkout, RESET drops the customisation and loads again.
 */

export type { CustomizationContext, CustomizationEvent, CustomizationInput, CustomizationMachine } from './customization.types';

type SaveInput = { hid: string; change: CustomChange; currentPackId: number | null };

/** The meals of the loaded menu: `date → meal → pack`. */
export function choicesOf(loaded: Pick<CustomizationLoaded, 'days'>): MealChoices {
  return Object.fromEntries(loaded.days.map((day) => [day.date, Object.fromEntries(day.packs.filter((p) => p.mealIndex != null).map((p) => [p.mealIndex!, p.id]))]));
}

const currentPack = (choices: MealChoices, change: CustomChange): number | null => choices[change.mealDate]?.[change.mealNumber] ?? null;

export const customizationMachine = setup({
  types: {
    context: {} as CustomizationContext,
    events: {} as CustomizationEvent,
    input: {} as CustomizationInput,
  },
  actors: {
    /** `orders/get`, `orders/{hid}/packs`; to edit also `drop-unaccepted`, `add-custom-menu` and `customization-info/menu`. */
    load: fromPromise<CustomizationLoaded, { hid: string; edit: boolean }>(() =>
      Promise.reject(new Error('customization: actor "load" is not provided (use provideCustomization)'))),
    /** `orders/custom` (a dish) or `orders/remove-item-from-custom` (no dish). */
    save: fromPromise<void, SaveInput>(() => Promise.reject(new Error('customization: actor "save" is not provided'))),
    /** `orders/accept-draft`. */
    accept: fromPromise<void, { hid: string }>(() => Promise.reject(new Error('customization: actor "accept" is not provided'))),
    /** `orders/drop`. */
    reset: fromPromise<void, { hid: string }>(() => Promise.reject(new Error('customization: actor "reset" is not provided'))),
  },
  guards: {
    noOrder: ({ context }) => !context.hid,
    viewOnly: ({ context }) => context.variant === 'packs',
    notCustomizable: ({ context }) => !isCustomizableMenuType(context.order?.menu_type),
    noDays: ({ context }) => context.days.length === 0,
    /** The chosen dish differs from the meal's current one. */
    changesMeal: ({ context }, params: CustomChange) => currentPack(context.choices, params) !== params.packId,
  },
  actions: {
    setLoaded: assign((_, params: { loaded: CustomizationLoaded }) => {
      const base = choicesOf(params.loaded);
      return { order: params.loaded.order, days: params.loaded.days, dishes: params.loaded.dishes, base, choices: base, error: undefined, actionError: undefined };
    }),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, CUSTOMIZATION_TEXTS.loadFailed) })),
    setPending: assign((_, params: CustomChange) => ({ pending: { mealDate: params.mealDate, mealNumber: params.mealNumber, packId: params.packId }, actionError: undefined })),
    applyPending: assign(({ context }) => ({ choices: context.pending ? applyCustomChange(context.choices, context.pending) : context.choices, pending: undefined })),
    setActionError: assign((_, params: { error: unknown; fallback: string }) => ({ actionError: errorText(params.error, params.fallback), pending: undefined })),
    clearActionError: assign({ actionError: undefined }),
    /** Provided: to the checkout of the variant. */
    goToCheckout: () => undefined,
  },
}).createMachine({
  id: 'customization',
  context: ({ input }) => ({
    hid: input.hid || undefined,
    variant: input.variant,
    order: undefined,
    days: [],
    dishes: [],
    base: {},
    choices: {},
    pending: undefined,
    error: undefined,
    actionError: undefined,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'noOrder', target: 'noOrder' }, { target: 'loading' }] },
    noOrder: {},
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ hid: context.hid ?? '', edit: context.variant !== 'packs' }),
        onDone: { target: 'deciding', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        onError: { target: 'error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    error: { on: { RETRY: 'loading' } },
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
    viewing: {},
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CHOOSE: { guard: { type: 'changesMeal', params: ({ event }) => event }, target: 'saving', actions: { type: 'setPending', params: ({ event }) => event } },
            ACCEPT: { target: 'accepting', actions: 'clearActionError' },
            RESET: { target: 'resetting', actions: 'clearActionError' },
          },
        },
        saving: {
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({ hid: context.hid ?? '', change: context.pending!, currentPackId: currentPack(context.choices, context.pending!) }),
            onDone: { target: 'idle', actions: 'applyPending' },
            onError: { target: 'idle', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error, fallback: CUSTOMIZATION_TEXTS.saveFailed }) } },
          },
        },
        accepting: {
          invoke: {
            id: 'accept',
            src: 'accept',
            input: ({ context }) => ({ hid: context.hid ?? '' }),
            onDone: { target: '#customization.accepted' },
            onError: { target: 'idle', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error, fallback: CUSTOMIZATION_TEXTS.acceptFailed }) } },
          },
        },
        resetting: {
          invoke: {
            id: 'reset',
            src: 'reset',
            input: ({ context }) => ({ hid: context.hid ?? '' }),
            onDone: { target: '#customization.loading' },
            onError: { target: 'idle', actions: { type: 'setActionError', params: ({ event }) => ({ error: event.error, fallback: CUSTOMIZATION_TEXTS.saveFailed }) } },
          },
        },
      },
    },
    /** The draft is the order's menu now: on to the checkout. */
    accepted: { type: 'final', entry: 'goToCheckout' },
  },
});

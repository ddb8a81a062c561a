import { assign, fromPromise, sendTo } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { PROMO_ACTIVATION_DELAY_MS } from '../../domain/constants';
import { configText } from '../../domain/marketing-config';
import { marketingConfigMachine } from './marketing.machine';
import type { PromotionContext, PromotionEvent, PromotionInput, PromotionLoaded } from './promotion.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { PromotionStateValue } from '../../machine-states';

/**
 * The promotion page (personal-cabinet §2.1 /promotion, /marketing_activity, /dashboard/promotion;
 * §3 Taro; §7 Marketing; §9 the partner promo list). It invokes the marketing configuration
 * (`config`, alive for the whole page) and waits for its first resolution (`config`), which names
 * the activity unless the route does; then `loading` (the activity, then its FAQ and the Taro
 * promotion in parallel; those two may fail alone) → `ready` | `none` (no such activity) | `error`
 * (RETRY). In `ready`, ACTIVATE runs the promo strip: step 1 `activating` (500 ms), step 2
 * `activated` (the code is shown and kept for the checkout); COPIED / COPY_FAILED record the copy.
 */

export type { PromotionContext, PromotionEvent, PromotionInput } from './promotion.types';

export const PROMOTION_TEXTS = {
  loadFailed: 'Не удалось загрузить акцию',
};

/** The activity a page shows: the route's, else the config's `promotion` node's. */
export const activityName = (context: Pick<PromotionContext, 'input' | 'config'>): string | undefined =>
  context.input.name ?? (context.config ? configText(context.config, 'promotion', 'activity') : undefined);

const promotionSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    context: {} as PromotionContext,
    events: {} as PromotionEvent,
    input: {} as PromotionInput,
    // Every child by its id (invoke ids → actor names): without the full map xstate types children
    // with a string index, which the published .d.ts cannot print (TS2411 under skipLibCheck: false).
    children: {} as { config: 'config'; loadPromotion: 'loadPromotion' },
  },
  actors: {
    config: marketingConfigMachine,
    loadPromotion: fromPromise<PromotionLoaded, { name: string; input: PromotionInput }>(() =>
      Promise.reject(new Error('promotion: actor "loadPromotion" is not provided (use providePromotion)')),
    ),
  },
  delays: { activation: PROMO_ACTIVATION_DELAY_MS },
  guards: {
    /** The route names one, or the config just resolved does (guards run before the transition's actions). */
    hasActivity: ({ context, event }) =>
      activityName({ input: context.input, config: event.type === 'CONFIG.RESOLVED' ? event.resolved : context.config }) !== undefined,
    canActivate: ({ context }, params: { index: number }) =>
      context.activated === undefined && Boolean(context.activity?.offers[params.index]?.promocode),
  },
  actions: {
    setConfig: assign((_, params: { event: Extract<PromotionEvent, { type: 'CONFIG.RESOLVED' }> }) => ({
      config: params.event.resolved,
      customizationData: params.event.customizationData,
    })),
    setLoaded: assign((_, params: { loaded: PromotionLoaded }) => ({ ...params.loaded, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, PROMOTION_TEXTS.loadFailed) })),
    setActivated: assign((_, params: { index: number }) => ({ activated: params.index, copy: 'idle' as const })),
    /** Provided: keeps the activated code where the checkout picks it up. */
    rememberPromocode: (_, _params: { code: string }) => undefined,
    forwardVisitor: sendTo('config', ({ event }) => event),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const promotionLoading = /*#__PURE__*/ loadable(promotionSetup, {
  id: 'loadPromotion',
  src: 'loadPromotion',
  input: ({ context }) => ({ name: activityName(context) ?? '', input: context.input }),
  onDone: [
    {
      guard: ({ event }) => event.output.activity !== undefined,
      target: 'ready',
      actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
    },
    { target: 'none', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  ],
  onError: { actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
});

export const promotionLogic = /*#__PURE__*/ promotionSetup.createMachine({
  id: 'promotion',
  context: ({ input }) => ({
    input,
    config: undefined,
    customizationData: undefined,
    activity: undefined,
    taro: undefined,
    faq: [],
    error: undefined,
    activated: undefined,
    copy: 'idle',
  }),
  invoke: {
    id: 'config',
    src: 'config',
    input: ({ context }) => ({ brand: context.input.brand, visitor: context.input.visitor, previewId: context.input.previewId }),
  },
  on: {
    'CONFIG.RESOLVED': { actions: { type: 'setConfig', params: ({ event }) => ({ event }) } },
    'VISITOR.CHANGE': { actions: 'forwardVisitor' },
  },
  initial: 'config',
  states: {
    config: {
      on: {
        'CONFIG.RESOLVED': [
          { guard: 'hasActivity', target: 'loading', actions: { type: 'setConfig', params: ({ event }) => ({ event }) } },
          { target: 'none', actions: { type: 'setConfig', params: ({ event }) => ({ event }) } },
        ],
      },
    },
    ...promotionLoading,
    none: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ACTIVATE: {
              guard: { type: 'canActivate', params: ({ event }) => ({ index: event.index }) },
              target: 'activating',
              actions: { type: 'setActivated', params: ({ event }) => ({ index: event.index }) },
            },
          },
        },
        activating: {
          after: {
            activation: {
              target: 'activated',
              actions: {
                type: 'rememberPromocode',
                params: ({ context }) => ({ code: context.activity?.offers[context.activated ?? -1]?.promocode ?? '' }),
              },
            },
          },
        },
        activated: {
          on: {
            COPIED: { actions: assign({ copy: 'copied' as const }) },
            COPY_FAILED: { actions: assign({ copy: 'failed' as const }) },
          },
        },
      },
    },
  },
});

/** The promotion machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface PromotionMachine extends PublicMachine<PromotionContext, PromotionEvent, PromotionStateValue, { input: PromotionInput }> {}
export const promotionMachine: PromotionMachine = promotionLogic;

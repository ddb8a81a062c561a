import { assign, fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { errorText } from '../../api/errors';
import { DEFAULT_CITY_ID, TIP_MODAL_DELAY_MS } from '../../domain/constants';
import { canTip, draftWithStars, showsTask, tipFailureText, toggleReason } from './courier-rating.rules';
import type {
  CourierRatingContext,
  CourierRatingEvent,
  CourierRatingInput,
  CourierRatingLoaded,
  CourierRatingOutput,
  PayTipInput,
  PayTipOutput,
} from './courier-rating.types';
import { loadable } from '../../shared/loadable';
import type { MachineTag } from '../../shared/tags';
import type { PublicMachine } from '../../shared/public-machine';
import type { CourierRatingStateValue } from '../../machine-states';

/**
 * Courier ratings and tips (personal-cabinet §2.1 rates, §3 "Driver rating task", "Tip", §4 "Tips
 * flow", §7 "Tips", §8): `loading` (`rating-tasks/get`, the tip amounts, the saved card) → `ready` |
 * `empty` | `error`. In `ready` two regions run: `rating` (stars and reasons per driver, SUBMIT →
 * `rating-tasks/{task_id}`, CLOSE → `rating-tasks/close/{id}`, which clears the ratings) and `tip`
 * (the dialog opens 3 s after the tasks load, for the first driver a tip may go to — none for a
 * negative rating; PAY with the saved card or a new card's cryptogram). With `presentation: 'modal'`
 * (the root view's tips modal) a third region, `modal`, opens 3 s after the load instead of the tip
 * dialog, and the machine ends (`empty`, final) when the task is closed: its output says whether a
 * tip was paid.
 */

export type { CourierRatingContext, CourierRatingEvent, CourierRatingInput, CourierRatingOutput } from './courier-rating.types';

const reject = (name: string) => () =>
  Promise.reject(new Error(`courierRating: actor "${name}" is not provided (use provideCourierRating)`));

export const COURIER_RATING_TEXTS = {
  loadFailed: 'Не удалось загрузить оценки',
  rateFailed: 'Не удалось сохранить оценку',
  closeFailed: 'Не удалось закрыть оценку',
};

const driverOf = (context: CourierRatingContext, id: string | undefined) => context.task?.drivers.find((d) => d.id === id);
const tippable = (context: CourierRatingContext, id: string | undefined) => {
  const driver = driverOf(context, id);
  return driver !== undefined && canTip(driver, context.drafts[driver.id], context.tipped);
};

const courierRatingSetup = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as CourierRatingInput,
    context: {} as CourierRatingContext,
    events: {} as CourierRatingEvent,
    output: {} as CourierRatingOutput,
  },
  actors: {
    /** `background`: the root view's modal loads quietly (a failure is logged, never toasted). */
    load: fromPromise<CourierRatingLoaded, { background: boolean }>(reject('load')),
    rate: fromPromise<{ driverId: string }, { taskId: string; driverId: string; stars: number; reasons: string[] }>(reject('rate')),
    close: fromPromise<void, { taskId: string }>(reject('close')),
    payTip: fromPromise<PayTipOutput, PayTipInput>(reject('payTip')),
  },
  delays: { tipModal: TIP_MODAL_DELAY_MS },
  guards: {
    hasTask: ({ context }, params: { loaded: CourierRatingLoaded }) => showsTask(context.presentation, params.loaded),
    inModal: ({ context }) => context.presentation === 'modal',
    onPage: ({ context }) => context.presentation === 'page',
    /** The rates page opens the tip dialog by itself; the root view's modal waits for the client's choice. */
    opensTipByItself: ({ context }) =>
      context.presentation === 'page' && (context.task?.drivers ?? []).some((d) => tippable(context, d.id)),
    hasStars: ({ context }, params: { driverId: string }) =>
      context.drafts[params.driverId]?.stars !== undefined && driverOf(context, params.driverId) !== undefined,
    tippable: ({ context }, params: { driverId: string }) => tippable(context, params.driverId),
    tipDriverLost: ({ context }) => !tippable(context, context.tipDriverId),
    knownAmount: ({ context }, params: { amountId: string }) => context.tips.some((t) => t.id === params.amountId),
    amountChosen: ({ context }) => context.tipAmountId !== undefined,
    /** 3-D Secure or the Assist page: the page is leaving. */
    leavesPage: (_, params: { output: PayTipOutput }) => params.output.status !== 'paid',
  },
  actions: {
    setLoaded: assign((_, params: { loaded: CourierRatingLoaded }) => ({ ...params.loaded, error: undefined })),
    setError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error, COURIER_RATING_TEXTS.loadFailed) })),
    setStars: assign(({ context }, params: { driverId: string; stars: number }) => ({
      drafts: { ...context.drafts, [params.driverId]: draftWithStars(context.reasons, context.drafts[params.driverId], params.stars) },
      rateError: undefined,
    })),
    toggleReason: assign(({ context }, params: { driverId: string; reasonId: string }) => ({
      drafts: { ...context.drafts, [params.driverId]: toggleReason(context.drafts[params.driverId], params.reasonId) },
    })),
    markRated: assign(({ context }, params: { driverId: string }) => ({
      task: context.task && {
        ...context.task,
        drivers: context.task.drivers.map((d) =>
          d.id === params.driverId ? { ...d, rating: context.drafts[d.id]?.stars ?? d.rating } : d,
        ),
      },
      rateError: undefined,
    })),
    setRateError: assign((_, params: { error: unknown; fallback: string }) => ({ rateError: errorText(params.error, params.fallback) })),
    /** Closing the task clears the ratings (§4). */
    clearRatings: assign({ task: undefined, drafts: {}, tipDriverId: undefined, tipAmountId: undefined }),
    openTipFor: assign(({ context }, params: { driverId: string | undefined }) => ({
      tipDriverId: params.driverId ?? context.task?.drivers.find((d) => tippable(context, d.id))?.id,
      tipAmountId: undefined,
      tipError: undefined,
    })),
    setAmount: assign((_, params: { amountId: string }) => ({ tipAmountId: params.amountId, tipError: undefined })),
    markTipped: assign(({ context }) => ({
      tipped: context.tipDriverId ? [...context.tipped, context.tipDriverId] : context.tipped,
      tipError: undefined,
    })),
    setTipError: assign((_, params: { error: unknown }) => ({ tipError: tipFailureText(params.error) })),
  },
});

/** loading → ready, or error with RETRY (`shared/loadable.ts`). */
const courierRatingLoading = /*#__PURE__*/ loadable(courierRatingSetup, {
  id: 'load',
  src: 'load',
  input: ({ context }) => ({ background: context.presentation === 'modal' }),
  onDone: [
    {
      guard: { type: 'hasTask', params: ({ event }) => ({ loaded: event.output }) },
      target: 'ready',
      actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) },
    },
    { target: 'empty', actions: { type: 'setLoaded', params: ({ event }) => ({ loaded: event.output }) } },
  ],
  onError: [
    // The modal has nothing to show: the failure is logged by the load, the page goes on.
    { guard: 'inModal', target: 'empty' },
    { target: 'error', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
  ],
});

export const courierRatingLogic = /*#__PURE__*/ courierRatingSetup.createMachine({
  id: 'courierRating',
  output: ({ context }) => ({ tipped: context.tipped.length > 0 }),
  context: ({ input }) => ({
    orderId: input.orderId,
    returnPath: input.returnPath,
    presentation: input.presentation ?? 'page',
    task: undefined,
    prompt: false,
    reasons: [],
    tips: [],
    savedCard: undefined,
    cityId: DEFAULT_CITY_ID,
    drafts: {},
    tipDriverId: undefined,
    tipAmountId: undefined,
    tipped: [],
    error: undefined,
    rateError: undefined,
    tipError: undefined,
  }),
  initial: 'loading',
  states: {
    ...courierRatingLoading,
    /** Nothing to rate (no task, or the task was closed): the end. */
    empty: { type: 'final' },
    ready: {
      type: 'parallel',
      states: {
        rating: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                STARS: { actions: { type: 'setStars', params: ({ event }) => ({ driverId: event.driverId, stars: event.stars }) } },
                'REASON.TOGGLE': {
                  actions: { type: 'toggleReason', params: ({ event }) => ({ driverId: event.driverId, reasonId: event.reasonId }) },
                },
                SUBMIT: { guard: { type: 'hasStars', params: ({ event }) => ({ driverId: event.driverId }) }, target: 'submitting' },
                CLOSE: 'closing',
              },
            },
            submitting: {
              tags: ['submitting'],
              invoke: {
                id: 'rate',
                src: 'rate',
                input: ({ context, event }) => {
                  const driverId = event.type === 'SUBMIT' ? event.driverId : '';
                  const draft = context.drafts[driverId];
                  return { taskId: context.task?.task_id ?? '', driverId, stars: draft?.stars ?? 0, reasons: draft?.reasons ?? [] };
                },
                onDone: { target: 'idle', actions: { type: 'markRated', params: ({ event }) => ({ driverId: event.output.driverId }) } },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'setRateError',
                    params: ({ event }) => ({ error: event.error, fallback: COURIER_RATING_TEXTS.rateFailed }),
                  },
                },
              },
            },
            closing: {
              tags: ['closing'],
              invoke: {
                id: 'close',
                src: 'close',
                input: ({ context }) => ({ taskId: context.task?.task_id ?? '' }),
                onDone: { target: '#courierRating.empty', actions: 'clearRatings' },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'setRateError',
                    params: ({ event }) => ({ error: event.error, fallback: COURIER_RATING_TEXTS.closeFailed }),
                  },
                },
              },
            },
          },
        },
        tip: {
          initial: 'waiting',
          states: {
            /** The tip dialog shows 3 s after the rating tasks load (§4). */
            waiting: {
              after: {
                tipModal: [
                  { guard: 'opensTipByItself', target: 'open', actions: { type: 'openTipFor', params: { driverId: undefined } } },
                  { target: 'hidden' },
                ],
              },
              on: {
                'TIP.OPEN': {
                  guard: { type: 'tippable', params: ({ event }) => ({ driverId: event.driverId }) },
                  target: 'open',
                  actions: { type: 'openTipFor', params: ({ event }) => ({ driverId: event.driverId }) },
                },
              },
            },
            hidden: {
              on: {
                'TIP.OPEN': {
                  guard: { type: 'tippable', params: ({ event }) => ({ driverId: event.driverId }) },
                  target: 'open',
                  actions: { type: 'openTipFor', params: ({ event }) => ({ driverId: event.driverId }) },
                },
              },
            },
            open: {
              tags: ['open'],
              // No tip for a negative courier rating: the dialog closes when its driver gets one.
              always: { guard: 'tipDriverLost', target: 'hidden' },
              on: {
                'TIP.AMOUNT': {
                  guard: { type: 'knownAmount', params: ({ event }) => ({ amountId: event.amountId }) },
                  actions: { type: 'setAmount', params: ({ event }) => ({ amountId: event.amountId }) },
                },
                'TIP.PAY': { guard: 'amountChosen', target: 'paying' },
                'TIP.DISMISS': 'hidden',
              },
            },
            paying: {
              tags: ['open', 'paying'],
              invoke: {
                id: 'payTip',
                src: 'payTip',
                input: ({ context, event }) => ({
                  taskId: context.task?.task_id ?? '',
                  driverId: context.tipDriverId ?? '',
                  amountId: context.tipAmountId ?? '',
                  savedCardId: context.savedCard?.id,
                  card: event.type === 'TIP.PAY' ? event.card : undefined,
                  assist: event.type === 'TIP.PAY' && event.assist === true,
                  returnPath: context.returnPath ?? '/new-dashboard/rates',
                }),
                onDone: [
                  { guard: { type: 'leavesPage', params: ({ event }) => ({ output: event.output }) }, target: 'redirecting' },
                  { target: 'paid', actions: 'markTipped' },
                ],
                onError: { target: 'open', actions: { type: 'setTipError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            /** A new card asked for 3-D Secure, or the tip goes to the Assist page: the page is leaving. */
            redirecting: { tags: ['paying'] },
            paid: {
              tags: ['open', 'paid'],
              on: {
                'TIP.DISMISS': 'hidden',
                'TIP.OPEN': {
                  guard: { type: 'tippable', params: ({ event }) => ({ driverId: event.driverId }) },
                  target: 'open',
                  actions: { type: 'openTipFor', params: ({ event }) => ({ driverId: event.driverId }) },
                },
              },
            },
          },
        },
        /** The root view's tips modal (§2.4, §4: 3 s after the rating tasks load); `off` on the rates page. */
        modal: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'onPage', target: 'off' },
              after: { tipModal: 'open' },
            },
            open: {},
            off: {},
          },
        },
      },
    },
  },
});

/** The courierRating machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CourierRatingMachine extends PublicMachine<
  CourierRatingContext,
  CourierRatingEvent,
  CourierRatingStateValue,
  { input: CourierRatingInput; output: CourierRatingOutput }
> {}
export const courierRatingMachine: CourierRatingMachine = courierRatingLogic;

import { fromPromise } from 'xstate';
import { setup } from '../../shared/machine-setup';
import { autoTipsMachine } from '../../checkout/auto-tips/auto-tips.machine';
import { courierRatingMachine } from '../courier-rating/courier-rating.machine';
import type { CourierRatingOutput } from '../courier-rating/courier-rating.types';
import { onboardingMachine } from '../onboarding/onboarding.machine';
import { preferencesMachine } from '../preferences/preferences.machine';
import { offersAutoTips } from './cabinet-root.rules';
import type { MachineTag } from '../../shared/tags';
import type { Children, PublicMachine } from '../../shared/public-machine';
import type { CabinetRootStateValue } from '../../machine-states';
import type { CabinetRootInput, CabinetRootContext, CabinetRootEvent } from './cabinet-root.types';
export type * from './cabinet-root.types';

/**
 * The cabinet's root view (personal-cabinet §2.4: filters panel, tips modal, auto-tips modal; the
 * onboarding hints and tour). Three regions run side by side:
 * - `tips`: the courier rating machine as the child `tips` with `presentation: 'modal'` (the modal
 *   3 s after the rating tasks load, only when `shouldBeShown.ratingScreen` with a driver to rate;
 *   closing it closes the task). When it ends with a paid tip and the profile offers auto-tips, the
 *   auto-tips modal (the child `autoTips`) follows, unless a template is already saved.
 * - `onboarding`: the hints (the child `onboarding`), once per client.
 * - `filters`: where §5 allows it, a panel: closed, or open with the preferences machine's filters
 *   (the child `filters`, `filtersOnly`).
 */

export const cabinetRootLogic = /*#__PURE__*/ setup({
  types: {
    tags: {} as MachineTag,
    input: {} as CabinetRootInput,
    context: {} as CabinetRootContext,
    events: {} as CabinetRootEvent,
    children: {} as {
      tips: 'courierRating';
      autoTips: 'autoTips';
      onboarding: 'onboarding';
      filters: 'preferences';
      autoTipsTemplate: 'hasAutoTipsTemplate';
    },
  },
  actors: {
    courierRating: courierRatingMachine,
    autoTips: autoTipsMachine,
    onboarding: onboardingMachine,
    preferences: preferencesMachine,
    /** Whether an auto-tips template is saved (`tips/templates`); provided. */
    hasAutoTipsTemplate: fromPromise<boolean>(() =>
      Promise.reject(new Error('cabinetRoot: actor "hasAutoTipsTemplate" is not provided (use provideCabinetRoot)')),
    ),
  },
  guards: {
    tipsModal: ({ context }) => context.tipsModal,
    filtersPanel: ({ context }) => context.filtersPanel,
    offersAutoTips: ({ context }, params: { output: CourierRatingOutput | undefined }) =>
      offersAutoTips(params.output?.tipped === true, context.autoTips),
    templateSaved: (_, params: { saved: boolean }) => params.saved,
  },
  actions: {
    /** Provided: a quiet failure is logged. */
    logFailure: (_, _params: { step: string; error: unknown }) => undefined,
  },
}).createMachine({
  id: 'cabinetRoot',
  context: ({ input }) => ({
    tipsModal: input.tipsModal,
    autoTips: input.autoTips,
    cardId: input.cardId,
    cardMask: input.cardMask,
    filtersPanel: input.filtersPanel,
    returnPath: input.returnPath,
  }),
  type: 'parallel',
  states: {
    tips: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'tipsModal', target: 'rating' }, { target: 'off' }] },
        /** The tips modal: the courier rating machine decides whether and when it shows. */
        rating: {
          invoke: {
            id: 'tips',
            src: 'courierRating',
            input: ({ context }) => ({ presentation: 'modal' as const, returnPath: context.returnPath }),
            onDone: [
              { guard: { type: 'offersAutoTips', params: ({ event }) => ({ output: event.output }) }, target: 'checkingAutoTips' },
              { target: 'off' },
            ],
            onError: { target: 'off', actions: { type: 'logFailure', params: ({ event }) => ({ step: 'tips', error: event.error }) } },
          },
        },
        checkingAutoTips: {
          invoke: {
            id: 'autoTipsTemplate',
            src: 'hasAutoTipsTemplate',
            onDone: [
              { guard: { type: 'templateSaved', params: ({ event }) => ({ saved: event.output }) }, target: 'off' },
              { target: 'autoTips' },
            ],
            onError: {
              target: 'off',
              actions: { type: 'logFailure', params: ({ event }) => ({ step: 'tips/templates', error: event.error }) },
            },
          },
        },
        /** The auto-tips modal (§2.4) on the auto-tips machine. */
        autoTips: {
          tags: ['open'],
          invoke: {
            id: 'autoTips',
            src: 'autoTips',
            input: ({ context }) => ({ allowed: true, cardId: context.cardId, cardMask: context.cardMask, open: true }),
          },
          on: { 'AUTOTIPS.CLOSE': 'off' },
        },
        off: {},
      },
    },
    onboarding: {
      initial: 'running',
      states: {
        running: { invoke: { id: 'onboarding', src: 'onboarding', onDone: 'done' } },
        done: {},
      },
    },
    filters: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'filtersPanel', target: 'closed' }, { target: 'off' }] },
        closed: { on: { 'FILTERS.OPEN': 'open' } },
        open: {
          invoke: { id: 'filters', src: 'preferences', input: { filtersOnly: true } },
          on: { 'FILTERS.CLOSE': 'closed' },
        },
        off: {},
      },
    },
  },
});

/** The cabinetRoot machine's public type (`shared/public-machine.ts`): not its inferred actions, guards and actors. */
export interface CabinetRootMachine extends PublicMachine<
  CabinetRootContext,
  CabinetRootEvent,
  CabinetRootStateValue,
  {
    input: CabinetRootInput;
    children: Children<{
      tips: typeof courierRatingMachine;
      autoTips: typeof autoTipsMachine;
      onboarding: typeof onboardingMachine;
      filters: typeof preferencesMachine;
    }>;
  }
> {}
export const cabinetRootMachine: CabinetRootMachine = cabinetRootLogic;
